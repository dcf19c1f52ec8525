import SitegenDomain
import Yams

/// The one adapter to Yams: parses a YAML document into a `ContentNode` tree with file positions.
///
/// Only plain data gets through. Aliases and anchors (billion laughs), merge keys and tags other
/// than YAML's own scalars are errors; scalars keep their source text and style, so that a field
/// reading `no` as a string gets "no" and one reading a boolean reports it.
enum YAMLReader {
    static let depthLimit = 64

    /// Parses `yaml`, which starts on line `firstLine` of the file at `path`. The common shape of
    /// front matter is read without Yams, to the same tree (see `SimpleYAMLReader`).
    static func parse(_ yaml: String, path: String, firstLine: Int) throws(ContentError) -> ContentNode {
        let origin = SourceLocation(path: path, line: firstLine)
        if let node = SimpleYAMLReader.read(yaml, origin: origin) { return node }
        return try parseWithYams(yaml, origin: origin)
    }

    static func parseWithYams(_ yaml: String, origin: SourceLocation) throws(ContentError) -> ContentNode {
        let root: Node?
        do {
            // The basic resolver leaves plain scalars untyped: fields decide types themselves, and
            // skipping Yams's per-scalar regular expressions makes loading markedly cheaper.
            // The encoding is named: Yams's default reads the whole environment on every call.
            root = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch let error as YamlError {
            throw contentError(from: error, yaml: yaml, origin: origin)
        } catch {
            throw ContentError(.syntax("invalid YAML: \(error)"), at: origin)
        }
        guard let root else { return ContentNode(value: .mapping([]), location: origin) }
        var walker = Walker(origin: origin)
        return try walker.convert(root, depth: 0)
    }

    private static func contentError(from error: YamlError, yaml: String, origin: SourceLocation) -> ContentError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // A quote never closed runs on to the end of the front matter, where libyaml notices;
            // the reader fixes it where the quote opens (helper-35).
            if let context, context.text.contains("quoted scalar"), problem.contains("end of stream") {
                return ContentError(.syntax("this quoted value is never closed"), at: origin.at(context.mark),
                                    hint: "end the value with the quote mark it starts with, on the same line")
            }
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return ContentError(.syntax("invalid YAML: \(detail)"), at: origin.at(mark),
                                hint: hint(for: problem, line: mark.line, of: yaml))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks only the first occurrence; the repeat is the next line that starts with
            // the same key at the same indentation.
            let key = duplicates.first ?? "?"
            let first = origin.at(context.mark)
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            let indent = String(repeating: " ", count: max(0, context.mark.column - 1))
            let repeatIndex = lines.indices.dropFirst(context.mark.line).first { index in
                lines[index].hasPrefix(indent + key + ":") || lines[index].hasPrefix(indent + "- " + key + ":")
            }
            let second = repeatIndex.map { origin.movedDown(by: $0, column: context.mark.column) } ?? first
            return ContentError(.duplicateKey(key, firstLine: first.line), at: second)
        case .reader(let problem, _, _, _):
            return ContentError(.syntax("invalid YAML: \(problem)"), at: origin)
        default:
            return ContentError(.syntax("invalid YAML: \(error)"), at: origin)
        }
    }

    /// A tab or a line out of step with the lines above is named first: it also makes Yams say
    /// "mapping values are not allowed", which otherwise means an unquoted ': ' in a value.
    private static func hint(for problem: String, line: Int, of yaml: String) -> String? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        if let indentation = YAMLIndentation.hint(forLine: line - 1, of: lines) { return indentation }
        if problem.contains("mapping values are not allowed") {
            return "a value containing ': ' must be quoted, e.g. title: \"Alien: Covenant\""
        }
        if problem.contains("tab") { return "YAML does not allow tabs for indentation: indent with spaces" }
        return nil
    }
}

private extension SourceLocation {
    /// The file position of a Yams mark (1-based, relative to the YAML's first line).
    func at(_ mark: Mark) -> SourceLocation {
        movedDown(by: mark.line - 1, column: mark.column)
    }
}

/// Converts Yams nodes in document order, which is what exposes an alias: Yams inlines the
/// anchored node, mark and all, so an alias is a node whose mark lies before the last one seen.
private struct Walker {
    let origin: SourceLocation
    var lastMark = (line: 0, column: 0)

    init(origin: SourceLocation) {
        self.origin = origin
    }

    mutating func convert(_ node: Node, depth: Int) throws(ContentError) -> ContentNode {
        let location = try visit(node)
        guard depth < YAMLReader.depthLimit else { throw ContentError(.tooDeep(limit: YAMLReader.depthLimit), at: location) }
        try checkTag(node, at: location)
        switch node {
        case .scalar(let scalar):
            let kind: ContentNode.Scalar.Kind = scalar.style == .plain ? .plain : .string
            return ContentNode(value: .scalar(.init(text: scalar.string, kind: kind)), location: location)
        case .sequence(let sequence):
            var elements: [ContentNode] = []
            for element in sequence { elements.append(try convert(element, depth: depth + 1)) }
            return ContentNode(value: .list(elements), location: location)
        case .mapping(let mapping):
            return ContentNode(value: .mapping(try fields(of: mapping, depth: depth)), location: location)
        case .alias:
            throw ContentError(.aliasOrTagNotAllowed("aliases (*name)"), at: location)
        }
    }

    private mutating func fields(of mapping: Node.Mapping, depth: Int) throws(ContentError) -> [ContentNode.Field] {
        var fields: [ContentNode.Field] = []
        var firstLine: [String: Int] = [:]
        for (keyNode, valueNode) in mapping {
            let key = try convert(keyNode, depth: depth + 1)
            guard case .scalar(let scalar) = key.value else {
                throw ContentError(.syntax("keys must be plain words, not \(key.summary)"), at: key.location)
            }
            if scalar.text == "<<", scalar.kind == .plain {
                throw ContentError(.aliasOrTagNotAllowed("merge keys (<<)"), at: key.location)
            }
            if let line = firstLine[scalar.text] {
                throw ContentError(.duplicateKey(scalar.text, firstLine: line), at: key.location)
            }
            firstLine[scalar.text] = key.location.line
            fields.append(.init(key: scalar.text, keyLocation: key.location, value: try convert(valueNode, depth: depth + 1)))
        }
        return fields
    }

    /// The node's file location, refusing a node that goes back in the document: an alias.
    private mutating func visit(_ node: Node) throws(ContentError) -> SourceLocation {
        guard let mark = node.mark else { return origin }
        let location = origin.at(mark)
        if (mark.line, mark.column) < lastMark || node.anchor != nil {
            throw ContentError(.aliasOrTagNotAllowed("anchors and aliases (&name, *name)"), at: location,
                               hint: "write the value out again instead of referring to it")
        }
        lastMark = (mark.line, mark.column)
        return location
    }

    private static let allowedTags = Set(["str", "int", "float", "bool", "null", "timestamp", "seq", "map"].map { "tag:yaml.org,2002:" + $0 })

    private func checkTag(_ node: Node, at location: SourceLocation) throws(ContentError) {
        let tag = node.tag.description
        if tag == "tag:yaml.org,2002:merge" {
            throw ContentError(.aliasOrTagNotAllowed("merge keys (<<)"), at: location)
        }
        guard Self.allowedTags.contains(tag) || tag.isEmpty || tag == "!" else {
            throw ContentError(.aliasOrTagNotAllowed("tags (\(tag))"), at: location)
        }
    }
}
