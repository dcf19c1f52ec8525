import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenRendering
import SitegenTestSupport
import Testing

struct CheckTests {
    @Test func aCleanSiteChecksEveryLinkAndWritesNothing() async throws {
        let site = try SiteBuild(fixture: "club")
        let report = try await site.check()
        #expect(report.pageCount == 52)
        #expect(report.linkCount > 500)
        #expect(report.summary.hasPrefix("Checked 52 pages and "))
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
        #expect(site.folder.relativeFilePaths(below: ".").allSatisfy { !$0.contains("staging") && !$0.contains("manifest") })
    }

    @Test func aTemplateLinkThatLeadsNowhereIsReportedWhereTheTemplateWritesIt() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("themes/default/templates/page.html", """
            {{<layout}}{{$content}}<h1>{{title}}</h1>
            <a href="/club/nope/">gone</a> <a href="../movies/">fine</a> <a href="https://elsewhere.example/">not fetched</a>
            <img src="/club/media/missing.png" alt=""> <a href="#main">fine</a> <a href="../../../etc/">out</a>
            {{{bodyHTML}}}{{/content}}{{/layout}}
            """)
        let error = await #expect(throws: DiagnosticList.self) { try await site.check() }
        let messages = error?.diagnostics.map { "\($0.location): \($0.message)" }.sorted()
        #expect(messages == [
            "themes/default/templates/page.html:2:4: link to '/club/nope/' leads nowhere: the site has no nope/index.html (on /club/about/)",
            "themes/default/templates/page.html:3:6: link to '/club/media/missing.png' leads nowhere: the site has no media/missing.png (on /club/about/)",
            "themes/default/templates/page.html:3:72: link to '../../../etc/' leaves the site's base path /club/ (on /club/about/)",
        ])
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    /// A template of Windows line ends is located as one of Unix line ends; a broken link on
    /// several pages is reported with the first page's problem, whatever order they come in.
    @Test func aWrittenLinkIsLocatedWhateverTheLineEndsAndTheOrderOfPages() throws {
        let theme = Theme(name: "t", displayPath: "themes/t", files: [.init(path: "templates/page.html", bytes: Array("<p>\r\n\r\n  <a href=\"x/\">".utf8))])
        #expect(WrittenLinks(theme: theme).location(of: "x/")?.description == "themes/t/templates/page.html:3:6")
        let problems = ["/b/", "/a/", "/c/"].map { page in
            SiteBuilder.BrokenLink(link: "x/", page: page, problem: Diagnostic(at: SourceLocation(path: page, line: 0), "no \(page)x/"))
        }
        let gathered = SiteBuilder.gathered(problems, written: WrittenLinks(theme: theme))
        #expect(gathered.map(\.description) == ["themes/t/templates/page.html:3:6: error: no /a/x/ (on 3 pages: /a/, /b/ and 1 more)"])
    }

    /// A broken link on every movie's page is one problem, with how many pages show it; one a
    /// template makes from values is reported at the first page, having no line to be fixed at.
    @Test func aBrokenLinkOnManyPagesIsOneProblem() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("themes/default/templates/movie.html",
                          "{{<layout}}{{$content}}<h1>{{title}}</h1>\n<a href=\"/club/movie/\">all</a> <a href=\"/club/x/{{year}}/\">y</a>{{/content}}{{/layout}}")
        let error = await #expect(throws: DiagnosticList.self) { try await site.check() }
        let messages = error?.diagnostics.map { "\($0.location.path): \($0.message)" }.sorted() ?? []
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.contains("themes/default/templates/movie.html: link to '/club/movie/' leads nowhere: the site has no movie/index.html "
            + "(on 4 pages: /club/movies/alien-1979/, /club/movies/arrival-2016/ and 2 more)"))
        #expect(messages.contains("/club/movies/alien-1979/: link to '/club/x/1979/' leads nowhere: the site has no x/1979/index.html"))
    }

    @Test func aHardCodedRootLinkFailsUnderABaseURLWithAPath() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("themes/default/templates/page.html",
                          "{{<layout}}{{$content}}<a href=\"/movies/\">all</a>{{{bodyHTML}}}{{/content}}{{/layout}}")
        try await site.check(baseURL: "https://example.org/")
        let error = await #expect(throws: DiagnosticList.self) { try await site.check(baseURL: "https://example.org/club/") }
        #expect(error?.diagnostics.map(\.message) == ["link to '/movies/' leaves the site's base path /club/ (on /club/about/)"])
    }

    @Test func brokenContentLinksAreReportedAtTheirSourcePosition() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/pages/about.md", "---\ntitle: About\n---\nSee [this](movie:nope-1999).\n")
        let error = await #expect(throws: DiagnosticList.self) { try await site.check() }
        #expect(error?.diagnostics.map { "\($0.location)" } == ["content/pages/about.md:4:5"])
    }

    @Test(arguments: [
        ("movies/", "x/index.html", LinkTarget.file("x/movies/index.html")),
        ("../y.png", "x/index.html", .file("y.png")),
        ("/club/a/", "index.html", .file("a/index.html")),
        ("https://example.org/club/feed.xml", "index.html", .file("feed.xml")),
        ("https://example.org/other/", "index.html", .notChecked),
        ("mailto:a@b.c", "index.html", .notChecked),
        ("?q=x", "search/index.html", .notChecked),
        ("/other/", "index.html", .outsideSite),
        ("/club/%73earch/", "index.html", .file("search/index.html")),
    ])
    func resolvesLinksLikeABrowser(_ link: String, _ page: String, _ target: LinkTarget) throws {
        #expect(LinkTarget(link, onPage: page, base: try BaseURL("https://example.org/club/")) == target)
    }

    @Test func findsQuotedLinkAttributesOnly() {
        let html = #"<a href="/a/">x</a><img src="b.png" alt=""><form action="/s/"><div data-href="no"> href=x <a href="a&amp;b">"#
        #expect(LinkCollector.links(in: html) == ["/a/", "b.png", "/s/", "a&b"])
    }
}
