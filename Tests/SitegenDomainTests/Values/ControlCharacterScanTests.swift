import SitegenDomain
import Testing

/// The scan that finds a forbidden character passes over printable ASCII eight bytes at a time:
/// it must find what a walk byte by byte finds, wherever in a word the byte stands.
struct ControlCharacterScanTests {
    /// Every byte value at every place in a run of printable ASCII longer than two words, and
    /// the two- and three-byte forbidden sequences across word edges.
    @Test func findsWhatAWalkByteByByteFinds() {
        for length in [1, 7, 8, 9, 15, 16, 17, 23] {
            for place in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = UInt8(value)
                    expectSameOffsets(bytes)
                }
                for sequence: [UInt8] in [[0xC2, 0x85], [0xC2, 0xA0], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBD]] where place + sequence.count <= length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "z"), count: length)
                    bytes.replaceSubrange(place..<place + sequence.count, with: sequence)
                    expectSameOffsets(bytes)
                }
            }
        }
    }

    /// Random text of ASCII, line breaks, tabs and a few multi-byte characters, now and then a control.
    @Test func findsWhatAWalkFindsInRandomText() {
        var generator = SplitMix(seed: 42)
        let pieces: [[UInt8]] = ["a", " ", "Z", "~", "\n", "\t", "\r", "é", "東", "—", "\u{7F}", "\u{85}", "\u{1}", "\u{FFFE}", "\0"]
            .map { Array($0.utf8) }
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 64) {
                let roll = Int(generator.next() % 100)
                bytes += pieces[roll < 80 ? Int(generator.next() % 4) : roll < 97 ? 4 + Int(generator.next() % 5) : 9 + Int(generator.next() % 6)]
            }
            expectSameOffsets(bytes)
        }
    }

    private func expectSameOffsets(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for allowingNUL in [false, true] {
            let found = bytes.withUnsafeBufferPointer { ControlCharacters.firstForbiddenOffset(in: $0, allowingNUL: allowingNUL) }
            #expect(found == walkedOffset(bytes, allowingNUL: allowingNUL), "\(bytes)", sourceLocation: sourceLocation)
        }
    }

    /// The definition, one byte at a time.
    private func walkedOffset(_ bytes: [UInt8], allowingNUL: Bool) -> Int? {
        bytes.indices.first { index in
            let byte = bytes[index]
            switch byte {
            case 0x09, 0x0A, 0x0D: return false
            case 0x00: return !allowingNUL
            case 0x01...0x1F, 0x7F: return true
            case 0xC2: return index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1])
            case 0xEF: return index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE
            default: return false
            }
        }
    }
}

/// A small deterministic generator, so that a failure can be run again.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
