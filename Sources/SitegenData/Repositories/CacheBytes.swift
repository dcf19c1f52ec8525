import SitegenDomain

/// The bytes of a persisted `DecodeCache`: integers as LEB128 varints (zigzag when signed),
/// strings as a length and UTF-8. No field names and no alignment: a file holds one sitegen
/// build's entities, and another build's file is not read at all.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []
    /// Markdown is written as its `textDigest`, for `EntityDigest`: bytes to digest, never read back.
    var writesProseDigests = false

    mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))))
    }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write<Value: CacheCodable>(_ value: Value) { value.write(to: &self) }

    /// Bytes a `CacheReader` took from a file of the same build, as they were.
    mutating func write(raw: ArraySlice<UInt8>) { bytes.append(contentsOf: raw) }

    mutating func write<Value: CacheCodable>(_ values: [Value]) {
        write(UInt64(values.count))
        for value in values { value.write(to: &self) }
    }
}

/// Reads what `CacheWriter` wrote; any byte out of place is `CacheReader.Corrupt`, and the whole
/// file is ignored.
struct CacheReader {
    struct Corrupt: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    /// The bytes `read` consumed, as they are in the file: `CacheWriter.write(raw:)` puts them back.
    mutating func raw(_ read: (inout CacheReader) throws(Corrupt) -> Void) throws(Corrupt) -> ArraySlice<UInt8> {
        let start = offset
        try read(&self)
        return bytes[start..<offset]
    }

    mutating func read() throws(Corrupt) -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Corrupt() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func read() throws(Corrupt) -> Int {
        let zigzag: UInt64 = try read()
        return Int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }

    mutating func read() throws(Corrupt) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Corrupt() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func read() throws(Corrupt) -> String {
        let count = Int(try read() as UInt64)
        guard count <= bytes.count - offset else { throw Corrupt() }
        defer { offset += count }
        return bytes.withUnsafeBufferPointer { String(decoding: $0[offset..<offset + count], as: UTF8.self) }
    }

    mutating func read<Value: CacheCodable>() throws(Corrupt) -> Value { try Value(from: &self) }

    mutating func read<Value: CacheCodable>() throws(Corrupt) -> [Value] {
        let count = Int(try read() as UInt64)
        guard count <= bytes.count - offset else { throw Corrupt() }  // every value takes a byte at least
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }
}

/// A value a `DecodeCache` file can hold. Written field by field, in declaration order; every
/// entity's round trip is tested with each of its fields set (`DecodeCacheTests`).
protocol CacheCodable {
    func write(to writer: inout CacheWriter)
    init(from reader: inout CacheReader) throws(CacheReader.Corrupt)
}

extension Optional: CacheCodable where Wrapped: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(self != nil)
        if let self { writer.write(self) }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self = try reader.read() as Bool ? try reader.read() as Wrapped : nil
    }
}

extension String: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(self) }
    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) { self = try reader.read() }
}
