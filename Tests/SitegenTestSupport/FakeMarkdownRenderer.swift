public import SitegenDomain
public import SitegenPresentation

/// Wraps Markdown in `<p>` verbatim: presenter tests check where prose goes, not how cmark renders it.
/// Text containing `BROKEN` fails with a diagnostic at the prose's origin, to test error collection.
public struct FakeMarkdownRenderer: MarkdownRenderer {
    public init() {}

    public func html(from markdown: MarkdownSource) throws(DiagnosticList) -> String {
        if markdown.text.contains("BROKEN") {
            throw DiagnosticList([Diagnostic(at: markdown.origin, "broken link in \(markdown.text)")])
        }
        return "<p>\(markdown.text)</p>"
    }
}
