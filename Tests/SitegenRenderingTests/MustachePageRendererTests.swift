import SitegenDomain
import SitegenPresentation
import SitegenRendering
import SitegenTestSupport
import Testing

struct MustachePageRendererTests {
    private func theme(_ templates: [String: String]) -> Theme {
        Theme(name: "t", displayPath: "themes/t",
              files: templates.sorted { $0.key < $1.key }.map { Theme.File(path: "templates/\($0.key).html", bytes: Array($0.value.utf8)) })
    }

    private func problems(_ templates: [String: String], required: [String] = []) -> [String] {
        do throws(DiagnosticList) {
            _ = try MustachePageRenderer(theme: theme(templates), requiredTemplates: required)
            return []
        } catch {
            return error.diagnostics.map(\.headline)
        }
    }

    @Test func aSyntaxErrorIsReportedInTheFileThatHasIt() async {
        #expect(problems(["layout": "<html>{{$content}}{{/content}}</html>", "movie": "<h1>\n  {{#title}}\n{{/titel}}"]) == [
            "themes/t/templates/movie.html:3:4: error: template syntax error: section closed with a different name than it was opened with",
        ])
    }

    @Test func aPartialThatDoesNotExistIsAnError() async {
        #expect(problems(["movie": "<p>\n  {{> partials/missing}}</p>"]) == [
            "themes/t/templates/movie.html:2:3: error: partial 'partials/missing' not found in themes/t/templates/",
        ])
    }

    @Test func aPartialThatIncludesItselfIsAnErrorNotAStackOverflow() async {
        #expect(problems(["a": "x {{> b}}", "b": "y\n{{> a}}", "self": "{{> self}}"]) == [
            "themes/t/templates/b.html:2:1: error: partial 'a' includes itself: a → b → a",
            "themes/t/templates/self.html:1:1: error: partial 'self' includes itself: self → self",
        ])
    }

    /// Issue #21: 50,000 nested sections or 20,000 nested blocks crashed the build (signal 11).
    @Test(arguments: [("section", "{{#a}}", "{{/a}}"), ("inverted", "{{^a}}", "{{/a}}"), ("block", "{{$b}}", "{{/b}}"),
                      ("parent", "{{<p}}{{$b}}", "{{/b}}{{/p}}")])
    func nestingDeeperThanTheLimitIsALocatedErrorNotACrash(_ kind: String, _ open: String, _ close: String) async {
        let deep = "x\n" + String(repeating: open, count: 50_000) + String(repeating: close, count: 50_000)
        let problems = problems(["deep": deep, "p": "{{$b}}{{/b}}"])
        #expect(problems.count == 1, "\(kind)")
        #expect(problems.first?.hasPrefix("themes/t/templates/deep.html:2:") == true, "\(kind): \(problems)")
        #expect(problems.first?.hasSuffix("error: template syntax error: sections nest deeper than 100 levels") == true, "\(kind)")
        // Exactly at the limit is fine.
        let sections = String(repeating: "{{#a}}", count: 100) + "{{a}}" + String(repeating: "{{/a}}", count: 100)
        #expect(self.problems(["deep": sections]) == [])
    }

    @Test func theErrorStandsAtTheTagThatGoesTooDeep() async {
        let lines = (1...101).map { "{{#a\($0)}}" }.joined(separator: "\n")
        #expect(problems(["deep": lines]) == ["themes/t/templates/deep.html:101:1: error: template syntax error: sections nest deeper than 100 levels"])
    }

    @Test func aChainOfPartialsCountsTowardsTheLimit() async {
        // 60 levels in each of two templates, one including the other: 121 in all.
        func half(including partial: String) -> String {
            String(repeating: "{{#a}}", count: 60) + "{{> \(partial)}}" + String(repeating: "{{/a}}", count: 60)
        }
        #expect(problems(["outer": "\n" + half(including: "inner"), "inner": half(including: "leaf"), "leaf": "x"]) == [
            "themes/t/templates/outer.html:2:361: error: including 'inner' here nests the template deeper than 100 levels",
        ])
        // 150 partials, each including the next at the top level.
        var chain = (0..<150).reduce(into: [String: String]()) { $0["p\($1)"] = "{{> p\($1 + 1)}}" }
        chain["p150"] = "end"
        #expect(problems(chain) == ["themes/t/templates/p49.html:1:1: error: including 'p50' here nests the template deeper than 100 levels"])
    }

    /// Issue #21: `{{{field}}}` and `{{&field}}` printed any field unescaped.
    @Test(arguments: [
        ("<h1>{{{title}}}</h1>", "1:5", "'title'"),
        ("<h1>\n  {{& title}}</h1>", "2:3", "'title'"),
        ("{{=<% %>=}}<%& title %>", "1:12", "'title'"),
        ("{{#genres}}{{{.}}}{{/genres}}", "1:12", "the current value"),
        ("{{#bioHTML}}{{^x}}{{#names}}{{{.}}}{{/names}}{{/x}}{{/bioHTML}}", "1:29", "the current value"),
        ("{{#names}}{{^bioHTML}}{{{.}}}{{/bioHTML}}{{/names}}", "1:23", "the current value"),
        ("{{{.}}}", "1:1", "the current value"),
        ("{{{layout.HTMLtitle}}}", "1:1", "'layout.HTMLtitle'"),
    ])
    func printingAFieldThatIsNotHTMLRawIsAnErrorAtItsTag(_ template: String, _ position: String, _ field: String) async {
        #expect(problems(["movie": template]) == ["themes/t/templates/movie.html:\(position): error: \(field) is printed without HTML escaping, but is not HTML"])
    }

    /// The pragma turned escaping off for a whole HTML template: `{{title}}` printed raw.
    @Test func turningEscapingOffIsForTextAndJSONTemplatesOnly() async {
        #expect(problems(["movie": "x\n{{%CONTENT_TYPE: TEXT}}{{title}}", "feed.xml": "{{% CONTENT_TYPE:TEXT }}", "partials/p": "{{%CONTENT_TYPE: TEXT}}"]) == [
            "themes/t/templates/feed.xml.html:1:1: error: {{%CONTENT_TYPE: TEXT}} would print every value without HTML escaping",
            "themes/t/templates/movie.html:2:1: error: {{%CONTENT_TYPE: TEXT}} would print every value without HTML escaping",
            "themes/t/templates/partials/p.html:1:1: error: {{%CONTENT_TYPE: TEXT}} would print every value without HTML escaping",
        ])
        let text = Theme(name: "t", displayPath: "themes/t", files: [
            Theme.File(path: "templates/robots.txt", bytes: Array("{{%CONTENT_TYPE: TEXT}}\nx".utf8)),
            Theme.File(path: "templates/search.json", bytes: Array("{{%CONTENT_TYPE: TEXT}}\n{{indexJSON}}".utf8)),
        ])
        #expect(throws: Never.self) { try MustachePageRenderer(theme: text, requiredTemplates: []) }
        // Nor can an HTML template include one, which would print raw from inside it.
        let included = Theme(name: "t", displayPath: "themes/t", files: [
            Theme.File(path: "templates/partials/raw.json", bytes: Array("{{%CONTENT_TYPE: TEXT}}{{title}}".utf8)),
            Theme.File(path: "templates/movie.html", bytes: Array("<h1>{{> partials/raw.json}}</h1>".utf8)),
        ])
        do {
            _ = try MustachePageRenderer(theme: included, requiredTemplates: [])
            Issue.record("a TEXT partial was included")
        } catch {
            #expect(error.diagnostics.map(\.headline) == [
                "themes/t/templates/movie.html:1:5: error: 'partials/raw.json' turns HTML escaping off and cannot be included in another template",
            ])
        }
    }

    /// A page's blocks are rendered inside its layout's: 60 levels in each are 121 in all.
    @Test func blocksGivenToALayoutNestOnTopOfIt() async {
        let sixty = String(repeating: "{{#a}}", count: 60)
        let closing = String(repeating: "{{/a}}", count: 60)
        #expect(problems(["layout": sixty + "{{$content}}{{/content}}" + closing,
                          "page": "{{<layout}}{{$content}}" + String(repeating: "{{#b}}", count: 59) + "x" + String(repeating: "{{/b}}", count: 59) + "{{/content}}{{/layout}}"]) == [
            "themes/t/templates/page.html:1:1: error: including 'layout' here nests the template deeper than 100 levels",
        ])
    }

    @Test func htmlFieldsMayBePrintedRaw() async {
        #expect(problems(["movie": "{{{synopsisHTML}}}{{&bodyHTML}}{{{layout.jsonLDHTML}}}{{#bioHTML}}<p>{{{.}}}</p>{{/bioHTML}}"]) == [])
    }

    @Test func theDefaultThemeLoads() async throws {
        _ = try MustachePageRenderer(theme: ThemeLoader.builtInDefault, requiredTemplates: ["movie", "layout", "feed.xml"])
    }

    @Test func aNameNoViewModelHasIsReportedWhereTheTemplateUsesIt() async throws {
        let renderer = try MustachePageRenderer(
            theme: theme(["page": "<h1>{{title}}</h1>\n<p>{{layout.siteTitle}} {{titel}} {{layout.sitetitle}}</p>{{#nothing}}{{/nothing}}"]),
            requiredTemplates: ["page"])
        let lookups = TemplateLookups()
        _ = renderer.render(try freePage(title: "T"), template: "page", lookups: lookups)
        let guide = "each template's values are listed in sitegen's themes guide (docs/content/pages/themes.md)"
        #expect(renderer.unknownNames(in: lookups).map(\.description) == [
            "themes/t/templates/page.html:2:59: error: no page has a value named 'nothing'\n    hint: \(guide)",
            "themes/t/templates/page.html:2:25: error: no page has a value named 'titel'\n    hint: did you mean 'title'? \(guide)",
            "themes/t/templates/page.html:2:35: error: no page has a value named 'sitetitle'\n    hint: did you mean 'siteTitle'? \(guide)",
        ].sorted())
    }

    /// A list or an object given to a value tag shows nothing in Mustache: reported where the
    /// tag is, with the name as the tag spells it; the same names in sections are fine.
    @Test func aListOrAnObjectShownAsTextIsReportedWhereTheTagIs() async throws {
        let renderer = try MustachePageRenderer(
            theme: theme(["page": "{{title}}{{#layout.navigation}}{{title}}{{/layout.navigation}}\n"
                + "{{layout.navigation}} {{#layout.navigation}}<a>{{.}}</a>{{/layout.navigation}} {{layout}} {{.layout.metaTags}}"]),
            requiredTemplates: ["page"])
        let lookups = TemplateLookups()
        _ = renderer.render(try freePage(title: "T"), template: "page", lookups: lookups)
        #expect(renderer.wholeValues(in: lookups).map(\.headline) == [
            "themes/t/templates/page.html:2:1: error: 'layout.navigation' is a list or an object on some page, and {{…}} shows only text, numbers and true or false",
            "themes/t/templates/page.html:2:48: error: the current value is a list or an object on some page, and {{…}} shows only text, numbers and true or false",
            "themes/t/templates/page.html:2:80: error: 'layout' is a list or an object on some page, and {{…}} shows only text, numbers and true or false",
            "themes/t/templates/page.html:2:91: error: '.layout.metaTags' is a list or an object on some page, and {{…}} shows only text, numbers and true or false",
        ])
        let fine = try MustachePageRenderer(theme: theme(["page": "{{title}}{{#layout.navigation}}{{title}} {{url}}{{/layout.navigation}}"]),
                                            requiredTemplates: ["page"])
        let fineLookups = TemplateLookups()
        _ = fine.render(try freePage(title: "T"), template: "page", lookups: fineLookups)
        #expect(fine.wholeValues(in: fineLookups).isEmpty)
    }

    @Test func aFieldThatIsNilIsKnownAndRendersAsNothing() async throws {
        let renderer = try MustachePageRenderer(
            theme: theme(["page": "[{{layout.breadcrumb}}]{{#layout.breadcrumb}}yes{{/layout.breadcrumb}}{{^layout.breadcrumb}}no{{/layout.breadcrumb}}"]),
            requiredTemplates: ["page"])
        let lookups = TemplateLookups()
        #expect(renderer.render(try freePage(title: "T"), template: "page", lookups: lookups) == "[]no")
        #expect(renderer.unknownNames(in: lookups).isEmpty)
    }

    private func freePage(title: String) throws -> FreePageViewModel {
        let layout = LayoutPresenter(router: Router(baseURL: SiteSettings.defaultBaseURL), settings: SiteSettings(), pages: [])
            .layout(for: .home, title: nil)
        return FreePageViewModel(layout: layout, title: title, bodyHTML: "")
    }

    @Test func aPageKindWithoutItsTemplateIsAnError() async {
        #expect(problems(["movie": "x"], required: ["movie", "user"]) == [
            "themes/t/templates/user.html:1:1: error: template 'user' is missing from theme 't'",
        ])
    }

    @Test func printsValuesEscapedAndOnlyHTMLFieldsRaw() async throws {
        let renderer = try MustachePageRenderer(theme: theme(["page": "<h1 title=\"{{title}}\">{{title}}</h1>{{{bodyHTML}}}"]), requiredTemplates: ["page"])
        let catalog = try await Fixture.catalog(movies: [], pages: [])
        let layout = LayoutPresenter(router: Router(baseURL: SiteSettings.defaultBaseURL), settings: SiteSettings(), pages: catalog.pages)
            .layout(for: .home, title: nil)
        let page = FreePageViewModel(layout: layout, title: "<b>\"Ada\"</b>", bodyHTML: "<p>ok</p>")
        #expect(renderer.render(page, template: "page", lookups: TemplateLookups())
            == "<h1 title=\"&lt;b&gt;&quot;Ada&quot;&lt;/b&gt;\">&lt;b&gt;&quot;Ada&quot;&lt;/b&gt;</h1><p>ok</p>")
    }

    /// A sitemap template copied before sitemaps were split writes no index: the build then
    /// lists every page in one file, as it did, rather than none.
    @Test func aSitemapTemplateWithoutAnIndexIsToldApart() {
        #expect(ThemeLoader.builtInDefault.writesSitemapIndex)
        let old = Theme(name: "t", displayPath: "themes/t", files: [Theme.File(path: "templates/sitemap.xml", bytes: Array(
            "<urlset>{{#entries}}<url><loc>{{location}}</loc></url>{{/entries}}</urlset>".utf8))])
        #expect(!old.writesSitemapIndex)
        #expect(theme(["home": "x"]).writesSitemapIndex)
    }
}
