import Foundation
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// One chunk of the site's pages, presented, rendered and written by one task.
struct PageBatch: Sendable {
    /// What the last build left, for reusing the pages that did not change.
    struct Previous: Sendable {
        /// The previous output folder's path (a `URL`'s `path` costs a parse each time it is asked).
        var folder: String
        /// Each page's digest, reads (positions in that build's `ReadTable`) and JSON view.
        var pages: [String: BuildManifest.Page]
        /// The view models' field names that build saw (see `TemplateLookups.learnFieldNames`).
        var fieldNames: [String]
    }

    var problems: [Diagnostic] = []
    var lookups = TemplateLookups()
    var timings = StepTimings()
    /// Output path → every page's digest, reads and JSON view, for the next build's manifest.
    var pages: [String: PageRecord] = [:]
    /// The reads of the pages this batch presented (`PageReads.noted`).
    var noted = NotedReads()
    var reused = 0
    /// Pages carried over without even being presented: nothing they read had changed.
    var unread = 0
    /// Output paths of the pages rendered, in route order.
    var changed: [String] = []

    /// What every page of the batch is made with.
    struct Tools {
        var presenter: SitePresenter
        var renderer: MustachePageRenderer
        var router: Router
        var output: any PageSink
        var previous: Previous?
        /// What changed since `previous`; needed only to carry pages over from it.
        var changes: ReadChanges?
        /// Whether each page's reads are noted, for the next build's manifest.
        var recordsReads: Bool
    }

    /// For each route, the cheapest thing that gives its page: carried over unread (nothing it
    /// reads changed), carried over after presenting (its digest did not change), or rendered.
    static func render(_ routes: ArraySlice<Route>, with tools: Tools) -> PageBatch {
        var batch = PageBatch()
        batch.pages.reserveCapacity(routes.count)
        let clock = ContinuousClock()
        for route in routes {
            var started = clock.now
            let path = tools.router.outputPath(for: route), jsonPath = tools.router.jsonOutputPath(for: route)
            if batch.carriedOverUnread(route, path, jsonPath, tools) {
                batch.timings.add(.present, clock.now - started)
                continue
            }
            let presented = batch.present(route, tools)
            batch.timings.add(.present, clock.now - started)
            // Once a page failed the build fails: keep presenting to find every broken link,
            // but stop spending time on output that will be thrown away.
            guard let (viewModel, reads) = presented, batch.problems.isEmpty else { continue }
            started = clock.now
            if batch.carriedOverUnchanged(viewModel, reads, route, path, jsonPath, tools) {
                batch.timings.add(.write, clock.now - started)
                continue
            }
            let page = tools.renderer.prepare(viewModel, template: route.templateName, lookups: batch.lookups)
            batch.pages[path] = PageRecord(digest: page.digest.value, reads: reads, jsonView: jsonPath.map(Self.name))
            batch.changed.append(path)
            let html = tools.renderer.renderUTF8(page, template: route.templateName)
            let json = jsonPath.map { _ in JSONPageEncoder.encode(page) }
            batch.timings.add(.render, clock.now - started)
            started = clock.now
            do {
                try tools.output.write(html, to: path)
                if let jsonPath, let json { try tools.output.write(json, to: jsonPath) }
            } catch { batch.problems += error.diagnostics }
            batch.timings.add(.write, clock.now - started)
        }
        return batch
    }

    /// A page whose reads all digest as they did in the last build is carried over without even
    /// being presented.
    private mutating func carriedOverUnread(_ route: Route, _ path: String, _ jsonPath: String?, _ tools: Tools) -> Bool {
        guard problems.isEmpty, let previous = tools.previous, let changes = tools.changes,
              let before = previous.pages[path], let reads = before.reads,
              changes.unchanged(reads, template: route.templateName),
              reuse(path, jsonPath, from: previous, output: tools.output)
        else { return false }
        pages[path] = PageRecord(digest: before.digest, reads: .previous(reads), jsonView: jsonPath.map(Self.name))
        unread += 1
        return true
    }

    /// The page's view model, with what it read noted for the next build (nil when reads are not
    /// noted); nil when it has problems.
    private mutating func present(_ route: Route, _ tools: Tools) -> (any PageViewModel, PageReads?)? {
        let (presented, recorded) = CatalogReads.recording {
            Result { () throws(DiagnosticList) in try tools.presenter.present(route) }
        }
        switch presented {
        case .success(let viewModel):
            return (viewModel, tools.recordsReads ? .noted(noted.positions(of: recorded.reads)) : nil)
        case .failure(let error):
            problems += error.diagnostics
            return nil
        }
    }

    /// The last component of a path: the name of a JSON view in its page's folder.
    private static func name(_ path: String) -> String {
        OutputPath.split(path).name
    }

    /// A rebuild asks whether the presented page changed, which needs only its digest; a clean
    /// build gets the digest from encoding the page for rendering.
    private mutating func carriedOverUnchanged(
        _ viewModel: any PageViewModel, _ reads: PageReads?, _ route: Route, _ path: String, _ jsonPath: String?, _ tools: Tools
    ) -> Bool {
        guard let previous = tools.previous else { return false }
        let digest = tools.renderer.digest(viewModel, template: route.templateName).value
        guard previous.pages[path]?.digest == digest, reuse(path, jsonPath, from: previous, output: tools.output) else { return false }
        pages[path] = PageRecord(digest: digest, reads: reads, jsonView: jsonPath.map(Self.name))
        return true
    }

    /// Carries a page, and its JSON view, over from the previous output. The page's digest covers
    /// its view model, so the JSON view is unchanged exactly when the page is.
    private mutating func reuse(_ path: String, _ jsonPath: String?, from previous: Previous, output: any PageSink) -> Bool {
        guard output.reuse(path, from: previous.folder), jsonPath.map({ output.reuse($0, from: previous.folder) }) ?? true else {
            return false
        }
        reused += 1
        return true
    }
}
