extension JSONParser {
    /// Parses a string literal at the current `"`, decoding escapes; the cursor ends after the closing quote.
    mutating func parseString() throws(ContentError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        while true {
            guard let byte = current else { throw syntaxError("string is never closed with '\"'") }
            switch byte {
            case UInt8(ascii: "\""):
                scalars.append(contentsOf: decodedScalars(runStart..<offset))
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: decodedScalars(runStart..<offset))
                offset += 1
                scalars.append(try parseEscape())
                runStart = offset
            case 0..<0x20:
                throw syntaxError("control character in a string", hint: "write a line break as \\n")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(ContentError) -> Unicode.Scalar {
        guard let byte = current else { throw syntaxError("string is never closed with '\"'") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            if UTF16.isLeadSurrogate(unit) {
                guard current == UInt8(ascii: "\\") else { return "\u{FFFD}" }
                offset += 1
                guard current == UInt8(ascii: "u") else { throw syntaxError("expected \\u after a lead surrogate") }
                offset += 1
                let trail = try parseHex4()
                guard UTF16.isTrailSurrogate(trail) else { return "\u{FFFD}" }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw syntaxError("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func parseHex4() throws(ContentError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { throw syntaxError("expected four hex digits after \\u") }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    private func decodedScalars(_ range: Range<Int>) -> String.UnicodeScalarView {
        String(decoding: bytes[range], as: UTF8.self).unicodeScalars
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
