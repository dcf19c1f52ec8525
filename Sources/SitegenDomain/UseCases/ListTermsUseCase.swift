/// Every term of a taxonomy with how many movies it has: the genre index, the director index.
public struct ListTermsUseCase: Sendable {
    private let catalog: Catalog
    private let taxonomy: Taxonomy

    public init(catalog: Catalog, taxonomy: Taxonomy) {
        self.catalog = catalog
        self.taxonomy = taxonomy
    }

    public func execute() -> [TermSummary] {
        catalog.termsWithCounts(taxonomy).map { TermSummary(term: $0.term, movieCount: $0.movieCount) }
    }
}

public struct TermSummary: Sendable, Hashable {
    public var term: Term
    public var movieCount: Int
}
