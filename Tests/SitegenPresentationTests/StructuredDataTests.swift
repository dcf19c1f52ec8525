import SitegenDomain
import SitegenPresentation
import SitegenTestSupport
import Testing

struct StructuredDataTests {
    @Test func jsonCannotCloseTheScriptItIsIn() {
        let value = JSONValue.object([("name", "</script><script>alert(1)</script> \"x\" --> & \u{2028}")])
        #expect(value.serialized == #"{"name":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e \"x\" --\u003e \u0026 \u2028"}"#)
    }

    @Test(arguments: [
        ("plain – dash, é, 日本", #""plain – dash, é, 日本""#),
        ("a\u{2029}b\u{1}c\td\\e\nf", #""a\u2029b\u0001c\td\\e\nf""#),
        ("<p>Tom &amp; Jerry</p>", #""\u003cp\u003eTom \u0026amp; Jerry\u003c/p\u003e""#),
        ("ends with \u{E2}", #""ends with \#u{E2}""#),
    ])
    func stringsAreEscapedExactlyWhereJSONInHTMLNeedsIt(_ text: String, _ json: String) {
        #expect(JSONValue.string(text).serialized == json)
    }

    /// Text is copied eight bytes at a time between escapes: each escape, at every position of
    /// text longer than that, comes out as it does alone (`—` starts with the byte U+2028 does).
    @Test func escapesAreFoundAtEveryPositionOfLongText() {
        let escapes = ["<": #"\u003c"#, ">": #"\u003e"#, "&": #"\u0026"#, "\"": #"\""#, "\\": #"\\"#, "\n": #"\n"#,
                       "\u{1}": #"\u0001"#, "\u{2028}": #"\u2028"#, "\u{2029}": #"\u2029"#, "é": "é", "—": "—"]
        let plain = String(repeating: "abcdefghij", count: 4)
        for (special, escaped) in escapes {
            for offset in 0...plain.count {
                let before = String(plain.prefix(offset)), after = String(plain.dropFirst(offset))
                #expect(JSONValue.string(before + special + after).serialized == "\"" + before + escaped + after + "\"")
            }
        }
    }

    @Test func aMoviePageDescribesTheMovieItsRatingAndItsTrail() async throws {
        let catalog = try await Fixture.catalog(
            movies: [Fixture.movie("up-2009", title: "Up </script>", year: 2009, runtime: 96, directors: ["Pete Docter"],
                                   reviews: [Fixture.review("ada", 4.5, on: "2021-05-01", movie: "up-2009")])],
            users: [Fixture.user("ada", name: "Ada")]
        )
        let settings = SiteSettings(title: "Club", baseURL: try BaseURL("https://example.org/club/"))
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: Router(baseURL: settings.baseURL), markdown: FakeMarkdownRenderer())
        let page = try #require(try presenter.present(.movie(Fixture.slug("up-2009"))) as? MovieDetailViewModel)
        let json = page.layout.jsonLDHTML
        #expect(!json.contains("</script>"))
        #expect(json.contains(#""@type":"Movie","name":"Up \u003c/script\u003e","url":"https://example.org/club/movies/up-2009/""#))
        #expect(json.contains(#""aggregateRating":{"@type":"AggregateRating","ratingValue":"4.5","reviewCount":1"#))
        #expect(json.contains(#""duration":"PT96M""#))
        #expect(json.contains(#""@type":"BreadcrumbList""#))
        #expect(page.layout.metaTags.first { $0.key == "og:type" }?.content == "video.movie")
    }

    @Test func theFeedListsReviewsAndMoviesNewestFirstWithAbsoluteLinks() async throws {
        let catalog = try await Fixture.catalog(
            movies: [
                Fixture.movie("a-2000", title: "A", released: "2000-01-01", reviews: [Fixture.review("ada", 4, on: "2022-02-02", text: "Fine.", movie: "a-2000")]),
                Fixture.movie("b-2000", title: "B"),
            ],
            users: [Fixture.user("ada", name: "Ada")]
        )
        let settings = SiteSettings(title: "Club", baseURL: try BaseURL("https://example.org/club/"))
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: Router(baseURL: settings.baseURL), markdown: FakeMarkdownRenderer())
        let feed = try #require(try presenter.present(.feed) as? FeedViewModel)
        #expect(feed.updated == "2022-02-02T00:00:00Z")
        #expect(feed.entries.map(\.id) == ["https://example.org/club/movies/a-2000/", "https://example.org/club/movies/a-2000/#review-ada"])
        #expect(feed.entries.last?.contentHTML == "<p>Fine.</p>")
        let sitemap = try #require(try presenter.present(.sitemap) as? SitemapViewModel)
        #expect(sitemap.entries.first { $0.location.hasSuffix("/movies/a-2000/") }?.lastModified == "2022-02-02")
        #expect(!sitemap.entries.contains { $0.location.hasSuffix(".xml") || $0.location.hasSuffix("404.html") })
        #expect(!sitemap.isIndex)
    }

    /// More pages than one sitemap file may list: `sitemap.xml` is the index of parts that list
    /// them all, each once, in the order one file lists them.
    @Test func aSitemapOfMorePagesThanOneFileMayListIsSplitIntoParts() async throws {
        let catalog = try await Fixture.catalog(movies: (1...7).map { Fixture.movie("m-\($0)-2000") }, users: [Fixture.user("ada")])
        let settings = SiteSettings(title: "Club", baseURL: try BaseURL("https://example.org/club/"))
        var presenter = SitePresenter(catalog: catalog, settings: settings, router: Router(baseURL: settings.baseURL), markdown: FakeMarkdownRenderer())
        let whole = try #require(try presenter.present(.sitemap) as? SitemapViewModel).entries
        presenter.sitemapLimit = 10
        let routes = try SiteMap(catalog: catalog, pageSize: settings.pageSize, sitemapLimit: 10).routes
        let partCount = (whole.count + 9) / 10
        #expect(partCount > 1 && routes.filter { if case .sitemapPart = $0 { true } else { false } } == (1...partCount).map(Route.sitemapPart))
        let index = try #require(try presenter.present(.sitemap) as? SitemapViewModel)
        #expect(index.isIndex && index.entries.isEmpty)
        #expect(index.parts.map(\.location) == (1...partCount).map { "https://example.org/club/sitemap-\($0).xml" })
        let parts = try (1...partCount).map { try #require(try presenter.present(.sitemapPart($0)) as? SitemapViewModel).entries }
        #expect(parts.dropLast().allSatisfy { $0.count == 10 } && parts.flatMap { $0 } == whole)
        // One file suffices at the limit.
        #expect(try SiteMap(catalog: catalog, pageSize: settings.pageSize, sitemapLimit: whole.count).routes.last == .feed)
    }
}
