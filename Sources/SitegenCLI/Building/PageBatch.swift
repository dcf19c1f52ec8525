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
        var digests: [String: UInt64]
        /// The view models' field names that build saw (see `TemplateLookups.learnFieldNames`).
        var fieldNames: [String]
        /// The positions of each page's reads in that build's `ReadTable`.
        var reads: [String: [Int32]]
    }

    var problems: [Diagnostic] = []
    var lookups = TemplateLookups()
    var timings = StepTimings()
    /// Output path → digest of every page, for the next build's manifest.
    var digests: [String: UInt64] = [:]
    /// Output path → what every page read, for the next build's manifest.
    var reads: [String: PageReads] = [:]
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
        // Every page of the batch gets a digest and, in a build that notes them, its reads.
        batch.digests.reserveCapacity(routes.count)
        if tools.recordsReads { batch.reads.reserveCapacity(routes.count) }
        let clock = ContinuousClock()
        for route in routes {
            var started = clock.now
            let path = tools.router.outputPath(for: route), jsonPath = tools.router.jsonOutputPath(for: route)
            if batch.carriedOverUnread(route, path, jsonPath, tools) {
                batch.timings.add(.present, clock.now - started)
                continue
            }
            let viewModel = batch.present(route, path, tools)
            batch.timings.add(.present, clock.now - started)
            // Once a page failed the build fails: keep presenting to find every broken link,
            // but stop spending time on output that will be thrown away.
            guard let viewModel, batch.problems.isEmpty else { continue }
            started = clock.now
            if batch.carriedOverUnchanged(viewModel, route, path, jsonPath, tools) {
                batch.timings.add(.write, clock.now - started)
                continue
            }
            let page = tools.renderer.prepare(viewModel, template: route.templateName, lookups: batch.lookups)
            batch.digests[path] = page.digest.value
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
              let before = previous.reads[path], let digest = previous.digests[path],
              changes.unchanged(before, template: route.templateName),
              reuse(path, jsonPath, from: previous, output: tools.output)
        else { return false }
        digests[path] = digest
        reads[path] = .previous(before)
        unread += 1
        return true
    }

    /// The page's view model, with what it read noted for the next build; nil when it has problems.
    private mutating func present(_ route: Route, _ path: String, _ tools: Tools) -> (any PageViewModel)? {
        let (presented, recorded) = CatalogReads.recording {
            Result { () throws(DiagnosticList) in try tools.presenter.present(route) }
        }
        switch presented {
        case .success(let viewModel):
            if tools.recordsReads { reads[path] = .noted(noted.positions(of: recorded.reads)) }
            return viewModel
        case .failure(let error):
            problems += error.diagnostics
            return nil
        }
    }

    /// A rebuild asks whether the presented page changed, which needs only its digest; a clean
    /// build gets the digest from encoding the page for rendering.
    private mutating func carriedOverUnchanged(
        _ viewModel: any PageViewModel, _ route: Route, _ path: String, _ jsonPath: String?, _ tools: Tools
    ) -> Bool {
        guard let previous = tools.previous else { return false }
        let digest = tools.renderer.digest(viewModel, template: route.templateName).value
        guard previous.digests[path] == digest, reuse(path, jsonPath, from: previous, output: tools.output) else { return false }
        digests[path] = digest
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
