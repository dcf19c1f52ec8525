public import ArgumentParser
import Foundation
import SitegenDomain

extension Sitegen {
    /// `sitegen build`: writes the site to its output folder, or reports every problem and writes nothing.
    public struct Build: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Build the site into its output folder (public/ by default).",
            discussion: """
                Every content, config and template problem is printed as path:line:column, sorted; \
                the build then exits with status 1 and leaves the previous output untouched.
                """
        )

        @Option(name: .long, help: ArgumentHelp("The site folder, holding content/ and site.yml.", valueName: "dir"))
        var source: String = "."

        @Option(name: .long, help: ArgumentHelp("Where to write the site (default: <source>/public).", valueName: "dir"))
        var output: String?

        @Option(name: .customLong("base-url"), help: ArgumentHelp("Override site.yml's baseURL, e.g. https://example.org/club/.", valueName: "url"))
        var baseURL: String?

        @Flag(name: .long, help: "Also publish movies marked draft: true.")
        var drafts = false

        @Flag(name: .long, help: "Print the wall time of each build step.")
        var timings = false

        public init() {}

        public func validate() throws {
            if let baseURL {
                do { _ = try BaseURL(baseURL) } catch { throw ValidationError(error.explanation) }
            }
        }

        public func run() async throws {
            let terminal = Terminal.standardError
            let sourceURL = URL(fileURLWithPath: source, isDirectory: true).standardizedFileURL
            guard FileManager.default.fileExists(atPath: sourceURL.path) else {
                terminal.fail("site folder '\(source)' does not exist")
                throw ExitCode.failure
            }
            let options = BuildOptions(
                source: sourceURL,
                output: output.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL },
                baseURL: baseURL,
                includeDrafts: drafts
            )
            let builder = CompositionRoot.makeSiteBuilder(options: options, terminal: terminal)
            do {
                let report = try await builder.build()
                terminal.print(diagnostics: report.warnings)
                if timings { terminal.line(report.timings.table) }
                terminal.line(report.summary)
            } catch {
                terminal.print(diagnostics: error.diagnostics)
                terminal.fail("build failed with \(DiagnosticCounts(error.diagnostics)); \(options.outputDisplayName) was left as it was")
                throw ExitCode.failure
            }
        }
    }
}
