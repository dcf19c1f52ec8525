public import ArgumentParser
import Foundation
import Glibc
import SitegenDomain

extension Sitegen {
    /// `sitegen build`: writes the site to its output folder, or reports every problem and writes nothing.
    public struct Build: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Build the site into its output folder (public/ by default).",
            discussion: """
                Every content, config and template problem is printed as path:line:column, sorted; \
                the build then exits with status 1 and leaves the previous output untouched.
                """
        )

        @OptionGroup var site: SiteOptions

        @Option(name: .long, help: ArgumentHelp("Where to write the site (default: <source>/public).", valueName: "dir"))
        var output: String?

        @Option(name: .long, help: ArgumentHelp(
            "Build only part I of N of the pages (0 ≤ I < N), for sitegen merge to combine; shard 0 also writes the whole-site files.",
            valueName: "I/N"))
        var shard: String?

        @Flag(name: .long, help: "Print the wall time of each build step.")
        var timings = false

        @Flag(name: .shortAndLong, help: "Print only errors and warnings: no progress, no summary.")
        var quiet = false

        public init() {}

        public func validate() throws {
            try site.validate()
            if let shard, Shard(shard) == nil {
                throw ValidationError("--shard takes I/N, the shard's number counting from 0 and how many there are (0/4 … 3/4), up to \(Shard.maximumCount) shards; got '\(shard)'")
            }
        }

        public func run() async throws {
            // Under a file size limit (`ulimit -f`), a write beyond it would kill the process
            // half-way; ignored, the write fails with EFBIG and is reported at the file like a full disk.
            signal(SIGXFSZ, SIG_IGN)
            try await run(console: .standard(quiet: quiet))
        }

        /// Progress on standard error as the steps go, then the summary on standard output; a
        /// failure is diagnostics only (see `Console`).
        func run(console: Console) async throws {
            var options = try site.buildOptions(output: output, console: console)
            options.shard = shard.flatMap(Shard.init)
            var builder = CompositionRoot.makeSiteBuilder(options: options, console: console)
            builder.leavesMemoryToExit = true
            do {
                let report = try await builder.build()
                ExitReclaim.keep(builder)  // and its decode cache
                console.print(diagnostics: report.warnings)
                if timings { console.result(report.timings.table) }
                console.result(report.summary)
                if let local = report.localBaseURL {
                    // A note, not a warning: building for a preview on this machine is no mistake,
                    // and a warning fails a build run with warnings as errors.
                    console.result("note: baseURL is \(local), this machine: set it in site.yml (or pass --base-url) to "
                                   + "the address the site will have before you deploy it; canonical links, the sitemap and the feed use it")
                }
            } catch {
                console.print(diagnostics: error.diagnostics)
                console.fail("build failed with \(DiagnosticCounts(error.diagnostics)); \(options.outputDisplayName) was left as it was")
                throw ExitCode.failure
            }
        }
    }
}
