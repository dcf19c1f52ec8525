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

    /// `reviews` newest first, ties broken by movie and author so the order never depends on input
    /// order. Sorts small keys rather than the reviews themselves: each
    /// review carries its whole movie and author, and moving those around dominated large sorts.
    public static func sortedNewestFirst(_ reviews: [PublishedReview]) -> [PublishedReview] {
        let keys = reviews.map { (date: $0.review.date, movie: $0.movie.slug, author: $0.author.id) }
        let order = keys.indices.sorted { left, right in
            (keys[right].date, keys[left].movie, keys[left].author) < (keys[left].date, keys[right].movie, keys[right].author)
        }
        return order.map { reviews[$0] }
    }
}
