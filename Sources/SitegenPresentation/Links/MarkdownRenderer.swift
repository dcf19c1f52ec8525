public import SitegenDomain

/// Turns an author's Markdown into safe HTML, resolving internal links.
///
/// A port: the presenters need HTML for prose but must not know which Markdown library makes it.
public protocol MarkdownRenderer: Sendable {
    /// The HTML of `markdown`, or every broken link in it, located in the file it came from.
    func html(from markdown: MarkdownSource) throws(DiagnosticList) -> String
}
