/// Every published review, newest first, a page at a time: a review blog's or a club's diary.
public struct ListReviewsUseCase: Sendable {
    private let catalog: Catalog
    private let pageSize: PageSize

    public init(catalog: Catalog, pageSize: PageSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    public var pageCount: Int { pageSize.pageCount(for: catalog.reviewCount) }

    /// Where each year's reviews start, and on which page: jumped to from a list of many pages.
    public func years() -> [TermSection.Placed] {
        TermSection.placed(catalog.reviewYears, of: catalog.reviewCount, in: pageSize)
    }

    /// The page's reviews, each with its movie and author, and the date of the last review on the
    /// page before (whether the page's first month began there); nil past the last page. Reads
    /// its own stretch of the order and the review before it, so that an edit presents again
    /// only the pages it touches.
    public func execute(page: Int) -> ReviewPage? {
        var dateBefore: CalendarDate?
        let reviews = pageSize.page(page, of: catalog.reviewCount) { range in
            let stretch = catalog.reviews(at: max(0, range.lowerBound - 1)..<range.upperBound)
            guard range.lowerBound > 0 else { return stretch }
            dateBefore = stretch.first?.review.date
            return Array(stretch.dropFirst())
        }
        return reviews.map { ReviewPage(reviews: $0, dateBefore: dateBefore) }
    }
}

/// A page of the reviews' list.
public struct ReviewPage: Sendable {
    public var reviews: Paginated<PublishedReview>
    /// The date of the last review on the page before; nil on the first page.
    public var dateBefore: CalendarDate?
}
