import SitegenDomain
import SitegenPresentation
import SitegenTestSupport
import Testing

struct InternalLinkResolverTests {
    let resolver: InternalLinkResolver

    init() async throws {
        let catalog = try await Fixture.catalog(
            movies: [Fixture.movie("memento-2000", directors: ["Christopher Nolan"]), Fixture.movie("secret-2024", draft: true)],
            users: [Fixture.user("ada")],
            pages: [Fixture.page("themes", title: "Themes")]
        )
        resolver = InternalLinkResolver(router: Router(baseURL: try BaseURL("https://example.org/club/")), catalog: catalog,
                                        mediaFiles: ["stills/alien.png"])
    }

    @Test(arguments: [
        ("movie:memento-2000", "/club/movies/memento-2000/"),
        ("user:ada", "/club/users/ada/"),
        ("person:christopher-nolan", "/club/people/christopher-nolan/"),
        ("movie:memento-2000#reviews", "/club/movies/memento-2000/#reviews"),
        ("media/stills/alien.png", "/club/media/stills/alien.png"),
        ("/about/", "/club/about/"),
        ("/movies/?sort=year#list", "/club/movies/?sort=year#list"),
        // A free page by its file name, as the file beside it on GitHub is linked.
        ("themes.md", "/club/themes/"),
        ("themes.md#partials", "/club/themes/#partials"),
    ])
    func resolvesInternalLinksThroughTheRouter(_ destination: String, _ url: String) async {
        #expect(resolver.resolve(destination) == .resolved(url: url))
    }

    @Test(arguments: ["https://example.org", "mailto:a@b.c", "//cdn.example.org/x.js", "images/x.png", "#top", "javascript:alert(1)"])
    func leavesOtherLinksToTheMarkdownRenderer(_ destination: String) async {
        #expect(resolver.resolve(destination) == .external)
    }

    @Test(arguments: [
        ("user:nobody", "link to unknown user 'nobody'"),
        ("person:nobody", "link to unknown person 'nobody'"),
        ("movie:", "link 'movie:' does not name a movie (expected movie:<slug>)"),
        ("Movie:memento-2000", "link scheme 'Movie:' must be lowercase"),
        ("movie:memento-2000#nope", "link 'movie:memento-2000#nope' points to an unknown section '#nope'"),
        ("movie:secret-2024", "link to movie 'secret-2024', which is a draft and is not published"),
        ("movie:../../etc", "link 'movie:../../etc' does not name a movie (expected movie:<slug>)"),
        ("media/stills/missing.png", "link to media file 'media/stills/missing.png', which is not in content/media/"),
        ("theme.md", "link to unknown page 'theme.md'"),
        ("Themes.md", "link to unknown page 'Themes.md'"),
    ])
    func explainsWhyALinkIsBroken(_ destination: String, _ message: String) async {
        guard case .broken(let actual, _) = resolver.resolve(destination) else {
            Issue.record("\(destination) was not reported as broken")
            return
        }
        #expect(actual == message)
    }
}
