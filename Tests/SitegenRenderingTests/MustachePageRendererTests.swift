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

    @Test func aSyntaxErrorIsReportedInTheFileThatHasIt() {
        #expect(problems(["layout": "<html>{{$content}}{{/content}}</html>", "movie": "<h1>\n  {{#title}}\n{{/titel}}"]) == [
            "themes/t/templates/movie.html:3:4: error: template syntax error: section closed with a different name than it was opened with",
        ])
    }

    @Test func aPartialThatDoesNotExistIsAnError() {
        #expect(problems(["movie": "<p>\n  {{> partials/missing}}</p>"]) == [
            "themes/t/templates/movie.html:2:3: error: partial 'partials/missing' not found in themes/t/templates/",
        ])
    }

    @Test func aPageKindWithoutItsTemplateIsAnError() {
        #expect(problems(["movie": "x"], required: ["movie", "user"]) == [
            "themes/t/templates/user.html:1:1: error: template 'user' is missing from theme 't'",
        ])
    }

    @Test func printsValuesEscapedAndOnlyHTMLFieldsRaw() throws {
        let renderer = try MustachePageRenderer(theme: theme(["page": "<h1 title=\"{{title}}\">{{title}}</h1>{{{bodyHTML}}}"]), requiredTemplates: ["page"])
        let catalog = try Fixture.catalog(movies: [], pages: [])
        let layout = LayoutPresenter(router: Router(baseURL: SiteSettings.defaultBaseURL), settings: SiteSettings(), pages: catalog.pages)
            .layout(for: .home, title: nil)
        let page = FreePageViewModel(layout: layout, title: "<b>\"Ada\"</b>", bodyHTML: "<p>ok</p>")
        #expect(renderer.render(page, template: "page")
            == "<h1 title=\"&lt;b&gt;&quot;Ada&quot;&lt;/b&gt;\">&lt;b&gt;&quot;Ada&quot;&lt;/b&gt;</h1><p>ok</p>")
    }
}
