/// Every genre with how many movies it has.
public struct ListGenresUseCase: Sendable {
    private let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func execute() -> [GenreSummary] {
        catalog.genres.map { GenreSummary(genre: $0, movieCount: catalog.movies(in: $0.slug).count) }
    }
}

public struct GenreSummary: Sendable, Hashable {
    public var genre: Genre
    public var movieCount: Int
}
