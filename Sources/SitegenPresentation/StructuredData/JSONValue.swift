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
        // A page's JSON-LD is one to a few kilobytes: room for it up front, not seven regrowths.
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8]) {
        switch self {
        case .string(let text): JSONText.appendString(text, to: &output)
        case .number(let text): output += text.utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .null: output += "null".utf8
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONText.appendString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
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
