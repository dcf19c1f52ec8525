/// Splits a template into text and tags, following `{{=<% %>=}}` delimiter changes. Text is cut
/// after every line feed, so that the parser can see which tags stand alone on their line.
struct MustacheScanner {
    struct Tag {
        enum Kind: Character {
            case value = "\u{0}", section = "#", inverted = "^", close = "/", comment = "!", partial = ">",
                 parent = "<", block = "$", raw = "&", delimiters = "=", pragma = "%"
        }

        var kind: Kind
        /// The name or, for a pragma, the whole text between the delimiters, trimmed.
        var name: String
        /// Where the tag starts (its opening delimiter) and where its name starts.
        var line: Int, column: Int
        var nameLine: Int, nameColumn: Int
    }

    enum Piece {
        case text(String, endsLine: Bool)
        case tag(Tag)
    }

    struct SyntaxError: Error {
        var message: String
        var hint: String?
        var line: Int, column: Int
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var open: [Character] = ["{", "{"]
    private var close: [Character] = ["}", "}"]

    init(_ source: String) {
        characters = Array(source)
    }

    /// The pieces up to the end, or up to the first syntax error.
    static func pieces(of source: String) -> (pieces: [Piece], error: SyntaxError?) {
        var scanner = MustacheScanner(source)
        var pieces: [Piece] = []
        do {
            while let piece = try scanner.next() { pieces.append(piece) }
        } catch {
            return (pieces, error)
        }
        return (pieces, nil)
    }

    private var column: Int { index - lineStart + 1 }

    private mutating func next() throws(SyntaxError) -> Piece? {
        guard index < characters.count else { return nil }
        if starts(with: open) { return .tag(try tag()) }
        var text = ""
        while index < characters.count, !starts(with: open) {
            let character = characters[index]
            text.append(character)
            advance()
            if character.isNewline { return .text(text, endsLine: true) }
        }
        return .text(text, endsLine: false)
    }

    private mutating func tag() throws(SyntaxError) -> Tag {
        let startLine = line, startColumn = column
        index += open.count
        let sigil = characters[safe: index].flatMap(Tag.Kind.init(rawValue:))
        var kind = sigil ?? .value
        if sigil != nil { index += 1 }
        let isTriple = kind == .value && characters[safe: index] == "{" && open == ["{", "{"]
        if isTriple { kind = .raw; index += 1 }
        skipSpaces()
        let nameLine = line, nameColumn = column
        var tag = Tag(kind: kind, name: "", line: startLine, column: startColumn, nameLine: nameLine, nameColumn: nameColumn)
        switch kind {
        case .comment:
            try skip(past: close, what: "comment", startedAt: (startLine, startColumn))
        case .delimiters:
            try setDelimiters(startedAt: (startLine, startColumn))
        case .pragma:
            tag.name = try readUntilClose(startedAt: (startLine, startColumn))
        default:
            tag.name = readName()
            skipSpaces()
            let closing = isTriple ? ["}"] + close : close
            guard starts(with: closing) else { throw unclosed(String(closing)) }
            index += closing.count
            if tag.name.isEmpty, kind != .close {
                throw SyntaxError(message: "tag has no name", hint: "write {{name}}, or {{.}} for the current value",
                                  line: startLine, column: startColumn)
            }
        }
        return tag
    }

    private mutating func readName() -> String {
        var name = ""
        while let character = characters[safe: index], Self.isNameCharacter(character) {
            name.append(character)
            index += 1
        }
        return name
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "._-/?".contains(character)
    }

    private func unclosed(_ delimiter: String) -> SyntaxError {
        if characters[safe: index] == "(" {
            return SyntaxError(message: "transforms like 'uppercased(name)' are not supported",
                               hint: "let the view model hold the value as the page should show it", line: line, column: column)
        }
        return SyntaxError(message: "tag is never closed with \(delimiter)", hint: nil, line: line, column: column)
    }

    /// `{{=<% %>=}}`: two delimiters without spaces or `=` in them.
    private mutating func setDelimiters(startedAt start: (line: Int, column: Int)) throws(SyntaxError) {
        let body = try readUntilClose(startedAt: start)
        let parts = body.hasSuffix("=") ? body.dropLast().split(whereSeparator: \.isWhitespace) : []
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw SyntaxError(message: "invalid set-delimiter tag", hint: "write {{=<% %>=}}: two delimiters separated by a space",
                              line: start.line, column: start.column)
        }
        open = Array(parts[0])
        close = Array(parts[1])
    }

    private mutating func readUntilClose(startedAt start: (line: Int, column: Int)) throws(SyntaxError) -> String {
        let bodyStart = index
        try skip(past: close, what: "tag", startedAt: start)
        return String(characters[bodyStart..<(index - close.count)]).trimmingSpaces
    }

    private mutating func skip(past delimiter: [Character], what: String, startedAt start: (line: Int, column: Int)) throws(SyntaxError) {
        while index < characters.count {
            if starts(with: delimiter) {
                index += delimiter.count
                return
            }
            advance()
        }
        throw SyntaxError(message: "\(what) is never closed with \(String(delimiter))", hint: nil, line: start.line, column: start.column)
    }

    private mutating func skipSpaces() {
        while let character = characters[safe: index], character == " " || character == "\t" { index += 1 }
    }

    private mutating func advance() {
        if characters[index].isNewline {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private func starts(with delimiter: [Character]) -> Bool {
        guard index + delimiter.count <= characters.count else { return false }
        return characters[index..<(index + delimiter.count)].elementsEqual(delimiter)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension String {
    /// Without the spaces and tabs at either end.
    var trimmingSpaces: String { trimmingCharacters(in: " \t") }

    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
