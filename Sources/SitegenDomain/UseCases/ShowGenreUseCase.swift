/// The movies of one genre, a page at a time, in catalog order.
public struct ShowGenreUseCase: Sendable {
    private let catalog: Catalog
    private let pageSize: PageSize

    public init(catalog: Catalog, pageSize: PageSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    public func pageCount(of genre: Slug) -> Int {
        pageSize.pageCount(for: catalog.movies(in: genre).count)
    }

    public func execute(genre slug: Slug, page: Int) -> GenreDetail? {
        guard let genre = catalog.genres.first(where: { $0.slug == slug }),
              let movies = pageSize.page(page, of: catalog.movies(in: slug))
        else { return nil }
        return GenreDetail(genre: genre, movies: movies)
    }
}

public struct GenreDetail: Sendable, Equatable {
    public var genre: Genre
    public var movies: Paginated<Movie>
}
