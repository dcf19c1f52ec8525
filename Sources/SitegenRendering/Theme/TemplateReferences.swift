import SitegenDomain

/// Finds the partials a template includes (`{{> name}}`, `{{< name}}`) with their positions, so a
/// missing one is an error instead of the silent empty string Mustache renders for it.
enum TemplateReferences {
    struct Reference {
        var name: String
        var location: SourceLocation
    }

    static func partials(in source: String, path: String) -> [Reference] {
        var references: [Reference] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.firstRange(of: "{{") {
                let tag = rest[open.upperBound...]
                guard let close = tag.firstRange(of: "}}") else { break }
                let body = tag[..<close.lowerBound]
                if let sigil = body.first, sigil == ">" || sigil == "<" {
                    let name = body.dropFirst().trimmingWhitespace
                    let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                    references.append(Reference(name: String(name), location: SourceLocation(path: path, line: index + 1, column: column)))
                }
                rest = tag[close.upperBound...]
            }
        }
        return references
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
