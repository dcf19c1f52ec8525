import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// One chunk of the site's pages, presented, rendered and written by one task.
struct PageBatch: Sendable {
    var problems: [Diagnostic] = []
    var lookups = TemplateLookups()
    var timings = StepTimings()

    static func render(
        _ routes: ArraySlice<Route>, presenter: SitePresenter, renderer: MustachePageRenderer, router: Router,
        output: OutputFolder
    ) -> PageBatch {
        var batch = PageBatch()
        let clock = ContinuousClock()
        for route in routes {
            var started = clock.now
            let viewModel: any PageViewModel
            do { viewModel = try presenter.present(route) } catch {
                batch.problems += error.diagnostics
                continue
            }
            batch.timings.add(.present, clock.now - started)
            // Once a page failed the build fails: keep presenting to find every broken link,
            // but stop spending time on output that will be thrown away.
            guard batch.problems.isEmpty else { continue }
            started = clock.now
            let html = renderer.render(viewModel, template: route.templateName, lookups: batch.lookups)
            batch.timings.add(.render, clock.now - started)
            started = clock.now
            do { try output.write(html, to: router.outputPath(for: route)) } catch { batch.problems += error.diagnostics }
            batch.timings.add(.write, clock.now - started)
        }
        return batch
    }
}
