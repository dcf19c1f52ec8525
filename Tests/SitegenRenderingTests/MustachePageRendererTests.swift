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
            return error.diagnostics.map { String($0.description.prefix { $0 != "\n" }) }
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

    @Test func aNameNoViewModelHasIsReportedWhereTheTemplateUsesIt() async throws {
        let renderer = try MustachePageRenderer(
            theme: theme(["page": "<h1>{{title}}</h1>\n<p>{{layout.siteTitle}} {{titel}} {{layout.sitetitle}}</p>{{#nothing}}{{/nothing}}"]),
            requiredTemplates: ["page"])
        let lookups = TemplateLookups()
        _ = renderer.render(try freePage(title: "T"), template: "page", lookups: lookups)
        #expect(renderer.unknownNames(in: lookups).map(\.description) == [
            "themes/t/templates/page.html:2:59: error: no page has a value named 'nothing'\n    hint: check the spelling against the view model fields in the README's theme section",
            "themes/t/templates/page.html:2:25: error: no page has a value named 'titel'\n    hint: check the spelling against the view model fields in the README's theme section",
            "themes/t/templates/page.html:2:35: error: no page has a value named 'sitetitle'\n    hint: check the spelling against the view model fields in the README's theme section",
        ].sorted())
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
}
