/// A review together with the movie it is about and the user who wrote it: how every page shows one.
public struct PublishedReview: Sendable, Hashable {
    public var review: Review
    public var movie: Movie
    public var author: User

    public init(review: Review, movie: Movie, author: User) {
        self.review = review
        self.movie = movie
        self.author = author
    }

    /// Newest first; ties broken by movie and author so the order never depends on input order.
    public static func newestFirst(_ lhs: PublishedReview, _ rhs: PublishedReview) -> Bool {
        (rhs.review.date, lhs.movie.slug, lhs.author.id) < (lhs.review.date, rhs.movie.slug, rhs.author.id)
    }
}
