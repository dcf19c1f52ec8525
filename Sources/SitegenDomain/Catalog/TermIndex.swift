/// The terms of one taxonomy and the movies under each, built once per catalog.
struct TermIndex: Sendable {
    /// Every term used by a published movie, sorted by name (people by surname).
    let terms: [Term]
    /// Where each section of `terms` starts, if the index has sections (see `Sections`).
    let sections: [TermSection]
    private let termsBySlug: [Slug: Term]
    private var moviesByTerm: [Slug: [Movie]]
    /// The same in each other `MovieOrder` the taxonomy is read in.
    private var moviesByTermInOrder: [MovieOrder: [Slug: [Movie]]]
    /// The day those orders are for (`Catalog.today`).
    private let today: CalendarDate?
    /// A movie as a term's list shows it, where that is not as it is (`FieldOrder.movie(_:asListedAt:)`).
    private let asListedUnder: (@Sendable (Movie, Slug) -> Movie)?
    /// Where the titles filed under each letter start in each term's list, when the index was
    /// given the movies' initials (see `init`): a genre of 900 movies is read by jumping to a letter.
    private var titleSectionsByTerm: [Slug: [TermSection]]?

    enum Order {
        /// By name, accents and case folded.
        case byName
        /// People's names by their last word, as a library's catalog files them (`Kubrick,
        /// Stanley` before `Lynch, David`), shown as written.
        case bySurname
        /// Years and decades, the latest first.
        case newestFirst
    }

    /// What an index of many terms is divided by, for a reader to jump through it.
    enum Sections {
        case none
        /// The letter a term is filed under: `K` for Stanley Kubrick, `#` for a name filed under
        /// a digit or a letter beyond A–Z.
        case byInitial
        /// The decade of a year: `1970s`.
        case byDecade
    }

    /// - Parameters:
    ///   - movies: in the order each term lists them.
    ///   - termsOf: the terms a movie names, as written; spellings that slug alike are one term.
    ///   - movieOrders: the other orders its terms' movies are read in.
    ///   - filedAs: by surname, the names that file some terms otherwise than their last word
    ///     (`PersonProfile.sortAs`).
    ///   - titleInitials: the letter each of `movies` is filed under by title (`Catalog`'s, worked
    ///     out once for every movie), for indexes whose terms list movies by title: each term's
    ///     title sections are kept then.
    ///   - asListedUnder: a movie as a term's list shows it and orders it by, if not as it is.
    init(movies: [Movie], termsOf: (Movie) -> [Term], order: Order = .byName, movieOrders: [MovieOrder] = [], today: CalendarDate? = nil,
         filedAs: [Slug: String] = [:], sections: Sections = .none, titleInitials: [String]? = nil,
         asListedUnder: (@Sendable (Movie, Slug) -> Movie)? = nil) {
        let termsByMovie = movies.map(termsOf)
        let canonical = Self.canonicalTerms(in: termsByMovie.flatMap { $0 })
        var moviesByTerm: [Slug: [Movie]] = [:]
        var titleSections: [Slug: [TermSection]] = [:]
        for (position, (movie, terms)) in zip(movies, termsByMovie).enumerated() {
            for term in terms.withoutRepeatedSlugs() {
                moviesByTerm[term.slug, default: []].append(asListedUnder?(movie, term.slug) ?? movie)
                if let initial = titleInitials?[position] {
                    Self.file(initial, at: moviesByTerm[term.slug]!.count - 1, in: &titleSections[term.slug, default: []])
                }
            }
        }
        titleSectionsByTerm = titleInitials == nil ? nil : titleSections
        // Each term with the key it is filed by, in order.
        let filed: [(key: String, term: Term)]
        switch order {
        case .byName: filed = canonical.values.sorted().map { ($0.slug.rawValue, $0) }
        case .bySurname:
            filed = canonical.values.map { term in (filedAs[term.slug].map(Term.filingKey) ?? term.surnameKey, term) }
                .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        // Slugs of years are their numbers: a longer one is a later year.
        case .newestFirst:
            filed = canonical.values.sorted { ($0.slug.rawValue.count, $0.slug.rawValue) > ($1.slug.rawValue.count, $1.slug.rawValue) }
                .map { ($0.slug.rawValue, $0) }
        }
        terms = filed.map(\.term)
        self.sections = TermSection.starts(of: filed.map(\.key), by: sections)
        termsBySlug = canonical
        self.moviesByTerm = moviesByTerm
        self.today = today
        self.asListedUnder = asListedUnder
        moviesByTermInOrder = Dictionary(uniqueKeysWithValues: movieOrders.filter { $0 != .title }.map { order in
            (order, moviesByTerm.mapValues { order.sorted($0, today: today) })
        })
    }

    /// `old` replaced by `new`, the terms as they are (see `Catalog.replacing`):
    /// `new` goes where `precedes` (the order the index was given its movies in) puts it in the
    /// lists of the terms it is filed under, which every other order sorts again as `init` does.
    mutating func replace(_ old: Movie, with new: Movie, termsOf: (Movie) -> [Term], precedes: (Movie, Movie) -> Bool) {
        let filed = Set(termsOf(new).map(\.slug))
        for slug in filed.union(termsOf(old).map(\.slug)) {
            var movies = moviesByTerm[slug, default: []]
            // The title sections patched as the list is, one initial out and one in: filing every
            // title of a genre of 1,000 again would cost a save in `serve` a millisecond a genre.
            var initials = titleSectionsByTerm.map { _ in TermSection.names(of: titleSections(slug), count: movies.count) }
            if let gone = movies.firstIndex(where: { $0.slug == old.slug }) {
                movies.remove(at: gone)
                initials?.remove(at: gone)
            }
            if filed.contains(slug) {
                let place = movies.insertionIndex { precedes(new, $0) }
                movies.insert(asListedUnder?(new, slug) ?? new, at: place)
                initials?.insert(TermSection.initial(of: new.filingTitle), at: place)
            }
            moviesByTerm[slug] = movies
            for order in Array(moviesByTermInOrder.keys) { moviesByTermInOrder[order]?[slug] = order.sorted(movies, today: today) }
            if let initials { titleSectionsByTerm?[slug] = TermSection.runs(of: initials) }
        }
    }

    func term(_ slug: Slug) -> Term? { termsBySlug[slug] }
    /// Where each letter's titles start in a term's list by title; none if the index keeps no
    /// title sections.
    func titleSections(_ slug: Slug) -> [TermSection] { titleSectionsByTerm?[slug] ?? [] }
    func movies(_ slug: Slug, in order: MovieOrder = .title) -> [Movie] {
        (order == .title ? moviesByTerm[slug] : moviesByTermInOrder[order]?[slug]) ?? []
    }

    /// Adds the movie at `position` of a list, filed under `initial`, to the list's `sections`.
    private static func file(_ initial: String, at position: Int, in sections: inout [TermSection]) {
        if sections.last?.name != initial { sections.append(TermSection(name: initial, start: position)) }
    }

    /// One display name per slug, the same whatever order the files were read in:
    /// of the spellings used (`Sci-Fi`, `sci fi`), the one that sorts first wins.
    static func canonicalTerms(in terms: [Term]) -> [Slug: Term] {
        var canonical: [Slug: Term] = [:]
        for term in terms {
            if let known = canonical[term.slug], known.name <= term.name { continue }
            canonical[term.slug] = term
        }
        return canonical
    }
}

extension Term {
    /// The surname, folded for sorting, then the rest: `varda agnes`. The surname is the last
    /// word with the capitalised particles before it, as English-language catalogs file them:
    /// Robert *De Niro* under D, Dick *Van Dyke* under V; a particle in lower case stays with the
    /// given names (Guillermo del *Toro* under T, Erich von *Stroheim* under S). A name of two
    /// words keeps its first as the given name: *De Niro* alone is filed under N.
    var surnameKey: String {
        let words = name.split(separator: " ")
        guard words.count > 1 else { return Self.filingKey(name) }
        var first = words.count - 1
        while first > 1, Self.particles.contains(words[first - 1]) { first -= 1 }
        let filed = Array(words[first...] + words[..<first])
        return Self.filingKey(ofASCIIWords: filed) ?? Self.filingKey(filed.joined(separator: " "))
    }

    /// `filingKey` of words of ASCII letters and digits alone, as most names' are, written once:
    /// the slug of such words is each in lower case, joined by hyphens. Nil for any other word, or
    /// for a slug that would be cut short. Joining the words and slugging them again took 2.7% of
    /// the CPU of a rebuild after a cast edit at 10k (265 of 9,880 perf samples), every person and
    /// director filed at every build.
    static func filingKey(ofASCIIWords words: [Substring]) -> String? {
        let count = words.reduce(words.count - 1) { $0 + $1.utf8.count }
        guard count <= Slug.maximumLength, words.allSatisfy({ $0.utf8.allSatisfy(Self.isASCIILetterOrDigit) }) else { return nil }
        return String(unsafeUninitializedCapacity: count) { key in
            var at = 0
            for (index, word) in words.enumerated() {
                if index > 0 { key[at] = UInt8(ascii: "-"); at += 1 }
                for byte in word.utf8 {
                    key[at] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
                    at += 1
                }
            }
            return at
        }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    private static let particles: Set<Substring> = ["De", "Del", "Della", "Di", "Da", "Du", "Des", "Dos", "Das", "La", "Le", "Van", "Von"]

    /// A name as written to be filed (`varda agnes`): case and accents folded as slugs fold them.
    static func filingKey(_ name: String) -> String {
        Term(named: name)?.slug.rawValue ?? name.lowercased()
    }
}
