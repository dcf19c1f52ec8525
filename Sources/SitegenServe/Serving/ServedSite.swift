public import Foundation
public import SitegenDomain

/// What the preview server shows right now: the folder of the last good build and, if the latest
/// build failed, its diagnostics. Swapped in one step, so a request sees one version or the next,
/// never a mix.
public final class ServedSite: @unchecked Sendable {
    public struct Snapshot: Sendable {
        public var files: SiteFiles?
        public var failure: [Diagnostic]?
        /// Counts swaps; part of every ETag, so a page is never "not modified" across versions.
        public var version: Int
    }

    private var current = Snapshot(files: nil, failure: nil, version: 0)
    private let lock = NSLock()

    public init() {}

    public var snapshot: Snapshot { lock.withLock { current } }

    /// A good build: serve `folder` from now on, without any error overlay.
    public func publish(_ folder: URL) {
        let files = SiteFiles(root: folder)
        lock.withLock { current = Snapshot(files: files, failure: nil, version: current.version + 1) }
    }

    /// A failed build: keep serving the last good folder, with the diagnostics over every page.
    public func fail(_ diagnostics: [Diagnostic]) {
        lock.withLock { current = Snapshot(files: current.files, failure: diagnostics, version: current.version + 1) }
    }
}
