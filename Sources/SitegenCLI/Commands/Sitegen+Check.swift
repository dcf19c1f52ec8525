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

        public init() {}

        public func validate() throws { try site.validate() }

        public func run() async throws {
            let terminal = Terminal.standardError
            let options = try site.buildOptions(output: nil, terminal: terminal)
            let builder = CompositionRoot.makeSiteBuilder(options: options, terminal: terminal, showsProgress: false, keepsDecodedFiles: false)
            do {
                let report = try await builder.check()
                terminal.print(diagnostics: report.warnings)
                terminal.line(report.summary)
            } catch {
                terminal.print(diagnostics: error.diagnostics)
                terminal.fail("check found \(DiagnosticCounts(error.diagnostics))")
                throw ExitCode.failure
            }
        }
    }
}
