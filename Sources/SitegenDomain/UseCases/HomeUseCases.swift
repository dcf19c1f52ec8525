/// The movies released most recently (by release date, else year), for the front page.
public struct ListNewestMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let limit: Int

    public init(catalog: Catalog, limit: Int = 6) {
        self.catalog = catalog
        self.limit = limit
    }

    public func execute() -> [Movie] {
        // A year alone comes before every day of that year.
        func released(_ movie: Movie) -> (Int, Int, Int) { movie.released.map { ($0.year, $0.month, $0.day) } ?? (movie.year, 0, 0) }
        return catalog.moviesWithoutProse.sortedPrefix(limit) { first, second in
            let (a, b) = (released(first), released(second))
            return a != b ? a > b : first.slug < second.slug
        }
    }
}

/// The best rated movies, for the front page: the start of the best rated order, as the list
/// its shelf leads to has them, but for the movies another shelf of the page already shows.
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

    /// - Parameter shown: movies shown above it on the page, left out: a small club's newest are
    ///   often its best rated too, and the home page showed the same posters twice (helper-37,
    ///   helper-40).
    public func execute(apartFrom shown: [Movie] = []) -> [Movie] {
        let shownSlugs = Set(shown.map(\.slug))
        return Array(catalog.movies(in: .rating, 0..<(limit + shownSlugs.count))
            .filter { $0.reviews.count >= minimumReviews && !shownSlugs.contains($0.slug) }.prefix(limit))
    }

    /// The movies of `shown` that the shelf would show but for them, with their places in the best
    /// rated order (1 the best): left out, the shelf's first was not the site's best rated, and its
    /// own list, a click away, began with a film the shelf lacked (helper-43). Its note names them.
    public func rankedAbove(among shown: [Movie]) -> [(rank: Int, movie: Movie)] {
        let shownSlugs = Set(shown.map(\.slug))
        return execute().enumerated().filter { shownSlugs.contains($0.element.slug) }.map { (rank: $0.offset + 1, movie: $0.element) }
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
                              years: years.min().flatMap { earliest in years.max().map { earliest...$0 } })
    }
}
