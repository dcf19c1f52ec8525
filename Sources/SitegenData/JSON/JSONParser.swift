import SitegenDomain

/// A strict RFC 8259 parser that keeps every value's line and column.
///
/// Written for this project because Foundation's decoder on Linux reports no positions, accepts
/// trailing commas and keeps the first of two duplicate keys silently.
struct JSONParser {
    /// Deeper nesting than this is refused rather than recursed into (a file of 100,000 `[`).
    static let depthLimit = 64

    // Internal, not private: the string scanner lives in its own file.
    let bytes: [UInt8]
    let path: String
    var offset = 0
    var line = 1
    var lineStart = 0

    static func parse(_ file: TextFile) throws(ContentError) -> ContentNode {
        var parser = JSONParser(bytes: Array(file.text.utf8), path: file.path)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else {
            throw parser.syntaxError("unexpected \(parser.describeCurrent()) after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }
}

// MARK: - Values

private extension JSONParser {
    mutating func parseValue(depth: Int) throws(ContentError) -> ContentNode {
        guard depth < Self.depthLimit else {
            throw ContentError(.tooDeep(limit: Self.depthLimit), at: location)
        }
        let start = location
        guard let byte = current else { throw syntaxError("expected a JSON value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return ContentNode(value: .scalar(.init(text: try parseString(), kind: .string)), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return scalar("true", .boolean, start)
        case UInt8(ascii: "f"): try expectWord("false"); return scalar("false", .boolean, start)
        case UInt8(ascii: "n"): try expectWord("null"); return scalar("null", .null, start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return scalar(try parseNumber(), .number, start)
        default: throw syntaxError("expected a JSON value, found \(describeCurrent())")
        }
    }

    mutating func parseObject(depth: Int) throws(ContentError) -> ContentNode {
        let start = location
        offset += 1
        var fields: [ContentNode.Field] = []
        var firstLineOfKey: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return ContentNode(value: .mapping([]), location: start)
        }
        // Where the last comma was: a trailing one is reported there, where it is deleted, and not
        // at the bracket, often a line below (helper-35).
        var comma: Mark?
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if let comma, current == UInt8(ascii: "}") { throw trailingComma(at: comma, before: "}") }
                throw syntaxError("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyLocation = location
            let key = try parseString()
            if let firstLine = firstLineOfKey[key] {
                throw ContentError(.duplicateKey(key, firstLine: firstLine), at: keyLocation)
            }
            firstLineOfKey[key] = keyLocation.line
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw syntaxError("expected ':' after key \"\(key)\"") }
            offset += 1
            skipWhitespace()
            fields.append(.init(key: key, keyLocation: keyLocation, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): comma = mark; offset += 1
            case UInt8(ascii: "}"): offset += 1; return ContentNode(value: .mapping(fields), location: start)
            default: throw syntaxError("expected ',' or '}' after the value of \"\(key)\"", hint: missingCommaHint)
            }
        }
    }

    /// Walks its brackets and commas as `parseObject` does, step for step, and stays apart from it:
    /// each says in its own words what it expected (a key, a ':', the value of which key).
    mutating func parseArray(depth: Int) throws(ContentError) -> ContentNode {
        let start = location
        offset += 1
        var elements: [ContentNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return ContentNode(value: .list([]), location: start)
        }
        var comma: Mark?
        while true {
            skipWhitespace()
            if let comma, current == UInt8(ascii: "]") { throw trailingComma(at: comma, before: "]") }
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): comma = mark; offset += 1
            case UInt8(ascii: "]"): offset += 1; return ContentNode(value: .list(elements), location: start)
            default: throw syntaxError("expected ',' or ']' after an array element", hint: missingCommaHint)
            }
        }
    }

    var missingCommaHint: String? {
        current == UInt8(ascii: "\"") || current == UInt8(ascii: "{") ? "is a comma missing at the end of the previous line?" : nil
    }

    func scalar(_ text: String, _ kind: ContentNode.Scalar.Kind, _ location: SourceLocation) -> ContentNode {
        ContentNode(value: .scalar(.init(text: text, kind: kind)), location: location)
    }
}

// MARK: - Tokens

extension JSONParser {
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    var location: SourceLocation { location(of: mark) }

    /// A place in the text, kept cheaply (a comma's, at every comma) and made a location only
    /// when it is reported: the column is counted from the line's start.
    struct Mark {
        var offset: Int, line: Int, lineStart: Int
    }

    var mark: Mark { Mark(offset: offset, line: line, lineStart: lineStart) }

    func location(of mark: Mark) -> SourceLocation {
        // Columns count characters, not bytes: continuation bytes (10xxxxxx) do not start one.
        let column = bytes[mark.lineStart..<mark.offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(path: path, line: mark.line, column: column)
    }

    mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            default:
                return
            }
        }
    }

    mutating func expectWord(_ word: String) throws(ContentError) {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else {
            throw syntaxError("expected a JSON value, found \(describeCurrent())",
                              hint: "strings need double quotes; true, false and null are lowercase")
        }
        offset += expected.count
    }

    mutating func parseNumber() throws(ContentError) -> String {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let first = current, isDigit(first) else { throw syntaxError("expected a digit") }
        offset += 1
        if first != UInt8(ascii: "0") { skipDigits() } else if let next = current, isDigit(next) {
            throw syntaxError("numbers must not have leading zeros")
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard let next = current, isDigit(next) else { throw syntaxError("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard let next = current, isDigit(next) else { throw syntaxError("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw syntaxError("number \(text) is out of range")
        }
        return text
    }

    mutating func skipDigits() {
        while let byte = current, isDigit(byte) { offset += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte == UInt8(ascii: "\n") { return "the end of the line" }
        let scalar = String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self).first.map(String.init) ?? "?"
        return "'\(scalar)'"
    }

    func trailingComma(at comma: Mark, before bracket: String) -> ContentError {
        ContentError(.syntax("trailing comma before '\(bracket)'"), at: location(of: comma),
                     hint: "remove this comma: strict JSON allows none after the last item")
    }

    func syntaxError(_ message: String, hint: String? = nil) -> ContentError {
        ContentError(.syntax(message), at: location, hint: hint)
    }
}
