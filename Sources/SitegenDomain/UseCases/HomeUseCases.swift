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

    /// The start of the best rated order, every movie of it apart from `shown`, shown above it on
    /// the page: a small club's newest are often its best rated too, and the home page showed the
    /// same posters twice (helper-37, helper-40).
    public func execute(apartFrom shown: [Movie] = []) -> [Movie] { shelf(apartFrom: shown).movies.map(\.movie) }

    /// `execute(apartFrom:)` with each movie's place in the order (1 the best), and the movies of
    /// `shown` it leaves out with theirs: left out unsaid, the shelf's first was not the site's
    /// best rated, and its own list, a click away, began with a film the shelf lacked (helper-43);
    /// named without the shelf's own places, "#1 and #3" left the reader to guess the rest
    /// (helper-47). When `shown` holds every movie that ranks, the shelf shows them again rather
    /// than nothing beside a note naming them.
    public func shelf(apartFrom shown: [Movie]) -> (movies: [RankedMovie], leftOut: [RankedMovie]) {
        let shownSlugs = Set(shown.map(\.slug))
        // Those that have enough reviews come first in the order: their offsets are their ranks.
        let ranked = catalog.movies(in: .rating, 0..<(limit + shownSlugs.count)).filter { $0.reviews.count >= minimumReviews }
            .enumerated().map { RankedMovie(rank: $0.offset + 1, movie: $0.element) }
        var movies: [RankedMovie] = [], leftOut: [RankedMovie] = []
        for ranked in ranked where movies.count < limit {
            if shownSlugs.contains(ranked.movie.slug) { leftOut.append(ranked) } else { movies.append(ranked) }
        }
        return movies.isEmpty ? (Array(ranked.prefix(limit)), []) : (movies, leftOut)
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
