import Foundation
import SitegenData
import SitegenDomain
import SitegenPresentation
import SitegenRendering

extension SiteBuilder {
    struct CheckReport {
        var pageCount: Int
        var linkCount: Int
        var warnings: [Diagnostic]
        var seconds: Double

        var summary: String {
            "Checked \(NumberText.grouped(pageCount)) pages and \(NumberText.grouped(linkCount)) links in \(NumberText.seconds(seconds)) s: no problems"
        }
    }

    /// Everything `build` does except writing: loads and validates, renders every page in memory,
    /// then checks that every `href`/`src` of the generated pages leads to a page or file of the site.
    func check() async throws(DiagnosticList) -> CheckReport {
        let started = ContinuousClock.now
        let loaded = try await loadInputs()
        let siteMap = try SiteMap(catalog: loaded.catalog, pageSize: loaded.settings.pageSize, sitemapLimit: loaded.sitemapLimit)
        let router = Router(settings: loaded.settings, today: loaded.catalog.today)
        let collisions = Self.copiedFileCollisions(routes: siteMap.routes, router: router, theme: loaded.theme, mediaFiles: loaded.mediaFiles)
        guard collisions.isEmpty else { throw DiagnosticList(collisions) }
        let collector = LinkCollector()
        var timings = StepTimings()
        _ = try await renderPages(siteMap.routes, presenter: makePresenter(loaded, router: router),
                                  renderer: loaded.renderer, router: router, output: collector, previous: nil, changes: nil, recordsReads: false,
                                  timings: &timings)
        let files = collector.writtenPaths
            .union(loaded.theme.staticFiles.map(\.path))
            .union(loaded.mediaFiles.map { "media/" + $0 })
            .union(loaded.images.allCopies.map(\.outputPath))
        var problems: [BrokenLink] = [], linkCount = 0
        for (page, links) in collector.pages {
            linkCount += links.count
            for link in Set(links) {
                if let problem = Self.problem(with: link, onPage: page, base: loaded.settings.baseURL, files: files) {
                    problems.append(BrokenLink(link: link, page: problem.location.path, problem: problem))
                }
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(Self.gathered(problems, written: WrittenLinks(theme: loaded.theme))) }
        return CheckReport(pageCount: siteMap.routes.count, linkCount: linkCount, warnings: loaded.warnings,
                           seconds: (ContinuousClock.now - started).inSeconds)
    }

    /// A link `check` found broken, and a page that shows it (named by its URL).
    struct BrokenLink {
        var link: String
        var page: String
        var problem: Diagnostic
    }

    /// One problem per broken link, not one per page showing it: at the template that writes it,
    /// if one writes it as it is, else at the first page, each naming how many pages show it.
    static func gathered(_ problems: [BrokenLink], written: WrittenLinks) -> [Diagnostic] {
        Dictionary(grouping: problems, by: \.link).values.map { unsorted in
            // The first page's problem: a relative link leads elsewhere from each page, and the
            // pages come in no set order (helper-36).
            let same = unsorted.sorted { $0.page < $1.page }
            let pages = same.map(\.page), first = same[0].problem
            let shown = pages.count == 1 ? "" : " (on \(NumberText.grouped(pages.count)) pages: \(pages[0]), \(pages[1])"
                + (pages.count > 2 ? " and \(NumberText.grouped(pages.count - 2)) more)" : ")")
            guard let template = written.location(of: same[0].link) else {
                return Diagnostic(first.severity, at: SourceLocation(path: pages[0], line: 0), first.message + shown, hint: first.hint)
            }
            return Diagnostic(first.severity, at: template, first.message + (pages.count == 1 ? " (on \(pages[0]))" : shown), hint: first.hint)
        }.sorted()
    }

    private static func problem(with link: String, onPage page: String, base: BaseURL, files: Set<String>) -> Diagnostic? {
        // Nothing is written, so the page is named by its URL.
        let location = SourceLocation(path: base.path + (page.hasSuffix("index.html") ? String(page.dropLast("index.html".count)) : page), line: 0)
        switch LinkTarget(link, onPage: page, base: base) {
        case .notChecked:
            return nil
        case .file(let path):
            if files.contains(path) || files.contains(path + "/index.html") { return nil }
            return Diagnostic(at: location, "link to '\(link)' leads nowhere: the site has no \(path)",
                              hint: "links written by a template or by raw HTML are not checked at build time; fix the template or the content")
        case .outsideSite:
            return Diagnostic(at: location, "link to '\(link)' leaves the site's base path \(base.path)",
                              hint: "root-relative links must start with the base URL's path; templates get it from the router's URLs")
        }
    }
}
