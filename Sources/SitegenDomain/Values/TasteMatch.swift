/// Another reviewer whose ratings come closest to a reviewer's own, over the movies both rated:
/// what a film club asks of its members ("who agrees with me?") and a reviewer's page answers.
public struct TasteMatch: Sendable, Hashable {
    public var reviewer: User
    /// How many movies both rated.
    public var sharedMovies: Int
    /// How far apart their ratings of those movies are, on average, in half stars.
    public var halfStarsApart: Double

    public init(reviewer: User, sharedMovies: Int, halfStarsApart: Double) {
        (self.reviewer, self.sharedMovies, self.halfStarsApart) = (reviewer, sharedMovies, halfStarsApart)
    }

    /// The fewest movies in common that say something: two reviewers who agree on one film have
    /// not shown a taste in common.
    public static let minimumSharedMovies = 3
    public static let limit = 3

    /// Who rates closest to the author of `reviews`: those sharing at least three movies with
    /// them, nearest on average first, then those sharing more, then by id; at most three.
    /// - Parameter reviewsOf: every review of a movie, theirs included.
    public static func closest(to reviews: [PublishedReview], reviewsOf: (Slug) -> [PublishedReview]) -> [TasteMatch] {
        guard let reviewer = reviews.first?.author.id else { return [] }
        var tallies: [Slug: (reviewer: User, movies: Int, halfStars: Int)] = [:]
        for own in reviews {
            for other in reviewsOf(own.movie.slug) where other.author.id != reviewer {
                let apart = abs(own.review.rating.halfStars - other.review.rating.halfStars)
                tallies[other.author.id, default: (other.author, 0, 0)].movies += 1
                tallies[other.author.id]?.halfStars += apart
            }
        }
        return tallies.values.filter { $0.movies >= minimumSharedMovies }
            .map { TasteMatch(reviewer: $0.reviewer, sharedMovies: $0.movies, halfStarsApart: Double($0.halfStars) / Double($0.movies)) }
            .sorted { ($0.halfStarsApart, $1.sharedMovies, $0.reviewer.id) < ($1.halfStarsApart, $0.sharedMovies, $1.reviewer.id) }
            .prefix(limit).map { $0 }
    }
}
