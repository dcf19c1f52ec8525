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

    /// The inside of a JSON string (no quotes), written through a pointer into scratch memory (at most six
    /// bytes per byte) and appended at once: appending each run and each escape to the array was
    /// a twentieth of a clean build, the synopses' HTML having a `<` or `>` every few words.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { source in
            guard !source.isEmpty else { return }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count * 6) { scratch in
                let start = scratch.baseAddress!
                let end = needsEscaping.withUnsafeBufferPointer { escape(source, to: start, needsEscaping: $0) }
                output.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
            }
        }
    }

    /// Writes `source` escaped from `start`; returns where it ended. Eight bytes are copied at
    /// once when none of them needs an escape: most of a synopsis's HTML is text between tags.
    private static func escape(
        _ source: UnsafeBufferPointer<UInt8>, to start: UnsafeMutablePointer<UInt8>, needsEscaping: UnsafeBufferPointer<Bool>
    ) -> UnsafeMutablePointer<UInt8> {
        let raw = UnsafeRawPointer(source.baseAddress!)
        var end = start
        var index = 0
        while index + 8 <= source.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            guard mayNeedEscaping(word) else {
                UnsafeMutableRawPointer(end).storeBytes(of: word, as: UInt64.self)
                end += 8
                index += 8
                continue
            }
            let wordEnd = index + 8
            while index < wordEnd { escapeOne(source, at: &index, to: &end, needsEscaping: needsEscaping) }
        }
        while index < source.count { escapeOne(source, at: &index, to: &end, needsEscaping: needsEscaping) }
        return end
    }

    /// Whether any of the eight bytes of `word` is one `needsEscaping` names: a byte below 0x20,
    /// or one of the six others (which XOR with its twin makes zero).
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return control | hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C)) | hasZeroByte(word ^ (ones &* 0x3C))
            | hasZeroByte(word ^ (ones &* 0x3E)) | hasZeroByte(word ^ (ones &* 0x26)) | hasZeroByte(word ^ (ones &* 0xE2)) != 0
    }

    /// Writes the byte at `index` (or the line separator starting there), escaped if need be.
    @inline(__always)
    private static func escapeOne(
        _ source: UnsafeBufferPointer<UInt8>, at index: inout Int, to end: inout UnsafeMutablePointer<UInt8>,
        needsEscaping: UnsafeBufferPointer<Bool>
    ) {
        let byte = source[index]
        index += 1
        guard needsEscaping[Int(byte)] else {
            end.pointee = byte
            end += 1
            return
        }
        if byte == 0xE2 {
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; other E2 sequences pass.
            guard index + 1 < source.count, source[index] == 0x80, source[index + 1] == 0xA8 || source[index + 1] == 0xA9 else {
                end.pointee = byte
                end += 1
                return
            }
            end = write(source[index + 1] == 0xA8 ? "\\u2028" : "\\u2029", at: end)
            index += 2
        } else {
            end = write(escape(byte), at: end)
        }
    }

    /// Control characters, `"`, `\`, `<`, `>`, `&`; and 0xE2, which may start U+2028 or U+2029.
    private static let needsEscaping: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2
    }

    private static func write(_ escape: StaticString, at end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        end.update(from: escape.utf8Start, count: escape.utf8CodeUnitCount)
        return end + escape.utf8CodeUnitCount
    }

    /// The escape of a byte `needsEscaping` names, other than 0xE2.
    private static func escape(_ byte: UInt8) -> StaticString {
        switch byte {
        case 0x22: "\\\""
        case 0x5C: "\\\\"
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        case 0x3C: "\\u003c"
        case 0x3E: "\\u003e"
        case 0x26: "\\u0026"
        default: controlEscapes[Int(byte)]
        }
    }

    /// `\u0000` to `\u001f`.
    private static let controlEscapes: [StaticString] = [
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\u0008", "\\u0009", "\\u000a", "\\u000b", "\\u000c", "\\u000d", "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    ]
}
