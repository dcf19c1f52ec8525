/// A movie with its reviews, their authors and the average rating.
public struct ShowMovieUseCase: Sendable {
    private let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func execute(slug: Slug) -> MovieDetail? {
        guard let movie = catalog.movie(slug) else { return nil }
        return MovieDetail(movie: movie, reviews: catalog.reviews(of: slug), averageRating: movie.averageRating,
                           moreLikeThis: catalog.moviesLike(slug))
    }
}

public struct MovieDetail: Sendable, Hashable {
    public var movie: Movie
    /// Newest first.
    public var reviews: [PublishedReview]
    public var averageRating: Double?
    /// Up to six movies sharing the most people and genres with it.
    public var moreLikeThis: [Movie] = []
}
