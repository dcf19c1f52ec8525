public import SitegenDomain

/// Answers "what does this route show?": runs the route's use case and presenter.
public struct SitePresenter: Sendable {
    private let catalog: Catalog
    private let settings: SiteSettings
    private let router: Router
    private let markdown: any MarkdownRenderer
    private let images: ImageLibrary
    /// How many pages one sitemap file lists at most (`SiteMap.sitemapLimit`); tests lower it.
    public var sitemapLimit = SiteMap.sitemapLimit
    /// Each movie's entry in the search index, kept from one presentation to the next (`serve`).
    public var searchEntries: SearchIndexEntries?

    public init(
        catalog: Catalog, settings: SiteSettings, router: Router, markdown: any MarkdownRenderer,
        images: ImageLibrary = .empty
    ) {
        self.catalog = catalog
        self.settings = settings
        self.router = router
        self.markdown = markdown
        self.images = images
    }

    /// The view model of `route`, or the located problems that keep it from being shown.
    public func present(_ route: Route) throws(DiagnosticList) -> any PageViewModel {
        if let target = route.movedTo { return redirect(route, to: target) }
        switch route {
        case .home:
            let topRated = ListTopRatedMoviesUseCase(catalog: catalog), ranked = topRated.ranked()
            let inSiteOrder = ListLatestInSiteOrderUseCase(catalog: catalog, orders: settings.orders).execute()
            let shelves = inSiteOrder.map { LatestInSiteOrderPresenter(router: router, images: images).present($0) }
            // No poster twice: the newest shelf leaves out the others'.
            let newest = ListNewestMoviesUseCase(catalog: catalog)
                .execute(apartFrom: ranked.map(\.movie) + (inSiteOrder.map { $0.upcoming.map(\.movie) + $0.latest } ?? []))
            return HomePresenter(router: router, layout: layout, settings: settings).present(
                summary: catalog.contents.hasMovies ? SummarizeCatalogUseCase(catalog: catalog).execute() : nil,
                comingUp: shelves?.upcoming,
                latestInSiteOrder: shelves?.latest,
                newestMovies: NewestMoviesPresenter(router: router, images: images).present(newest),
                topRated: TopRatedMoviesPresenter(router: router, images: images)
                    .present(ranked, minimumReviews: topRated.minimumReviews),
                latestReviews: try LatestReviewsPresenter(router: router, markdown: markdown, images: images)
                    .present(ListLatestReviewsUseCase(catalog: catalog).execute()),
                pages: catalog.contents.hasMovies ? [] : catalog.pages
            )
        case .movieList(let page, let order):
            let list = ListMoviesUseCase(catalog: catalog, pageSize: settings.pageSize)
            return MovieListPresenter(router: router, layout: layout, images: images)
                .present(try found(list.execute(page: page, order: order), route), order: order,
                         decades: decades(linkedIn: order),
                         letters: order == .title ? list.letters() : [])
        case .movie(let slug):
            return try MovieDetailPresenter(router: router, layout: layout, markdown: markdown, images: images)
                .present(try found(ShowMovieUseCase(catalog: catalog).execute(slug: slug), route))
        case .userList(let page):
            let list = ListUsersUseCase(catalog: catalog, pageSize: settings.pageSize)
            return UserListPresenter(router: router, layout: layout).present(try found(list.execute(page: page), route), letters: list.letters())
        case .reviewList(let page):
            let list = ListReviewsUseCase(catalog: catalog, pageSize: settings.pageSize)
            let shown = try found(list.execute(page: page), route)
            return try ReviewListPresenter(router: router, layout: layout, markdown: markdown, images: images)
                .present(shown.reviews, monthBefore: shown.dateBefore, years: list.years())
        case .user(let id):
            return try UserDetailPresenter(router: router, layout: layout, markdown: markdown, images: images)
                .present(try found(ShowUserUseCase(catalog: catalog).execute(id: id), route))
        case .terms(let taxonomy, let page):
            let index = ListTermsUseCase(catalog: catalog, taxonomy: taxonomy, orders: settings.orders)
            return TermListPresenter(router: router, layout: layout, images: images)
                .present(try found(index.execute(page: page), route), of: taxonomy, sections: index.sections())
        case .term(let taxonomy, let slug, let page, let order):
            let term = ShowTermUseCase(catalog: catalog, taxonomy: taxonomy, pageSize: settings.pageSize, orders: settings.orders)
                .execute(term: slug, page: page, order: order)
            return try TermDetailPresenter(router: router, layout: layout, images: images, markdown: markdown).present(try found(term, route))
        case .page(let slug):
            let page = catalog.pages.first { $0.slug == slug }
            return try FreePagePresenter(layout: layout, markdown: markdown).present(try found(page, route))
        case .search:
            return files.search()
        case .searchIndex:
            return files.searchIndex()
        case .notFound:
            return files.notFound()
        case .robots:
            return files.robots()
        case .sitemap, .sitemapPart:
            // Enumerated here, while the sitemap is presented, so that the catalog notes what it read.
            let routes = try SiteMap(catalog: catalog, pageSize: settings.pageSize, sitemapLimit: sitemapLimit).routes
            return files.sitemap(routes: routes, part: route, limit: sitemapLimit)
        case .feed:
            return try files.feed()
        case .calendar:
            return files.calendar()
        }
    }

    /// Every decade, for the movie list's index by time, with the orders its own list comes in
    /// where the list is read in another order than by title: one read of them all, not one of
    /// each decade on every page (helper-57).
    private func decades(linkedIn order: MovieOrder) -> [(term: Term, orders: [MovieOrder])] {
        let decades = catalog.terms(.decades)
        guard order != .title else { return decades.map { ($0, [.title]) } }
        let orders = Dictionary(uniqueKeysWithValues: catalog.termPageCounts(.decades, pageSize: settings.pageSize).map { ($0.term, $0.orders) })
        return decades.map { ($0, orders[$0.slug] ?? [.title]) }
    }

    /// A moved page's layout gives the site's title and language, with the target as the
    /// canonical page, and no menu: the visitor is on their way. It reads nothing of the catalog,
    /// not even the menu's pages, so an incremental build never presents it again.
    private func redirect(_ route: Route, to target: Route) -> RedirectViewModel {
        var layout = LayoutPresenter(router: router, settings: settings, pages: []).layout(for: route, title: nil)
        layout.canonicalURL = router.absoluteURL(for: target)
        layout.navigation = []
        return RedirectViewModel(layout: layout, targetURL: router.url(for: target), canonicalTargetURL: layout.canonicalURL)
    }

    /// Made for each page, not once: the menu lists the free pages and the catalog's sections that
    /// have content, and reading them while the page is presented notes that every page depends on them.
    private var layout: LayoutPresenter {
        LayoutPresenter(router: router, settings: settings, pages: catalog.pages, contents: catalog.contents)
    }

    private var files: FilePresenters {
        FilePresenters(catalog: catalog, settings: settings, router: router, layout: layout, markdown: markdown, images: images,
                       searchEntries: searchEntries)
    }

    /// Routes come from the `SiteMap` of the same catalog, so a miss is a bug in sitegen, said plainly.
    private func found<Value>(_ value: Value?, _ route: Route) throws(DiagnosticList) -> Value {
        guard let value else {
            throw DiagnosticList([Diagnostic(at: SourceLocation(path: router.outputPath(for: route)),
                                             "internal error: nothing to show for \(route)")])
        }
        return value
    }
}
