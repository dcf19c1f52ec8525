import Foundation
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// One chunk of the site's pages, presented, rendered and written by one task.
struct PageBatch: Sendable {
    /// What the last build left, for reusing the pages that did not change.
    struct Previous: Sendable {
        var folder: URL
        var digests: [String: String]
        /// The view models' field names that build saw (see `TemplateLookups.learnFieldNames`).
        var fieldNames: [String]
        /// What each page read from the catalog (see `PageReads`).
        var reads: [String: PageReads]
    }

    var problems: [Diagnostic] = []
    var lookups = TemplateLookups()
    var timings = StepTimings()
    /// Output path → digest of every page, for the next build's manifest.
    var digests: [String: String] = [:]
    /// Output path → what every page read, for the next build's manifest.
    var reads: [String: PageReads] = [:]
    var reused = 0
    /// Pages carried over without even being presented: nothing they read had changed.
    var unread = 0
    /// Output paths of the pages rendered, in route order.
    var changed: [String] = []

    static func render(
        _ routes: ArraySlice<Route>, presenter: SitePresenter, renderer: MustachePageRenderer, router: Router,
        output: any PageSink, previous: Previous?, fingerprints: ReadFingerprints?
    ) -> PageBatch {
        var batch = PageBatch()
        let clock = ContinuousClock()
        for route in routes {
            var started = clock.now
            let path = router.outputPath(for: route)
            let jsonPath = router.jsonOutputPath(for: route)
            if batch.problems.isEmpty, let previous, let fingerprints, let before = previous.reads[path],
               let digest = previous.digests[path],
               fingerprints.fingerprintNow(of: before, template: route.templateName) == before.fingerprint,
               batch.reuse(path, jsonPath, from: previous, output: output) {
                batch.digests[path] = digest
                batch.reads[path] = before
                batch.unread += 1
                batch.timings.add(.present, clock.now - started)
                continue
            }
            let (presented, reads) = CatalogReads.recording {
                Result { () throws(DiagnosticList) in try presenter.present(route) }
            }
            let viewModel: any PageViewModel
            switch presented {
            case .success(let presented): viewModel = presented
            case .failure(let error):
                batch.problems += error.diagnostics
                continue
            }
            batch.reads[path] = fingerprints?.pageReads(reads.reads, template: route.templateName)
            batch.timings.add(.present, clock.now - started)
            // Once a page failed the build fails: keep presenting to find every broken link,
            // but stop spending time on output that will be thrown away.
            guard batch.problems.isEmpty else { continue }
            started = clock.now
            // A rebuild asks first whether the page changed, which needs only the digest; a
            // clean build gets the digest from encoding the page for rendering.
            let digest = previous == nil ? nil : renderer.digest(viewModel, template: route.templateName)
            if let previous, let digest, previous.digests[path] == digest.hex, batch.reuse(path, jsonPath, from: previous, output: output) {
                batch.digests[path] = digest.hex
                batch.timings.add(.write, clock.now - started)
                continue
            }
            let page = renderer.prepare(viewModel, template: route.templateName, lookups: batch.lookups)
            batch.digests[path] = page.digest.hex
            batch.changed.append(path)
            let html = renderer.renderUTF8(page, template: route.templateName)
            let json = jsonPath.map { _ in JSONPageEncoder.encode(page) }
            batch.timings.add(.render, clock.now - started)
            started = clock.now
            do {
                try output.write(html, to: path)
                if let jsonPath, let json { try output.write(json, to: jsonPath) }
            } catch { batch.problems += error.diagnostics }
            batch.timings.add(.write, clock.now - started)
        }
        return batch
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
