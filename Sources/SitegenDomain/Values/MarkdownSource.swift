/// Markdown prose exactly as the author wrote it, with where it starts in its file, so that a
/// renderer can report a broken link at the link's own line.
///
/// The text may still be in its file (`FileText`): a rebuild that finds a movie's file unchanged
/// does not read it, and only a page that shows the prose reads it then.
public struct MarkdownSource: Sendable, Encodable, Hashable {
    /// The position of the text's first character in its file.
    public var origin: SourceLocation
    private var storage: Storage

    private enum Storage: Sendable {
        case text(String)
        case file(FileText)
    }

    public init(_ text: String, origin: SourceLocation) {
        storage = .text(text)
        self.origin = origin
    }

    /// Prose left in its file until asked for.
    public init(leftIn file: FileText, origin: SourceLocation) {
        storage = .file(file)
        self.origin = origin
    }

    /// The text, or nil when it was left in its file and the file no longer holds it (it changed
    /// or went away during the build).
    public var readText: String? {
        switch storage {
        case .text(let text): text
        case .file(let file): file.text
        }
    }

    /// The text; empty when `readText` is nil. For prose known to be in memory (front matter, a
    /// file just decoded) and for comparing: a renderer asks `readText`, so that prose it cannot
    /// read is an error, not an empty page.
    public var text: String { readText ?? "" }

    /// The destinations of the text's links, when they were read from it as it was decoded and
    /// the text was then left in its file (see `FileText.scannedLinks`): the links can be checked
    /// without reading the file again.
    public var scannedLinks: ScannedLinks? {
        if case .file(let file) = storage { file.scannedLinks } else { nil }
    }

    /// The digest of the text, known without reading a file: what a rebuild compares.
    public var textDigest: UInt64 {
        switch storage {
        case .text(let text): Self.digest(of: text)
        case .file(let file): file.digest
        }
    }

    /// `textDigest` of prose held as text.
    public static func digest(of text: String) -> UInt64 {
        var digest = StableDigest()
        digest.combine(text)
        return digest.value
    }

    public static func == (left: MarkdownSource, right: MarkdownSource) -> Bool {
        left.origin == right.origin && left.text == right.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(origin)
        hasher.combine(text)
    }

    private enum CodingKeys: String, CodingKey { case text, origin }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(origin, forKey: .origin)
    }
}

/// Prose that is the end of a file: held, or read from the file each time it is asked for, and
/// only if the file still holds it. Who reads it, and how it checks the file, is up to the data layer.
///
/// Prose read from its file is not kept: a build asks for a synopsis once, for the movie's own
/// page, and keeping every one it had read held them all to the end of the build (59 MB of a
/// clean 10k build's 165 MB heap peak, see `DecodeCache`).
public final class FileText: Sendable {
    /// `MarkdownSource.digest(of:)` of the text.
    public let digest: UInt64
    /// The text's links, read from it as its file was decoded and before it was left there, if the
    /// build asked: a shard checks the links of every synopsis (see `SiteBuilder.wholeSiteProblems`),
    /// and otherwise reads every file again for it (a rebuild has the links of the files it does
    /// not read from the decode cache file, see `DecodeCache.StoredBody`). A clean shard of four at 10k checks in 0.26 s instead of
    /// 0.45 s and builds 8% faster (median of 5 paired ratios; with `LinkDestinationScan` taking `&`
    /// and `\` only inside destinations); at 100k, 1.2–2.1 s instead of 3.0–4.9 s.
    public let scannedLinks: ScannedLinks?
    private let source: Source

    private enum Source: Sendable {
        case held(String)
        case file(@Sendable () -> String?)
    }

    public init(digest: UInt64, scannedLinks: ScannedLinks? = nil, read: @escaping @Sendable () -> String?) {
        self.digest = digest
        self.scannedLinks = scannedLinks
        source = .file(read)
    }

    /// Prose already read, with its digest taken.
    public init(digest: UInt64, text: String) {
        self.digest = digest
        scannedLinks = nil
        source = .held(text)
    }

    var text: String? {
        switch source {
        case .held(let text): text
        case .file(let read): read()
        }
    }
}
