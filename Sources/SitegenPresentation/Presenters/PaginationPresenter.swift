public import SitegenDomain

/// Previous / next links for page N of a list whose pages are `route(n)`.
public enum PaginationPresenter {
    /// Nil for a list that fits on one page: no "Page 1 of 1" clutter.
    public static func present<Item>(_ page: Paginated<Item>, router: Router, route: (Int) -> Route) -> PaginationViewModel? {
        guard page.pageCount > 1 else { return nil }
        return PaginationViewModel(
            previousURL: page.hasPrevious ? router.url(for: route(page.number - 1)) : nil,
            nextURL: page.hasNext ? router.url(for: route(page.number + 1)) : nil,
            status: "Page \(page.number) of \(page.pageCount)"
        )
    }

    /// `Movies`, or `Movies — page 2` for the later pages, so every page's title is unique.
    public static func title(_ base: String, page: Int) -> String {
        page > 1 ? "\(base) — page \(page)" : base
    }
}
