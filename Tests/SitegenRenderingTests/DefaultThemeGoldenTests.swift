import SitegenDomain
import SitegenPresentation
import SitegenRendering
import SitegenTestSupport
import Testing

/// Each page kind of the built-in default theme, rendered from a small catalog and compared with a
/// reviewed golden file.
struct DefaultThemeGoldenTests {
    let presenter: SitePresenter
    let renderer: MustachePageRenderer
    /// Every route of the fixture site.
    let routes: [Route]

    init() async throws {
        var memento = Fixture.movie("memento-2000", title: "Memento", year: 2000, released: "2000-09-05", runtime: 113,
                              genres: ["Thriller", "Mystery"], directors: ["Christopher Nolan", "Emma Thomas"],
                              reviews: [Fixture.review("ada", 4.5, on: "2021-05-01", text: "Backwards *and* brilliant.", movie: "memento-2000"),
                                        Fixture.review("bob", 3, on: "2022-06-01", movie: "memento-2000")],
                              synopsis: "A man with no short-term memory.\n\nSee [Heat](movie:heat-1995) & <script>x</script>.")
        memento.poster = "media/memento.jpg"
        let catalog = try await Fixture.catalog(
            movies: [
                memento,
                Fixture.movie("heat-1995", title: "Heat", year: 1995, genres: ["Thriller"], directors: ["Michael Mann"]),
                Fixture.movie("up-2009", title: "Up <3", year: 2009, genres: ["Animation"]),
            ],
            users: [Fixture.user("ada", name: "Ada \"AL\" Lovelace", favorites: ["heat-1995"], bio: "Counts [Bob](user:bob)."),
                    Fixture.user("bob", name: "Bob")],
            pages: [Fixture.page("about", title: "About us", menu: 1)]
        )
        let settings = SiteSettings(title: "Fixture Club", description: "Films & friends.", baseURL: try BaseURL("https://example.org/club/"),
                                    pageSize: try PageSize(2))
        let router = Router(baseURL: settings.baseURL)
        var images = ImageLibrary()
        images.add("media/memento.jpg", facts: ImageFacts(format: .jpeg, size: ImageSize(width: 400, height: 600), averageColour: "#203040"),
                   digest: 0x1234_5678_9ABC_DEF0, settings: settings.images, router: router)
        presenter = SitePresenter(catalog: catalog, settings: settings, router: router,
                                  markdown: CmarkMarkdownRenderer(links: InternalLinkResolver(router: router, catalog: catalog)),
                                  images: images)
        renderer = try MustachePageRenderer(theme: ThemeLoader.builtInDefault, requiredTemplates: ["layout", "feed.xml", "sitemap.xml"])
        routes = try SiteMap(catalog: catalog, pageSize: settings.pageSize).routes
    }

    /// A page's digest changes with anything it shows, and only then.
    @Test func aPageDigestChangesWithWhatThePageShows() async throws {
        let page = try #require(try presenter.present(.movie(Fixture.slug("memento-2000"))) as? MovieDetailViewModel)
        let digest = renderer.digest(page, template: "movie")
        #expect(renderer.digest(page, template: "movie") == digest)
        #expect(renderer.prepare(page, template: "movie", lookups: TemplateLookups()).digest == digest)
        var changed = page
        changed.reviews[0].textHTML = (changed.reviews[0].textHTML ?? "") + " "
        #expect(renderer.digest(changed, template: "movie") != digest)
        var withoutPoster = page, withoutSrcset = page, withEmptySrcset = page
        withoutPoster.poster = nil
        #expect(renderer.digest(withoutPoster, template: "movie") != digest)
        withoutSrcset.poster?.srcset = nil
        withEmptySrcset.poster?.srcset = ""
        #expect(renderer.digest(withoutSrcset, template: "movie") != renderer.digest(withEmptySrcset, template: "movie"))
        changed = page
        changed.genres.append(LinkViewModel(title: "", url: ""))
        #expect(renderer.digest(changed, template: "movie") != digest)
        changed = page
        changed.layout.navigation[0].isCurrent.toggle()
        #expect(renderer.digest(changed, template: "movie") != digest)
        #expect(renderer.digest(page, template: "user") != digest)
    }

    @Test(arguments: [
        ("home.html", Route.home),
        ("movie-list-page-2.html", .movieList(page: 2)),
        ("movie.html", .movie(Fixture.slug("memento-2000"))),
        ("user-list.html", .userList(page: 1)),
        ("review-list.html", .reviewList(page: 1)),
        ("user.html", .user(Fixture.slug("ada"))),
        ("genre-list.html", .terms(.genres, page: 1)),
        ("genre.html", .term(.genres, Fixture.slug("thriller"), page: 1)),
        ("director-moved.html", .term(.directors, Fixture.slug("christopher-nolan"), page: 1)),
        ("page.html", .page(Fixture.slug("about"))),
        ("404.html", .notFound),
        ("robots.txt", .robots),
        ("sitemap.xml", .sitemap),
        ("feed.xml", .feed),
        ("search.html", .search),
        ("search.json", .searchIndex),
    ])
    func rendersLikeTheReviewedGoldenFile(_ name: String, _ route: Route) async throws {
        GoldenFile.check(renderer.render(try presenter.present(route), template: route.templateName, lookups: TemplateLookups()), named: name)
    }

    /// A site of free pages alone (docs/): the home page lists them and the menu offers no empty catalog.
    @Test(arguments: [("pages-only-home.html", Route.home), ("pages-only-404.html", Route.notFound)])
    func aSiteOfPagesAloneRendersLikeTheReviewedGoldenFile(_ name: String, _ route: Route) async throws {
        let presenter = try await Self.pagesOnlyPresenter()
        GoldenFile.check(renderer.render(try presenter.present(route), template: route.templateName, lookups: TemplateLookups()), named: name)
    }

    static func pagesOnlyPresenter() async throws -> SitePresenter {
        let catalog = try await Fixture.catalog(movies: [], pages: [
            Fixture.page("architecture", title: "Architecture", menu: 1, description: "The layers & the rings."),
            Fixture.page("changelog", title: "Changelog"),
        ])
        let settings = SiteSettings(title: "Fixture Docs", description: "How it works.", baseURL: try BaseURL("https://example.org/docs/"))
        let router = Router(baseURL: settings.baseURL)
        return SitePresenter(catalog: catalog, settings: settings, router: router,
                             markdown: CmarkMarkdownRenderer(links: InternalLinkResolver(router: router, catalog: catalog)))
    }
}
