/// A way of grouping movies that gets pages of its own: `/genres/…`, `/people/…`, and the site's
/// own (`/venue/…`, see `FieldTaxonomy`).
public enum Taxonomy: Sendable, Encodable, Hashable, Comparable {
    case genres
    case directors
    /// Everyone a movie credits, in any role: its directors and its cast. A director of one
    /// film who acts in another is one person with one page.
    case people
    case years
    case decades
    /// A site's own field whose names group movies: `taxonomies: {venue: Venues}` in `site.yml`.
    /// Indirect, so that a taxonomy stays a word: every page notes reads naming one
    /// (`CatalogRead`), and with the field held inline a clean build at 10k movies peaked at
    /// 185–203 MB, not 148–160 MB.
    indirect case field(FieldTaxonomy)

    /// The taxonomies every site has, whatever its `site.yml` says.
    public static let builtIn: [Taxonomy] = [.genres, .directors, .people, .years, .decades]

    /// Whether the term's movies can be read in every `MovieOrder`; a person's come newest
    /// first, by role.
    public var hasOrders: Bool {
        switch self {
        case .genres, .years, .decades, .field: true
        case .directors, .people: false
        }
    }

    /// The orders its term pages come in, of a site's `movieOrders` (`Catalog.movieOrders`).
    public func orders(among movieOrders: [MovieOrder]) -> [MovieOrder] { hasOrders ? movieOrders : [.title] }

    /// The case's own name, `genres` or `people`, or a site field's key (`venue`): what names the
    /// taxonomy in a page's recorded reads. A site's key that is a built-in's name is refused
    /// (`SiteMap.pageNameProblems`): its folder is the built-in's.
    public var name: String {
        switch self {
        case .genres: "genres"
        case .directors: "directors"
        case .people: "people"
        case .years: "years"
        case .decades: "decades"
        case .field(let field): field.key
        }
    }

    /// The site's own field this taxonomy is made of, if it is one.
    public var field: FieldTaxonomy? {
        if case .field(let field) = self { field } else { nil }
    }

    /// The taxonomy a name spells (`name`): a built-in one, or a site's field by its key.
    public init?<Name: StringProtocol>(name: Name) {
        if let builtIn = Self.builtIn.first(where: { $0.name == name }) {
            self = builtIn
        } else if FieldTaxonomy.isValidKey(String(name)) {
            self = .field(FieldTaxonomy(key: String(name)))
        } else {
            return nil
        }
    }
}

/// One name of a taxonomy — a genre, a director — identified by the slug of the name, so that
/// `Sci-Fi` and `sci fi`, or `Bong Joon-ho` and `Bong Joon Ho`, are one term and never two pages
/// fighting over one path.
public struct Term: Sendable, Encodable, Hashable, Comparable {
    public var slug: Slug
    public var name: String

    public init(slug: Slug, name: String) {
        self.slug = slug
        self.name = name
    }

    /// A term named as an author wrote it; nil when the name has nothing to make a slug of.
    public init?(named name: String) {
        guard let slug = Slug.derived(from: name) else { return nil }
        self.init(slug: slug, name: name)
    }

    /// By slug first: it drops accents and case, so `Céline Sciamma` sorts before `Christopher Nolan`
    /// as a reader expects, where comparing code points would put `é` after `h`.
    public static func < (lhs: Term, rhs: Term) -> Bool { (lhs.slug.rawValue, lhs.name) < (rhs.slug.rawValue, rhs.name) }
}

/// Genres are the terms movies name under `genres:`.
public typealias Genre = Term

extension StableDigest {
    /// Every field of a term, as `StableDigest.of` would take them through `Encodable` but a
    /// hundred times faster: a rebuild digests the 40,000 people of a 10k-movie catalog. A field
    /// added to `Term` is added here (a test counts them).
    mutating func combine(_ term: Term) {
        combine(term.slug.rawValue)
        combine(term.name)
    }
}

extension Array where Element == Term {
    /// Each slug once, where it first is, under the spelling of it that sorts first (as a term
    /// is named across movies, `TermIndex.canonicalTerms`: `Agnès Varda, Agnes Varda` is `Agnes
    /// Varda` whichever comes first); the array itself when no slug repeats, as none does in most
    /// movies' credits. A movie names a handful of terms: they are compared pairwise to find that
    /// none repeats, not hashed into a set made for each movie of each index at every build, which
    /// was 4% of the CPU of a rebuild after a cast edit at 10k (perf, 199 of 4,940 samples); only
    /// the few lists that repeat one are hashed.
    func withoutRepeatedSlugs() -> [Term] {
        guard count > 1 else { return self }
        guard count > 32 || indices.contains(where: { index in self[..<index].contains { $0.slug == self[index].slug } }) else {
            return self
        }
        var kept: [Term] = [], places: [Slug: Int] = [:]
        for term in self {
            if let place = places[term.slug] {
                if term.name < kept[place].name { kept[place].name = term.name }
            } else {
                places[term.slug] = kept.count
                kept.append(term)
            }
        }
        return kept
    }
}
