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
            .init(label: "Year", value: "2000", links: [.init(title: "2000", url: "/years/2000/", separator: " · "),
                                                        .init(title: "2000s", url: "/decades/2000s/", separator: "")]),
            .init(label: "Released", value: "5 September 2000", datetime: "2000-09-05"),
            .init(label: "Runtime", value: "1h 53m"),
        ])
        #expect(page.genres == [LinkViewModel(title: "Thriller", url: "/genres/thriller/")])
        #expect(page.averageRating == "4.5")
        #expect(page.stars == "★★★★½")
        #expect(page.reviewCount == "1 review")
        // One rating is not charted as a spread.
        #expect(page.distribution == nil)
        #expect(page.synopsisHTML == "<p>Memory loss.</p>")
        #expect(page.reviews == [ReviewViewModel(
            authorName: "Ada Lovelace", authorURL: "/users/ada/", movieTitle: "Memento", movieYear: "2000", movieURL: "/movies/memento-2000/",
            rating: "4.5", stars: "★★★★½", date: "1 May 2021", isoDate: "2021-05-01", textHTML: "<p>Backwards *and* brilliant.</p>",
            showsMovie: false
        )])
        #expect(page.layout.documentTitle == "Memento (2000) · Club")
        #expect(page.layout.canonicalURL == "https://example.org/movies/memento-2000/")
        // The not-found page is served at any address: it has none of its own to name.
        let notFound = try #require(try presenter.present(.notFound) as? NotFoundViewModel)
        #expect(!notFound.layout.hasCanonical && !notFound.layout.metaTags.contains { $0.key == "og:url" })
        #expect(!notFound.layout.jsonLDHTML.contains("BreadcrumbList") && page.layout.jsonLDHTML.contains("BreadcrumbList"))
        // The year stays outside the title's isolation, after it even when the title is Hebrew.
        #expect(page.layout.breadcrumb?.links.map(\.title) == ["Home", "Movies", "Memento"])
        #expect(page.layout.breadcrumb?.links.last?.note == "(2000)")
        #expect(page.layout.jsonLDHTML.contains(#""position":3,"name":"Memento (2000)""#))
        #expect(page.layout.navigation.map(\.title) == ["Movies", "Genres", "People", "Years", "Reviews", "Reviewers", "About", "Search"])
        #expect(page.layout.navigation.first?.isCurrent == true)
    }

    @Test func theSearchIndexHoldsEveryMovieAndUserAsJSONThatCannotEndAScript() async throws {
        let catalog = try await Fixture.catalog(
            movies: [Fixture.movie("odd-2001", title: #"Say "</script>" & go"#, year: 2001, genres: ["Drama", "War"], directors: ["Ann Lee"],
                                   reviews: [Fixture.review("ada", 4.5, movie: "odd-2001")])],
            users: [Fixture.user("ada", name: #"Ada \ Lovelace"#)]
        )
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let page = try #require(try presenter.present(.searchIndex) as? SearchIndexViewModel)
        #expect(page.indexJSON == #"{"movies":[["Say \"\u003c/script\u003e\" \u0026 go",2001,"/movies/odd-2001/","Drama · War · Ann Lee","",2,1,292,"4.5"]],"#
            + #""users":[["Ada \\ Lovelace","/users/ada/",""]],"#
            + #""terms":[["Drama","/genres/drama/","genre · 1 movie"],["War","/genres/war/","genre · 1 movie"],"#
            + #"["Ann Lee","/people/ann-lee/","director · 1 movie"],["2001","/years/2001/","year · 1 movie"],"#
            + #"["2000s","/decades/2000s/","decade · 1 movie"]]}"#)
    }

    /// A movie's result has its average as its card shows it, and none before its first review.
    @Test func aSearchResultHasTheAverageItsCardShows() async throws {
        let catalog = try await Fixture.catalog(
            movies: [Fixture.movie("rated-2001", reviews: [Fixture.review("ada", 4, movie: "rated-2001"), Fixture.review("bo", 4.5, movie: "rated-2001")]),
                     Fixture.movie("unseen-2002")],
            users: [Fixture.user("ada"), Fixture.user("bo")]
        )
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let json = try #require(try presenter.present(.searchIndex) as? SearchIndexViewModel).indexJSON
        #expect(json.contains(#"/movies/rated-2001/","","",0,0,"#) && json.contains(#","4.3"],["#))
        #expect(json.contains(#/"/movies/unseen-2002/","","",0,0,\d+,""\]\]/#))
    }

    /// A person found by search is said to be what the catalog credits them as.
    @Test func theSearchIndexSaysWhetherAPersonDirectsOrActs() async throws {
        var first = Fixture.movie("first-2001", directors: ["Ann Lee"]), second = Fixture.movie("second-2002", directors: ["Cy Ode"])
        first.cast = ["Bo Kim", "Ann Lee"]
        second.cast = ["Ann Lee"]
        let catalog = try await Fixture.catalog(movies: [first, second])
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let page = try #require(try presenter.present(.searchIndex) as? SearchIndexViewModel)
        #expect(page.indexJSON.contains(#"["Ann Lee","/people/ann-lee/","director and actor · 2 movies"]"#))
        #expect(page.indexJSON.contains(#"["Bo Kim","/people/bo-kim/","actor · 1 movie"]"#))
        #expect(page.indexJSON.contains(#"["Cy Ode","/people/cy-ode/","director · 1 movie"]"#))
        #expect(page.indexJSON.contains(#""/movies/first-2001/","Ann Lee · Bo Kim · Ann Lee","",0,1,"#))
    }

    /// A person's first page names those credited with them, the most films shared first, then
    /// as billed in their newest film; a person of one film has its name in the heading, the others
    /// what they share. A genre's page, a later page and someone credited alone have none.
    @Test func aPersonsPageNamesThoseTheyWorkedWith() async throws {
        var first = Fixture.movie("first-2001", title: "First", year: 2001, directors: ["Ann Lee"])
        var second = Fixture.movie("second-2002", title: "Second", year: 2002, genres: ["Drama"], directors: ["Cy Ode"])
        let alone = Fixture.movie("alone-2003", title: "Alone", year: 2003, directors: ["Di Solo"])
        first.cast = ["Bo Kim", "Ann Lee", "Ed Fry"]
        second.cast = ["Ed Fry", "Ann Lee"]
        let catalog = try await Fixture.catalog(movies: [first, second, alone])
        let settings = SiteSettings(title: "Club", baseURL: try BaseURL("https://example.org/"), pageSize: try PageSize(1))
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: Router(baseURL: settings.baseURL), markdown: FakeMarkdownRenderer())
        func workedWith(_ slug: String, page: Int = 1, in taxonomy: Taxonomy = .people) throws -> TermDetailViewModel.WorkedWith? {
            try #require(try presenter.present(.term(taxonomy, Fixture.slug(slug), page: page)) as? TermDetailViewModel).workedWith
        }
        let ann = try #require(try workedWith("ann-lee"))
        #expect(ann.heading == "Worked with")
        #expect(ann.people.map { "\($0.title) (\($0.note ?? "-")) \($0.url)" }
                == ["Ed Fry (2 films) /people/ed-fry/", "Cy Ode (Second) /people/cy-ode/", "Bo Kim (First) /people/bo-kim/"])
        let bo = try #require(try workedWith("bo-kim"))
        #expect(bo.heading == "Also in First" && bo.people.map(\.title) == ["Ann Lee", "Ed Fry"] && bo.people.allSatisfy { $0.note == nil })
        #expect(try workedWith("ann-lee", page: 2) == nil)
        #expect(try workedWith("di-solo") == nil)
        #expect(try workedWith("drama", in: .genres) == nil)
    }

    /// Those a person worked with stand beside their films where they have three or fewer in all:
    /// two in each of two roles are four, as many as a row, whichever role lists them.
    @Test func aPersonOfAFewFilmsInAllHasThoseTheyWorkedWithBeside() async throws {
        var movies = (1...4).map { Fixture.movie("film-\(2000 + $0)", title: "Film \($0)", year: 2000 + $0, directors: [$0 <= 2 ? "Ann Lee" : "Cy Ode"]) }
        for index in 2...3 { movies[index].cast = ["Ann Lee", "Bo Kim"] }
        let settings = SiteSettings(title: "Club", baseURL: try BaseURL("https://example.org/"), pageSize: try PageSize(24))
        let presenter = SitePresenter(catalog: try await Fixture.catalog(movies: movies), settings: settings, router: Router(baseURL: settings.baseURL),
                                      markdown: FakeMarkdownRenderer())
        func page(_ slug: String, in taxonomy: Taxonomy = .people) throws -> TermDetailViewModel {
            try #require(try presenter.present(.term(taxonomy, Fixture.slug(slug), page: 1)) as? TermDetailViewModel)
        }
        #expect(try page("ann-lee").groups.map(\.movies.count) == [2, 2] && !(try page("ann-lee")).fewFilms)
        #expect(try page("bo-kim").fewFilms && page("cy-ode").fewFilms)
        #expect(try !page("2001", in: .years).fewFilms)
    }

    /// A person's page says what the catalog credits them as, on every page of theirs, as search
    /// does; the people's index names those who direct.
    @Test func aPersonsPageSaysWhetherTheyDirectOrAct() async throws {
        var first = Fixture.movie("first-2001", genres: ["Drama"], directors: ["Ann Lee"]), second = Fixture.movie("second-2002", directors: ["Cy Ode"])
        first.cast = ["Bo Kim", "Ann Lee"]
        second.cast = ["Ann Lee"]
        let catalog = try await Fixture.catalog(movies: [first, second])
        let settings = SiteSettings(title: "Club", baseURL: try BaseURL("https://example.org/"), pageSize: try PageSize(1))
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: Router(baseURL: settings.baseURL), markdown: FakeMarkdownRenderer())
        func role(_ slug: String, page: Int = 1) throws -> String? {
            try #require(try presenter.present(.term(.people, Fixture.slug(slug), page: page)) as? TermDetailViewModel).role
        }
        #expect(try role("ann-lee") == "Director and actor")
        #expect(try role("ann-lee", page: 2) == "Director and actor")
        #expect(try role("bo-kim") == "Actor")
        #expect(try role("cy-ode") == "Director")
        // A film of her own names her under "Directed" no more, but under "Acted in" still, as
        // every other card of that row names its director.
        let ann = try #require(try presenter.present(.term(.people, Fixture.slug("ann-lee"), page: 1)) as? TermDetailViewModel)
        #expect(ann.groups.map { "\($0.heading): \($0.movies.map { $0.directors ?? "-" })" } == [#"Directed: ["-"]"#, #"Acted in: ["Ann Lee"]"#])
        let genre = try #require(try presenter.present(.term(.genres, Fixture.slug("drama"), page: 1)) as? TermDetailViewModel)
        #expect(genre.role == nil)
        let index = try #require(try presenter.present(.terms(.people, page: 1)) as? TermListViewModel)
        #expect(index.terms.map { "\($0.name): \($0.movieCount)\($0.role.map { ", " + $0 } ?? "")" }
                == ["Bo Kim: 1 movie", "Ann Lee: 2 movies, director and actor", "Cy Ode: 1 movie, director"])
        let genres = try #require(try presenter.present(.terms(.genres, page: 1)) as? TermListViewModel)
        #expect(genres.terms.allSatisfy { $0.role == nil })
    }

    /// The entries `serve` keeps from one search index to the next make the index a presentation
    /// without them makes, after a movie is retitled, one is gone, and under another base URL.
    @Test func aSearchIndexOfKeptEntriesIsTheOneWrittenAnew() async throws {
        let movies = ["Alien", "Brazil", "Heat"].map { Fixture.movie($0.lowercased() + "-2000", title: $0, genres: ["Drama"], directors: ["Ann Lee"]) }
        let entries = SearchIndexEntries()
        func index(_ movies: [Movie], base: String = "https://example.org/", keeping: SearchIndexEntries?) async throws -> String {
            let catalog = try await Fixture.catalog(movies: movies)
            let settings = SiteSettings(title: "Club", baseURL: try BaseURL(base), pageSize: try PageSize(2))
            var presenter = SitePresenter(catalog: catalog, settings: settings, router: Router(baseURL: settings.baseURL), markdown: FakeMarkdownRenderer())
            presenter.searchEntries = keeping
            return try #require(try presenter.present(.searchIndex) as? SearchIndexViewModel).indexJSON
        }
        #expect(try await index(movies, keeping: entries) == index(movies, keeping: nil))
        let retitled = [movies[0], Fixture.movie("brazil-2000", title: "Zulu", genres: ["Drama"], directors: ["Ann Lee"]), movies[2]]
        let fresh = try await index(retitled, keeping: nil)
        #expect(fresh.contains("Zulu"))
        #expect(try await index(retitled, keeping: entries) == fresh)
        #expect(try await index(Array(retitled.dropFirst()), keeping: entries) == index(Array(retitled.dropFirst()), keeping: nil))
        let elsewhere = try await index(movies, base: "https://example.org/club/", keeping: entries)
        #expect(elsewhere == (try await index(movies, base: "https://example.org/club/", keeping: nil)) && elsewhere.contains("/club/movies/alien-2000/"))
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
        // The page's ItemList counts on from the page before, as its summary does.
        #expect(page.layout.jsonLDHTML.contains(#""position":3,"name":"Filler 3""#) && page.layout.jsonLDHTML.contains(#""position":4,"name":"Filler 4""#))
        #expect(last.layout.jsonLDHTML.contains(#""@type":"ListItem","position":5,"#))
        // A later page's breadcrumb leads back to the list's first page.
        #expect(page.layout.breadcrumb?.links.map(\.title) == ["Home", "Movies", "Page 2"])
        #expect(page.layout.breadcrumb?.links[1].url == "/movies/")
        #expect(page.layout.documentTitle.hasPrefix("Movies — page 2 · "))
        // By title, letters lead to the card each starts at, on its own page; other orders have none.
        #expect(page.letters?.links.compactMap { jump in jump.url.map { "\(jump.title) \($0)" } } == ["F /movies/#letter-f", "M /movies/page/3/#letter-m"])
        #expect(page.letters?.links.filter(\.isHere).map(\.title) == ["F"])
        #expect(page.movies.allSatisfy { $0.anchor == nil })
        #expect(last.movies.map(\.anchor) == ["letter-m"])
        #expect(try #require(try presenter.present(.movieList(page: 1, order: .year)) as? MovieListViewModel).letters == nil)
    }

    /// The first and last pages and the reader's neighbours, a gap of one page shown as that page.
    @Test(arguments: [
        (1, 2, "[1] 2"), (2, 2, "1 [2]"), (1, 3, "[1] 2 3"), (1, 5, "[1] 2 3 4 5"), (1, 7, "[1] 2 3 4 5 6 7"), (1, 8, "[1] 2 … 8"), (3, 5, "1 2 [3] 4 5"),
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
        // A favorite they reviewed shows their own rating beside the club's; a card elsewhere does not.
        #expect(page.favorites.first?.ownRating.map { "\($0.label) \($0.stars) \($0.rating)" } == "Their rating ★★★★½ 4.5")
        let list = try #require(try presenter.present(.movieList(page: 3)) as? MovieListViewModel)
        #expect(list.movies.first { $0.url == "/movies/memento-2000/" }?.ownRating == nil && list.movies.count == 1)
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

    /// The home page leads with what the catalog holds, each number linking to what it counts;
    /// one is in the singular, none is left out, and no movies leave out every number.
    @Test func theHomePageCountsMoviesReviewsReviewersAndTheYearsTheySpan() async throws {
        func stats(_ catalog: Catalog) throws -> [String]? {
            let home = try #require(try SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
                .present(.home) as? HomeViewModel)
            return home.stats?.items.map { "\($0.value) \($0.label) \($0.url)" }
        }
        #expect(try stats(catalog) == ["5 movies /movies/", "1 review /reviews/", "1 reviewer /users/", "2000 year /years/"])
        let unreviewed = try await Fixture.catalog(movies: [Fixture.movie("b-2019", year: 2019), Fixture.movie("a-1941", year: 1941)])
        #expect(try stats(unreviewed) == ["2 movies /movies/", "1941–2019 years /years/"])
        #expect(try stats(try await Fixture.catalog(movies: [])) == nil)
    }

    /// Who rates closest, as a reviewer's profile says it: in stars apart over how many movies.
    @Test func closestTastesSayHowFarApartOverHowManyMovies() throws {
        let ada = Fixture.user("ada", name: "Ada Lovelace"), bob = Fixture.user("bob", name: "Bob"), cy = Fixture.user("cy", name: "Cy")
        let reviews = try #require(catalog.reviews(by: Fixture.slug("ada")).first)
        let profile = try #require(RatingPresenter(router: router).profile(of: [reviews], closestTastes: [
            TasteMatch(reviewer: bob, sharedMovies: 3, halfStarsApart: 0),
            TasteMatch(reviewer: cy, sharedMovies: 4, halfStarsApart: 2),
            TasteMatch(reviewer: ada, sharedMovies: 12, halfStarsApart: 5.0 / 3),
            // One half star over thirty movies rounds to nothing.
            TasteMatch(reviewer: bob, sharedMovies: 30, halfStarsApart: 1.0 / 30),
        ]))
        #expect(profile.closestTastes.map { "\($0.title) \($0.url) \($0.count)" } == [
            "Bob /users/bob/ rated alike over 3 movies", "Cy /users/cy/ 1.0 star apart over 4 movies",
            "Ada Lovelace /users/ada/ 0.8 stars apart over 12 movies", "Bob /users/bob/ rated alike over 30 movies",
        ])
    }

    @Test func eachHomeSectionSaysWhatItShowsAndWhatToSayWhenEmpty() async throws {
        let newest = NewestMoviesPresenter(router: router).present(Array(catalog.movies.prefix(2)))
        #expect(newest.heading == "Newest releases")
        #expect(newest.movies.map(\.url) == catalog.movies.prefix(2).map { "/movies/\($0.slug)/" })
        // A shelf leads to the whole list it starts, in its order; an empty one to nothing.
        #expect(newest.more?.url == "/movies/by-year/")
        let shelf = TopRatedMoviesPresenter(router: router).present([RankedMovie(rank: 2, movie: catalog.movies[0])], minimumReviews: 1)
        #expect(shelf.more?.url == "/movies/by-rating/")
        // Each card numbered with its place, as the best rated list numbers it.
        #expect(shelf.movies.map(\.rank) == ["2"])
        #expect(NewestMoviesPresenter(router: router).present([]).more == nil)
        let ranked = TopRatedMoviesPresenter(router: router).present([], minimumReviews: 3)
        #expect(ranked.more == nil)
        #expect(ranked.note == "Averages weighted by the number of reviews: a dozen 4.5s outrank two 5s. Only movies with 3 reviews or more are ranked here.")
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
        #expect(home.moviesURL == nil && home.stats == nil && home.newestMovies == nil && home.topRated == nil && home.latestReviews == nil)
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

    /// A director's old pages, every one of them, send their visitor on to the person's page,
    /// which shows the films they directed and their other roles; the index to the people's.
    @Test func aDirectorsOldPagesSendTheirVisitorToThePersonsPage() async throws {
        let nolan = Fixture.slug("christopher-nolan")
        for route in [Route.term(.directors, nolan, page: 1), .term(.directors, nolan, page: 3)] {
            #expect(route.templateName == "redirect")
            let moved = try #require(try presenter.present(route) as? RedirectViewModel)
            #expect(moved.targetURL == "/people/christopher-nolan/")
            #expect(moved.canonicalTargetURL == "https://example.org/people/christopher-nolan/")
            // A theme's own redirect that wraps the layout names the target, not the old address.
            #expect(moved.layout.canonicalURL == moved.canonicalTargetURL && moved.layout.navigation.isEmpty)
        }
        // Nothing of the catalog is read: an edit never presents them again.
        let (_, recorded) = CatalogReads.recording { _ = try? presenter.present(.term(.directors, nolan, page: 1)) }
        #expect(recorded.reads.isEmpty)
        // A JSON client cannot follow a refresh: the page's JSON view names where it went.
        #expect(Router(baseURL: try BaseURL("https://example.org/"), writesJSONViews: true).jsonOutputPath(for: .term(.directors, nolan, page: 1))
                == "directors/christopher-nolan/index.json")
    }

    /// The directors' index is the people's with the directors alone: each name leads to the
    /// person's page, not to an old address that moved, and each index leads to the other.
    @Test func theDirectorsIndexListsTheDirectorsAloneAndLeadsToTheirPeoplesPages() throws {
        #expect(Route.terms(.directors, page: 1).movedTo == nil && Route.terms(.directors, page: 1).isListed)
        let directors = try #require(try presenter.present(.terms(.directors, page: 1)) as? TermListViewModel)
        let people = try #require(try presenter.present(.terms(.people, page: 1)) as? TermListViewModel)
        #expect(directors.terms.map(\.name) == catalog.terms(.directors).map(\.name))
        #expect(directors.terms.allSatisfy { $0.url.hasPrefix("/people/") })
        #expect(directors.layout.breadcrumb?.links.map(\.title) == ["Home", "People", "Directors"])
        #expect(directors.alternate?.url == "/people/" && people.alternate?.url == "/directors/")
    }

    /// A page of the people index shows its names under the letters they are filed under, one
    /// begun on an earlier page included, and jumps to every letter on whichever page it starts.
    @Test func aPageOfABigIndexGroupsItsNamesByLetterAndJumpsAcrossPages() throws {
        let items = try (0..<4).map { TermSummary(term: try #require(Term(named: "Name \($0)")), movieCount: 1) }
        // Page 2 holds positions 240–243: B began on page 1, C begins at 242, D on page 3.
        let page = Paginated(items: items, number: 2, pageCount: 3, totalCount: 600)
        let sections = TermSection.placed([TermSection(name: "A", start: 0), TermSection(name: "B", start: 100), TermSection(name: "C", start: 242),
                                           TermSection(name: "#", start: 500)], of: 600, in: ListTermsUseCase.pageSize)
        #expect(sections.map { "\($0.page)-\($0.lastPage)" } == ["1-1", "1-2", "2-3", "3-3"])
        let index = TermListPresenter(router: router, layout: LayoutPresenter(router: router, settings: settings, pages: []))
            .present(page, of: .people, sections: sections)
        #expect(index.sections.map { "\($0.heading ?? "-")\($0.continued ? "…" : "") \($0.anchor ?? "-") \($0.terms.map(\.name))" }
            == ["B… section-b [\"Name 0\", \"Name 1\"]", "C section-c [\"Name 2\", \"Name 3\"]"])
        // Every letter from A to Z, those nothing is filed under without a link; `#` after Z for
        // names filed after it; the letters on this page marked, and where the others lead said.
        let jumps = try #require(index.jumps?.links)
        #expect(jumps.map(\.title) == "ABCDEFGHIJKLMNOPQRSTUVWXYZ#".map(String.init))
        #expect(jumps.filter { $0.url != nil }.map { "\($0.title) \($0.url ?? "") \($0.isHere) \($0.place ?? "here")" }
            == ["A /people/#section-a false page 1", "B /people/#section-b true page 1", "C #section-c true here",
                "# /people/page/3/#section-other-500 false page 3"])
        // An index without sections has one, unnamed, and nothing to jump to.
        let genres = try #require(try presenter.present(.terms(.genres, page: 1)) as? TermListViewModel)
        #expect(genres.sections.map(\.heading) == [nil] && genres.sections.first?.terms == genres.terms && genres.jumps == nil)
    }

    /// A long section comes in runs of at most 45 names, as even as they go, in order: each read
    /// down its columns before the next, none a stub of two names.
    @Test func aLongSectionComesInEvenRuns() throws {
        let presenter = TermListPresenter(router: router, layout: LayoutPresenter(router: router, settings: settings, pages: []))
        func runs(of count: Int) throws -> [Int] {
            let items = try (0..<count).map { TermSummary(term: try #require(Term(named: "Name \($0)")), movieCount: 1) }
            let sections = TermSection.placed([TermSection(name: "A", start: 0)], of: count, in: ListTermsUseCase.pageSize)
            let index = presenter.present(Paginated(items: items, number: 1, pageCount: 1, totalCount: count), of: .people, sections: sections)
            let section = try #require(index.sections.first)
            #expect(section.blocks.flatMap(\.terms) == section.terms && section.terms.count == count)
            return section.blocks.map(\.terms.count)
        }
        #expect(try runs(of: 3) == [3])
        #expect(try runs(of: 45) == [45])
        #expect(try runs(of: 46) == [23, 23])
        #expect(try runs(of: 92) == [31, 31, 30])
        #expect(try runs(of: 240) == [40, 40, 40, 40, 40, 40])
    }

    /// A year's page links the years either side in the order it is read in; a genre's has none.
    /// Best rated first, a 5.0 from one review comes after a 3.5 from two: a heading says why.
    @Test func bestRatedFirstHeadsTheStretchesOfFewerReviews() async throws {
        func reviews(_ ratings: [Double], _ movie: String) -> [Review] {
            zip(["ada", "bob"], ratings).map { Fixture.review($0, $1, movie: movie) }
        }
        let catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-2000", title: "A", genres: ["Drama"], reviews: reviews([3.5, 3.5], "a-2000")),
            Fixture.movie("b-2000", title: "B", genres: ["Drama"], reviews: reviews([5], "b-2000")),
            Fixture.movie("c-2000", title: "C", genres: ["Drama"]),
            Fixture.movie("d-2000", title: "D", genres: ["Drama"], reviews: reviews([1], "d-2000")),
        ], users: [Fixture.user("ada"), Fixture.user("bob")])
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        func headings(_ route: Route) throws -> [String] {
            let cards = try #require(try presenter.present(route) as? MovieListViewModel).movies
            return cards.map { "\($0.title) \($0.groupHeading ?? "-")" }
        }
        // Two to a page: the second starts within a stretch, and starts with its heading.
        #expect(try headings(.movieList(page: 1, order: .rating)) == ["A -", "B Reviewed once so far"])
        #expect(try headings(.movieList(page: 2, order: .rating)) == ["D Reviewed once so far", "C Not reviewed yet"])
        #expect(try headings(.movieList(page: 1)) == ["A -", "B -"])
        let genre = try #require(try presenter.present(.term(.genres, Fixture.slug("drama"), page: 2, order: .rating)) as? TermDetailViewModel)
        #expect(genre.movies.map(\.groupHeading) == ["Reviewed once so far", "Not reviewed yet"])
    }

    /// Best rated first, the ranked movies are numbered across pages; the movies with fewer
    /// reviews after them are not, nor is any movie in another order.
    @Test func bestRatedFirstNumbersTheRankedMovies() async throws {
        func reviews(_ ratings: [Double], _ movie: String) -> [Review] {
            zip(["ada", "bob"], ratings).map { Fixture.review($0, $1, movie: movie) }
        }
        let catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-2000", title: "A", genres: ["Drama"], reviews: reviews([3, 3], "a-2000")),
            Fixture.movie("b-2000", title: "B", genres: ["Drama"], reviews: reviews([5, 5], "b-2000")),
            Fixture.movie("c-2000", title: "C", genres: ["Drama"], reviews: reviews([4, 4], "c-2000")),
            Fixture.movie("d-2000", title: "D", genres: ["Drama"], reviews: reviews([5], "d-2000")),
        ], users: [Fixture.user("ada"), Fixture.user("bob")])
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        func ranks(_ route: Route) throws -> [String] {
            let page = try presenter.present(route)
            let cards = (page as? MovieListViewModel)?.movies ?? (page as? TermDetailViewModel)?.movies ?? []
            return cards.map { "\($0.title) \($0.rank ?? "-")" }
        }
        #expect(try ranks(.movieList(page: 1, order: .rating)) == ["B 1", "C 2"])
        #expect(try ranks(.movieList(page: 2, order: .rating)) == ["A 3", "D -"])
        #expect(try ranks(.term(.genres, Fixture.slug("drama"), page: 2, order: .rating)) == ["A 3", "D -"])
        #expect(try ranks(.movieList(page: 1)) == ["A -", "B -"])
    }

    /// The genres' and the decades' index show each term's best rated movies, those another term
    /// of the page shows last; the terms with the fewest movies choose first (War takes C, Noir B,
    /// and Drama, with the most, D and A before them); the people's none.
    @Test func theGenresIndexShowsEachGenresBestRatedMovies() async throws {
        func reviews(_ ratings: [Double], _ movie: String) -> [Review] { zip(["ada", "bob"], ratings).map { Fixture.review($0, $1, movie: movie) } }
        let catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-2000", title: "A", genres: ["Drama"], directors: ["Ann Lee"]),
            Fixture.movie("b-2000", title: "B", genres: ["Drama", "Noir"], reviews: reviews([5, 4.5], "b-2000")),
            Fixture.movie("c-1990", title: "C", year: 1990, genres: ["Drama", "War"], reviews: reviews([2, 2], "c-1990")),
            Fixture.movie("d-2000", title: "D", genres: ["Drama"], reviews: reviews([4, 4], "d-2000")),
            Fixture.movie("e-2000", title: "E", genres: ["Noir"]),
        ], users: [Fixture.user("ada"), Fixture.user("bob")])
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        func index(_ taxonomy: Taxonomy) throws -> TermListViewModel {
            try #require(try presenter.present(.terms(taxonomy, page: 1)) as? TermListViewModel)
        }
        let genres = try index(.genres)
        #expect(genres.hasCovers)
        #expect(genres.terms.map { "\($0.name): \($0.covers.map(\.title).joined())" } == ["Drama: DAB", "Noir: BE", "War: C"])
        #expect(try index(.decades).terms.map { $0.covers.map(\.title).joined() } == ["BDA", "C"])
        let people = try index(.people)
        #expect(!people.hasCovers && people.terms.allSatisfy(\.covers.isEmpty))
    }

    /// A list in another order leads back to itself by title, then to the order's first page.
    @Test func aListInAnotherOrderIsOnTheTrailUnderTheListByTitle() async throws {
        let catalog = try await Fixture.catalog(movies: ["a", "b", "c"].enumerated().map {
            Fixture.movie("\($0.element)-2000", title: $0.element.uppercased(), year: 2000 + $0.offset, genres: ["Drama"])
        })
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        func trail(_ route: Route) throws -> String {
            try presenter.present(route).layout.breadcrumb?.links.map { "\($0.title) \($0.url)" }.joined(separator: " › ") ?? ""
        }
        #expect(try trail(.movieList(page: 2, order: .rating))
            == "Home / › Movies /movies/ › Best rated first /movies/by-rating/ › Page 2 /movies/by-rating/page/2/")
        #expect(try trail(.movieList(page: 1, order: .year)) == "Home / › Movies /movies/ › Newest first /movies/by-year/")
        #expect(try trail(.movieList(page: 2)) == "Home / › Movies /movies/ › Page 2 /movies/page/2/")
        #expect(try trail(.term(.genres, Fixture.slug("drama"), page: 1, order: .year))
            == "Home / › Genres /genres/ › Drama /genres/drama/ › Newest first /genres/drama/by-year/")
    }

    /// A reviewer of many movies shows their newest twenty reviews, the rest folded; a few more
    /// than twenty are all shown.
    @Test func aReviewerOfManyMoviesShowsTheNewestTwentyReviewsFirst() async throws {
        func reviewer(of count: Int) async throws -> UserDetailViewModel {
            let movies = (1...count).map { number in
                let day = "2020-01-" + (number < 10 ? "0" : "") + String(number)
                return Fixture.movie("m-\(number)-2000", reviews: [Fixture.review("ada", 4, on: day, movie: "m-\(number)-2000")])
            }
            let catalog = try await Fixture.catalog(movies: movies, users: [Fixture.user("ada")])
            let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
            return try #require(try presenter.present(.user(Fixture.slug("ada"))) as? UserDetailViewModel)
        }
        let many = try await reviewer(of: 27)
        #expect(many.newestReviews.count == 20 && many.earlierReviews.count == 7 && many.earlierReviewsLabel == "7 earlier reviews")
        #expect(many.newestReviews.first?.isoDate == "2020-01-27" && many.earlierReviews.last?.isoDate == "2020-01-01")
        // `reviews` keeps them all, for themes (and the JSON view) written before the split.
        #expect(many.reviews == many.newestReviews + many.earlierReviews)
        let few = try await reviewer(of: 25)
        #expect(few.newestReviews.count == 25 && few.reviews.count == 25 && few.earlierReviews.isEmpty && few.earlierReviewsLabel == nil)
    }

    /// A decade's page leads to each of its years, the earliest first; a year's to none.
    @Test func aDecadePageLeadsToItsYears() async throws {
        let catalog = try await Fixture.catalog(movies: [1962, 1968, 1968, 1975].enumerated().map { Fixture.movie("m\($0.offset)-\($0.element)", year: $0.element) })
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let decade = try #require(try presenter.present(.term(.decades, Fixture.slug("1960s"), page: 1)) as? TermDetailViewModel)
        #expect(decade.years?.label == "Years of the 1960s")
        #expect(decade.years?.links.map { "\($0.title) \($0.note ?? "") \($0.url)" } == ["1962 1 movie /years/1962/", "1968 2 movies /years/1968/"])
        let year = try #require(try presenter.present(.term(.years, Fixture.slug("1968"), page: 1)) as? TermDetailViewModel)
        #expect(year.years == nil)
    }

    /// In another order, to theirs in that order where their lists come in it (`Catalog.orders(of:_:)`).
    @Test func aYearPageLeadsToTheYearsEitherSide() async throws {
        let catalog = try await Fixture.catalog(movies: [1962, 1962, 1968, 1968, 1975].enumerated().map { index, year in
            // The second of 1962's and of 1968's reviewed: their lists come best rated first, the
            // reviewed first; 1975's not.
            Fixture.movie("m-\(index)", year: year, genres: ["Drama"], reviews: index % 2 == 1 && year < 1970 ? [Fixture.review("ada", 4)] : [])
        }, users: [Fixture.user("ada")])
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let year = try #require(try presenter.present(.term(.years, Fixture.slug("1968"), page: 1, order: .rating)) as? TermDetailViewModel)
        #expect(year.neighbours?.label == "Other years")
        #expect(year.neighbours?.earlier?.url == "/years/1962/by-rating/" && year.neighbours?.later?.url == "/years/1975/")
        #expect(year.orders?.links.map(\.title) == ["Title", "Best rated"])
        let first = try #require(try presenter.present(.term(.years, Fixture.slug("1962"), page: 1)) as? TermDetailViewModel)
        #expect(first.neighbours?.earlier == nil && first.neighbours?.later?.title == "1968")
        let genre = try #require(try presenter.present(.term(.genres, Fixture.slug("drama"), page: 1)) as? TermDetailViewModel)
        #expect(genre.neighbours == nil)
        // A year's cards do not each repeat it; a genre's do.
        #expect(year.movies.map(\.showsYear) == [false, false] && genre.movies.allSatisfy(\.showsYear))
        let years = try #require(try presenter.present(.terms(.years, page: 1)) as? TermListViewModel)
        #expect(years.sections.map { "\($0.heading ?? "-") \($0.url ?? "-")" } == ["1970s /decades/1970s/", "1960s /decades/1960s/"])
        // The years and the decades lead to each other; other indexes have no other.
        let decades = try #require(try presenter.present(.terms(.decades, page: 1)) as? TermListViewModel)
        let genres = try #require(try presenter.present(.terms(.genres, page: 1)) as? TermListViewModel)
        #expect(years.alternate?.url == "/decades/" && decades.alternate?.url == "/years/" && genres.alternate == nil)
    }

    /// A genre's list by title of more than one page jumps to its letters as the movie list does,
    /// with anchors on the cards where they start; a list of one page or in another order has none.
    @Test func aGenreOfManyPagesJumpsToItsLetters() async throws {
        let catalog = try await Fixture.catalog(movies: [("Alien", 1979), ("Brazil", 1985), ("Heat", 1995), ("Zodiac", 2007)].map {
            Fixture.movie($0.0.lowercased() + "-2000", title: $0.0, year: $0.1, genres: $0.0 >= "Heat" ? ["Drama", "Crime"] : ["Drama"])
        })
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let second = try #require(try presenter.present(.term(.genres, Fixture.slug("drama"), page: 2)) as? TermDetailViewModel)
        #expect(second.letters?.links.compactMap { jump in jump.url.map { "\(jump.title) \($0)" } }
            == ["A /genres/drama/#letter-a", "B /genres/drama/#letter-b", "H #letter-h", "Z #letter-z"])
        #expect(second.letters?.links.filter(\.isHere).map(\.title) == ["H", "Z"])
        #expect(second.movies.map(\.anchor) == ["letter-h", "letter-z"])
        let byYear = try #require(try presenter.present(.term(.genres, Fixture.slug("drama"), page: 1, order: .year)) as? TermDetailViewModel)
        let crime = try #require(try presenter.present(.term(.genres, Fixture.slug("crime"), page: 1)) as? TermDetailViewModel)
        #expect(byYear.letters == nil && crime.letters == nil && crime.movies.allSatisfy { $0.anchor == nil })
    }

    /// The reviewers' list of more than one page jumps to the letters their names are filed
    /// under, accents folded (*Élodie* among the E's), as the movie list does.
    @Test func theReviewersListJumpsToItsLetters() async throws {
        let names = ["Zoe Hart", "Élodie Roy", "Ada Lovelace", "Eddie Cole", "Bob Kane"]
        let catalog = try await Fixture.catalog(movies: [], users: names.map { Fixture.user(Slug.derived(from: $0)!.rawValue, name: $0) })
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let second = try #require(try presenter.present(.userList(page: 2)) as? UserListViewModel)
        #expect(second.users.map(\.name) == ["Eddie Cole", "Élodie Roy"])
        #expect(second.letters?.links.compactMap { jump in jump.url.map { "\(jump.title) \($0)" } }
            == ["A /users/#letter-a", "B /users/#letter-b", "E #letter-e", "Z /users/page/3/#letter-z"])
        #expect(second.users.map(\.anchor) == ["letter-e", nil])
        let one = try await Fixture.catalog(movies: [], users: [Fixture.user("ada", name: "Ada"), Fixture.user("bob", name: "Bob")])
        let onePage = try #require(try SitePresenter(catalog: one, settings: settings, router: router, markdown: FakeMarkdownRenderer())
            .present(.userList(page: 1)) as? UserListViewModel)
        #expect(onePage.letters == nil && onePage.users.allSatisfy { $0.anchor == nil })
    }

    /// Every review, newest first, two to a page here, under a heading for each month; a month
    /// that began on the page before says so, and a review's movie shows its cover.
    @Test func theReviewsListGroupsAPageByMonth() async throws {
        let dates = ["2024-03-09", "2024-02-10", "2024-02-01", "2024-01-30", "2023-12-20"]
        let catalog = try await Fixture.catalog(
            movies: dates.enumerated().map { index, date in
                Fixture.movie("film-\(index)", title: "Film \(index)", reviews: [Fixture.review("ada", 4, on: date, movie: "film-\(index)")])
            },
            users: [Fixture.user("ada", name: "Ada Lovelace")]
        )
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: router, markdown: FakeMarkdownRenderer())
        let first = try #require(try presenter.present(.reviewList(page: 1)) as? ReviewListViewModel)
        #expect(first.months.map(\.heading) == ["March 2024", "February 2024"])
        #expect(first.months.map(\.anchor) == ["month-2024-03", "month-2024-02"])
        #expect(first.months.map { $0.reviews.map(\.movieTitle) } == [["Film 0"], ["Film 1"]])
        #expect(first.months.allSatisfy { !$0.continued })
        #expect(first.summary == "1–2 of 5 reviews, newest first")
        #expect(first.months[0].reviews[0].movieCover?.title == "Film 0" && first.months[0].reviews[0].showsAuthor)
        let second = try #require(try presenter.present(.reviewList(page: 2)) as? ReviewListViewModel)
        #expect(second.months.map(\.heading) == ["February 2024", "January 2024"])
        #expect(second.months.map(\.continued) == [true, false])
        #expect(second.layout.documentTitle == "Reviews — page 2 · Club")
        #expect(second.pagination?.previousURL == "/reviews/")
        let third = try #require(try presenter.present(.reviewList(page: 3)) as? ReviewListViewModel)
        #expect(third.months.map(\.heading) == ["December 2023"] && third.months[0].continued == false)
        // The months beside the reviews lead to their headings; a page of one month has none to lead to.
        #expect(first.monthLinks.map { "\($0.title) \($0.url)" } == ["March 2024 #month-2024-03", "February 2024 #month-2024-02"])
        #expect(first.hasMonthLinks && !third.hasMonthLinks)
        #expect(throws: DiagnosticList.self) { try presenter.present(.reviewList(page: 4)) }
        // Each year leads to where its reviews start, on whichever page: 2023 to page 3's December,
        // the year's newest month; the years on the reader's page marked.
        #expect(second.years?.links.map { "\($0.title) \($0.url ?? "-") \($0.isHere)" }
            == ["2024 /reviews/#year-2024 true", "2023 /reviews/page/3/#year-2023 false"])
        #expect(first.months.map(\.yearAnchor) == ["year-2024", nil] && second.months.map(\.yearAnchor) == [nil, nil])
        #expect(third.months.map(\.yearAnchor) == ["year-2023"] && third.years?.links.last?.url == "#year-2023")
        // The home page's latest reviews lead to it.
        let home = try #require(try presenter.present(.home) as? HomeViewModel)
        #expect(home.latestReviews?.more?.url == "/reviews/")
    }

    @Test func aSiteWithoutReviewsHasAnEmptyReviewsListThatSaysHowToWriteOne() async throws {
        let empty = try #require(try presenter.present(.reviewList(page: 1)) as? ReviewListViewModel)
        #expect(empty.months.count == 1)
        let none = try await Fixture.catalog(movies: [Fixture.movie("m")], users: [Fixture.user("ada")])
        let list = try #require(try SitePresenter(catalog: none, settings: settings, router: router, markdown: FakeMarkdownRenderer())
            .present(.reviewList(page: 1)) as? ReviewListViewModel)
        #expect(list.months.isEmpty && list.summary == "0 reviews" && list.emptyText.contains("reviews:"))
        #expect(list.pagination == nil && list.years == nil)
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
