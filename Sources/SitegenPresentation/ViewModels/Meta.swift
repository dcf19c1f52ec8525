/// One `<meta>` tag: `<meta property="og:title" content="…">` or `<meta name="twitter:card" …>`.
public struct MetaTagViewModel: Sendable, Equatable, Encodable {
    /// `property` for OpenGraph, `name` for Twitter.
    public var attribute: String
    public var key: String
    public var content: String
}
