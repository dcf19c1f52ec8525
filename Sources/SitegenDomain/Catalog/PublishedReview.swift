/// A review together with the movie it is about and the user who wrote it: how every page shows one.
/// A class: the catalog shares each one between its newest-first list and its two indexes. Its
/// movie comes without its synopsis, which no review shows.
public final class PublishedReview: Sendable, Hashable {
    public let review: Review
    public let movie: Movie
    public let author: User

    public init(review: Review, movie: Movie, author: User) {
        self.review = review
        self.movie = movie
        self.author = author
    }

    /// `reviews` newest first, ties broken by movie and author so the order never depends on input
    /// order. Sorts small keys rather than the reviews themselves: each
    /// review carries its whole movie and author, and moving those around dominated large sorts.
    public static func == (lhs: PublishedReview, rhs: PublishedReview) -> Bool {
        lhs === rhs || (lhs.review, lhs.movie, lhs.author) == (rhs.review, rhs.movie, rhs.author)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(review)
        hasher.combine(movie)
        hasher.combine(author)
    }
}
