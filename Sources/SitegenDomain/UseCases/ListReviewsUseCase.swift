/// Every published review, newest first, a page at a time: a review blog's or a club's diary.
public struct ListReviewsUseCase: Sendable {
    private let catalog: Catalog
    private let pageSize: PageSize

    public init(catalog: Catalog, pageSize: PageSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    public var pageCount: Int { pageSize.pageCount(for: catalog.reviewCount) }

    /// The page's reviews, each with its movie and author; nil past the last page. Reads the
    /// page's own stretch of the order, so an edit presents again only the pages it touches.
    public func execute(page: Int) -> Paginated<PublishedReview>? {
        pageSize.page(page, of: catalog.reviewCount) { catalog.reviews(at: $0) }
    }

    /// The date of the last review on the page before `page`: whether the page's first month
    /// began there. Nil on the first page.
    public func lastDate(beforePage page: Int) -> CalendarDate? {
        let start = (page - 1) * pageSize.value
        guard start > 0 else { return nil }
        return catalog.reviews(at: start - 1..<start).first?.review.date
    }
}
