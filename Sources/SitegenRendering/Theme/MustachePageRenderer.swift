public import SitegenDomain
public import SitegenPresentation

/// Renders view models to HTML with a theme's Mustache templates.
///
/// Every template is parsed once, up front, and every problem (a syntax error, a partial that does
/// not exist or includes itself, a page kind without its template) is reported with its file, line
/// and column before anything is rendered. Every `{{value}}` is escaped for HTML; only `…HTML`
/// fields are printed raw, with `{{{…}}}`.
public struct MustachePageRenderer: Sendable {
    private let program: TemplateProgram
    /// Where each variable name is first used, for reporting a name no view model has.
    private let firstUse: [String: SourceLocation]
    /// Per template: the digest of its text and of every partial and layout it reaches, so a
    /// changed template changes the digests of exactly the pages that use it.
    private let templateDigests: [String: StableDigest]

    public init(theme: Theme, requiredTemplates: [String]) throws(DiagnosticList) {
        var templates: [String: [TemplateNode]] = [:]
        var problems: [Diagnostic] = []
        var referencesByTemplate: [String: [TemplateReference]] = [:]
        var unparsed = Set<String>()
        var unescaped = Set<String>()
        for (name, file) in theme.templates {
            let path = "\(theme.displayPath)/\(file.path)"
            let parsed = MustacheParser.parse(String(decoding: file.bytes, as: UTF8.self), path: path)
            templates[name] = parsed.nodes
            referencesByTemplate[name] = parsed.references
            if let error = parsed.error {
                unparsed.insert(name)
                problems.append(Diagnostic(at: SourceLocation(path: path, line: error.line, column: error.column),
                                           "template syntax error: \(error.message)", hint: error.hint))
            }
            if !parsed.textPragmas.isEmpty { unescaped.insert(name) }
            if !(file.path.hasSuffix(".txt") || file.path.hasSuffix(".json") || file.path.hasSuffix(".ics")) {
                for pragma in parsed.textPragmas {
                    problems.append(Diagnostic(at: pragma, "{{%CONTENT_TYPE: TEXT}} would print every value without HTML escaping",
                                               hint: "only .txt, .json and .ics templates may turn escaping off"))
                }
            }
            for raw in parsed.rawOutputs {
                let field = raw.name == "." ? "the current value" : "'\(raw.name)'"
                problems.append(Diagnostic(at: raw.location, "\(field) is printed without HTML escaping, but is not HTML",
                                           hint: "only fields whose name ends in HTML may be printed with {{{…}}} or {{&…}}; write {{\(raw.name)}}"))
            }
        }
        problems += Self.partialProblems(referencesByTemplate, themePath: theme.displayPath, unparsed: unparsed)
        // A .txt or .json template that turns escaping off would print raw wherever it is included.
        for tag in referencesByTemplate.values.joined() where tag.kind == .partial && unescaped.contains(tag.name) {
            problems.append(Diagnostic(at: tag.location, "'\(tag.name)' turns HTML escaping off and cannot be included in another template",
                                       hint: "a template with {{%CONTENT_TYPE: TEXT}} is a page of its own"))
        }
        for name in requiredTemplates where referencesByTemplate[name] == nil {
            problems.append(Diagnostic(at: SourceLocation(path: "\(theme.displayPath)/templates/\(name).html"),
                                       "template '\(name)' is missing from theme '\(theme.name)'",
                                       hint: "every page kind needs its template; copy it from the default theme"))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        program = TemplateProgram(templates)
        firstUse = Self.firstUseOfNames(referencesByTemplate)
        templateDigests = Self.templateDigests(theme, referencesByTemplate)
    }

    /// The digest of a template with every partial and layout it reaches.
    public func templateDigest(_ template: String) -> StableDigest {
        templateDigests[template] ?? StableDigest()
    }

    /// Encodes a view model for rendering and digests it together with the template it needs, in
    /// one walk; a page whose digest did not change since the last build need not be rendered.
    public func prepare(_ viewModel: any PageViewModel, template: String, lookups: TemplateLookups) -> PreparedPage {
        let (root, digest) = TemplateValueEncoder.encode(viewModel, seed: templateDigests[template] ?? StableDigest(), lookups: lookups)
        return PreparedPage(root: root, digest: digest, lookups: lookups)
    }

    /// The digest of a page: its template (with every partial and layout it reaches) and everything
    /// its view model holds.
    /// The same as `prepare(…).digest`, for less: no value is built.
    public func digest(_ viewModel: any PageViewModel, template: String) -> StableDigest {
        TemplateValueEncoder.digest(viewModel, seed: templateDigests[template] ?? StableDigest())
    }

    /// The page's HTML. The template exists: `init` checked every required one.
    public func render(_ page: PreparedPage, template: String) -> String {
        String(decoding: renderUTF8(page, template: template), as: UTF8.self)
    }

    /// The page's HTML as the UTF-8 bytes that are written: no `String` in between.
    public func renderUTF8(_ page: PreparedPage, template: String) -> [UInt8] {
        var renderer = TemplateRenderer(program: program, lookups: page.lookups, capacity: 16_384)
        renderer.render(template, with: page.root)
        return renderer.output
    }

    /// Prepares and renders in one go; the names its templates looked up are added to `lookups`.
    public func render(_ viewModel: any PageViewModel, template: String, lookups: TemplateLookups) -> String {
        render(prepare(viewModel, template: template, lookups: lookups), template: template)
    }

    /// Names the templates used that no view model of the build had: a typo like `{{titel}}` renders
    /// as nothing in Mustache, so it is reported here instead, where it is written.
    /// The hint names the closest field any page has (`{{titel}}`: `title`), and where every field
    /// is listed: the README has no list of them (helper-35).
    public func unknownNames(in lookups: TemplateLookups) -> [Diagnostic] {
        let known = lookups.knownFieldNames.sorted()
        return lookups.unknownNames.compactMap { name in
            firstUse[name].map { location in
                let guess = Suggestion.closest(to: name, among: known).map { "did you mean '\($0)'? " } ?? ""
                return Diagnostic(at: location, "no page has a value named '\(name)'",
                                  hint: guess + "each template's values are listed in sitegen's themes guide (docs/content/pages/themes.md)")
            }
        }.sorted()
    }

    /// Value tags some page gave a list or an object: `{{.}}` in a section of movies, or
    /// `{{flags}}`, renders nothing in Mustache, silently, where the theme meant one of its fields.
    public func wholeValues(in lookups: TemplateLookups) -> [Diagnostic] {
        lookups.shownWhole.compactMap { program.valueTags[$0] }.map { tag in
            let name = tag.name.components.isEmpty ? "." : (tag.name.isAnchored ? "." : "") + tag.name.components.joined(separator: ".")
            let shown = name == "." ? "the current value" : "'\(name)'"
            let hint = name == "." ? "name one of its fields ({{title}}), or show a list's items inside {{#…}}…{{/…}}"
                : "name one of its fields ({{\(name).title}}), or show its items with {{#\(name)}}…{{/\(name)}}"
            return Diagnostic(at: tag.location, "\(shown) is a list or an object on some page, and {{…}} shows only text, numbers and true or false",
                              hint: hint + "; each template's values are listed in sitegen's themes guide (docs/content/pages/themes.md)")
        }.sorted()
    }
}

/// A view model encoded for rendering, with the digest of everything it holds.
public struct PreparedPage {
    let root: TemplateValue
    public let digest: StableDigest
    let lookups: TemplateLookups
}

// MARK: - Checks made before rendering

private extension MustachePageRenderer {
    /// - Parameter unparsed: templates with a syntax error, already reported: their nesting is not.
    static func partialProblems(_ tagsByTemplate: [String: [TemplateReference]], themePath: String, unparsed: Set<String>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var includes: [String: [TemplateReference]] = [:]
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
        let loops = cycles(in: includes)
        return problems + (loops.isEmpty ? nestingProblems(includes.filter { !unparsed.contains($0.key) }, tagsByTemplate) : loops)
    }

    /// Partials and parents count as one level of nesting each, on top of the levels they stand
    /// in: each include that takes a template past `MustacheParser.nestingLimit` levels is
    /// reported (a chain of partials each fine on its own would still recurse without end in
    /// effect). Run only once there are no loops.
    static func nestingProblems(_ includes: [String: [TemplateReference]], _ tagsByTemplate: [String: [TemplateReference]]) -> [Diagnostic] {
        let limit = MustacheParser.nestingLimit
        var reached: [String: Int] = [:]
        func own(_ name: String) -> Int { (tagsByTemplate[name] ?? []).map(\.depth).max() ?? 0 }
        // How deep including `tag` from `name` goes: a parent renders this template's blocks
        // inside its own, so they nest on top of it.
        func through(_ tag: TemplateReference, from name: String) -> Int {
            tag.depth + 1 + depth(of: tag.name) + (tag.isParent ? own(name) : 0)
        }
        // The deepest level a template reaches, its includes followed; no loops, so this ends.
        func depth(of name: String) -> Int {
            if let known = reached[name] { return known }
            let deepest = max(own(name), (includes[name] ?? []).map { through($0, from: name) }.max() ?? 0)
            reached[name] = deepest
            return deepest
        }
        // One report per template, at its first include that crosses the limit; tags deeper than
        // the limit are syntax errors of their own template already.
        return includes.compactMap { name, tags in
            tags.filter { $0.depth < limit && through($0, from: name) > limit && depth(of: $0.name) <= limit }
                .min { $0.location < $1.location }
                .map { tag in
                    Diagnostic(at: tag.location, "including '\(tag.name)' here nests the template deeper than \(limit) levels",
                               hint: "sections, blocks, parents and the partials they include may nest up to \(limit) levels deep")
                }
        }.sorted()
    }

    /// A template that includes itself, directly or through others, would recurse until the stack
    /// runs out; each such loop is reported once, at the include that closes it.
    static func cycles(in includes: [String: [TemplateReference]]) -> [Diagnostic] {
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

    static func templateDigests(_ theme: Theme, _ tagsByTemplate: [String: [TemplateReference]]) -> [String: StableDigest] {
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

    static func firstUseOfNames(_ tagsByTemplate: [String: [TemplateReference]]) -> [String: SourceLocation] {
        var firstUse: [String: SourceLocation] = [:]
        for tag in tagsByTemplate.values.joined() where tag.kind == .variable {
            for component in tag.name.split(separator: ".").map(String.init) {
                if let known = firstUse[component], known < tag.location { continue }
                firstUse[component] = tag.location
            }
        }
        return firstUse
    }
}
