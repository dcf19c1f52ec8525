/// Markdown prose exactly as the author wrote it, with where it starts in its file, so that a
/// renderer can report a broken link at the link's own line.
public struct MarkdownSource: Sendable, Encodable, Hashable {
    public var text: String
    /// The position of the text's first character in its file.
    public var origin: SourceLocation

    public init(_ text: String, origin: SourceLocation) {
        self.text = text
        self.origin = origin
    }
}
