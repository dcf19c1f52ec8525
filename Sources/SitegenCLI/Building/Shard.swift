import SitegenPresentation

/// One of `count` parts of a site that separate machines build (`sitegen build --shard I/N`) and
/// `sitegen merge` puts back together.
///
/// A page belongs to the shard its output path hashes to: the same on every machine and in every
/// run, and a new movie moves only its own pages (a range of page numbers would move every page
/// after it). The files of the whole site — the sitemap, feed, search index, robots.txt, the 404
/// page, the theme's static files and `content/media/` — are shard 0's, so that each is made once.
struct Shard: Sendable, Equatable, CustomStringConvertible {
    let index: Int
    let count: Int

    /// The whole site: what a build without `--shard` makes.
    static let whole = Shard(validIndex: 0, count: 1)

    private init(validIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N` as `--shard` takes it; nil unless 0 ≤ I < N. The upper bound only keeps a typo
    /// (`--shard 1/40000`) from making a record per page.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= Self.maximumCount, index >= 0, index < count
        else { return nil }
        self.init(validIndex: index, count: count)
    }

    static let maximumCount = 1024

    var description: String { "\(index)/\(count)" }

    /// Whether this build makes only part of the site.
    var isPart: Bool { count > 1 }

    /// Whether the page of `route`, written at `outputPath`, is this shard's. A page's JSON view
    /// goes with it.
    func holds(_ route: Route, at outputPath: String) -> Bool {
        guard count > 1 else { return true }
        if Self.isWholeSiteFile(route) { return index == 0 }
        return holds(path: outputPath)
    }

    /// Whether the file at `path` (an image's copy, by its source) falls in this shard.
    func holds(path: String) -> Bool {
        count == 1 || Int(Self.fnv1a64(path) % UInt64(count)) == index
    }

    /// Whether this shard copies the files every page shares: the theme's static files and media.
    var holdsSharedFiles: Bool { index == 0 }

    /// Files of the whole site rather than of one page: each lists or serves every page.
    static func isWholeSiteFile(_ route: Route) -> Bool {
        route.isFile
    }

    /// FNV-1a, 64 bits: a hash that every build of sitegen on every machine computes the same
    /// (Swift's `Hasher` is seeded per process), spreading similar paths (`movies/a-1/`,
    /// `movies/a-2/`) evenly.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
