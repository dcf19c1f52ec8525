import SitegenDomain
import SitegenPresentation
import SitegenTestSupport
import Testing

struct PresenterTests {
    let catalog: Catalog
    let router: Router
    let settings: SiteSettings

    init() async throws {
        catalog = try await Fixture.catalog(
            movies: [
                Fixture.movie("memento-2000", title: "Memento", year: 2000, released: "2000-09-05", runtime: 113,
                              genres: ["Thriller"], directors: ["Christopher Nolan"],
                              reviews: [Fixture.review("ada", 4.5, on: "2021-05-01", text: "Backwards *and* brilliant.")],
                              synopsis: "Memory loss."),
            ] + (1...4).map { Fixture.movie("filler-\($0)", title: "Filler \($0)") },
            users: [Fixture.user("ada", name: "Ada Lovelace", favorites: ["memento-2000"])],
            pages: [Fixture.page("about", title: "About", menu: 1)]
        )
        settings = SiteSettings(title: "Club", baseURL: try BaseURL("https://example.org/"), pageSize: try PageSize(2))
        router = Router(baseURL: settings.baseURL)
    }

    private var presenter: SitePresenter {
        SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
    }

    @Test func presentsAMovieAsFlatDisplayStrings() async throws {
        let page = try #require(try presenter.present(.movie(Fixture.slug("memento-2000"))) as? MovieDetailViewModel)
        #expect(page.title == "Memento")
        #expect(page.facts == [
            .init(label: "Director", value: "Christopher Nolan",
                  links: [.init(title: "Christopher Nolan", url: "/people/christopher-nolan/", separator: "")]),
            .init(label: "Year", value: "2000", links: [.init(title: "2000", url: "/years/2000/", separator: " · the "),
                                                        .init(title: "2000s", url: "/decades/2000s/", separator: "")]),
            .init(label: "Released", value: "5 September 2000"),
            .init(label: "Runtime", value: "1h 53m"),
        ])
        #expect(page.genres == [LinkViewModel(title: "Thriller", url: "/genres/thriller/")])
        #expect(page.averageRating == "4.5")
        #expect(page.stars == "★★★★½")
        #expect(page.reviewCount == "1 review")
        #expect(page.synopsisHTML == "<p>Memory loss.</p>")
        #expect(page.reviews == [ReviewViewModel(
            authorName: "Ada Lovelace", authorURL: "/users/ada/", movieTitle: "Memento", movieURL: "/movies/memento-2000/",
            rating: "4.5", stars: "★★★★½", date: "1 May 2021", isoDate: "2021-05-01", textHTML: "<p>Backwards *and* brilliant.</p>",
            showsMovie: false
        )])
        #expect(page.layout.documentTitle == "Memento (2000) · Club")
        #expect(page.layout.canonicalURL == "https://example.org/movies/memento-2000/")
        #expect(page.layout.breadcrumb?.links.map(\.title) == ["Home", "Movies", "Memento (2000)"])
        #expect(page.layout.navigation.map(\.title) == ["Movies", "Genres", "People", "Years", "Reviewers", "About", "Search"])
        #expect(page.layout.navigation.first?.isCurrent == true)
    }

    @Test func theSearchIndexHoldsEveryMovieAndUserAsJSONThatCannotEndAScript() async throws {
        let catalog = try await Fixture.catalog(
            movies: [Fixture.movie("odd-2001", title: #"Say "</script>" & go"#, year: 2001, genres: ["Drama", "War"], directors: ["Ann Lee"])],
            users: [Fixture.user("ada", name: #"Ada \ Lovelace"#)]
        )
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let page = try #require(try presenter.present(.searchIndex) as? SearchIndexViewModel)
        #expect(page.indexJSON == #"{"movies":[["Say \"\u003c/script\u003e\" \u0026 go",2001,"/movies/odd-2001/","Drama · War · Ann Lee",""]],"#
            + #""users":[["Ada \\ Lovelace","/users/ada/",""]],"#
            + #""terms":[["Drama","/genres/drama/","genre, 1 movie"],["War","/genres/war/","genre, 1 movie"],"#
            + #"["Ann Lee","/people/ann-lee/","person, 1 movie"],["2001","/years/2001/","year, 1 movie"],"#
            + #"["2000s","/decades/2000s/","decade, 1 movie"]]}"#)
    }

    @Test func presentsListPagesWithPreviousAndNextLinks() async throws {
        let page = try #require(try presenter.present(.movieList(page: 2)) as? MovieListViewModel)
        #expect(page.heading == "Movies — page 2")
        #expect(page.movies.map(\.title) == ["Filler 3", "Filler 4"])
        #expect(page.pagination == PaginationViewModel(previousURL: "/movies/", nextURL: "/movies/page/3/", status: "Page 2 of 3", pages: [
            .init(label: "1", url: "/movies/"), .init(label: "2", url: nil, isCurrent: true), .init(label: "3", url: "/movies/page/3/"),
        ]))
        #expect(page.summary == "3–4 of 5 movies")
        let last = try #require(try presenter.present(.movieList(page: 3)) as? MovieListViewModel)
        #expect(last.summary == "5 of 5 movies")
        // A later page's breadcrumb leads back to the list's first page.
        #expect(page.layout.breadcrumb?.links.map(\.title) == ["Home", "Movies", "Page 2"])
        #expect(page.layout.breadcrumb?.links[1].url == "/movies/")
        #expect(page.layout.documentTitle.hasPrefix("Movies — page 2 · "))
    }

    /// The first and last pages and the reader's neighbours, a gap of one page shown as that page.
    @Test(arguments: [
        (1, 2, "[1] 2"), (2, 2, "1 [2]"), (1, 3, "[1] 2 3"), (1, 5, "[1] 2 … 5"), (3, 5, "1 2 [3] 4 5"),
        (4, 6, "1 2 3 [4] 5 6"), (5, 417, "1 … 4 [5] 6 … 417"), (3, 417, "1 2 [3] 4 … 417"), (417, 417, "1 … 416 [417]"),
    ])
    func pageNumbersShowTheEndsAndTheReadersNeighbours(_ number: Int, _ count: Int, _ expected: String) async {
        let page = Paginated<Int>(items: [], number: number, pageCount: count, totalCount: count * 24)
        let pagination = PaginationPresenter.present(page, router: router) { .movieList(page: $0) }
        let shown = pagination?.pages.map { $0.isGap ? "…" : $0.isCurrent ? "[\($0.label)]" : $0.label }.joined(separator: " ")
        #expect(shown == expected)
        #expect(pagination?.pages.allSatisfy { ($0.url == nil) == ($0.isCurrent || $0.isGap) } == true)
    }

    @Test func presentsAUserWithFavoritesAndReviews() async throws {
        let page = try #require(try presenter.present(.user(Fixture.slug("ada"))) as? UserDetailViewModel)
        #expect(page.favorites.map(\.url) == ["/movies/memento-2000/"])
        #expect(page.reviews.map(\.movieTitle) == ["Memento"])
        #expect(page.reviewCount == "1 review")
    }

    @Test func theHomePageHasNoBreadcrumbAndTheSiteTitle() async throws {
        let page = try #require(try presenter.present(.home) as? HomeViewModel)
        #expect(page.layout.breadcrumb == nil)
        #expect(page.layout.documentTitle == "Club")
        #expect(page.latestReviews?.reviews.count == 1)
        #expect(page.moviesURL == "/movies/")
        #expect(page.pageList == nil)
    }

    @Test func eachHomeSectionSaysWhatItShowsAndWhatToSayWhenEmpty() async throws {
        let newest = NewestMoviesPresenter(router: router).present(Array(catalog.movies.prefix(2)))
        #expect(newest.heading == "Newest movies")
        #expect(newest.movies.map(\.url) == catalog.movies.prefix(2).map { "/movies/\($0.slug)/" })
        let ranked = TopRatedMoviesPresenter(router: router).present([], minimumReviews: 3)
        #expect(ranked.note == "By average rating, among movies with at least 3 reviews.")
        #expect(ranked.emptyText == "Nothing to rank yet: a movie is ranked here once 3 people have reviewed it.")
        #expect(TopRatedMoviesPresenter(router: router).present([], minimumReviews: 1).note == nil)
        let latest = try LatestReviewsPresenter(router: router, markdown: FakeMarkdownRenderer()).present(catalog.allReviews)
        #expect(latest.reviews.map(\.authorURL) == ["/users/ada/"])
        #expect(latest.emptyText == "No reviews yet.")
    }

    /// A site of free pages alone (the project's own docs/) leads to its pages, not to empty lists.
    @Test func aSiteOfPagesAloneListsItsPagesAndOffersNoEmptyCatalog() async throws {
        let pages = try await Fixture.catalog(movies: [], pages: [
            Fixture.page("themes", title: "Themes", menu: 2, description: "Templates and partials."),
            Fixture.page("architecture", title: "Architecture", menu: 1),
            Fixture.page("changelog", title: "Changelog"),
        ])
        let presenter = SitePresenter(catalog: pages, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let home = try #require(try presenter.present(.home) as? HomeViewModel)
        #expect(home.layout.navigation.map(\.title) == ["Architecture", "Themes"])
        #expect(home.moviesURL == nil && home.newestMovies == nil && home.topRated == nil && home.latestReviews == nil)
        #expect(home.pageList?.heading == "Contents")
        #expect(home.pageList?.pages.map { "\($0.title) \($0.url) \($0.description ?? "-")" } == [
            "Architecture /architecture/ -", "Themes /themes/ Templates and partials.", "Changelog /changelog/ -",
        ])
        let page = try #require(try presenter.present(.page(Fixture.slug("themes"))) as? FreePageViewModel)
        #expect(page.layout.description == "Templates and partials.")
        #expect(page.layout.navigation.first { $0.isCurrent }?.title == "Themes")
        let notFound = try #require(try presenter.present(.notFound) as? NotFoundViewModel)
        #expect(notFound.moviesURL == nil && notFound.usersURL == nil)
    }

    /// Reviewers without movies get their list and search; an empty site keeps the hints on how to add movies.
    @Test func theMenuOffersOnlySectionsWithContent() async throws {
        let reviewers = try await Fixture.catalog(movies: [], users: [Fixture.user("ada")])
        let home = try #require(try SitePresenter(catalog: reviewers, settings: settings, router: router, markdown: FakeMarkdownRenderer())
            .present(.home) as? HomeViewModel)
        #expect(home.layout.navigation.map(\.title) == ["Reviewers", "Search"])
        #expect(home.newestMovies?.movies == [])
        let empty = try await Fixture.catalog(movies: [])
        let start = try #require(try SitePresenter(catalog: empty, settings: settings, router: router, markdown: FakeMarkdownRenderer())
            .present(.home) as? HomeViewModel)
        #expect(start.layout.navigation.isEmpty)
        #expect(start.newestMovies?.emptyText.hasPrefix("No movies yet.") == true)
        #expect(start.pageList == nil)
    }

    @Test func aDirectorsPageListsTheirMoviesUnderTheDirectorIndex() async throws {
        let index = try #require(try presenter.present(.terms(.directors, page: 1)) as? TermListViewModel)
        #expect(index.terms.map { "\($0.name) \($0.url) \($0.movieCount)" } == ["Christopher Nolan /directors/christopher-nolan/ 1 movie"])
        #expect(index.summary == "1 director")
        // A director's page is a person's page by one role: it sits under People.
        #expect(index.layout.navigation.first { $0.isCurrent }?.title == "People")
        let page = try #require(try presenter.present(.term(.directors, Fixture.slug("christopher-nolan"), page: 1)) as? TermDetailViewModel)
        #expect(page.heading == "Christopher Nolan")
        #expect(page.movies.map(\.title) == ["Memento"])
        #expect(page.layout.description == "1 movie directed by Christopher Nolan.")
        #expect(page.layout.breadcrumb?.links.map(\.url) == ["/", "/directors/", "/directors/christopher-nolan/"])
    }

    @Test func brokenProseInAMovieAndItsReviewsIsReportedTogether() async throws {
        let catalog = try await Fixture.catalog(
            movies: [Fixture.movie("m", reviews: [Fixture.review("ada", 4, text: "BROKEN review", movie: "m")], synopsis: "BROKEN synopsis")],
            users: [Fixture.user("ada")]
        )
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        #expect(throws: DiagnosticList([
            Diagnostic(at: Fixture.location("content/movies/m.md", 8, 5), "broken link in BROKEN review"),
            Diagnostic(at: Fixture.location("content/movies/m.md", 12), "broken link in BROKEN synopsis"),
        ])) { try presenter.present(.movie(Fixture.slug("m"))) }
    }
}
