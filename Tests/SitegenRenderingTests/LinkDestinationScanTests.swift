import SitegenDomain
import SitegenPresentation
@testable import SitegenRendering
import SitegenTestSupport
import Testing

/// The scan answers for prose whose inline links all resolve, and leaves everything it cannot be
/// sure of to cmark (`CmarkMarkdownRendererTests` holds both to what rendering reports).
struct LinkDestinationScanTests {
    let links: InternalLinkResolver

    init() async throws {
        let catalog = try await Fixture.catalog(movies: [Fixture.movie("memento-2000")], users: [Fixture.user("ada")])
        links = InternalLinkResolver(router: Router(baseURL: try BaseURL("https://example.org/club/")), catalog: catalog)
    }

    @Test(arguments: [
        "No links.", "[Memento](movie:memento-2000), by [Ada](user:ada \"Ada\").", "![x](https://example.org/x.png)",
        "[a](\n  movie:memento-2000\n)", "`x](user:nobody` is code, but read as a link", "[a]()",
    ])
    func answersForLinksThatResolve(_ text: String) {
        #expect(LinkDestinationScan.allResolve(text, with: links) == !text.contains("nobody"))
    }

    @Test(arguments: [
        "[a](movie:nothing-1999)", "[a](<movie:memento-2000>)", "[a](movie&#58;memento-2000)", "[a](movie\\:memento-2000)",
        "[a][x]\n\n[x]: movie:memento-2000", "[a](movie:memento-2000(1))", "[a](movie:memento-2000\u{7F})", "<movie:memento-2000>",
    ])
    func leavesToCmarkWhatItCannotBeSureOf(_ text: String) {
        #expect(!LinkDestinationScan.allResolve(text, with: links))
    }
}
