/// The movie list, a page at a time, in catalog order.
public struct ListMoviesUseCase: Sendable {
    private let catalog: Catalog
    private let pageSize: PageSize

    public init(catalog: Catalog, pageSize: PageSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    public var pageCount: Int { pageSize.pageCount(for: catalog.movieCount) }

    /// Reads only the page's movies (and the order of all), so that editing a movie presents the
    /// one page of the list it is on again, not all of them.
    public func execute(page: Int, order: MovieOrder = .title) -> Paginated<Movie>? {
        guard catalog.movieOrders.contains(order) else { return nil }
        return pageSize.page(page, of: catalog.movieCount) { catalog.movies(in: order, $0) }
    }

    /// Where the movies filed under each letter start, by title, and on which page.
    public func letters() -> [TermSection.Placed] {
        TermSection.placed(catalog.titleSections, of: catalog.movieCount, in: pageSize)
    }
}
