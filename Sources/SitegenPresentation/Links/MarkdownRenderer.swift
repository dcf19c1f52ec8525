public import SitegenDomain

/// Turns an author's Markdown into safe HTML, resolving internal links.
///
/// A port: the presenters need HTML for prose but must not know which Markdown library makes it.
public protocol MarkdownRenderer: Sendable {
    /// The HTML of `markdown`, or every broken link in it, located in the file it came from.
    func html(from markdown: MarkdownSource) throws(DiagnosticList) -> String

    /// What `html(from:)` would throw for `markdown`, found without making the HTML: a build of
    /// one shard checks the prose of every page, most of which it does not render.
    func problems(in markdown: MarkdownSource) -> [Diagnostic]
}

public extension MarkdownRenderer {
    func problems(in markdown: MarkdownSource) -> [Diagnostic] {
        do throws(DiagnosticList) { _ = try html(from: markdown); return [] } catch { return error.diagnostics }
    }
}
