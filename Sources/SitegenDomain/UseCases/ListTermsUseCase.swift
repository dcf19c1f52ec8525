/// Every term of a taxonomy with how many movies it has, a page at a time: the genre index, the
/// index of people (tens of thousands of them in a large catalog).
public struct ListTermsUseCase: Sendable {
    private let catalog: Catalog
    private let taxonomy: Taxonomy
    /// The site's order of screenings, the first of its own: a place of its dates says its next.
    private let screeningOrder: FieldOrder?

    /// Terms on one page of an index: a name and a count each, far lighter than a movie card.
    public static let pageSize = try! PageSize(240)

    /// - Parameter orders: the site's own (`SiteSettings.orders`); the first is its screenings'.
    public init(catalog: Catalog, taxonomy: Taxonomy, orders: [FieldOrder] = []) {
        self.catalog = catalog
        self.taxonomy = taxonomy
        screeningOrder = orders.first
    }

    public func execute() -> [TermSummary] {
        catalog.termsWithCounts(taxonomy).map { TermSummary(term: $0.term, movieCount: $0.movieCount) }
    }

    /// How many of a term's movies stand for it on the index, best rated first.
    public static let coverCount = 3
    /// How far down a genre's best rated its covers are looked for: a movie already standing for
    /// another genre of the page is passed over while another is left. (A movie has one decade:
    /// a decade's covers are its first three, and its page reads no more.)
    static let coverCandidates = 12

    /// One page: only its terms are counted, not the whole index's once per page. A genre, a
    /// decade and a name of the site's own taxonomy come with their best rated movies (`covers`):
    /// a few dozen of them, an index of names alone read as a bare list where a reader expects to
    /// see films. A genre passes over a movie
    /// another genre of the page shows, while it has others (helper-37: the same dozen posters
    /// fronted most genres), those with the fewest movies choosing first, since they have the
    /// fewest to choose from (helper-38): a best effort, not a guarantee. A person comes with how
    /// many of their movies they directed, so that the index tells directors from actors.
    public func execute(page: Int) -> Paginated<TermSummary>? {
        Self.pageSize.page(page, of: catalog.termCount(taxonomy)) { range in
            var summaries = catalog.termsWithCounts(taxonomy, range).map { TermSummary(term: $0.term, movieCount: $0.movieCount) }
            if taxonomy.showsCovers {
                var shown: Set<Slug> = []
                let candidates = taxonomy == .decades ? Self.coverCount : Self.coverCandidates
                for index in summaries.indices.sorted(by: { (summaries[$0].movieCount, $0) < (summaries[$1].movieCount, $1) }) {
                    let best = catalog.movies(in: taxonomy, summaries[index].term.slug, order: .rating, 0..<candidates)
                    let unseen = best.filter { !shown.contains($0.slug) }
                    summaries[index].covers = Array((unseen + best.filter { shown.contains($0.slug) }).prefix(Self.coverCount))
                    shown.formUnion(summaries[index].covers.map(\.slug))
                }
            }
            if taxonomy == .people {
                for (index, directed) in catalog.directedCounts(of: summaries.map(\.term)).enumerated() {
                    summaries[index].directedCount = directed
                }
            }
            // A place's next screening: the first of its list by date, which those to come lead,
            // each movie listed with its dates there alone (helper-68: a member comes to the
            // venues to see what is on next).
            if let screeningOrder, let today = catalog.today, case .field(let field) = taxonomy, field.key == screeningOrder.place {
                for index in summaries.indices {
                    let soonest = catalog.movies(in: taxonomy, summaries[index].term.slug, order: .field(screeningOrder.key), 0..<1)
                    summaries[index].next = soonest.first.flatMap { Screening.upcoming(of: $0, in: screeningOrder, on: today).first }
                }
            }
            return summaries
        }
    }
}

extension ListTermsUseCase {
    /// Where each section of the index starts (people by letter, years by decade), and on which
    /// page: what a reader jumps to.
    public func sections() -> [TermSection.Placed] {
        TermSection.placed(catalog.termSections(taxonomy), of: catalog.termCount(taxonomy), in: Self.pageSize)
    }

    /// The position in the whole index of the first term on `page`.
    public static func firstPosition(onPage page: Int) -> Int { (page - 1) * pageSize.value }
}

public struct TermSummary: Sendable, Hashable {
    public var term: Term
    public var movieCount: Int
    /// A genre's, a decade's or a site's own term's best rated movies, which its place in the index shows.
    public var covers: [Movie] = []
    /// How many of a person's movies they directed; nil for other terms.
    public var directedCount: Int?
    /// A place's next screening there, where the site's screenings have places; nil for none.
    public var next: Screening?

    public init(term: Term, movieCount: Int) {
        self.term = term
        self.movieCount = movieCount
    }
}

extension Taxonomy {
    /// Whether its index shows each term's best rated movies: a few dozen genres, decades or
    /// venues, not the years (a hundred, by decade) or the people (tens of thousands).
    var showsCovers: Bool {
        switch self {
        case .genres, .decades, .field: true
        case .directors, .people, .years: false
        }
    }
}
