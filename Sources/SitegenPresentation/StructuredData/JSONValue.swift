/// JSON with keys in the order they were written, serialized the same way every time.
///
/// Used for schema.org JSON-LD inside `<script>` and for the search index: `<`, `>` and `&` are
/// written as `\u003c`, `\u003e`, `\u0026`, so no value (a title "</script>") can end the script.
public indirect enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    case string(String)
    case number(String)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
    case null

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    public static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// An object without the keys whose value is `.null` or an empty array: optional facts left out.
    public static func compactObject(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.filter { _, value in !value.isNullOrEmptyArray })
    }

    private var isNullOrEmptyArray: Bool {
        switch self {
        case .null: true
        case .array(let values): values.isEmpty
        default: false
        }
    }

    public var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let pairs):
            output += "{"
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escaping: copy them whole. The others (HTML in JSON views, mostly)
        // are copied in runs of bytes between the characters that need it.
        guard text.utf8.contains(where: needsEscaping) else {
            output += text
            output += "\""
            return
        }
        var text = text
        text.withUTF8 { bytes in
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + bytes.count / 8)
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // U+2028 and U+2029 (E2 80 A8/A9) end a line in JavaScript: escaped like control characters.
                let separator = byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                guard separator || (needsEscaping(byte) && byte != 0xE2) else { index += 1; continue }
                escaped.append(contentsOf: bytes[runStart..<index])
                if separator {
                    escaped.append(contentsOf: (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 3
                } else {
                    escaped.append(contentsOf: escape(byte).utf8)
                    index += 1
                }
                runStart = index
            }
            escaped.append(contentsOf: bytes[runStart..<bytes.count])
            output += String(decoding: escaped, as: UTF8.self)
        }
        output += "\""
    }

    /// Control characters, `"`, `\`, and `<`, `>`, `&` (so JSON can sit inside a `<script>`); 0xE2
    /// may start U+2028 or U+2029.
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x3C: return "\\u003c"
        case 0x3E: return "\\u003e"
        case 0x26: return "\\u0026"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
