/// A 64-bit FNV-1a digest that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process), for recognising unchanged pages across builds.
public struct StableDigest: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    public mutating func combine(_ text: String) {
        combine(text.utf8)
        combine(CollectionOfOne(0xFF))  // a separator no UTF-8 text contains
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
