public import ArgumentParser
import Foundation
import SitegenDomain

extension Sitegen {
    /// `sitegen check`: everything `build` verifies, plus every link of the rendered pages; writes nothing.
    public struct Check: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Validate content, templates and every internal link, without writing anything.",
            discussion: """
                Renders every page in memory and checks that each href/src leads to a page or file of \
                the site. External links are not fetched. Exits 0 with a one-line summary when clean, \
                1 with located problems otherwise.
                """
        )

        @OptionGroup var site: SiteOptions

        @Flag(name: .shortAndLong, help: "Print only errors and warnings: no summary.")
        var quiet = false

        public init() {}

        public func validate() throws { try site.validate() }

        public func run() async throws {
            try await run(console: .standard(quiet: quiet))
        }

        /// The problems on standard error, and what was found, clean or not, on standard output:
        /// finding problems is what `check` is for, so their count is its result (see `Console`).
        func run(console: Console) async throws {
            let options = try site.buildOptions(output: nil, console: console)
            let builder = CompositionRoot.makeSiteBuilder(options: options, console: console, showsProgress: false, keepsDecodedFiles: false)
            do {
                let report = try await builder.check()
                console.print(diagnostics: report.warnings)
                console.result(report.summary)
            } catch {
                console.print(diagnostics: error.diagnostics)
                console.result("Check found \(DiagnosticCounts(error.diagnostics))")
                throw ExitCode.failure
            }
        }
    }
}
