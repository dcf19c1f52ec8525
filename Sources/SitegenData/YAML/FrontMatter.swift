import SitegenDomain

/// A Markdown file split into its YAML front matter and its body, with the line each starts on.
struct FrontMatter {
    var yaml: String
    /// The file line of the YAML's first line (2: right after the opening `---`).
    var yamlFirstLine: Int
    var body: String
    var bodyFirstLine: Int

    /// Splits `file`; a file without front matter is an error rather than a page parsed as something else.
    static func split(_ file: TextFile) throws(ContentError) -> FrontMatter {
        var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let first = lines.popFirst(), isDelimiter(first) else {
            throw ContentError(.missingFrontMatter, at: SourceLocation(path: file.path),
                               hint: "start the file with a line '---', the YAML fields, then another '---'")
        }
        guard let closing = lines.firstIndex(where: { isDelimiter($0) || $0.trimmingTrailingSpaces == "..." }) else {
            throw ContentError(.frontMatterNeverClosed, at: SourceLocation(path: file.path),
                               hint: "add a line '---' after the last YAML field")
        }
        let yaml = lines[..<closing].joined(separator: "\n")
        let body = lines[(closing + 1)...].joined(separator: "\n")
        // `lines` keeps the indices of the full split, so index i is line i + 1 of the file.
        return FrontMatter(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: closing + 2)
    }

    private static func isDelimiter(_ line: Substring) -> Bool {
        line.trimmingTrailingSpaces == "---"
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var line = self
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }
}
