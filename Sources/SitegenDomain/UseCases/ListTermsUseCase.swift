/// Every term of a taxonomy with how many movies it has, a page at a time: the genre index, the
/// index of people (tens of thousands of them in a large catalog).
public struct ListTermsUseCase: Sendable {
    private let catalog: Catalog
    private let taxonomy: Taxonomy

    /// Terms on one page of an index: a name and a count each, far lighter than a movie card.
    public static let pageSize = try! PageSize(240)

    public init(catalog: Catalog, taxonomy: Taxonomy) {
        self.catalog = catalog
        self.taxonomy = taxonomy
    }

    public func execute() -> [TermSummary] {
        catalog.termsWithCounts(taxonomy).map { TermSummary(term: $0.term, movieCount: $0.movieCount) }
    }

    /// One page: only its terms are counted, not the whole index's once per page.
    public func execute(page: Int) -> Paginated<TermSummary>? {
        Self.pageSize.page(page, of: catalog.termCount(taxonomy)) { range in
            catalog.termsWithCounts(taxonomy, range).map { TermSummary(term: $0.term, movieCount: $0.movieCount) }
        }
    }
}

extension ListTermsUseCase {
    /// Where each section of the index starts (people by letter, years by decade), and on which
    /// page: what a reader jumps to.
    public func sections() -> [TermSection.Placed] {
        TermSection.placed(catalog.termSections(taxonomy), of: catalog.termCount(taxonomy), in: Self.pageSize)
    }

    /// The position in the whole index of the first term on `page`.
    public static func firstPosition(onPage page: Int) -> Int { (page - 1) * pageSize.value }
}

public struct TermSummary: Sendable, Hashable {
    public var term: Term
    public var movieCount: Int

    public init(term: Term, movieCount: Int) {
        self.term = term
        self.movieCount = movieCount
    }
}
