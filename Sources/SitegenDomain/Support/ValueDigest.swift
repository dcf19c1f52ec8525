extension StableDigest {
    /// The digest of everything `value` holds, through its synthesized `Encodable` conformance:
    /// every stored property of every entity, so a field added later is covered without a word.
    /// Each key, element and container leaves a marker, so differently shaped values differ.
    public static func of(_ value: some Encodable) -> StableDigest {
        let sink = DigestSink()
        try? value.encode(to: DigestingEncoder(sink: sink))
        return sink.digest
    }
}

private final class DigestSink {
    @exclusivity(unchecked) var digest = StableDigest()

    func mark(_ byte: UInt8) { digest.combine(byte: byte) }

    /// Told by type rather than cast to, as `TemplateValueEncoder` does: a failed cast searches
    /// the runtime's conformance tables.
    func scalar<Value: Encodable>(_ value: Value, encoder: DigestingEncoder) throws {
        if Value.self == String.self {
            digest.combine(unsafeBitCast(value, to: String.self))
        } else if Value.self == Int.self {
            digest.combine(UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int.self))))
        } else if Value.self == Bool.self {
            digest.combine(byte: unsafeBitCast(value, to: Bool.self) ? 1 : 0)
        } else {
            try value.encode(to: encoder)
        }
    }
}

private struct DigestingEncoder: Encoder {
    let sink: DigestSink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.mark(0xF1)
        return KeyedEncodingContainer(KeyedDigest(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.mark(0xF2)
        return UnkeyedDigest(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        sink.mark(0xF5)
        return SingleDigest(encoder: self)
    }
}

private struct KeyedDigest<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DigestingEncoder
    var codingPath: [any CodingKey] { [] }

    private func key(_ key: Key) {
        encoder.sink.mark(0xF4)
        encoder.sink.digest.combine(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { self.key(key) }

    // The scalars entities hold, without the dynamic casts of the generic path.
    mutating func encode(_ value: String, forKey key: Key) throws {
        self.key(key)
        encoder.sink.digest.combine(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        self.key(key)
        encoder.sink.digest.combine(UInt64(bitPattern: Int64(value)))
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        self.key(key)
        encoder.sink.digest.combine(byte: value ? 1 : 0)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        self.key(key)
        try encoder.sink.scalar(value, encoder: encoder)
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

private struct UnkeyedDigest: UnkeyedEncodingContainer {
    let encoder: DigestingEncoder
    var codingPath: [any CodingKey] { [] }
    var count = 0

    private mutating func element() {
        count += 1
        encoder.sink.mark(0xF3)
    }

    mutating func encodeNil() throws { element() }

    mutating func encode(_ value: String) throws {
        element()
        encoder.sink.digest.combine(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        element()
        try encoder.sink.scalar(value, encoder: encoder)
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

private struct SingleDigest: SingleValueEncodingContainer {
    let encoder: DigestingEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.sink.mark(0xF6) }
    mutating func encode(_ value: String) throws { encoder.sink.digest.combine(value) }
    mutating func encode(_ value: Int) throws { encoder.sink.digest.combine(UInt64(bitPattern: Int64(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.sink.scalar(value, encoder: encoder) }
}
