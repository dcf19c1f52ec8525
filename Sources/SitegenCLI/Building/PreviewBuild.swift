public import Foundation
public import SitegenDomain
import SitegenPresentation
import Synchronization

/// The build `sitegen serve` runs on every save, for the preview server's module: the site is
/// updated in place, as `sitegen build` updates its output, with what the builds before decoded
/// and rendered kept in memory rather than in a file. A save of one movie's prose alone is
/// applied to its page without a build (`ProseSave`), and most saves of one movie's front matter
/// to the pages that show it (`MovieSave`).
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
        var basis: SaveBasis?
        var staleOutputs: Set<String> = []
        /// How many builds there were: what is worked out after one goes to its basis only.
        var builds = 0
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
        if let saved = await save(changed, into: output, builder: builder, started: started) { return saved }
        // Dropped before the build loads its own (two catalogs at once would be twice the memory),
        // and kept only if the build succeeds: until one does, every save is a build, which is
        // what reports the errors.
        options.staleOutputs = session.withLock { session in
            session.basis = nil
            return session.staleOutputs
        }
        builder = CompositionRoot.makeSiteBuilder(options: options, console: .silent, showsProgress: false, memory: memory)
        builder.keepsBasis = true
        let report = try await builder.build()
        let build = session.withLock { session in
            session = Session(basis: report.basis, builds: session.builds + 1)
            return session.builds
        }
        if let basis = report.basis { lookUpReads(routes: basis.routes, router: basis.router, manifest: basis.manifest, after: build) }
        return Outcome(pageCount: report.pageCount, changedPages: report.changedPages, warnings: report.warnings,
                       timings: report.timings.table)
    }

    /// Where the reads of each page the build made are in its manifest's table, which a save of
    /// front matter needs (`SaveBasis.ManifestLookup`), worked out right after the build, while
    /// the page reloads, rather than at the first save: that save took 0.53 s at 30k movies, not
    /// 0.77 (two runs each, serve's own clock). Not a copy of the basis, whose catalog a save
    /// patches in place while it is the only one.
    private func lookUpReads(routes: [Route], router: Router, manifest: BuildManifest, after build: Int) {
        Task.detached(priority: .utility) { [self] in
            let lookup = SaveBasis.ManifestLookup(routes: routes, router: router, manifest: manifest)
            session.withLock { session in
                // A save that came first worked it out itself, and a build since has its own.
                guard session.builds == build, session.basis?.pages == nil else { return }
                session.basis?.pages = lookup
            }
        }
    }

    /// The save applied without a build, as a save of prose alone or of one movie's front matter,
    /// if it is one. The pages it wrote are remembered for the next build even when it could not
    /// write them all (and a build follows).
    private func save(_ changed: Set<String>, into output: URL, builder: SiteBuilder, started: ContinuousClock.Instant) async -> Outcome? {
        // Taken out, so that a save of front matter patches the only copy (`Catalog.replace`); a
        // build follows any save not applied, and keeps what it made the site with.
        guard let basis = session.withLock({ session in
            defer { session.basis = nil }
            return session.basis
        }) else { return nil }
        let pageCount = basis.pageCount
        let changed = changed.filter { !ProseSave.isGoneUnreadMovieFile($0, in: source) }
        var saved = ProseSave(source: source, output: output).apply(changed, over: basis, builder: builder)
        if saved == nil { saved = await MovieSave(source: source, output: output).apply(changed, over: consume basis, builder: builder) }
        guard let saved else { return nil }
        session.withLock {
            $0.staleOutputs.formUnion(saved.writtenPaths)
            if let updated = saved.basis { $0.basis = updated }
        }
        guard saved.basis != nil else { return nil }
        var timings = saved.timings ?? StepTimings()
        if saved.timings == nil { timings.add(.render, ContinuousClock.now - started) }
        return Outcome(pageCount: pageCount, changedPages: saved.writtenPaths.filter { $0.hasSuffix(".html") },
                       warnings: [], timings: timings.table)
    }
}
