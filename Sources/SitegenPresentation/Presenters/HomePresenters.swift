public import SitegenDomain

/// Presents the newest movies section of the home page.
public struct NewestMoviesPresenter: Sendable {
    private let cards: MovieCardPresenter
    private let router: Router

    public init(router: Router, images: ImageLibrary = .empty) {
        cards = MovieCardPresenter(router: router, images: images)
        self.router = router
    }

    public func present(_ movies: [Movie]) -> MovieShelfViewModel {
        MovieShelfViewModel(id: "newest", heading: "Newest releases", note: nil,
                            emptyText: "No movies yet. Each Markdown file in content/movies/ adds one to the catalog.", movies: movies.map(cards.present),
                            more: movies.isEmpty ? nil : LinkViewModel(title: "All movies, newest first", url: router.url(for: .movieList(page: 1, order: .year))))
    }
}

/// Presents the shelf of the movies dated latest by the site's own order (`orders:`): "Latest
/// screened", leading to the whole list in that order.
public struct LatestInSiteOrderPresenter: Sendable {
    private let cards: MovieCardPresenter
    private let router: Router

    public init(router: Router, images: ImageLibrary = .empty) {
        cards = MovieCardPresenter(router: router, images: images)
        self.router = router
    }

    /// The programme of the screenings coming up and the shelf of the movies dated latest: each
    /// nil without one, as a section saying so would stand above the catalog's own.
    public func present(_ shelves: ListLatestInSiteOrderUseCase.Shelves) -> (upcoming: ProgrammeViewModel?, latest: MovieShelfViewModel?) {
        let key = shelves.key, label = router.label(ofOrder: key)
        // Under "Latest screened" or "Coming up", the heading says which dates: "All movies,
        // screened, by date" said it twice over (helper-62).
        let whole = LinkViewModel(title: "All movies by date",
                                  url: router.url(for: .movieList(page: 1, order: .field(key))))
        // The whole list once, under the latest: it starts with the furthest of those coming up,
        // not the soonest, and one link twice on a page read as two lists.
        let latest = shelves.latest.isEmpty ? nil : MovieShelfViewModel(
            id: "latest-" + MovieOrder.field(key).urlName, heading: "Latest \(TaxonomyWording.inText(label))", note: nil, emptyText: "",
            movies: shelves.latest.map(cards.present), more: whole)
        guard !shelves.upcoming.isEmpty, let screenings = ScreeningPresenter(router: router) else { return (nil, latest) }
        let programme = screenings.programme(shelves.upcoming, in: shelves.order, cards: cards, more: latest == nil ? whole : nil)
        return (programme, latest)
    }
}

/// Presents the top rated section of the home page, saying how movies qualify.
public struct TopRatedMoviesPresenter: Sendable {
    private let cards: MovieCardPresenter
    private let router: Router

    public init(router: Router, images: ImageLibrary = .empty) {
        cards = MovieCardPresenter(router: router, images: images)
        self.router = router
    }

    /// - Parameter ranked: each numbered with its place on its card, as the best rated list does.
    public func present(_ ranked: [RankedMovie], minimumReviews: Int) -> MovieShelfViewModel {
        let ranking = minimumReviews > 1 ? OrderPresenter.weighting + " Only movies with \(minimumReviews) reviews or more are ranked here." : nil
        return MovieShelfViewModel(
            id: "top-rated", heading: "Top rated",
            note: ranking,
            emptyText: "Nothing to rank yet: a movie is ranked here once \(DisplayFormat.count(minimumReviews, "person has", "people have")) reviewed it.", movies: ranked.map { ranked in
                var card = cards.present(ranked.movie)
                card.rank = String(ranked.rank)
                return card
            },
            more: ranked.isEmpty ? nil : LinkViewModel(title: "All movies, best rated first", url: router.url(for: .movieList(page: 1, order: .rating)))
        )
    }
}

/// Presents the latest reviews section of the home page.
public struct LatestReviewsPresenter: Sendable {
    private let reviews: ReviewPresenter
    private let router: Router

    public init(router: Router, markdown: any MarkdownRenderer, images: ImageLibrary = .empty) {
        reviews = ReviewPresenter(router: router, markdown: markdown, images: images)
        self.router = router
    }

    public func present(_ latest: [PublishedReview]) throws(DiagnosticList) -> ReviewShelfViewModel {
        ReviewShelfViewModel(id: "latest-reviews", heading: "Latest reviews", emptyText: "No reviews yet.",
                             reviews: try reviews.present(latest),
                             more: latest.isEmpty ? nil : LinkViewModel(title: "All reviews", url: router.url(for: .reviewList(page: 1))))
    }
}

/// Presents the home page: the site's introduction around the catalog's three sections or, on a
/// site of pages alone (documentation, say), a list of its pages.
public struct HomePresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter
    private let settings: SiteSettings

    public init(router: Router, layout: LayoutPresenter, settings: SiteSettings) {
        self.router = router
        self.layout = layout
        self.settings = settings
    }

    /// - Parameter pages: the free pages to list, when the site has no movies to show instead;
    ///   empty otherwise. With neither, the empty sections say how to add movies.
    public func present(
        summary: CatalogSummary? = nil, comingUp: ProgrammeViewModel? = nil, latestInSiteOrder: MovieShelfViewModel? = nil,
        newestMovies: MovieShelfViewModel,
        topRated: MovieShelfViewModel, latestReviews: ReviewShelfViewModel, pages: [FreePage] = []
    ) -> HomeViewModel {
        let showsCatalog = pages.isEmpty
        return HomeViewModel(
            layout: layout.layout(for: .home, title: nil, sharing: PageSharing(schema: [
                .object([("@type", "WebSite"), ("name", .string(settings.title)), ("url", .string(router.absoluteURL(for: .home)))]),
            ])),
            introduction: settings.description,
            moviesURL: showsCatalog ? router.url(for: .movieList(page: 1)) : nil,
            stats: showsCatalog ? summary.flatMap(stats) : nil,
            comingUp: showsCatalog ? comingUp : nil,
            latestInSiteOrder: showsCatalog ? latestInSiteOrder : nil,
            newestMovies: showsCatalog ? newestMovies : nil,
            topRated: showsCatalog ? topRated : nil,
            latestReviews: showsCatalog ? latestReviews : nil,
            pageList: showsCatalog ? nil : PageListViewModel(id: "pages", heading: "Contents", pages: pages.map { page in
                PageSummaryViewModel(title: page.title, url: router.url(for: .page(page.slug)), description: page.description)
            })
        )
    }

    /// Movies, reviews and reviewers, those there are, the years the movies span, and the names
    /// of the site's own taxonomies (`3 venues`); nil without movies, when the empty shelves say
    /// how to add them.
    private func stats(_ summary: CatalogSummary) -> SiteStatsViewModel? {
        guard summary.movieCount > 0 else { return nil }
        func stat(_ count: Int, _ singular: String, _ plural: String, _ route: Route) -> SiteStatViewModel? {
            count > 0 ? SiteStatViewModel(value: DisplayFormat.grouped(count), label: count == 1 ? singular : plural, url: router.url(for: route)) : nil
        }
        let years = summary.years.map { years in
            SiteStatViewModel(value: years.count == 1 ? String(years.lowerBound) : "\(years.lowerBound)–\(years.upperBound)",
                              label: years.count == 1 ? "year" : "years", url: router.url(for: .terms(.years, page: 1)))
        }
        return SiteStatsViewModel(items: [
            stat(summary.movieCount, "movie", "movies", .movieList(page: 1)),
            stat(summary.reviewCount, "review", "reviews", .reviewList(page: 1)),
            stat(summary.userCount, "reviewer", "reviewers", .userList(page: 1)),
            years,
        ].compactMap { $0 } + summary.fieldTermCounts.compactMap { field in
            let wording = TaxonomyWording(.field(field.taxonomy))
            return stat(field.count, wording.singularInText, wording.pluralInText, .terms(.field(field.taxonomy), page: 1))
        })
    }
}
