public import SitegenDomain

/// Every local image the site shows resized, by its path below `content/` (`media/alien.png`):
/// what it is and the copies made of it. Made once per build, before any page is presented.
public struct ImageLibrary: Sendable {
    public struct Entry: Sendable, Hashable {
        public var facts: ImageFacts
        /// A digest of the source's bytes: part of every copy's file name, so a changed image
        /// gets new URLs and no cache anywhere serves the old one.
        public var digest: UInt64
        public var copies: [ImageCopy]
    }

    public private(set) var entries: [String: Entry] = [:]

    public init() {}

    public static let empty = ImageLibrary()

    public subscript(path: String) -> Entry? { entries[path] }

    /// Adds the image at `path` with the copies `settings` ask for, named by `router`.
    public mutating func add(_ path: String, facts: ImageFacts, digest: UInt64, settings: ImageSettings, router: Router) {
        entries[path] = Entry(facts: facts, digest: digest,
                              copies: ImageCopy.plan(for: path, facts: facts, digest: digest, settings: settings, router: router))
    }

    /// The images whose source paths pass `isKept`, with all their copies: the part of the
    /// library one shard of a build makes copies of.
    public func keeping(_ isKept: (String) -> Bool) -> ImageLibrary {
        var part = ImageLibrary()
        part.entries = entries.filter { isKept($0.key) }
        return part
    }

    /// Every copy of every image, in a stable order.
    public var allCopies: [ImageCopy] {
        entries.keys.sorted().flatMap { entries[$0]!.copies }
    }

    /// A digest of what every page may show of the images: their copies' names and sizes.
    public var digest: StableDigest {
        var digest = StableDigest()
        for path in entries.keys.sorted() {
            digest.combine(path)
            for copy in entries[path]!.copies { digest.combine(copy.outputPath) }
            digest.combine(entries[path]!.facts.averageColour)
        }
        return digest
    }
}

/// One resized copy of an image, and where it goes.
public struct ImageCopy: Sendable, Hashable {
    /// Below `content/`: the image it is made from.
    public var sourcePath: String
    public var width: Int
    public var height: Int
    public var format: ImageFormat
    /// Relative to the output folder, from the router.
    public var outputPath: String
    public var url: String
    /// Whether it is the copy in the image's own format, for browsers that take no other.
    public var isFallback: Bool

    /// A copy at each of `settings.widths` that the image is wide enough for (its own width
    /// standing in for the wider ones) in each modern format, and one in the image's own format
    /// at the middle width for browsers that take none of them (every width when there is no
    /// modern format). Every browser of the last five years takes WebP: copies at every width in
    /// JPEG too would double the work for almost nobody.
    static func plan(for path: String, facts: ImageFacts, digest: UInt64, settings: ImageSettings, router: Router) -> [ImageCopy] {
        let widths = Array(Set(settings.widths.map { min($0, facts.size.width) })).sorted()
        let fallback = facts.format == .jpeg ? ImageFormat.jpeg : .png
        let modern = settings.formats.filter { $0 != fallback }
        var key = StableDigest(value: digest)
        key.combine("q\(settings.quality)")
        var copies: [ImageCopy] = []
        for format in modern + [fallback] {
            let isFallback = format == fallback
            for width in isFallback && !modern.isEmpty ? [widths[(widths.count - 1) / 2]] : widths {
                let height = max(1, Int((Double(facts.size.height) * Double(width) / Double(facts.size.width)).rounded()))
                let output = router.outputPath(forImage: path, key: key.value, width: width, format: format)
                copies.append(ImageCopy(sourcePath: path, width: width, height: height, format: format, outputPath: output,
                                        url: router.url(forFile: output), isFallback: isFallback))
            }
        }
        return copies
    }
}
