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

    /// Where each of `sections`, of a list of `count` items, is in pages of `pageSize`.
    public static func placed(_ sections: [TermSection], of count: Int, in pageSize: PageSize) -> [Placed] {
        sections.indices.map { index in
            let start = sections[index].start
            let last = (index + 1 < sections.count ? sections[index + 1].start : max(count, start + 1)) - 1
            return Placed(section: sections[index], page: start / pageSize.value + 1, offset: start % pageSize.value,
                          lastPage: last / pageSize.value + 1)
        }
    }

    /// A section of a paginated list: the page it starts on (1-based), at which item of that
    /// page, and the page it ends on.
    public struct Placed: Sendable, Hashable {
        public var section: TermSection
        public var page: Int
        public var offset: Int
        public var lastPage: Int

        public init(section: TermSection, page: Int, offset: Int, lastPage: Int) {
            self.section = section
            self.page = page
            self.offset = offset
            self.lastPage = lastPage
        }

        /// Whether some of the section is on page `number`.
        public func isOnPage(_ number: Int) -> Bool { (page...lastPage).contains(number) }
    }

    /// The sections of terms filed by `keys` (in order, as `TermIndex` files them).
    static func starts(of keys: [String], by sections: TermIndex.Sections) -> [TermSection] {
        let name: (String) -> String
        switch sections {
        case .none: return []
        case .byInitial: name = Self.initial(of:)
        case .byDecade: name = Self.decade(of:)
        }
        return runs(of: keys.map(name))
    }

    /// A section for each run of one name in `names`, the names of a list's items in order.
    static func runs(of names: [String]) -> [TermSection] {
        var starts: [TermSection] = []
        for (position, name) in names.enumerated() where starts.last?.name != name {
            starts.append(TermSection(name: name, start: position))
        }
        return starts
    }

    /// The name of each of `count` items that `sections` divide: `runs(of:)` undone.
    static func names(of sections: [TermSection], count: Int) -> [String] {
        var names: [String] = []
        names.reserveCapacity(count)
        for (index, section) in sections.enumerated() {
            let end = index + 1 < sections.count ? sections[index + 1].start : count
            names += repeatElement(section.name, count: max(0, end - section.start))
        }
        return names
    }

    /// A filing key's first letter, capitalised; `#` for anything else. Keys are folded as slugs
    /// fold names (a person's `ozu-yasujiro`, a title's `Movie.filingTitle`), so accented letters
    /// file with their plain ones: `E` for *Ève*, `#` for *2001: A Space Odyssey*.
    static func initial(of key: String) -> String {
        guard let first = key.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return "#" }
        return String(UnicodeScalar(first - 32))
    }

    /// A year's decade, `1970s`; the year's own name if it is not a number.
    public static func decade(of year: String) -> String {
        guard let number = Int(year) else { return year }
        return "\(number / 10 * 10)s"
    }
}
