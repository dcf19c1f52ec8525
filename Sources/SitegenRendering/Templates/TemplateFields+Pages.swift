import SitegenPresentation

extension TemplateFields {
    /// Writes a page's view model, found by the page's type. A cast of each page to
    /// `any TemplateEncodable` searched the executable's 8,000 protocol conformances the first
    /// time for each of the sixteen page types: a millisecond of every build, a fiftieth of a 1k
    /// rebuild. A type missing here is still cast (and `TemplateFieldsTests` fails).
    typealias PageWriter = @Sendable (any Encodable, TemplateValueEncoder.Session) -> TemplateValue

    static let pageWriters: [ObjectIdentifier: PageWriter] = Dictionary(uniqueKeysWithValues: [
        writer(HomeViewModel.self),
        writer(MovieListViewModel.self),
        writer(MovieDetailViewModel.self),
        writer(UserListViewModel.self),
        writer(UserDetailViewModel.self),
        writer(ReviewListViewModel.self),
        writer(TermListViewModel.self),
        writer(TermDetailViewModel.self),
        writer(FreePageViewModel.self),
        writer(NotFoundViewModel.self),
        writer(RobotsViewModel.self),
        writer(RedirectViewModel.self),
        writer(SitemapViewModel.self),
        writer(FeedViewModel.self),
        writer(CalendarViewModel.self),
        writer(SearchViewModel.self),
        writer(SearchIndexViewModel.self),
    ])

    /// Casting to the one concrete type a writer is for compares types; it searches nothing.
    private static func writer<Page: TemplateEncodable & Encodable & Sendable>(_: Page.Type) -> (ObjectIdentifier, PageWriter) {
        (ObjectIdentifier(Page.self), { page, session in object(of: page as! Page, in: session) })
    }
}
