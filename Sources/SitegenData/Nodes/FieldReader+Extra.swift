import SitegenDomain

extension FieldReader {
    /// `extra:`: a mapping of the site's own fields, each a scalar or a list of scalars, typed as
    /// written: `true`/`false` a flag, a decimal whole number a number, `4.5` a decimal, anything
    /// else (and anything quoted) text. A nested mapping is an error at its position: a template
    /// shows a value or the items of a list, not a tree.
    mutating func extra() -> ExtraFields {
        guard let node = node("extra") else { return .none }
        guard case .mapping(let fields) = node.value else {
            record(ContentError(.wrongType(field: "extra", expected: "a mapping", found: node.summary), at: node.location,
                                hint: "write one field a line below extra:, e.g. '  venue: Back room'"))
            return .none
        }
        var entries: [ExtraFields.Entry] = [], seen = Set<String>()
        for field in fields {
            guard ExtraFields.isValidKey(field.key) else {
                record(ContentError(.invalidValue(field: "extra", "key '\(field.key)' is not a name a template can use"), at: field.keyLocation,
                                    hint: "start with a letter; use letters, digits and _ (e.g. screening_date)"))
                continue
            }
            guard seen.insert(field.key).inserted else { continue }
            if let value = extraValue(field.value, key: field.key, inList: false) {
                // The items kept, as `extraValue` keeps them: every scalar.
                let items: [SourceLocation] = if case .list(let elements) = field.value.value {
                    elements.filter { if case .scalar = $0.value { true } else { false } }.map(\.location)
                } else { [] }
                entries.append(.init(key: field.key, value: value, source: field.value.location, itemSources: items))
            }
        }
        return ExtraFields(entries)
    }

    private mutating func extraValue(_ node: ContentNode, key: String, inList: Bool) -> ExtraFields.Value? {
        switch node.value {
        case .mapping:
            record(ContentError(.invalidValue(field: "extra", "'\(key)' is a mapping, which a template cannot show"), at: node.location,
                                hint: "give each part a key of its own under extra:, or write it as a list"))
            return nil
        case .list(let elements):
            guard !inList else {
                record(ContentError(.invalidValue(field: "extra", "'\(key)' holds a list in a list, which a template cannot show"),
                                    at: node.location, hint: "write one flat list"))
                return nil
            }
            return .list(elements.compactMap { extraValue($0, key: key, inList: true) })
        // An empty item of a list (`- ~`, or `-` alone) is blank, as `""` is: it keeps its
        // position, which pairs a screening's place with its date (`venue: [Back room, ~, Town
        // hall]`). Read as text, `~` had been a place of that name.
        case .scalar(let scalar) where scalar.isNull:
            return inList ? .text("") : nil
        case .scalar(let scalar):
            switch scalar.kind {
            case .null: return nil  // `isNull`, above
            case .string: return .text(scalar.text)
            case .boolean: return .flag(scalar.text == "true")
            case .number, .plain:
                if scalar.text == "true" || scalar.text == "false" { return .flag(scalar.text == "true") }
                if let number = Self.decimalInteger(scalar.text) { return .number(number) }
                if Self.isDecimalNumber(scalar.text) { return .decimal(scalar.text) }
                return .text(scalar.text)
            }
        }
    }
}
