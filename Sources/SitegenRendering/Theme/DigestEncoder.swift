/// Feeds a view model to a `StableDigest` through its synthesized `Encodable` conformance: static
/// code per type, where walking it with `Mirror` looked every field's type up by name, for every
/// page — the main cost of a rebuild that finds most pages unchanged.
///
/// Every key, every array element and every nested container leaves a marker byte, so that
/// differently shaped values cannot digest alike; a nil optional is skipped, its absent key being
/// the difference.
struct DigestEncoder: Encoder {
    final class Sink {
        var digest: StableDigest
        init(_ digest: StableDigest) { self.digest = digest }
    }

    enum Marker: UInt8 {
        case keyed = 0xF1, unkeyed = 0xF2, element = 0xF3, key = 0xF4, single = 0xF5
    }

    let sink: Sink
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func digest(_ value: some Encodable, startingFrom seed: StableDigest) -> StableDigest {
        let sink = Sink(seed)
        // The view models hold strings, numbers, booleans, optionals, arrays and structs of those:
        // nothing that can fail to encode.
        try? value.encode(to: DigestEncoder(sink: sink))
        return sink.digest
    }

    func mark(_ marker: Marker) { sink.digest.combine(CollectionOfOne(marker.rawValue)) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        mark(.keyed)
        return KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        mark(.unkeyed)
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        mark(.single)
        return Single(encoder: self)
    }

    /// The scalars view models use; anything else is digested through its own `encode(to:)`.
    fileprivate func encodeValue(_ value: some Encodable) throws {
        switch value {
        case let text as String: sink.digest.combine(text)
        case let number as Int: sink.digest.combine(UInt64(bitPattern: Int64(number)))
        case let flag as Bool: sink.digest.combine(flag ? "true" : "false")
        default: try value.encode(to: self)
        }
    }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DigestEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    func key(_ key: Key) {
        encoder.mark(.key)
        encoder.sink.digest.combine(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { self.key(key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        self.key(key)
        try encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        self.key(key)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        self.key(key)
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        self.key(key)
        return encoder
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let encoder: DigestEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count = 0

    mutating func element() {
        count += 1
        encoder.mark(.element)
    }

    mutating func encodeNil() throws { element() }
    mutating func encode<T: Encodable>(_ value: T) throws {
        element()
        try encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        element()
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        element()
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        element()
        return encoder
    }
}

private struct Single: SingleValueEncodingContainer {
    let encoder: DigestEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.sink.digest.combine("∅") }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
