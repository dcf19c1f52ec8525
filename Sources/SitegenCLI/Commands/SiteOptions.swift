public import ArgumentParser
import Foundation
import SitegenDomain

/// The options every command that reads a site shares.
public struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The site folder, holding content/ and site.yml.", valueName: "dir"))
    public var source: String = "."

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Override site.yml's baseURL, e.g. https://example.org/club/.", valueName: "url"))
    public var baseURL: String?

    @Flag(name: .long, help: "Also publish movies marked draft: true.")
    public var drafts = false

    public init() {}

    public func validate() throws {
        if let baseURL {
            do { _ = try BaseURL(baseURL) } catch { throw ValidationError(error.explanation) }
        }
    }

    /// The options of a build of this site; a missing site folder is said plainly and exits 1.
    func buildOptions(output: String?, terminal: Terminal) throws -> BuildOptions {
        let sourceURL = URL(fileURLWithPath: source, isDirectory: true).standardizedFileURL
        guard FileManager.default.fileExists(atPath: sourceURL.path) else {
            terminal.fail("site folder '\(source)' does not exist")
            throw ExitCode.failure
        }
        return BuildOptions(
            source: sourceURL,
            output: output.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL },
            baseURL: baseURL,
            includeDrafts: drafts
        )
    }
}
