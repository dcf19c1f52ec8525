import SitegenDomain

/// A view model that writes its own fields into a template value.
///
/// Through `Encodable`, every struct became an existential container box and every field a dynamic
/// call through it, with generic metadata looked up on the way: a tenth of a clean build's CPU.
/// At 10k (25 Nov 2026, taking turns with a build that encodes through `Encodable`, 4 pairs): a
/// clean build 6.49 → 7.30 s without the writers (+4.5% wall, +5.2% CPU).
/// Written out by hand, each field is a direct call. What comes out is exactly what the synthesized
/// `Encodable` conformance gives — the same value, the same digest, the same field names noted — and
/// `TemplateFieldsTests` holds every view model of every page kind to that.
protocol TemplateEncodable {
    /// Writes every stored property under its own name, in declaration order.
    func write(to fields: inout TemplateFields)
}

/// The fields of one view model being written, for `TemplateEncodable`. Digests each key and value
/// with the markers `TemplateValueEncoder` leaves, so that both ways digest a page alike.
struct TemplateFields {
    private let session: TemplateValueEncoder.Session
    private let object: TemplateObject?
    /// The first object of its type in these lookups: its field names are recorded.
    private let recordsNames: Bool

    private init(session: TemplateValueEncoder.Session, object: TemplateObject?, recordsNames: Bool) {
        self.session = session
        self.object = object
        self.recordsNames = recordsNames
    }

    /// `value` as one object: what `TemplateValueEncoder` makes of a struct.
    static func object<Value: TemplateEncodable>(of value: Value, in session: TemplateValueEncoder.Session) -> TemplateValue {
        session.mark(.keyed)
        let object = session.buildsValues ? TemplateObject() : nil
        let recordsNames = session.buildsValues && session.lookups.noteType(Value.self)
        var fields = TemplateFields(session: session, object: object, recordsNames: recordsNames)
        value.write(to: &fields)
        return object.map(TemplateValue.object) ?? .null
    }

    mutating func add(_ name: String, _ value: String) {
        key(name)
        append(name, session.scalar(value))
    }

    mutating func add(_ name: String, _ value: Bool) {
        key(name)
        append(name, session.scalar(value))
    }

    /// A nil optional is kept as a field without a value, as `encodeIfPresent` keeps it.
    mutating func add(_ name: String, _ value: String?) {
        guard let value else { return null(name) }
        add(name, value)
    }

    mutating func add<Value: TemplateEncodable>(_ name: String, _ value: Value) {
        key(name)
        append(name, Self.object(of: value, in: session))
    }

    mutating func add<Value: TemplateEncodable>(_ name: String, _ value: Value?) {
        guard let value else { return null(name) }
        add(name, value)
    }

    mutating func add<Value: TemplateEncodable>(_ name: String, _ values: [Value]) {
        key(name)
        session.mark(.unkeyed)
        let list = session.buildsValues ? TemplateList() : nil
        for value in values {
            session.mark(.element)
            let element = Self.object(of: value, in: session)
            list?.append(element)
        }
        append(name, list.map(TemplateValue.list) ?? .null)
    }

    /// A list of strings (a movie's badges), as `Encodable` writes one: written directly, as every
    /// field with a type of its own is (see `TemplateEncodable` for what that buys).
    mutating func add(_ name: String, _ values: [String]) {
        key(name)
        session.mark(.unkeyed)
        let list = session.buildsValues ? TemplateList() : nil
        for value in values {
            session.mark(.element)
            list?.append(session.scalar(value))
        }
        append(name, list.map(TemplateValue.list) ?? .null)
    }

    /// A value without a writer of its own, through its `Encodable` conformance: a site's own
    /// fields (`extra:`), whose names only its files know.
    mutating func add(_ name: String, encoding value: some Encodable) {
        key(name)
        append(name, (try? session.value(of: value)) ?? .null)
    }

    private mutating func null(_ name: String) {
        key(name)
        session.mark(.null)
        append(name, .null)
    }

    /// Takes the value already made, digested on the way: `object?.append(name, make())` would skip
    /// making it — and digesting it — when only the digest is wanted and there is no object.
    private func append(_ name: String, _ value: TemplateValue) {
        object?.append(name, value)
    }

    private func key(_ name: String) {
        session.mark(.key)
        session.digest.combine(name)
        if recordsNames { session.lookups.noteFieldName(name) }
    }
}
