import SitegenDomain

/// A Markdown file split into its YAML front matter and its body, with the line each starts on.
struct FrontMatter {
    var yaml: String
    /// The file line of the YAML's first line (2: right after the opening `---`).
    var yamlFirstLine: Int
    var body: String
    var bodyFirstLine: Int

    /// Splits `file`; a file without front matter is an error rather than a page parsed as something else.
    /// Reads lines only up to the closing delimiter: the body is taken whole, not split and rejoined.
    static func split(_ file: TextFile) throws(ContentError) -> FrontMatter {
        let text = file.text
        var lines = LineCursor(text)
        guard let first = lines.next(), isDelimiter(first.text) else {
            throw ContentError(.missingFrontMatter, at: SourceLocation(path: file.path),
                               hint: "start the file with a line '---', the YAML fields, then another '---'")
        }
        while let line = lines.next() {
            guard isDelimiter(line.text) || line.text.trimmingTrailingSpaces == "..." else { continue }
            // The YAML runs up to the newline that ends the line before the closing delimiter.
            let yamlEnd = line.start == first.end ? first.end : text.utf8.index(before: line.start)
            return FrontMatter(yaml: String(text[first.end..<yamlEnd]), yamlFirstLine: 2,
                               body: String(text[line.end...]), bodyFirstLine: line.number + 1)
        }
        throw ContentError(.frontMatterNeverClosed, at: SourceLocation(path: file.path),
                           hint: "add a line '---' after the last YAML field")
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

/// The lines of a text one at a time, found by scanning its UTF-8 for line feeds.
private struct LineCursor {
    struct Line {
        var text: Substring
        var start: String.Index
        /// Just past the line's `\n`, or the end of the text.
        var end: String.Index
        /// 1 for the first line.
        var number: Int
    }

    private let text: String
    private var position: String.Index
    private var number = 0

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    mutating func next() -> Line? {
        guard position < text.endIndex else { return nil }
        let start = position
        let newline = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
        let lineEnd = newline ?? text.endIndex
        position = newline.map { text.utf8.index(after: $0) } ?? text.endIndex
        number += 1
        return Line(text: text[start..<lineEnd], start: start, end: position, number: number)
    }
}
