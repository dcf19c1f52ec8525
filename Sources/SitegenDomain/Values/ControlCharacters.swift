/// Characters that text in a site may not carry as they are.
///
/// Control characters (NUL, `\x01`, ESC, …) are not allowed in XML 1.0 at all, so one in a title
/// made `feed.xml` invalid, and HTML shows them as nothing or garbage; U+FFFE and U+FFFF are not
/// characters for XML either. Bidirectional overrides (U+202E) and zero-width characters are
/// allowed in pages, but make a diagnostic printed on a terminal read differently from what the
/// file says, so diagnostics show them escaped, as compilers do.
public enum ControlCharacters {
    /// C0 controls but tab, line feed and carriage return; DEL; C1 controls; U+FFFE, U+FFFF.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// Invisible characters that change how the text around them reads: bidirectional marks,
    /// embeddings, overrides and isolates, zero-width spaces and joiners, the byte order mark.
    public static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// The first forbidden character of `text`, if any. The bytes are scanned first: a string
    /// without a byte that can start one (most of them) costs one pass and no decoding.
    public static func firstForbidden(in text: String) -> Unicode.Scalar? {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF }) else { return nil }
        return text.unicodeScalars.first(where: isForbidden)
    }

    /// `text` with every forbidden character replaced by U+FFFD; the same string, uncopied, when
    /// it has none (one pass over its bytes).
    public static func replacingForbidden(in text: String) -> String {
        var text = text
        guard text.withUTF8({ firstForbiddenOffset(in: $0) != nil }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isForbidden($0) ? "\u{FFFD}" : $0 }))
    }

    /// The byte offset of the first forbidden character in valid UTF-8: a C0 control but tab, line
    /// feed and carriage return (and NUL, with `allowingNUL`); DEL; a C1 control (`C2 80…9F`);
    /// U+FFFE or U+FFFF (`EF BF BE/BF`).
    public static func firstForbiddenOffset(in bytes: UnsafeBufferPointer<UInt8>, allowingNUL: Bool = false) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09, byte != 0x0A, byte != 0x0D, byte != 0 || !allowingNUL { return index }
            } else if byte == 0x7F {
                return index
            } else if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) {
                return index
            } else if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `U+0001`: how a character is named in a message.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with every forbidden or invisible formatting character, and carriage return (which
    /// lets a line overwrite itself), written as `\u{202E}`: for printing on a terminal.
    public static func escapedForDisplay(_ text: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool { isForbidden(scalar) || isInvisibleFormatting(scalar) || scalar == "\r" }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
