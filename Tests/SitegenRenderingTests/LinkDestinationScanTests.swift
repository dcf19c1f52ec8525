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

    @Test(arguments: [
        ("No links.", []),
        ("[a](movie:x-2000), ![b]( media/b.png \"t\") and [c](\n  user:ada\n)", ["movie:x-2000", "media/b.png", "user:ada"]),
        ("`x](user:y` in code is taken too", ["user:y`"]),
        ("[empty]() and a bracket at the end]", []),
        ("Ünïcödé [é](movie:é-2000)", ["movie:é-2000"]),
        ("[Engine & Outpost](movie:x-2000), \\*not emphasis\\*, [a\\](user:y)", ["movie:x-2000", "user:y"]),
        ("[b](y) [a](\u{301}x)", ["y", "\u{301}x"]),  // a mark after the space that ends a destination
    ] as [(String, [String])])
    func findsEveryInlineDestination(_ text: String, destinations: [String]) throws {
        #expect(try #require(LinkDestinationScan.scan(text)).destinations.map(String.init) == destinations)
    }

    @Test(arguments: ["<movie:x-2000>", "[a](x&amp;y)", "[a](x\\)y)", "[a][r]\n\n[r]: movie:x-2000", "[a](x(1))", "[a](x\u{1}y)", "\u{7F}"])
    func findsNoneWhereOnlyCmarkCanTell(_ text: String) {
        #expect(LinkDestinationScan.scan(text) == nil)
    }

    /// A media file may be named as an entity or an escape reads, where cmark reads the character:
    /// the scan must not take the bytes for the destination.
    @Test(arguments: ["[a](media/x&amp;y.png)", "[a](media/x\\_y.png)"])
    func leavesEntitiesAndEscapesInADestinationToCmark(_ text: String) async throws {
        let catalog = try await Fixture.catalog(movies: [Fixture.movie("memento-2000")], users: [])
        let links = InternalLinkResolver(router: Router(baseURL: try BaseURL("https://example.org/")), catalog: catalog,
                                         mediaFiles: ["x&amp;y.png", "x\\_y.png"])
        // The bytes as they are name a file that is there…
        guard case .resolved = links.resolve(String(text.dropFirst(4).dropLast())) else { Issue.record("not resolved"); return }
        #expect(!LinkDestinationScan.allResolve(text, with: links))
    }

    /// Text known to be free of control characters (a content file's) is not searched for them.
    @Test func aContentFilesTextIsNotSearchedForControlCharacters() throws {
        #expect(try #require(LinkDestinationScan.scan("[a](x)\u{1}", isFreeOfControlCharacters: true)).destinations == ["x"])
    }
}
