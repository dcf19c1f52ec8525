/// The movies released most recently (by release date, else year), for the front page.
public struct ListNewestMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let limit: Int

    public init(catalog: Catalog, limit: Int = 6) {
        self.catalog = catalog
        self.limit = limit
    }

    /// - Parameter shown: movies the page shows in another shelf, the best rated: left out, and
    ///   the shelf filled from further down, since a small club's newest are often its best rated
    ///   too and the page showed the same posters twice (helper-37, helper-40). A catalog without
    ///   enough others fills the shelf with the newest of them after all, in their place: seven
    ///   movies, six ranked, made a shelf of one (helper-53).
    public func execute(apartFrom shown: [Movie] = []) -> [Movie] {
        // A year alone comes before every day of that year.
        func released(_ movie: Movie) -> (Int, Int, Int) { movie.released.map { ($0.year, $0.month, $0.day) } ?? (movie.year, 0, 0) }
        let shownSlugs = Set(shown.map(\.slug))
        let newest = catalog.moviesWithoutProse.sortedPrefix(limit + shownSlugs.count) { first, second in
            let (a, b) = (released(first), released(second))
            return a != b ? a > b : first.slug < second.slug
        }
        let unshown = Set(newest.filter { !shownSlugs.contains($0.slug) }.prefix(limit).map(\.slug))
        let filling = Set(newest.filter { shownSlugs.contains($0.slug) }.prefix(limit - unshown.count).map(\.slug))
        return newest.filter { unshown.contains($0.slug) || filling.contains($0.slug) }
    }
}

/// The screenings the site's own first order (`orders:` in `site.yml`) dates from today on, and
/// the movies it dates latest before, for the front page: a film club's programme comes first
/// there, then what it showed last, before what was released last. Nil for a site without an
/// order of its own.
public struct ListLatestInSiteOrderUseCase: Sendable {
    private let catalog: Catalog
    private let order: FieldOrder?
    private let limit: Int

    /// How many screenings a programme shows, and movies the shelf of the latest: a place's own
    /// programme shows as many (`ShowTermUseCase`).
    public static let shelfLength = 6

    /// - Parameter orders: the site's own (`SiteSettings.orders`); the first is the home page's.
    public init(catalog: Catalog, orders: [FieldOrder], limit: Int = shelfLength) {
        self.catalog = catalog
        order = orders.first
        self.limit = limit
    }

    /// `upcoming`: the screenings on the catalog's day or later (`Catalog.today`), the soonest
    /// first, a movie shown twice in the weeks to come twice; `latest`: the movies dated latest
    /// before it, each once.
    public struct Shelves: Sendable, Equatable {
        public var order: FieldOrder
        public var upcoming: [Screening]
        public var latest: [Movie]
        public var key: String { order.key }
    }

    public func execute() -> Shelves? {
        guard let order, let today = catalog.today else { return nil }
        let key = order.key
        // The order starts with those coming up, by their next date, then the latest before
        // today. Both stretches are read: a movie whose date comes or goes before the place where
        // the past begins moves every movie after it, those of the second stretch among them, so
        // the home page is made again.
        let upcomingCount = catalog.unnotedUpcomingCount(in: .field(key))
        // The soonest screenings are those of the movies soonest by their next date: a movie's
        // second date to come is later than its first.
        let soonest = catalog.movies(in: .field(key), 0..<min(upcomingCount, limit))
        let upcoming = Screening.upcoming(of: soonest, in: order, on: today)
        // The dated come first in the rest: those of its first six with a date are the latest.
        let latest = catalog.movies(in: .field(key), upcomingCount..<(upcomingCount + limit)).filter { FieldOrder.latestDate(of: $0, key: key) != nil }
        return Shelves(order: order, upcoming: Array(upcoming.prefix(limit)), latest: latest)
    }
}

/// The screenings of the site's calendar (`calendar.ics`): every one to come, and those of the
/// year before, which a subscriber's calendar would otherwise drop at the next refresh ("what
/// did we see last month?"). Nil for a site without an order of its own.
public struct ListScreeningsUseCase: Sendable {
    private let catalog: Catalog
    private let order: FieldOrder?
    /// How far back the calendar reaches, in days.
    public static let daysBack = 365

    /// - Parameter orders: the site's own (`SiteSettings.orders`); the first is the calendar's.
    public init(catalog: Catalog, orders: [FieldOrder]) {
        self.catalog = catalog
        order = orders.first
    }

    /// The screenings, the earliest first.
    public func execute() -> [Screening]? {
        guard let order, let today = catalog.today, let since = try? CalendarDate(daysSince1970: today.daysSince1970 - Self.daysBack) else { return nil }
        let inOrder = MovieOrder.field(order.key)
        // Those coming up lead the order, then the rest by their latest date, the latest first:
        // the year's end in that rest is found by halving, and the stretch up to it read with the
        // first movie after, so that a movie dated into the year, or out of it, moves what is
        // read, even one that lands at the end (helper-59: the furthest screening to come, added,
        // was missing from the calendar after an incremental build).
        let upcomingCount = catalog.unnotedUpcomingCount(in: inOrder)
        let end = catalog.unnotedMovies(in: inOrder)[upcomingCount...].insertionIndex { movie in FieldOrder.latestDate(of: movie, key: order.key).map { $0 < since } ?? true }
        let movies = catalog.movies(in: inOrder, 0..<(end + 1)).prefix(end)
        return Screening.inDateOrder(movies.flatMap { Screening.all(of: $0, in: order) }.filter { $0.date >= since })
    }
}

/// The best rated movies, for the front page: the start of the best rated order, numbered as the
/// list its shelf leads to numbers them. The newest shelf leaves these out rather than this one
/// leaving out the newest: a ranked shelf with gaps (#2, #4, #5) needed a note to explain itself,
/// and no wording of it read well (helper-43, helper-47, helper-52).
public struct ListTopRatedMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let limit: Int
    /// A movie needs this many reviews to rank: one enthusiastic review is not a consensus. The
    /// best rated order puts those that have them first.
    public let minimumReviews = MovieOrder.rankedReviewCount

    public init(catalog: Catalog, limit: Int = 6) {
        self.catalog = catalog
        self.limit = limit
    }

    public func execute() -> [Movie] { ranked().map(\.movie) }

    /// `execute()` with each movie's place in the order (1 the best).
    public func ranked() -> [RankedMovie] {
        // Those that have enough reviews come first in the order: their offsets are their ranks.
        catalog.movies(in: .rating, 0..<limit).filter { $0.reviews.count >= minimumReviews }
            .enumerated().map { RankedMovie(rank: $0.offset + 1, movie: $0.element) }
    }
}

/// A movie with its place in the best rated order (1 the best).
public struct RankedMovie: Sendable {
    public let rank: Int
    public let movie: Movie

    public init(rank: Int, movie: Movie) {
        self.rank = rank
        self.movie = movie
    }
}

/// The reviews written most recently, with their movies and authors, for the front page.
public struct ListLatestReviewsUseCase: Sendable {
    private let catalog: Catalog
    private let limit: Int

    public init(catalog: Catalog, limit: Int = 8) {
        self.catalog = catalog
        self.limit = limit
    }

    public func execute() -> [PublishedReview] {
        Array(catalog.allReviews.prefix(limit))
    }
}

/// How much the catalog holds, for the front page: its movies, reviews and reviewers, and the
/// years its movies span.
public struct CatalogSummary: Sendable, Equatable {
    public var movieCount: Int
    public var reviewCount: Int
    public var userCount: Int
    /// The earliest and the latest year of a movie; nil without movies.
    public var years: ClosedRange<Int>?
    /// How many names each of the site's own taxonomies has (`taxonomies:`), in its order; of a
    /// taxonomy of flags, how many movies set it.
    public var fieldTermCounts: [FieldTermCount] = []

    public struct FieldTermCount: Sendable, Equatable {
        public var taxonomy: FieldTaxonomy
        public var count: Int
    }
}

public struct SummarizeCatalogUseCase: Sendable {
    private let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func execute() -> CatalogSummary {
        // Each year is named by its number.
        let years = catalog.terms(.years).compactMap { Int($0.name) }
        return CatalogSummary(movieCount: catalog.movieCount, reviewCount: catalog.reviewCount, userCount: catalog.users.count,
                              years: years.min().flatMap { earliest in years.max().map { earliest...$0 } },
                              fieldTermCounts: catalog.taxonomies.compactMap(\.field).map { field in
                                  .init(taxonomy: field, count: field.holdsFlags ? catalog.movieCount(in: .field(field), field.flagTerm.slug)
                                                                                  : catalog.termCount(.field(field)))
                              })
    }
}
