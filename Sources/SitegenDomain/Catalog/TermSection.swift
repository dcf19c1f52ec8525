/// Where a section of a taxonomy's index starts: the people filed under one letter, the years of
/// one decade. An index of 40,000 people is read by jumping to a letter, not by paging through it.
public struct TermSection: Sendable, Hashable {
    /// `K`, `#` or `1970s`.
    public var name: String
    /// The position of its first term in the taxonomy's order.
    public var start: Int

    public init(name: String, start: Int) {
        self.name = name
        self.start = start
    }

    /// The sections of terms filed by `keys` (in order, as `TermIndex` files them).
    static func starts(of keys: [String], by sections: TermIndex.Sections) -> [TermSection] {
        let name: (String) -> String
        switch sections {
        case .none: return []
        case .byInitial: name = Self.initial(of:)
        case .byDecade: name = Self.decade(of:)
        }
        var starts: [TermSection] = []
        for (position, key) in keys.enumerated() {
            let section = name(key)
            if starts.last?.name != section { starts.append(TermSection(name: section, start: position)) }
        }
        return starts
    }

    /// A filing key's first letter, capitalised; `#` for anything else. Keys are folded as slugs
    /// fold names (`ozu yasujiro`), so accented letters file with their plain ones.
    static func initial(of key: String) -> String {
        guard let first = key.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return "#" }
        return String(UnicodeScalar(first - 32))
    }

    /// A year's decade, `1970s`; the year's own name if it is not a number.
    static func decade(of year: String) -> String {
        guard let number = Int(year) else { return year }
        return "\(number / 10 * 10)s"
    }
}
