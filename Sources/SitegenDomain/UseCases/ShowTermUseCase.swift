/// The movies of one term — a genre, a director — a page at a time, in catalog order.
public struct ShowTermUseCase: Sendable {
    private let catalog: Catalog
    private let taxonomy: Taxonomy
    private let pageSize: PageSize
    /// The site's order of screenings, the first of its own (as the home page's programme and the
    /// calendar have it): a place of its dates has its own programme.
    private let screeningOrder: FieldOrder?

    public init(catalog: Catalog, taxonomy: Taxonomy, pageSize: PageSize, orders: [FieldOrder] = []) {
        self.catalog = catalog
        self.taxonomy = taxonomy
        self.pageSize = pageSize
        screeningOrder = orders.first
    }

    /// How many screenings a place's programme shows, as the home page's does.
    static let programmeLength = ListLatestInSiteOrderUseCase.shelfLength

    /// Reads only the page's movies, like the movie list.
    public func execute(term slug: Slug, page: Int, order: MovieOrder = .title) -> TermDetail? {
        let orders = catalog.orders(of: taxonomy, slug)
        guard orders.contains(order), let term = catalog.term(taxonomy, slug),
              let movies = pageSize.page(page, of: catalog.movieCount(in: taxonomy, slug), items: {
                  catalog.movies(in: taxonomy, slug, order: order, $0)
              })
        else { return nil }
        let profile = taxonomy == .people && page == 1 ? catalog.profile(of: slug) : nil
        var detail = TermDetail(taxonomy: taxonomy, term: term, movies: movies, order: order, orders: orders, profile: profile)
        if taxonomy == .people { detail.directedCount = catalog.movieCount(in: .directors, slug) }
        // A person's first page names those they worked with, from every film of theirs: the
        // films a page shows are a part of them, and a person of one film is worked out from it.
        if taxonomy == .people && page == 1 {
            let filmography = catalog.movies(in: .people, slug)
            detail.collaborators = Collaborator.of(slug, in: filmography)
            if let profile, !profile.extra.isEmpty { detail.filmography = filmography }
        }
        if page == 1, let screeningOrder, case .field(let field) = taxonomy, field.key == screeningOrder.place, order != .field(screeningOrder.key) {
            detail.comingUp = comingUp(at: slug, in: screeningOrder)
        }
        if order == .title {
            detail.letters = TermSection.placed(catalog.titleSections(in: taxonomy, slug), of: movies.totalCount, in: pageSize)
        }
        if taxonomy == .years || taxonomy == .decades {
            (detail.earlier, detail.later) = catalog.chronologicalNeighbours(taxonomy, of: slug)
            for neighbour in [detail.earlier, detail.later].compactMap(\.self) where order != .title {
                detail.neighbourOrders[neighbour.slug] = catalog.orders(of: taxonomy, neighbour.slug).contains(order) ? order : .title
            }
        }
        if taxonomy == .decades {
            detail.years = catalog.years(inDecade: slug).map { TermSummary(term: $0.term, movieCount: $0.movieCount) }
        }
        return detail
    }
}

extension ShowTermUseCase {
    /// The screenings to come at a place, the soonest first: those of the movies that lead its
    /// list by date, each listed with its dates there alone (`FieldOrder.movie(_:asListedAt:)`).
    /// Stalker at the back room on 3 December had been fifth in its grid of titles (helper-66).
    private func comingUp(at place: Slug, in order: FieldOrder) -> [Screening] {
        guard let today = catalog.today else { return [] }
        let count = min(Self.programmeLength, catalog.movieCount(in: taxonomy, place))
        let soonest = catalog.movies(in: taxonomy, place, order: .field(order.key), 0..<count)
        return Array(Screening.upcoming(of: soonest, in: order, on: today).prefix(Self.programmeLength))
    }
}

public struct TermDetail: Sendable, Equatable {
    public var taxonomy: Taxonomy
    public var term: Term
    public var movies: Paginated<Movie>
    public var order: MovieOrder = .title
    /// The orders the term's movies come in, `order` among them (`Catalog.orders(of:_:)`).
    public var orders: [MovieOrder] = [.title]
    /// What the site says of a person, on the first page of theirs.
    public var profile: PersonProfile?
    /// With a profile of the site's own fields, every movie of the person's, by title, whichever
    /// page it is on: a field that names one (`known_for: [Cléo from 5 to 7]`) links to it.
    public var filmography: [Movie] = []
    /// By title, where the movies filed under each letter start, and on which page: a genre's,
    /// a year's or a decade's (see `Catalog.titleSections(in:_:)`).
    public var letters: [TermSection.Placed] = []
    /// On a person's first page, those credited with them, the most films shared first.
    public var collaborators: [Collaborator] = []
    /// For a person, how many of their movies they directed: with their count, what they are
    /// called (see `PersonRole`). Nil for other terms.
    public var directedCount: Int?
    /// For a year or a decade, the ones before and after it that movies came out in.
    public var earlier: Term?
    public var later: Term?
    /// The order each of those is linked in where it is not by title: this page's, if its own
    /// list comes in it.
    public var neighbourOrders: [Slug: MovieOrder] = [:]
    /// For a decade, the years of it that movies came out in, newest first.
    public var years: [TermSummary] = []
    /// For a place of the site's screenings, those to come there, the soonest first: on the
    /// first page of each of its lists but the one by date, which starts with them.
    public var comingUp: [Screening] = []
}
