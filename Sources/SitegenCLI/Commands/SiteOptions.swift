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

    /// The options of a build of this site; a missing site folder, or a folder that is not a site
    /// (`sitegen build` in the wrong folder would write an empty site there), is said plainly and
    /// exits 1.
    func buildOptions(output: String?, console: Console) throws -> BuildOptions {
        let sourceURL = URL(fileURLWithPath: source, isDirectory: true).standardizedFileURL
        guard FileManager.default.fileExists(atPath: sourceURL.path) else {
            console.fail("site folder '\(source)' does not exist")
            throw ExitCode.failure
        }
        try Self.requireSite(atPath: sourceURL.path, named: source, console: console)
        return BuildOptions(
            source: sourceURL,
            output: output.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL },
            baseURL: baseURL,
            includeDrafts: drafts
        )
    }

    /// Fails, saying so, unless the folder at `path` holds a `content/` folder or a `site.yml`.
    public static func requireSite(atPath path: String, named name: String, console: Console) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path + "/content") || manager.fileExists(atPath: path + "/site.yml") else {
            console.fail("'\(name)' is not a site folder (no content/ or site.yml); sitegen init creates one")
            throw ExitCode.failure
        }
    }
}
