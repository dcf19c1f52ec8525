import SitegenDomain

/// Reads the shape nearly all front matter has straight into a `ContentNode`, without Yams:
/// a mapping of words to one-line scalars (plain, or double-quoted without escapes), flow lists
/// of such scalars, and block lists of those or of small mappings of them.
///
/// Anything else — comments after a value, escapes, multi-line or single-quoted scalars, nested
/// mappings, anchors, tags, tabs, a repeated key, any error — returns nil and is read by Yams,
/// which also words every error. So this reader never has to be right about YAML it does not
/// know: `SimpleYAMLReaderTests` holds every tree it returns to the one Yams gives, positions
/// included. It exists for speed: Yams's node tree and its conversion were a tenth of a build.
/// At 10k (25 Nov 2026, taking turns with a build that reads everything with Yams, 4 pairs): a
/// clean build 6.08 → 7.17 s without it (+15%), a title-edit rebuild +16%.
struct SimpleYAMLReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let origin: SourceLocation
    private var position = 0
    /// The current line, 1-based within the YAML, and the offset it starts at.
    private var line = 1
    private var lineStart = 0

    static func read(_ yaml: String, origin: SourceLocation) -> ContentNode? {
        var yaml = yaml
        return yaml.withUTF8 { bytes in
            guard hasOnlyPlainCharacters(bytes) else { return nil }
            var reader = SimpleYAMLReader(bytes: bytes, origin: origin)
            return reader.document()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, origin: SourceLocation) {
        self.bytes = bytes
        self.origin = origin
    }

    // MARK: - Structure

    /// The top-level mapping: fields at column 1, with empty lines and whole-line comments between.
    private mutating func document() -> ContentNode? {
        var fields: [ContentNode.Field] = []
        skipEmptyAndCommentLines()
        while position < bytes.count {
            guard let field = field(blockIndent: 0), !fields.contains(where: { $0.key == field.key }) else { return nil }
            fields.append(field)
            skipEmptyAndCommentLines()
        }
        guard let first = fields.first else { return nil }
        return ContentNode(value: .mapping(fields), location: first.keyLocation)
    }

    /// `key: value` at the current position; a value that starts on the next line must be a
    /// block list. Leaves the position at the start of the line after the value.
    private mutating func field(blockIndent: Int) -> ContentNode.Field? {
        let keyLocation = location(at: position)
        guard let key = word(), byte(at: position) == UInt8(ascii: ":") else { return nil }
        position += 1
        if atLineEnd {
            guard blockIndent == 0 else { return nil }
            nextLine()
            guard let list = blockList() else { return nil }
            return .init(key: key, keyLocation: keyLocation, value: list)
        }
        guard byte(at: position) == UInt8(ascii: " "), let value = inlineValue() else { return nil }
        nextLine()
        return .init(key: key, keyLocation: keyLocation, value: value)
    }

    /// A block list of a top-level field: `- ` items at one indentation, each a scalar, a flow
    /// list or a mapping whose keys line up under its first. Ends at any other line, which the
    /// document then reads as its next field or refuses.
    private mutating func blockList() -> ContentNode? {
        skipEmptyLines()
        let indent = spaces(from: position)
        guard byte(at: position + indent) == UInt8(ascii: "-"), byte(at: position + indent + 1) == UInt8(ascii: " ") else { return nil }
        let listLocation = location(at: position + indent)
        var items: [ContentNode] = []
        while position < bytes.count, spaces(from: position) == indent, byte(at: position + indent) == UInt8(ascii: "-") {
            position += indent + 1
            guard byte(at: position) == UInt8(ascii: " ") else { return nil }
            position += spaces(from: position)
            guard let item = isFieldStart ? itemMapping() : itemScalar() else { return nil }
            items.append(item)
            skipEmptyLines()
        }
        return ContentNode(value: .list(items), location: listLocation)
    }

    private mutating func itemScalar() -> ContentNode? {
        guard let value = inlineValue() else { return nil }
        nextLine()
        return value
    }

    /// A mapping that starts after an item's `- `; its other keys sit exactly under its first.
    private mutating func itemMapping() -> ContentNode? {
        let indent = position - lineStart
        let mappingLocation = location(at: position)
        var fields: [ContentNode.Field] = []
        repeat {
            guard let field = field(blockIndent: indent), !fields.contains(where: { $0.key == field.key }) else { return nil }
            fields.append(field)
            skipEmptyLines()
            guard position < bytes.count, spaces(from: position) == indent else { break }
            position += indent
        } while true
        return ContentNode(value: .mapping(fields), location: mappingLocation)
    }

    /// Whether a `key:` followed by a space or the line's end starts here.
    private var isFieldStart: Bool {
        var probe = self
        return probe.word() != nil && probe.byte(at: probe.position) == UInt8(ascii: ":")
            && (probe.byte(at: probe.position + 1) == UInt8(ascii: " ") || probe.byte(at: probe.position + 1) == UInt8(ascii: "\n")
                || probe.position + 1 == bytes.count)
    }

    // MARK: - Values on one line

    /// The value after `key: ` or `- `, which must end its line.
    private mutating func inlineValue() -> ContentNode? {
        position += spaces(from: position)
        let value: ContentNode?
        switch byte(at: position) {
        case UInt8(ascii: "\""): value = doubleQuoted()
        case UInt8(ascii: "["): value = flowList()
        default: value = plainScalar()
        }
        return atLineEnd ? value : nil
    }

    /// A plain scalar up to the line's end. It starts with a letter or digit, so it is no
    /// indicator, and holds no comment, no `: ` and no trailing space, so it is the whole line.
    private mutating func plainScalar() -> ContentNode? {
        let start = position
        guard let first = byte(at: start), isAlphanumeric(first) || first >= 0x80 else { return nil }
        while let byte = byte(at: position), byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: ":"), self.byte(at: position + 1) == UInt8(ascii: " ") || self.byte(at: position + 1) == UInt8(ascii: "\n") || position + 1 == bytes.count { return nil }
            if byte == UInt8(ascii: "#"), bytes[position - 1] == UInt8(ascii: " ") { return nil }
            position += 1
        }
        guard bytes[position - 1] != UInt8(ascii: " ") else { return nil }
        return scalar(from: start, to: position, kind: .plain, at: start)
    }

    /// `"…"` without escapes, all on one line.
    private mutating func doubleQuoted() -> ContentNode? {
        let quote = position
        position += 1
        while let byte = byte(at: position), byte != UInt8(ascii: "\"") {
            guard byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\n") else { return nil }
            position += 1
        }
        guard position < bytes.count else { return nil }
        position += 1
        return scalar(from: quote + 1, to: position - 1, kind: .string, at: quote)
    }

    /// `[a, "b", …]` on one line: double-quoted scalars, or plain words and spaces.
    private mutating func flowList() -> ContentNode? {
        let listLocation = location(at: position)
        position += 1
        var items: [ContentNode] = []
        position += spaces(from: position)
        if byte(at: position) == UInt8(ascii: "]") {
            position += 1
            return ContentNode(value: .list([]), location: listLocation)
        }
        while true {
            guard let item = byte(at: position) == UInt8(ascii: "\"") ? doubleQuoted() : flowPlainScalar() else { return nil }
            items.append(item)
            position += spaces(from: position)
            switch byte(at: position) {
            case UInt8(ascii: ","):
                position += 1
                position += spaces(from: position)
                guard byte(at: position) != UInt8(ascii: "]") else { return nil }
            case UInt8(ascii: "]"):
                position += 1
                return ContentNode(value: .list(items), location: listLocation)
            default:
                return nil
            }
        }
    }

    /// A plain list item: letters, digits, spaces and a few punctuation marks that mean nothing
    /// inside a flow list; trailing spaces are not part of it.
    private mutating func flowPlainScalar() -> ContentNode? {
        let start = position
        guard let first = byte(at: start), isAlphanumeric(first) || first >= 0x80 else { return nil }
        var end = start
        while let byte = byte(at: position), isAlphanumeric(byte) || byte >= 0x80 || Self.flowPlainPunctuation.contains(byte) {
            position += 1
            if byte != UInt8(ascii: " ") { end = position }
        }
        return scalar(from: start, to: end, kind: .plain, at: start)
    }

    private static let flowPlainPunctuation = Set(" -_.'()/&!?+".utf8)

    // MARK: - Bytes and positions

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private var atLineEnd: Bool {
        position == bytes.count || bytes[position] == UInt8(ascii: "\n")
    }

    private func spaces(from offset: Int) -> Int {
        var end = offset
        while byte(at: end) == UInt8(ascii: " ") { end += 1 }
        return end - offset
    }

    private func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A key: a letter or `_`, then letters, digits, `_` and `-`.
    private mutating func word() -> String? {
        let start = position
        guard let first = byte(at: start), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) || first == UInt8(ascii: "_") else { return nil }
        while let byte = byte(at: position), isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") { position += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private func scalar(from start: Int, to end: Int, kind: ContentNode.Scalar.Kind, at mark: Int) -> ContentNode {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return ContentNode(value: .scalar(.init(text: text, kind: kind)), location: location(at: mark))
    }

    /// The file position of a byte on the current line; like libyaml, columns count characters.
    private func location(at offset: Int) -> SourceLocation {
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return origin.movedDown(by: line - 1, column: column)
    }

    /// Moves past the current line's end.
    private mutating func nextLine() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        guard position < bytes.count else { return }
        position += 1
        line += 1
        lineStart = position
    }

    /// Skips empty lines (not lines of spaces, whose meaning depends on what surrounds them).
    private mutating func skipEmptyLines() {
        while position < bytes.count, bytes[position] == UInt8(ascii: "\n") { nextLine() }
    }

    /// Skips empty lines and comments that start at column 1.
    private mutating func skipEmptyAndCommentLines() {
        while position < bytes.count, bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "#") { nextLine() }
    }

    /// No control character but the line feed (so no tab or carriage return), no byte order mark,
    /// and none of the characters YAML 1.1 also takes for line breaks (NEL, LS, PS).
    private static func hasOnlyPlainCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20, byte != UInt8(ascii: "\n") { return false }
            if byte == 0x7F { return false }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return false }   // U+0080…U+009F
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return false }   // U+2028, U+2029
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB || bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return false }   // U+FEFF, U+FFFE, U+FFFF
            index += 1
        }
        return true
    }
}
