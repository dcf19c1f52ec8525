/// A site's own fields on a movie or a user, written under `extra:` in its file: a film club's
/// screening date, venue or "club pick" flag. Scalars and lists of scalars only, typed as the
/// file gives them, kept in the order they were written; a theme shows them as `{{extra.venue}}`.
public struct ExtraFields: Sendable, Hashable, Encodable {
    public enum Value: Sendable, Hashable, Encodable {
        case text(String)
        case number(Int)
        /// A number with a fraction, kept as written (`4.5`): shown, never computed with.
        case decimal(String)
        case flag(Bool)
        case list([Value])

        /// A list's items, or the value alone: what a field gives, one value or many, item by item.
        public var items: [Value] { if case .list(let items) = self { items } else { [self] } }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text), .decimal(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            case .flag(let flag): try container.encode(flag)
            case .list(let values): try container.encode(values)
            }
        }
    }

    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: Value
        /// Where the value is written: a value a taxonomy cannot file under is an error there.
        public var source: SourceLocation?
        /// Where each item of a list is written, in order; empty for a scalar.
        public var itemSources: [SourceLocation]

        public init(key: String, value: Value, source: SourceLocation? = nil, itemSources: [SourceLocation] = []) {
            self.key = key
            self.value = value
            self.source = source
            self.itemSources = itemSources
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    public static let none = ExtraFields()

    /// `club_pick` → `Club pick`, `screeningDate` → `Screening date`: a site's own field named for
    /// readers, as a fact's label, a badge, and a taxonomy of flags' one term (`FieldTaxonomy.flagTerm`).
    public static func label(ofKey key: String) -> String {
        var words: [String] = [], word = ""
        for character in key {
            if character == "_" || character == "-" || (character.isUppercase && !word.isEmpty) {
                if !word.isEmpty { words.append(word) }
                word = character == "_" || character == "-" ? "" : String(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        let sentence = words.map { $0.lowercased() }.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    /// A key a template can name: a letter, then letters, digits and `_`.
    public static func isValidKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, key.count <= 64 else { return false }
        let letter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        return letter(first) && key.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Encoded as an object of its keys, in the order they were written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for entry in entries { try container.encode(entry.value, forKey: Key(stringValue: entry.key)) }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension ExtraFields {
    /// A scalar as text (`Back room`, `12`, `4.5`); blank text and flags say nothing as a place.
    static func text(of value: Value) -> String? {
        switch value {
        case .text(let text), .decimal(let text): text.allSatisfy(\.isWhitespace) ? nil : text
        case .number(let number): String(number)
        case .flag, .list: nil
        }
    }
}

extension ExtraFields.Entry {
    /// The entry with only its list's items at `positions`, and where each is written; one item
    /// as the value alone, as a movie of one date writes it.
    func keepingItems(at positions: [Int]) -> Self {
        var kept = self
        let sources = itemSources.count == value.items.count ? positions.map { itemSources[$0] } : []
        if positions.count == 1 {
            kept.value = value.items[positions[0]]
            kept.source = sources.first ?? source
            kept.itemSources = []
        } else {
            kept.value = .list(positions.map { value.items[$0] })
            kept.itemSources = sources
        }
        return kept
    }
}
