/// The destinations of the links in Markdown prose, read from its text as its file was decoded,
/// for a build that checks the links of prose it does not render (a shard's, see
/// `FileText.scannedLinks`). Who reads them, and when that can be done without a Markdown parser,
/// is the renderer's business.
public struct ScannedLinks: Sendable, Hashable {
    /// Each destination followed by a space: one string per text, not one per link, for the
    /// 100,000 synopses a shard keeps them for.
    private let joined: String

    /// - Parameter destinations: without whitespace, which ends a destination in Markdown.
    public init(destinations: [Substring]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(destinations.reduce(0) { $0 + $1.utf8.count + 1 })
        for destination in destinations {
            bytes += destination.utf8
            bytes.append(UInt8(ascii: " "))
        }
        joined = String(decoding: bytes, as: UTF8.self)
    }

    /// Split at the spaces' bytes: a `Character` may join a space to the mark that follows it.
    public var destinations: [Substring] { joined.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) } }
}
