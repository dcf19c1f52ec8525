import Mustache
public import SitegenDomain
public import SitegenPresentation

/// Renders view models to HTML with a theme's Mustache templates; the one file that knows Mustache.
///
/// Every template is parsed once, up front, and every problem (a syntax error, a partial that does
/// not exist, a page kind without its template) is reported with its file, line and column before
/// anything is rendered. Mustache escapes every `{{value}}` for HTML; only `…HTML` fields are
/// printed raw, with `{{{…}}}`.
public struct MustachePageRenderer: Sendable {
    private let library: MustacheLibrary

    public init(theme: Theme, requiredTemplates: [String]) throws(DiagnosticList) {
        var library = MustacheLibrary()
        var problems: [Diagnostic] = []
        let templates = theme.templates
        for (name, file) in templates {
            let path = "\(theme.displayPath)/\(file.path)"
            let source = String(decoding: file.bytes, as: UTF8.self)
            do {
                library.register(try MustacheTemplate(string: source), named: name)
            } catch let error as MustacheTemplate.ParserError {
                problems.append(Diagnostic(at: SourceLocation(path: path, line: error.context.lineNumber, column: error.context.columnNumber),
                                           "template syntax error: \(Self.describe(error.error))"))
            } catch {
                problems.append(Diagnostic(at: SourceLocation(path: path), "template syntax error: \(error)"))
            }
            problems += TemplateReferences.partials(in: source, path: path)
                .filter { !templates.map(\.name).contains($0.name) }
                .map { Diagnostic(at: $0.location, "partial '\($0.name)' not found in \(theme.displayPath)/templates/",
                                  hint: "partials are named by their path below templates/ without .html") }
        }
        for name in requiredTemplates where !templates.contains(where: { $0.name == name }) {
            problems.append(Diagnostic(at: SourceLocation(path: "\(theme.displayPath)/templates/\(name).html"),
                                       "template '\(name)' is missing from theme '\(theme.name)'",
                                       hint: "every page kind needs its template; copy it from the default theme"))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        self.library = library
    }

    /// The page's HTML. The template exists: `init` checked every required one.
    public func render(_ viewModel: any PageViewModel, template: String) -> String {
        library.render(viewModel, withTemplate: template) ?? ""
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "section closed with a different name than it was opened with"
        case .unfinishedName: "tag is never closed with }}"
        case .expectedSectionEnd: "section is never closed with {{/…}}"
        case .invalidSetDelimiter: "invalid set-delimiter tag"
        case .none: "\(error)"
        default: "\(error)"
        }
    }
}
