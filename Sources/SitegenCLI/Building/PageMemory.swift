import Foundation
import SitegenPresentation
import SitegenRendering

/// Each page's view model and digest from the builds before, for `serve`: a page that presents
/// exactly as last time, with the same templates, has the same digest, so it is neither wrapped for
/// Mustache nor digested again — most of what a save would cost on a large site.
final class PageMemory: @unchecked Sendable {
    private struct Page {
        var viewModel: any PageViewModel
        var templateDigest: String
        var digest: String
    }

    private var pages: [String: Page] = [:]
    private let lock = NSLock()

    /// The digest the page at `path` had, if it showed `viewModel` with the same templates then.
    func digest(of path: String, showing viewModel: any PageViewModel, templateDigest: String) -> String? {
        guard let page = lock.withLock({ pages[path] }), page.templateDigest == templateDigest,
              isSamePage(page.viewModel, viewModel)
        else { return nil }
        return page.digest
    }

    func remember(_ path: String, showing viewModel: any PageViewModel, templateDigest: String, digest: String) {
        lock.withLock { pages[path] = Page(viewModel: viewModel, templateDigest: templateDigest, digest: digest) }
    }
}
