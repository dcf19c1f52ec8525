/// A part of the catalog a page read while it was presented: what the page depends on.
///
/// Every public accessor of `Catalog` notes its read in the `CatalogReads` of the task presenting
/// a page, if any. A rebuild compares the digests of a page's reads with the last build's and
/// presents the page again only when one of them changed.
public enum CatalogRead: Hashable, Sendable {
    case movie(Slug)
    /// One movie without its synopsis: what a card, a link or a review shows of it.
    case movieWithoutProse(Slug)
    case user(Slug)
    /// Every published movie, in catalog order.
    case movies
    /// Every published movie without its synopsis, in catalog order (search index, home page,
    /// feed).
    case moviesWithoutProse
    /// How many movies are published: every page of the movie list says how many pages there are.
    case movieCount
    /// Where the movies filed under each letter start in the catalog order: what the movie
    /// list's jumps read, not which movies there are.
    case titleSections
    /// Which movies stand at these positions of the catalog order, not what they say: a page of
    /// the movie list reads its own stretch of the order and each movie it shows, so that a movie
    /// moving in the order presents again only the pages it moved across.
    case movieOrder(MovieOrder, Range<Int>)
    /// Which movies and users there are, in catalog order, and when each last changed (its release
    /// or latest review): what the site map shows, which no title or prose changes.
    case dates
    case users
    case pages
    /// Whether the site has any movies and any users, not which: what its menu shows.
    case contents
    case draftSlugs
    case allReviews
    /// How many reviews are published: every page of the reviews' list says how many pages there are.
    case reviewCount
    /// Where each year's reviews start in the newest-first order: what the reviews' list's jumps
    /// read, not which reviews there are.
    case reviewYears
    /// The reviews at these positions of the newest-first order, with their movies (without
    /// prose) and authors: a page of the reviews' list reads its own stretch.
    case reviewStretch(Range<Int>)
    case reviewsOf(Slug)
    case reviewsBy(Slug)
    /// The terms of a taxonomy, each with how many movies it has.
    case terms(Taxonomy)
    /// The terms at these positions of a taxonomy's order, each with how many movies it has: a
    /// page of the taxonomy's index reads its own stretch and how many terms there are
    /// (`termCount`), so that a movie credited with one more person presents again only the
    /// page that person is on, not every page of the index.
    case termStretch(Taxonomy, Range<Int>)
    /// How many terms a taxonomy has.
    case termCount(Taxonomy)
    /// Where the sections of a taxonomy's index start (`TermSection`): which letters its people
    /// are filed under, at which positions, and not who they are.
    case termSections(Taxonomy)
    /// Which terms a taxonomy has, each with how many pages of `pageSize` movies it takes, not
    /// which movies or how many: what the routes of the site map are made of.
    case termPages(Taxonomy, pageSize: Int)
    /// One term and which movies are filed under it, in catalog order: a page of the term's movies
    /// reads this and each movie it shows. Indirect, so that every read stays 32 bytes: with a
    /// site's own order (`MovieOrder.field`, a word) held inline, every read took 40, and a clean
    /// build at 10k movies peaked at 158 MB, not 154 (medians of 5, taking turns; 151 before
    /// the site's own orders). The build's wall did not move (4.5–4.6 s), nor a cast edit's.
    indirect case termOrder(Taxonomy, Slug, MovieOrder)
    /// The orders a term's movies come in (`Catalog.orders(of:_:)`), not which movies: what the
    /// Order row of its pages and a link into its list in another order are made of.
    case termOrders(Taxonomy, Slug)
    /// Which movies are most like this one (see `SimilarMovies`), not what they say.
    case moreLike(Slug)
    /// What `content/people/<slug>.md` says of a person.
    case profile(Slug)
    /// Every profile.
    case profiles
}

/// The reads of one page, collected while it is presented (see `recording`).
public final class CatalogReads: @unchecked Sendable {
    @TaskLocal static var current: CatalogReads?

    /// In the order they were made, a read made twice noted twice: whoever keeps them hashes each
    /// once anyway (the build's `NotedReads`), and a set here hashed every read a second time.
    /// Only the presenting task touches it.
    @exclusivity(unchecked) public private(set) var reads: [CatalogRead] = []

    private init() {}

    /// Runs `body` with every catalog read it makes noted in the returned reads.
    public static func recording<Value>(_ body: () -> Value) -> (Value, CatalogReads) {
        let reads = CatalogReads()
        let value = $current.withValue(reads) { body() }
        return (value, reads)
    }

    static func note(_ read: CatalogRead) {
        current?.reads.append(read)
    }
}

extension CatalogRead: CustomStringConvertible {
    /// A short, stable spelling for the build manifest: `m:alien-1979`, `M`, `o:genres:drama`…
    public var description: String {
        switch self {
        case .movie(let slug): "m:" + slug.rawValue
        case .movieWithoutProse(let slug): "s:" + slug.rawValue
        case .user(let id): "u:" + id.rawValue
        case .movies: "M"
        case .moviesWithoutProse: "S"
        case .movieCount: "N"
        case .titleSections: "AZ"
        case .movieOrder(let order, let range): "O\(order.mark):\(range.lowerBound)-\(range.upperBound)"
        case .dates: "d"
        case .users: "U"
        case .pages: "P"
        case .contents: "K"
        case .draftSlugs: "D"
        case .allReviews: "R"
        case .reviewCount: "RC"
        case .reviewYears: "RY"
        case .reviewStretch(let range): "rs:\(range.lowerBound)-\(range.upperBound)"
        case .reviewsOf(let slug): "rm:" + slug.rawValue
        case .reviewsBy(let id): "ru:" + id.rawValue
        case .terms(let taxonomy): "T:" + taxonomy.name
        case .termStretch(let taxonomy, let range): "t:\(taxonomy.name):\(range.lowerBound)-\(range.upperBound)"
        case .termCount(let taxonomy): "tc:" + taxonomy.name
        case .termSections(let taxonomy): "ts:" + taxonomy.name
        case .termPages(let taxonomy, let pageSize): "tp:\(taxonomy.name):\(pageSize)"
        case .termOrder(let taxonomy, let slug, let order): "o\(order.mark):" + taxonomy.name + ":" + slug.rawValue
        case .termOrders(let taxonomy, let slug): "to:" + taxonomy.name + ":" + slug.rawValue
        case .moreLike(let slug): "l:" + slug.rawValue
        case .profile(let slug): "p:" + slug.rawValue
        case .profiles: "PP"
        }
    }
}

extension CatalogRead {
    /// The read a `description` spells, nil for a spelling no read has: what a manifest written
    /// by this version of sitegen holds, read back.
    public init?(description: String) {
        if let fixed = Self.fixed[description] {
            self = fixed
            return
        }
        guard let colon = description.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let kind = description[..<colon], rest = description[description.utf8.index(after: colon)...]
        // A term's own order: `o:people:ada-lovelace`, `oy:genres:drama`.
        if kind.first == "o", let order = MovieOrder(mark: kind.dropFirst()) {
            guard let second = rest.firstIndex(of: ":"),
                  let taxonomy = Taxonomy(name: rest[..<second]),
                  let slug = try? Slug(String(rest[rest.index(after: second)...]))
            else { return nil }
            self = .termOrder(taxonomy, slug, order)
            return
        }
        // A stretch of the movie list in an order: `O:24-48`, `Oy:0-24`.
        if kind.first == "O", let order = MovieOrder(mark: kind.dropFirst()) {
            guard let range = Self.range(rest) else { return nil }
            self = .movieOrder(order, range)
            return
        }
        if kind == "rs" {
            guard let range = Self.range(rest) else { return nil }
            self = .reviewStretch(range)
            return
        }
        if kind == "T" || kind == "tc" || kind == "ts" {
            guard let taxonomy = Taxonomy(name: rest) else { return nil }
            self = kind == "T" ? .terms(taxonomy) : kind == "tc" ? .termCount(taxonomy) : .termSections(taxonomy)
            return
        }
        // A stretch of a taxonomy's terms, `t:people:240-480`; its terms' pages, `tp:genres:24`;
        // a term's orders, `to:genres:drama`.
        if kind == "t" || kind == "tp" || kind == "to" {
            guard let second = rest.firstIndex(of: ":"), let taxonomy = Taxonomy(name: rest[..<second]) else { return nil }
            let last = rest[rest.index(after: second)...]
            if kind == "to" {
                guard let slug = try? Slug(String(last)) else { return nil }
                self = .termOrders(taxonomy, slug)
                return
            }
            if kind == "tp" {
                guard let pageSize = Int(last), pageSize > 0 else { return nil }
                self = .termPages(taxonomy, pageSize: pageSize)
                return
            }
            guard let range = Self.range(last) else { return nil }
            self = .termStretch(taxonomy, range)
            return
        }
        guard let make = Self.ofSlug[String(kind)], let slug = try? Slug(String(rest)) else { return nil }
        self = make(slug)
    }

    /// The taxonomy of a stretch of terms, of its terms' pages or of its sections: reads whose
    /// numbers no edit names, found by looking (see `CatalogDigests.readsChanged`).
    var taxonomyOfNumberedTerms: Taxonomy? {
        switch self {
        case .termStretch(let taxonomy, _), .termPages(let taxonomy, _), .termSections(let taxonomy): taxonomy
        default: nil
        }
    }

    /// `24-48` as `24..<48`.
    private static func range(_ text: Substring) -> Range<Int>? {
        let bounds = text.split(separator: "-", maxSplits: 1)
        guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]), 0 <= lower, lower <= upper else { return nil }
        return lower..<upper
    }

    /// The reads that name nothing, by their spelling.
    static let fixed: [String: CatalogRead] = Dictionary(uniqueKeysWithValues: [
        CatalogRead.movies, .moviesWithoutProse, .movieCount, .titleSections, .dates, .users, .pages, .contents, .draftSlugs, .allReviews,
        .reviewCount, .reviewYears, .profiles,
    ].map { ($0.description, $0) })

    /// The reads that name a movie, a user or a person, by the spelling before their slug.
    private static let ofSlug: [String: @Sendable (Slug) -> CatalogRead] = [
        "m": { .movie($0) }, "s": { .movieWithoutProse($0) }, "u": { .user($0) }, "rm": { .reviewsOf($0) },
        "ru": { .reviewsBy($0) }, "l": { .moreLike($0) }, "p": { .profile($0) },
    ]
}

extension MovieOrder {
    /// The order a description's `mark` stands for.
    init?(mark: Substring) {
        switch mark.first {
        case nil: self = .title
        case "y" where mark.count == 1: self = .year
        case "r" where mark.count == 1: self = .rating
        case "f" where FieldTaxonomy.isValidKey(String(mark.dropFirst())): self = .field(String(mark.dropFirst()))
        default: return nil
        }
    }

    /// In reads' descriptions: nothing for the catalog's own order, which every manifest had
    /// first; `f` and its key for a site's own (`ofscreened:venue:back-room`).
    var mark: String {
        switch self {
        case .title: ""
        case .year: "y"
        case .rating: "r"
        case .field(let key): "f" + key
        }
    }
}
