public import Foundation
public import SitegenDomain

/// The build `sitegen serve` runs on every save, for the preview server's module: the site is
/// updated in place, as `sitegen build` updates its output, with what the builds before decoded
/// and rendered kept in memory rather than in a file.
public struct PreviewBuild: Sendable {
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

    /// - Parameter baseURL: where the preview is served, e.g. `http://127.0.0.1:8000/`.
    public init(source: URL, baseURL: String, includeDrafts: Bool) {
        self.source = source
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
    }

    /// Builds into `output`, or updates it with what changed since the last build there.
    public func build(into output: URL) async throws(DiagnosticList) -> Outcome {
        let options = BuildOptions(source: source, output: output, baseURL: baseURL, includeDrafts: includeDrafts)
        let report = try await CompositionRoot.makeSiteBuilder(options: options, console: .silent, showsProgress: false,
                                                       memory: memory).build()
        return Outcome(pageCount: report.pageCount, changedPages: report.changedPages, warnings: report.warnings,
                       timings: report.timings.table)
    }
}
