import Mustache
public import SitegenDomain
public import SitegenPresentation

/// Renders view models to HTML with a theme's Mustache templates; the one file that knows Mustache.
///
/// Every template is parsed once, up front, and every problem (a syntax error, a partial that does
/// not exist or includes itself, a page kind without its template) is reported with its file, line
/// and column before anything is rendered. Mustache escapes every `{{value}}` for HTML; only
/// `…HTML` fields are printed raw, with `{{{…}}}`.
public struct MustachePageRenderer: Sendable {
    private let library: MustacheLibrary
    /// Where each variable name is first used, for reporting a name no view model has.
    private let firstUse: [String: SourceLocation]

    public init(theme: Theme, requiredTemplates: [String]) throws(DiagnosticList) {
        var library = MustacheLibrary()
        var problems: [Diagnostic] = []
        var tagsByTemplate: [String: [TemplateReferences.Tag]] = [:]
        for (name, file) in theme.templates {
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
            tagsByTemplate[name] = TemplateReferences.tags(in: source, path: path)
        }
        problems += Self.partialProblems(tagsByTemplate, themePath: theme.displayPath)
        for name in requiredTemplates where tagsByTemplate[name] == nil {
            problems.append(Diagnostic(at: SourceLocation(path: "\(theme.displayPath)/templates/\(name).html"),
                                       "template '\(name)' is missing from theme '\(theme.name)'",
                                       hint: "every page kind needs its template; copy it from the default theme"))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        self.library = library
        firstUse = Self.firstUseOfNames(tagsByTemplate)
        templateDigests = Self.templateDigests(theme, tagsByTemplate)
    }

    /// Per template: the digest of its text and of every partial and layout it reaches, so a
    /// changed template changes the digests of exactly the pages that use it.
    private let templateDigests: [String: StableDigest]

    /// Wraps a view model for rendering and digests it together with the template it needs, so a
    /// page whose digest did not change since the last build need not be rendered at all.
    /// - Parameter digest: the page's `digest`, when the caller has it already.
    public func prepare(
        _ viewModel: any PageViewModel, template: String, digest: StableDigest? = nil, lookups: TemplateLookups
    ) -> PreparedPage {
        PreparedPage(context: TemplateObject.wrap(viewModel, lookups: lookups), digest: digest ?? self.digest(viewModel, template: template))
    }

    /// The digest of a page: its template (with every partial and layout it reaches) and everything
    /// its view model holds. Cheap enough to ask of every page of a rebuild; only the pages whose
    /// digest changed are prepared and rendered.
    public func digest(_ viewModel: any PageViewModel, template: String) -> StableDigest {
        DigestEncoder.digest(viewModel, startingFrom: templateDigests[template] ?? StableDigest())
    }

    /// The page's HTML. The template exists: `init` checked every required one.
    public func render(_ page: PreparedPage, template: String) -> String {
        library.render(page.context, withTemplate: template) ?? ""
    }

    /// Prepares and renders in one go; the names its templates looked up are added to `lookups`.
    public func render(_ viewModel: any PageViewModel, template: String, lookups: TemplateLookups) -> String {
        render(prepare(viewModel, template: template, lookups: lookups), template: template)
    }

    /// Names the templates used that no view model of the build had: a typo like `{{titel}}` renders
    /// as nothing in Mustache, so it is reported here instead, where it is written.
    public func unknownNames(in lookups: TemplateLookups) -> [Diagnostic] {
        lookups.unknownNames.compactMap { name in
            firstUse[name].map { location in
                Diagnostic(at: location, "no page has a value named '\(name)'",
                           hint: "check the spelling against the view model fields in the README's theme section")
            }
        }.sorted()
    }
}

// MARK: - Checks made before rendering

private extension MustachePageRenderer {
    static func partialProblems(_ tagsByTemplate: [String: [TemplateReferences.Tag]], themePath: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var includes: [String: [TemplateReferences.Tag]] = [:]
        for (name, tags) in tagsByTemplate {
            for tag in tags where tag.kind == .partial {
                if tagsByTemplate[tag.name] == nil {
                    problems.append(Diagnostic(at: tag.location, "partial '\(tag.name)' not found in \(themePath)/templates/",
                                               hint: "partials are named by their path below templates/ without .html"))
                } else {
                    includes[name, default: []].append(tag)
                }
            }
        }
        return problems + cycles(in: includes)
    }

    /// A template that includes itself, directly or through others, would recurse until the stack
    /// runs out; each such loop is reported once, at the include that closes it.
    static func cycles(in includes: [String: [TemplateReferences.Tag]]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var done = Set<String>()
        func visit(_ name: String, path: [String]) {
            guard !done.contains(name) else { return }
            for tag in includes[name] ?? [] {
                if let start = path.firstIndex(of: tag.name) {
                    let loop = (path[start...] + [tag.name]).joined(separator: " → ")
                    problems.append(Diagnostic(at: tag.location, "partial '\(tag.name)' includes itself: \(loop)"))
                } else {
                    visit(tag.name, path: path + [tag.name])
                }
            }
            done.insert(name)
        }
        for name in includes.keys.sorted() { visit(name, path: [name]) }
        return Array(Set(problems)).sorted()
    }

    static func templateDigests(_ theme: Theme, _ tagsByTemplate: [String: [TemplateReferences.Tag]]) -> [String: StableDigest] {
        let bytes = Dictionary(theme.templates.map { ($0.name, $0.file.bytes) }, uniquingKeysWith: { first, _ in first })
        var digests: [String: StableDigest] = [:]
        for name in bytes.keys {
            var reached = Set<String>(), pending = [name]
            while let next = pending.popLast() {
                guard reached.insert(next).inserted else { continue }
                pending += (tagsByTemplate[next] ?? []).filter { $0.kind == .partial }.map(\.name)
            }
            var digest = StableDigest()
            for template in reached.sorted() {
                digest.combine(template)
                digest.combine(bytes[template] ?? [])
            }
            digests[name] = digest
        }
        return digests
    }

    static func firstUseOfNames(_ tagsByTemplate: [String: [TemplateReferences.Tag]]) -> [String: SourceLocation] {
        var firstUse: [String: SourceLocation] = [:]
        for tag in tagsByTemplate.values.joined() where tag.kind == .variable {
            for component in tag.name.split(separator: ".").map(String.init) {
                if let known = firstUse[component], known < tag.location { continue }
                firstUse[component] = tag.location
            }
        }
        return firstUse
    }

    static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "section closed with a different name than it was opened with"
        case .unfinishedName: "tag is never closed with }}"
        case .expectedSectionEnd: "section is never closed with {{/…}}"
        case .invalidSetDelimiter: "invalid set-delimiter tag"
        default: "\(error)"
        }
    }
}
