import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// A fixture site copied to a temporary folder and built the way `sitegen build` builds it.
struct SiteBuild {
    let folder = TemporaryFolder()

    init(fixture name: String) throws {
        let fixtures = Bundle.module.url(forResource: "Sites", withExtension: nil)!
        try folder.copyContents(of: fixtures.appending(path: name))
    }

    /// A copy of another site as it is now, its output and what `build` keeps beside it included.
    init(copying other: SiteBuild) throws {
        try folder.copyContents(of: other.folder.url)
    }

    var output: URL { folder.url.appending(path: "public", directoryHint: .isDirectory) }

    /// Builds, into `output` if given, else `public/`; returns the report, or throws every diagnostic.
    @discardableResult
    /// - Parameter digestsEveryRead: whether a rebuild digests every read of the last build, not
    ///   only those the edited movie files can have changed.
    /// - Parameter settleMargin: how long before a build its files must have changed for the next
    ///   to trust its fingerprint; none, so that a fixture just copied counts as settled.
    /// - Parameter today: the day of the build, if not this machine's.
    /// - Parameter now: the time of the build in seconds since 1970, if not this machine's: its
    ///   day is the site's zone's.
    func build(drafts: Bool = false, output: URL? = nil, digestsEveryRead: Bool = false,
               settleMargin: Duration = .zero, today: String? = nil, now: Int? = nil) async throws(DiagnosticList) -> SiteBuilder.Report {
        var options = BuildOptions(source: folder.url, output: output, baseURL: nil, includeDrafts: drafts)
        options.settleMargin = settleMargin
        var builder = CompositionRoot.makeSiteBuilder(options: options, console: .silent)
        builder.digestsOnlyEditedReads = !digestsEveryRead
        precondition(today == nil || now == nil, "a build is on a day or at a time, not both")
        if let today { builder.clock = .fixed(on: Fixture.date(today)) }
        if let now { builder.clock = BuildClock(secondsSince1970: now) }
        return try await builder.build()
    }

    /// Builds; the headline of each diagnostic when the build fails, none when it builds.
    func headlines(output: URL? = nil) async -> [String] {
        do throws(DiagnosticList) {
            try await build(output: output)
            return []
        } catch {
            return error.diagnostics.map(\.headline)
        }
    }

    /// Builds a site that must not build: what the terminal shows for its diagnostics. A build that
    /// succeeds is recorded as an issue, and shows nothing.
    func printedFailure(sourceLocation: Testing.SourceLocation = #_sourceLocation) async -> String {
        do throws(DiagnosticList) {
            try await build()
            Issue.record("the build succeeded", sourceLocation: sourceLocation)
            return ""
        } catch {
            return Self.printed(error.diagnostics)
        }
    }

    /// Checks the way `sitegen check` does: renders in memory, writes nothing.
    @discardableResult
    func check(baseURL: String? = nil) async throws(DiagnosticList) -> SiteBuilder.CheckReport {
        let options = BuildOptions(source: folder.url, output: nil, baseURL: baseURL, includeDrafts: false)
        return try await CompositionRoot.makeSiteBuilder(options: options, console: .silent, keepsDecodedFiles: false).check()
    }

    /// What the terminal shows for `diagnostics`, without colour.
    static func printed(_ diagnostics: [Diagnostic]) -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "sitegen-terminal-\(UUID().uuidString)").path
        let descriptor = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        defer { close(descriptor); unlink(path) }
        Terminal(descriptor: descriptor, usesColor: false).print(diagnostics: diagnostics)
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// Every file of the output, relative, sorted.
    var outputFiles: [String] { folder.relativeFilePaths(below: "public") }

    func html(_ path: String) throws -> String {
        try String(contentsOf: output.appending(path: path), encoding: .utf8)
    }
}

/// Edits of a built site's source, for the tests of a site's own fields.
extension SiteBuild {
    func append(_ path: String, _ text: String) throws {
        let file = folder.url.appending(path: path)
        try (String(contentsOf: file, encoding: .utf8) + text).write(to: file, atomically: true, encoding: .utf8)
    }

    func replace(in path: String, _ old: String, with new: String) throws {
        let file = folder.url.appending(path: path)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Adds an `extra:` mapping of `fields` after a movie's `draft:` line.
    func addExtra(_ movie: String, _ fields: String) throws {
        try replace(in: "content/movies/\(movie).md", "draft: false\n", with: "draft: false\nextra:\n" + fields)
    }

    /// Builds after `change`.
    func rebuild(after change: () throws -> Void) async throws -> SiteBuilder.Report {
        try change()
        return try await build()
    }
}
