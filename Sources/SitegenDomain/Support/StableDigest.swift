/// A 64-bit digest that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process), for recognising unchanged pages across builds.
///
/// Eight bytes at a time, each word xored in, multiplied by an odd constant and its high bits
/// folded down, so that every input bit reaches every output bit within a few words; the last
/// bytes of an input go in one at a time as in FNV-1a. Not meant to resist an attacker: it tells
/// a changed page from an unchanged one.
public struct StableDigest: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// A digest computed before, as kept in a file.
    public init(value: UInt64) { self.value = value }

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { combine(UnsafeRawBufferPointer($0)) }
        guard done == nil else { return }
        combine(Array(bytes))
    }

    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
            offset += 8
        }
        while offset < bytes.count {
            value ^= UInt64(bytes[offset])
            value = value &* 0x0000_0100_0000_01b3
            offset += 1
        }
        self.value = value
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
        combine(byte: 0xFF)  // a separator no UTF-8 text contains
    }

    public mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    public mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine($0) }
    }

    /// Sixteen hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
