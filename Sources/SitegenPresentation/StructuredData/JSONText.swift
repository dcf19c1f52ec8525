/// JSON strings written byte by byte, safe inside an HTML `<script>`: `<`, `>` and `&` become
/// `\u003c`, `\u003e`, `\u0026`, so no value (a title "</script>") can end the script, and U+2028
/// and U+2029, which end a line in JavaScript, are escaped like control characters.
public enum JSONText {
    /// Appends `text` as a quoted JSON string: runs of bytes that need no escape are copied whole.
    public static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        appendEscaped(text, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `parts` joined by `separator` as one quoted JSON string, without joining them first.
    public static func appendString(joining parts: some Sequence<String>, separator: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for (index, part) in parts.enumerated() {
            if index > 0 { appendEscaped(separator, to: &output) }
            appendEscaped(part, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The inside of a JSON string.
    private static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard needsEscaping[Int(byte)] else { index += 1; continue }
                var length = 1
                let escape: String
                if byte == 0xE2 {
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; other E2 sequences pass.
                    guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else {
                        index += 1
                        continue
                    }
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                } else {
                    escape = Self.escape(byte)
                }
                output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                output += escape.utf8
                index += length
                runStart = index
            }
            output += UnsafeBufferPointer(rebasing: bytes[runStart...])
        }
    }

    /// Control characters, `"`, `\`, `<`, `>`, `&`; and 0xE2, which may start U+2028 or U+2029.
    private static let needsEscaping: [Bool] = (0...255).map { byte in
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
}
