import SitegenDomain

/// Turns a view model into a `TemplateValue` and digests it on the way, so one walk gives the
/// page's context, JSON view and digest. A view model that writes its own fields
/// (`TemplateEncodable`, every page kind's) does so through `TemplateFields`; any other goes
/// through its synthesized `Encodable` conformance, which is what the written fields are held to.
///
/// Every key, element and container leaves a marker byte in the digest, so that differently shaped
/// values cannot digest alike. A nil optional is kept as `.null`: a field that exists without a
/// value, which is not the same as a name no view model has (see `TemplateLookups`).
struct TemplateValueEncoder: Encoder {
    /// State shared by the encoders of one page.
    final class Session {
        // One session per page on one thread: the run-time exclusivity checks cost a fifth of
        // the encoding.
        @exclusivity(unchecked) var digest: StableDigest
        let lookups: TemplateLookups
        /// False to compute the digest alone: the rebuild's question "did this page change?"
        /// needs no value to render.
        let buildsValues: Bool
        /// The value the last `encode(to:)` produced: set when it asks for a container (which is
        /// filled in afterwards) or encodes a single value, read by whoever called it.
        @exclusivity(unchecked) var produced: TemplateValue = .null

        init(digest: StableDigest, lookups: TemplateLookups, buildsValues: Bool) {
            self.digest = digest
            self.lookups = lookups
            self.buildsValues = buildsValues
        }

        func mark(_ marker: Marker) { digest.combine(byte: marker.rawValue) }

        func scalar(_ text: String) -> TemplateValue {
            digest.combine(text)
            return .string(text)
        }

        func scalar(_ number: Int) -> TemplateValue {
            digest.combine(UInt64(bitPattern: Int64(number)))
            return .int(number)
        }

        func scalar(_ flag: Bool) -> TemplateValue {
            digest.combine(flag ? "true" : "false")
            return .bool(flag)
        }

        /// A page's view model: written by itself if it can (`TemplateEncodable`), else encoded.
        /// View models hold strings, numbers, booleans, optionals, arrays and structs of those:
        /// nothing that can fail to encode.
        func root<Value: Encodable>(_ value: Value) -> TemplateValue {
            if let write = TemplateFields.pageWriters[ObjectIdentifier(Value.self)] { return write(value, self) }
            if let writesItself = value as? any TemplateEncodable { return TemplateFields.object(of: writesItself, in: self) }
            return (try? self.value(of: value)) ?? .null
        }

        /// Scalars directly; anything else through its own `encode(to:)`. The scalars are told by
        /// their type, not cast to: a failed `as String` of a view model searched the runtime's
        /// conformance tables, a twentieth of the encoding.
        func value<Value: Encodable>(of value: Value) throws -> TemplateValue {
            if Value.self == String.self { return scalar(unsafeBitCast(value, to: String.self)) }
            if Value.self == Int.self { return scalar(unsafeBitCast(value, to: Int.self)) }
            if Value.self == Bool.self { return scalar(unsafeBitCast(value, to: Bool.self)) }
            let outer = produced
            defer { produced = outer }
            produced = .null
            try value.encode(to: TemplateValueEncoder(session: self))
            return produced
        }
    }

    enum Marker: UInt8 {
        case keyed = 0xF1, unkeyed = 0xF2, element = 0xF3, key = 0xF4, single = 0xF5, null = 0xF6
    }

    let session: Session
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The template value of `value`, with its digest continued from `seed`.
    static func encode(_ value: some Encodable, seed: StableDigest, lookups: TemplateLookups) -> (TemplateValue, StableDigest) {
        let session = Session(digest: seed, lookups: lookups, buildsValues: true)
        let root = session.root(value)
        return (root, session.digest)
    }

    /// The digest `encode` would give, without building the value.
    static func digest(_ value: some Encodable, seed: StableDigest) -> StableDigest {
        let session = Session(digest: seed, lookups: TemplateLookups(), buildsValues: false)
        _ = session.root(value)
        return session.digest
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        session.mark(.keyed)
        let object = session.buildsValues ? TemplateObject() : nil
        if let object { session.produced = .object(object) }
        let isNewType = session.buildsValues && session.lookups.noteKeys(Key.self)
        return KeyedEncodingContainer(KeyedTemplateContainer(session: session, object: object, recordsNames: isNewType))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        session.mark(.unkeyed)
        let list = session.buildsValues ? TemplateList() : nil
        if let list { session.produced = .list(list) }
        return UnkeyedTemplateContainer(session: session, list: list)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        session.mark(.single)
        return SingleTemplateContainer(session: session)
    }
}

private struct KeyedTemplateContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let session: TemplateValueEncoder.Session
    let object: TemplateObject?
    /// The first object of its type in this task: its field names are recorded for the check of
    /// names no view model has.
    let recordsNames: Bool
    var codingPath: [any CodingKey] { [] }

    private func add(_ key: Key, _ value: TemplateValue) {
        object?.append(key.stringValue, value)
        if recordsNames { session.lookups.noteFieldName(key.stringValue) }
    }

    private func mark(_ key: Key) {
        session.mark(.key)
        session.digest.combine(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        mark(key)
        session.mark(.null)
        add(key, .null)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        mark(key)
        add(key, session.scalar(value))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        mark(key)
        add(key, session.scalar(value))
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        mark(key)
        add(key, session.scalar(value))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        mark(key)
        add(key, try session.value(of: value))
    }

    // Synthesized conformances skip nil optionals through these; a template must still see the field.
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        mark(key)
        let outer = session.produced
        defer { session.produced = outer }
        let container = TemplateValueEncoder(session: session).container(keyedBy: keyType)
        add(key, session.produced)
        return container
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        mark(key)
        let outer = session.produced
        defer { session.produced = outer }
        let container = TemplateValueEncoder(session: session).unkeyedContainer()
        add(key, session.produced)
        return container
    }

    mutating func superEncoder() -> any Encoder { TemplateValueEncoder(session: session) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TemplateValueEncoder(session: session) }
}

private struct UnkeyedTemplateContainer: UnkeyedEncodingContainer {
    let session: TemplateValueEncoder.Session
    let list: TemplateList?
    var codingPath: [any CodingKey] { [] }
    var count = 0

    private mutating func add(_ element: TemplateValue) {
        count += 1
        list?.append(element)
    }

    mutating func encodeNil() throws {
        session.mark(.element)
        session.mark(.null)
        add(.null)
    }

    mutating func encode(_ value: String) throws {
        session.mark(.element)
        add(session.scalar(value))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        session.mark(.element)
        add(try session.value(of: value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        session.mark(.element)
        let outer = session.produced
        defer { session.produced = outer }
        let container = TemplateValueEncoder(session: session).container(keyedBy: keyType)
        add(session.produced)
        return container
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        session.mark(.element)
        let outer = session.produced
        defer { session.produced = outer }
        let container = TemplateValueEncoder(session: session).unkeyedContainer()
        add(session.produced)
        return container
    }

    mutating func superEncoder() -> any Encoder { TemplateValueEncoder(session: session) }
}

private struct SingleTemplateContainer: SingleValueEncodingContainer {
    let session: TemplateValueEncoder.Session
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        session.mark(.null)
        session.produced = .null
    }

    mutating func encode(_ value: String) throws { session.produced = session.scalar(value) }
    mutating func encode(_ value: Int) throws { session.produced = session.scalar(value) }
    mutating func encode(_ value: Bool) throws { session.produced = session.scalar(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        session.produced = try session.value(of: value)
    }
}
