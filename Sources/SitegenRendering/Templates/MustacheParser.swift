import SitegenDomain

/// Parses a Mustache template (mustache(5) with partials, inheritance and set delimiters) into
/// nodes, and lists the names and partials it uses with their positions for the checks made before
/// anything is rendered. Lambdas and dynamic partial names have no use with data-only view models.
struct MustacheParser {
    struct Parsed {
        var nodes: [TemplateNode]
        /// Every partial and name used, also when the template has a syntax error: the other
        /// checks still report what they find.
        var references: [TemplateReference]
        var error: SyntaxError?
        /// `{{{name}}}` and `{{&name}}` tags printing a field not named `…HTML` (or `{{{.}}}` in a
        /// section that is not): only fields that are HTML already may be printed without escaping.
        var rawOutputs: [TemplateReference] = []
        /// `{{%CONTENT_TYPE: TEXT}}` tags: escaping off for the rest of the template.
        var textPragmas: [SourceLocation] = []
    }

    typealias SyntaxError = MustacheScanner.SyntaxError
    private typealias Tag = MustacheScanner.Tag

    /// How deep sections, inverted sections, blocks and parents may nest, counting the partials
    /// and parents a template includes as one level each: compiling and rendering recurse once
    /// per level, and 50,000 levels ran out of stack (signal 11) where 100 is far beyond any theme.
    static let nestingLimit = 100

    static func parse(_ source: String, path: String) -> Parsed {
        let scanned = MustacheScanner.pieces(of: source)
        var enclosing: [Tag] = []
        var rawOutputs: [TemplateReference] = []
        var textPragmas: [SourceLocation] = []
        let references = scanned.pieces.compactMap { piece -> TemplateReference? in
            guard case .tag(let tag) = piece else { return nil }
            defer {
                if openingKinds.contains(tag.kind) { enclosing.append(tag) } else if tag.kind == .close { _ = enclosing.popLast() }
            }
            if tag.kind == .pragma, tag.name.replacingSpaces.hasSuffix(":TEXT") {
                textPragmas.append(SourceLocation(path: path, line: tag.line, column: tag.column))
            }
            if tag.kind == .raw, !printsHTML(tag, within: enclosing) {
                rawOutputs.append(TemplateReference(kind: .variable, name: tag.name,
                                                    location: SourceLocation(path: path, line: tag.line, column: tag.column)))
            }
            return reference(to: tag, path: path, depth: enclosing.count)
        }
        do {
            let nodes = try nodes(from: removingStandaloneLines(scanned.pieces), path: path)
            return Parsed(nodes: nodes, references: references, error: scanned.error, rawOutputs: rawOutputs, textPragmas: textPragmas)
        } catch {
            return Parsed(nodes: [], references: references, error: scanned.error ?? error, rawOutputs: rawOutputs, textPragmas: textPragmas)
        }
    }

    /// Whether a raw tag prints a field that is HTML already: its name's last part ends in
    /// `HTML`, or, for `.`, the name of the innermost section it stands in does (inverted
    /// sections, blocks and parents leave `.` as it was).
    private static func printsHTML(_ tag: Tag, within enclosing: [Tag]) -> Bool {
        let name = tag.name == "." ? enclosing.last { $0.kind == .section }?.name ?? "" : tag.name
        return name.split(separator: ".").last?.hasSuffix("HTML") ?? false
    }

    // MARK: Standalone lines

    /// A tag with an indentation: the whitespace before a standalone partial, parent or block.
    private struct Placed {
        var piece: MustacheScanner.Piece
        var indentation = ""
    }

    /// Tags that print nothing themselves, alone on a line but for whitespace, take the whole line
    /// with them, so that `{{#items}}` on a line of its own does not leave an empty line behind.
    private static func removingStandaloneLines(_ pieces: [MustacheScanner.Piece]) -> [Placed] {
        var placed: [Placed] = []
        var line: [MustacheScanner.Piece] = []
        func finishLine() {
            defer { line = [] }
            let tags = line.compactMap { piece -> Tag? in if case .tag(let tag) = piece { tag } else { nil } }
            guard tags.count == 1, let tag = tags.first, standaloneKinds.contains(tag.kind),
                  line.allSatisfy({ piece in if case .text(let text, _) = piece { isBlank(text) } else { true } })
            else {
                placed += line.map { Placed(piece: $0) }
                return
            }
            var indentation = ""
            if case .text(let text, _) = line.first { indentation = text }
            placed.append(Placed(piece: .tag(tag), indentation: indentation))
        }
        for piece in pieces {
            line.append(piece)
            if case .text(_, endsLine: true) = piece { finishLine() }
        }
        finishLine()
        return placed
    }

    private static let standaloneKinds: Set<Tag.Kind> = [.section, .inverted, .close, .comment, .partial, .parent, .block,
                                                         .delimiters, .pragma]

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0 == " " || $0 == "\t" || $0.isNewline }
    }

    // MARK: Tree

    /// A section, parent or block whose closing tag has not been read yet.
    private struct Open {
        var tag: Tag
        var indentation: String
        var nodes: [TemplateNode] = []
    }

    private static func nodes(from pieces: [Placed], path: String) throws(SyntaxError) -> [TemplateNode] {
        var stack = [Open(tag: Tag(kind: .section, name: "", line: 1, column: 1, nameLine: 1, nameColumn: 1), indentation: "")]
        for placed in pieces {
            switch placed.piece {
            case .text(let text, _):
                stack[stack.count - 1].nodes.append(.text(text))
            case .tag(let tag):
                switch tag.kind {
                case .comment, .delimiters:
                    break
                case .section, .inverted, .parent, .block:
                    // The stack's first entry is the template itself.
                    guard stack.count <= nestingLimit else {
                        throw SyntaxError(message: "sections nest deeper than \(nestingLimit) levels",
                                          hint: "sections, blocks and parents may nest up to \(nestingLimit) levels deep",
                                          line: tag.line, column: tag.column)
                    }
                    stack.append(Open(tag: tag, indentation: placed.indentation))
                case .close:
                    guard stack.count > 1, let open = stack.popLast() else {
                        throw SyntaxError(message: "'{{/\(tag.name)}}' closes no section", hint: nil, line: tag.nameLine, column: tag.nameColumn)
                    }
                    guard open.tag.name == tag.name else {
                        throw SyntaxError(message: "section closed with a different name than it was opened with",
                                          hint: "'\(open.tag.name)' was opened at line \(open.tag.line), column \(open.tag.column)",
                                          line: tag.nameLine, column: tag.nameColumn)
                    }
                    stack[stack.count - 1].nodes.append(try Self.node(closing: open))
                case .value, .raw:
                    stack[stack.count - 1].nodes.append(.value(TemplateName(tag.name), escaped: tag.kind == .value,
                                                               at: SourceLocation(path: path, line: tag.line, column: tag.column)))
                case .partial:
                    stack[stack.count - 1].nodes.append(.partial(tag.name, indentation: placed.indentation))
                case .pragma:
                    stack[stack.count - 1].nodes.append(.escaping(try Self.escaping(tag)))
                }
            }
        }
        if stack.count > 1, let open = stack.last {
            throw SyntaxError(message: "section '\(open.tag.name)' is never closed with {{/\(open.tag.name)}}", hint: nil,
                              line: open.tag.line, column: open.tag.column)
        }
        return stack[0].nodes
    }

    private static func node(closing open: Open) throws(SyntaxError) -> TemplateNode {
        let name = open.tag.name
        switch open.tag.kind {
        case .inverted:
            return .invertedSection(TemplateName(name), open.nodes)
        case .block:
            return .block(name, defaultContent: open.nodes, indentation: open.indentation)
        case .parent:
            var overrides: [String: [TemplateNode]] = [:]
            for node in open.nodes {
                switch node {
                case .block(let block, let content, _): overrides[block] = content
                case .text(let text) where isBlank(text): continue
                default:
                    throw SyntaxError(message: "'{{<\(name)}}' may only hold {{$block}} overrides",
                                      hint: "put everything the page shows inside a {{$…}} block of the parent",
                                      line: open.tag.line, column: open.tag.column)
                }
            }
            return .parent(name, indentation: open.indentation, overrides: overrides)
        default:
            return .section(TemplateName(name), open.nodes)
        }
    }

    /// `{{%CONTENT_TYPE: TEXT}}` turns HTML escaping off for the rest of the template, `HTML` on.
    private static func escaping(_ tag: Tag) throws(SyntaxError) -> Bool {
        let parts = tag.name.split(separator: ":").map { String($0).trimmingSpaces }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE", parts[1] == "TEXT" || parts[1] == "HTML" else {
            throw SyntaxError(message: "unknown pragma '\(tag.name)'", hint: "the one pragma is {{%CONTENT_TYPE: TEXT}} (or HTML)",
                              line: tag.line, column: tag.column)
        }
        return parts[1] == "HTML"
    }

    private static let openingKinds: Set<Tag.Kind> = [.section, .inverted, .parent, .block]

    private static func reference(to tag: Tag, path: String, depth: Int) -> TemplateReference? {
        let location = SourceLocation(path: path, line: tag.line, column: tag.column)
        switch tag.kind {
        case .partial, .parent:
            return TemplateReference(kind: .partial, name: tag.name, location: location, depth: depth, isParent: tag.kind == .parent)
        case .value, .raw, .section, .inverted:
            return tag.name == "." ? nil : TemplateReference(kind: .variable, name: tag.name, location: location, depth: depth)
        default:
            return nil
        }
    }
}

/// A partial or a name a template uses, where it uses it.
struct TemplateReference {
    enum Kind {
        /// `{{> name}}` or `{{< name}}`
        case partial
        /// `{{name}}`, `{{{name}}}`, `{{&name}}`, `{{#name}}`, `{{^name}}`
        case variable
    }

    var kind: Kind
    var name: String
    var location: SourceLocation
    /// How many sections, blocks and parents enclose the tag in its template.
    var depth = 0
    /// `{{<name}}`: the template's own blocks are rendered inside the parent's.
    var isParent = false
}

private extension String {
    var replacingSpaces: String { String(filter { $0 != " " && $0 != "\t" }) }
}
