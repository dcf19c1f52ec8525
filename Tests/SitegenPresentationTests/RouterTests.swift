import SitegenDomain
import SitegenPresentation
import SitegenTestSupport
import Testing

struct RouterTests {
    static let slug = Fixture.slug("alien-1979")

    @Test(arguments: [
        (Route.home, "/club/", "index.html"),
        (.movieList(page: 1), "/club/movies/", "movies/index.html"),
        (.movieList(page: 3), "/club/movies/page/3/", "movies/page/3/index.html"),
        (.movie(slug), "/club/movies/alien-1979/", "movies/alien-1979/index.html"),
        (.userList(page: 1), "/club/users/", "users/index.html"),
        (.userList(page: 2), "/club/users/page/2/", "users/page/2/index.html"),
        (.reviewList(page: 1), "/club/reviews/", "reviews/index.html"),
        (.reviewList(page: 3), "/club/reviews/page/3/", "reviews/page/3/index.html"),
        (.user(Fixture.slug("ada")), "/club/users/ada/", "users/ada/index.html"),
        (.terms(.genres, page: 1), "/club/genres/", "genres/index.html"),
        (.term(.genres, Fixture.slug("sci-fi"), page: 1), "/club/genres/sci-fi/", "genres/sci-fi/index.html"),
        (.term(.genres, Fixture.slug("sci-fi"), page: 2), "/club/genres/sci-fi/page/2/", "genres/sci-fi/page/2/index.html"),
        (.terms(.directors, page: 1), "/club/directors/", "directors/index.html"),
        (.term(.directors, Fixture.slug("agnes-varda"), page: 1), "/club/directors/agnes-varda/", "directors/agnes-varda/index.html"),
        (.page(Fixture.slug("about")), "/club/about/", "about/index.html"),
        (.search, "/club/search/", "search/index.html"),
        (.searchIndex, "/club/search.json", "search.json"),
        (.notFound, "/club/404.html", "404.html"),
        (.robots, "/club/robots.txt", "robots.txt"),
        (.sitemap, "/club/sitemap.xml", "sitemap.xml"),
        (.sitemapPart(2), "/club/sitemap-2.xml", "sitemap-2.xml"),
        (.feed, "/club/feed.xml", "feed.xml"),
    ])
    func mapsEachRouteToOneURLAndTheFileItServes(_ route: Route, _ url: String, _ path: String) async throws {
        let router = Router(baseURL: try BaseURL("https://example.org/club"))
        #expect(router.url(for: route) == url)
        #expect(router.outputPath(for: route) == path)
        #expect(router.absoluteURL(for: route) == "https://example.org" + url)
    }

    /// A term's list has pages in the orders that tell its movies apart, and those alone.
    @Test func aTermHasPagesInTheOrdersItComesIn() async throws {
        let catalog = try await Fixture.catalog(
            movies: [Fixture.movie("m-1", year: 1991, genres: ["Drama"]), Fixture.movie("m-2", year: 1991, genres: ["Drama"]),
                     Fixture.movie("m-3", year: 1992, genres: ["Drama"], reviews: [Fixture.review("ada", 4)])],
            users: [Fixture.user("ada")]
        )
        let terms = try SiteMap(catalog: catalog, pageSize: try PageSize(2)).routes.compactMap { route -> String? in
            guard case .term(let taxonomy, let term, let page, let order) = route, taxonomy != .people, taxonomy != .directors else { return nil }
            return "\(taxonomy.name)/\(term)/\(page)/\(order.name)"
        }
        #expect(terms == [
            "genres/drama/1/title", "genres/drama/2/title", "genres/drama/1/year", "genres/drama/2/year", "genres/drama/1/rating", "genres/drama/2/rating",
            "years/1992/1/title", "years/1991/1/title",
            "decades/1990s/1/title", "decades/1990s/2/title", "decades/1990s/1/year", "decades/1990s/2/year",
            "decades/1990s/1/rating", "decades/1990s/2/rating",
        ])
    }

    @Test func enumeratesEveryPageOfTheSite() async throws {
        let catalog = try await Fixture.catalog(
            movies: (1...5).map { Fixture.movie("m-\($0)", genres: $0 == 1 ? ["Drama"] : [], directors: $0 <= 3 ? ["Agnès Varda"] : []) },
            users: [Fixture.user("ada")],
            pages: [Fixture.page("about", title: "About")]
        )
        let routes = try SiteMap(catalog: catalog, pageSize: try PageSize(2)).routes
        // home, the genre, director, people, year and decade indexes, 3 movie list pages in each
        // of 3 orders, 5 movies, user list, 1 user, 1 genre page, 2 pages of the director and 2
        // of the same person, 3 pages of the year 2000 and 3 of the 2000s, about, the reviews'
        // list (empty: one page), and search, search.json, 404, robots.txt, sitemap.xml,
        // feed.xml. The movies are all of 2000, none reviewed: a term's list comes by title alone
        // (`Catalog.orders(of:_:)`); the list of all movies in every order.
        #expect(routes.count == 41)
        #expect(routes.contains(.reviewList(page: 1)) && !routes.contains(.reviewList(page: 2)))
        #expect(routes.contains(.movieList(page: 3, order: .rating)))
        #expect(!routes.contains(.term(.decades, Fixture.slug("2000s"), page: 1, order: .year)))
        #expect(!routes.contains(.term(.people, Fixture.slug("agnes-varda"), page: 1, order: .year)))
        #expect(routes.contains(.movieList(page: 3)))
        #expect(!routes.contains(.movieList(page: 4)))
        #expect(routes.contains(.term(.genres, Fixture.slug("drama"), page: 1)))
        #expect(routes.contains(.term(.directors, Fixture.slug("agnes-varda"), page: 2)))
        #expect(Set(routes).count == routes.count)
    }

    @Test(arguments: ["movies", "users", "genres", "directors", "media", "search"])
    func aFreePageMayNotTakeAGeneratedSectionsName(_ name: String) async throws {
        let catalog = try await Fixture.catalog(movies: [], pages: [Fixture.page(name, title: "Clash")])
        #expect(throws: DiagnosticList.self) { try SiteMap(catalog: catalog, pageSize: try PageSize(2)) }
    }
}
