/// The movie list, a page at a time, in catalog order.
public struct ListMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let pageSize: PageSize

    public init(catalog: Catalog, pageSize: PageSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    public var pageCount: Int { pageSize.pageCount(for: catalog.movies.count) }

    public func execute(page: Int) -> Paginated<Movie>? {
        pageSize.page(page, of: catalog.movies)
    }
}
