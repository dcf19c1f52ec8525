public import Foundation
public import SitegenDomain
import Synchronization

/// The build `sitegen serve` runs on every save, for the preview server's module: the site is
/// updated in place, as `sitegen build` updates its output, with what the builds before decoded
/// and rendered kept in memory rather than in a file. A save of one movie's prose alone is
/// applied to its page without a build (`ProseSave`).
public final class PreviewBuild: Sendable {
    public struct Outcome: Sendable {
        public var pageCount: Int
        /// Output paths of the pages that were rendered rather than reused, e.g. `movies/alien-1979/index.html`.
        public var changedPages: [String]
        public var warnings: [Diagnostic]
        /// One line per build step: seconds and share, as `sitegen build --timings` prints them.
        public var timings: String
    }

    private let source: URL
    private let baseURL: String
    private let includeDrafts: Bool
    private let memory = BuildMemory()
    private let session = Mutex(Session())

    /// Between saves: what the last good build made the site with, and the pages written since
    /// without a build, which the next build makes again.
    private struct Session {
        var basis: ProseSave.Basis?
        var staleOutputs: Set<String> = []
    }

    /// - Parameter baseURL: where the preview is served, e.g. `http://127.0.0.1:8000/`.
    public init(source: URL, baseURL: String, includeDrafts: Bool) {
        self.source = source
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
    }

    /// Builds into `output`, or updates it with what changed since the last build there.
    /// - Parameter changed: the paths saved since (relative to the site); empty for a first build.
    public func build(into output: URL, changed: Set<String> = []) async throws(DiagnosticList) -> Outcome {
        let started = ContinuousClock.now
        var options = BuildOptions(source: source, output: output, baseURL: baseURL, includeDrafts: includeDrafts)
        var builder = CompositionRoot.makeSiteBuilder(options: options, console: .silent, showsProgress: false, memory: memory)
        let (basis, stale) = session.withLock { ($0.basis, $0.staleOutputs) }
        if let basis, let saved = ProseSave(source: source, output: output).apply(changed, over: basis, builder: builder) {
            session.withLock {
                $0.basis = saved.basis
                $0.staleOutputs.formUnion(saved.writtenPaths)
            }
            var timings = StepTimings()
            timings.add(.render, ContinuousClock.now - started)
            return Outcome(pageCount: basis.pageCount, changedPages: saved.writtenPaths.filter { $0.hasSuffix(".html") },
                           warnings: [], timings: timings.table)
        }
        options.staleOutputs = stale
        builder = CompositionRoot.makeSiteBuilder(options: options, console: .silent, showsProgress: false, memory: memory)
        builder.keepsBasis = true
        do {
            let report = try await builder.build()
            session.withLock { $0 = Session(basis: report.basis) }
            return Outcome(pageCount: report.pageCount, changedPages: report.changedPages, warnings: report.warnings,
                           timings: report.timings.table)
        } catch {
            // Until a build succeeds again, every save is a build: it is what reports the errors.
            session.withLock { $0.basis = nil }
            throw error
        }
    }
}
