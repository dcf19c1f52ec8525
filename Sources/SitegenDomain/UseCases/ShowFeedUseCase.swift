/// What the Atom feed announces: the latest reviews, and the movies with the newest activity.
public struct ShowFeedUseCase: Sendable {
    private let catalog: Catalog
    private let reviewLimit: Int
    private let movieLimit: Int

    public init(catalog: Catalog, reviewLimit: Int = 20, movieLimit: Int = 10) {
        self.catalog = catalog
        self.reviewLimit = reviewLimit
        self.movieLimit = movieLimit
    }

    public func execute() -> Feed {
        let movies = catalog.moviesWithoutProse.lazy
            .compactMap { movie in movie.lastModified.map { (movie, $0) } }
            .sortedPrefix(movieLimit) { ($1.1, $0.0.slug) < ($0.1, $1.0.slug) }
            .map(\.0)
        return Feed(reviews: Array(catalog.allReviews.prefix(reviewLimit)), movies: movies)
    }
}

public struct Feed: Sendable, Hashable {
    /// Newest first.
    public var reviews: [PublishedReview]
    /// Most recently active first.
    public var movies: [Movie]

    /// The newest date anything in the feed has; nil for a site with nothing dated.
    public var updated: CalendarDate? {
        (reviews.map(\.review.date) + movies.compactMap(\.lastModified)).max()
    }
}
