import SitegenDomain

/// The tags of a template with their positions, for the checks Mustache itself does not make:
/// a partial that does not exist (Mustache renders it as an empty string), a partial that includes
/// itself, and a variable no view model has.
enum TemplateReferences {
    struct Tag {
        enum Kind {
            /// `{{> name}}` or `{{< name}}`
            case partial
            /// `{{name}}`, `{{{name}}}`, `{{&name}}`, `{{#name}}`, `{{^name}}`
            case variable
        }

        var kind: Kind
        var name: String
        var location: SourceLocation
    }

    static func tags(in source: String, path: String) -> [Tag] {
        var tags: [Tag] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.firstRange(of: "{{") {
                let afterOpen = rest[open.upperBound...]
                guard let close = afterOpen.firstRange(of: "}}") else { break }
                let location = SourceLocation(path: path, line: index + 1,
                                              column: line.distance(from: line.startIndex, to: open.lowerBound) + 1)
                if let tag = tag(afterOpen[..<close.lowerBound], at: location) { tags.append(tag) }
                rest = afterOpen[close.upperBound...]
            }
        }
        return tags
    }

    private static func tag(_ body: Substring, at location: SourceLocation) -> Tag? {
        guard let sigil = body.first else { return nil }
        switch sigil {
        case ">", "<":
            return Tag(kind: .partial, name: String(body.dropFirst().trimmingWhitespace), location: location)
        case "#", "^", "&", "{":
            return variable(body.dropFirst(), at: location)
        case "/", "!", "$", "=", "%":
            return nil
        default:
            return variable(body, at: location)
        }
    }

    private static func variable(_ body: Substring, at location: SourceLocation) -> Tag? {
        let name = body.trimmingWhitespace
        guard !name.isEmpty, name != ".", !name.contains("(") else { return nil }
        return Tag(kind: .variable, name: String(name), location: location)
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        var text = self
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
