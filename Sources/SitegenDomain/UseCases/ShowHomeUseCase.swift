/// What the front page highlights: the newest movies, the best rated and the latest reviews.
public struct ShowHomeUseCase: Sendable {
    public struct Limits: Sendable {
        public var newest = 6
        public var topRated = 6
        public var latestReviews = 8
        /// A movie needs this many reviews to rank: one enthusiastic review is not a consensus.
        public var minimumReviewsToRank = 2

        public init() {}
    }

    private let catalog: Catalog
    private let limits: Limits

    public init(catalog: Catalog, limits: Limits = Limits()) {
        self.catalog = catalog
        self.limits = limits
    }

    public func execute() -> Home {
        let newest = catalog.movies.sorted { lhs, rhs in
            (rhs.released?.description ?? "\(rhs.year)", lhs.slug) < (lhs.released?.description ?? "\(lhs.year)", rhs.slug)
        }
        let ranked = catalog.movies
            .filter { $0.reviews.count >= limits.minimumReviewsToRank }
            .sorted { lhs, rhs in (rhs.averageRating ?? 0, lhs.slug) < (lhs.averageRating ?? 0, rhs.slug) }
        return Home(
            newestMovies: Array(newest.prefix(limits.newest)),
            topRated: Array(ranked.prefix(limits.topRated)),
            latestReviews: Array(catalog.allReviews.prefix(limits.latestReviews))
        )
    }
}

public struct Home: Sendable, Hashable {
    public var newestMovies: [Movie]
    public var topRated: [Movie]
    public var latestReviews: [PublishedReview]
}
