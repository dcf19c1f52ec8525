/// The movies released most recently (by release date, else year), for the front page.
public struct ListNewestMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let limit: Int

    public init(catalog: Catalog, limit: Int = 6) {
        self.catalog = catalog
        self.limit = limit
    }

    public func execute() -> [Movie] {
        let movies = catalog.moviesWithoutProse
        // Each key made once, not at every comparison of a sort over the whole catalog.
        let released = movies.map { $0.released?.description ?? "\($0.year)" }
        let newest = movies.indices.sorted { (released[$1], movies[$0].slug) < (released[$0], movies[$1].slug) }
        return newest.prefix(limit).map { movies[$0] }
    }
}

/// The best movies by the average of their reviews, for the front page.
public struct ListTopRatedMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let limit: Int
    /// A movie needs this many reviews to rank: one enthusiastic review is not a consensus.
    public let minimumReviews: Int

    public init(catalog: Catalog, limit: Int = 6, minimumReviews: Int = 2) {
        self.catalog = catalog
        self.limit = limit
        self.minimumReviews = minimumReviews
    }

    public func execute() -> [Movie] {
        let movies = catalog.moviesWithoutProse.filter { $0.reviews.count >= minimumReviews }
        let ratings = movies.map { $0.averageRating ?? 0 }
        let ranked = movies.indices.sorted { (ratings[$1], movies[$0].slug) < (ratings[$0], movies[$1].slug) }
        return ranked.prefix(limit).map { movies[$0] }
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
