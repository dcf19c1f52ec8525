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

    init() async throws {
        let catalog = try await Fixture.catalog(
            movies: [
                Fixture.movie("memento-2000", title: "Memento", year: 2000, released: "2000-09-05", runtime: 113,
                              genres: ["Thriller", "Mystery"], directors: ["Christopher Nolan", "Emma Thomas"],
                              reviews: [Fixture.review("ada", 4.5, on: "2021-05-01", text: "Backwards *and* brilliant.", movie: "memento-2000"),
                                        Fixture.review("bob", 3, on: "2022-06-01", movie: "memento-2000")],
                              synopsis: "A man with no short-term memory.\n\nSee [Heat](movie:heat-1995) & <script>x</script>."),
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
        presenter = SitePresenter(catalog: catalog, settings: settings, router: router,
                                  markdown: CmarkMarkdownRenderer(links: InternalLinkResolver(router: router, catalog: catalog)))
        renderer = try MustachePageRenderer(theme: ThemeLoader.builtInDefault, requiredTemplates: ["layout", "feed.xml", "sitemap.xml"])
    }

    /// A rebuild digests unchanged pages without preparing them: both ways must give one digest,
    /// or every page would look changed (or, worse, a changed one unchanged).
    @Test(arguments: [Route.home, .movieList(page: 2), .movie(Fixture.slug("memento-2000")), .user(Fixture.slug("ada")),
                      .terms(.directors), .term(.genres, Fixture.slug("thriller"), page: 1), .sitemap, .feed, .searchIndex])
    func theCheapDigestIsThePreparedPagesDigest(_ route: Route) async throws {
        let page = try presenter.present(route)
        let lookups = TemplateLookups()
        #expect(renderer.digest(page, template: route.templateName, lookups: lookups)
            == renderer.prepare(page, template: route.templateName, lookups: lookups).digest)
    }

    @Test(arguments: [
        ("home.html", Route.home),
        ("movie-list-page-2.html", .movieList(page: 2)),
        ("movie.html", .movie(Fixture.slug("memento-2000"))),
        ("user-list.html", .userList(page: 1)),
        ("user.html", .user(Fixture.slug("ada"))),
        ("genre-list.html", .terms(.genres)),
        ("genre.html", .term(.genres, Fixture.slug("thriller"), page: 1)),
        ("director-list.html", .terms(.directors)),
        ("director.html", .term(.directors, Fixture.slug("christopher-nolan"), page: 1)),
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
}
