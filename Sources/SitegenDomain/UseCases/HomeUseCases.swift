/// The movies released most recently (by release date, else year), for the front page.
public struct ListNewestMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let limit: Int

    public init(catalog: Catalog, limit: Int = 6) {
        self.catalog = catalog
        self.limit = limit
    }

    public func execute() -> [Movie] {
        let newest = catalog.movies.sorted { lhs, rhs in
            (rhs.released?.description ?? "\(rhs.year)", lhs.slug) < (lhs.released?.description ?? "\(lhs.year)", rhs.slug)
        }
        return Array(newest.prefix(limit))
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
        let ranked = catalog.movies
            .filter { $0.reviews.count >= minimumReviews }
            .sorted { lhs, rhs in (rhs.averageRating ?? 0, lhs.slug) < (lhs.averageRating ?? 0, rhs.slug) }
        return Array(ranked.prefix(limit))
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
