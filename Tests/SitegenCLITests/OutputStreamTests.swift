import ArgumentParser
import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// Which stream each kind of line takes (the rule is written on `Console`): results on standard
/// output, progress and diagnostics on standard error.
struct OutputStreamTests {
    // MARK: - Commands run in this process, each stream captured in a file

    @Test func buildPrintsProgressToStandardErrorAndItsSummaryToStandardOutput() async throws {
        let site = try SiteBuild(fixture: "club")
        // The fixture was copied just now: a build begun within three seconds of a change is not
        // trusted by the next to have seen all of it (`InputFingerprint`), and this one's must be.
        try await Task.sleep(for: InputFingerprint.settleMargin + .milliseconds(500))
        let printed = try await Captured.run(Sitegen.Build.self, ["--source", site.folder.url.path])
        #expect(printed.output.count == 1)
        #expect(printed.output.first?.hasPrefix("Built ") == true)
        #expect(printed.output.first?.hasSuffix("→ \(site.output.path)/") == true)
        let steps = printed.errors.map { String($0.prefix(while: { $0 != " " })) }
        #expect(steps == ["load", "route", "render", "images", "write"])

        let again = try await Captured.run(Sitegen.Build.self, ["--source", site.folder.url.path, "--timings"])
        #expect(again.output.last?.hasPrefix("Nothing changed since the last build") == true)
        #expect(again.output.dropLast().map { String($0.prefix(while: { $0 != " " })) } == BuildStep.allCases.map(\.rawValue))
        #expect(again.errors.isEmpty)
    }

    /// A site whose address is this machine's, as a new site's is, builds with a note after the
    /// summary that says what to set before deploying; a site with its real address has none.
    @Test func aBuildForThisMachinesAddressSaysToSetTheRealOneBeforeDeploying() async throws {
        let site = try SiteBuild(fixture: "club")
        let local = try await Captured.run(Sitegen.Build.self, ["--source", site.folder.url.path, "--base-url", "http://localhost:8000/"])
        #expect(local.output.count == 2 && local.output.first?.hasPrefix("Built ") == true)
        #expect(local.output.last?.hasPrefix("note: baseURL is http://localhost:8000/, this machine: set it in site.yml") == true)
        #expect(local.errors.allSatisfy { !$0.contains("baseURL") })
        let hosted = try await Captured.run(Sitegen.Build.self, ["--source", site.folder.url.path, "--base-url", "https://club.example.org/"])
        #expect(hosted.output.count == 1 && hosted.output.first?.hasPrefix("Built ") == true)
    }

    @Test func aFailedBuildPrintsOnlyToStandardError() async throws {
        let site = try SiteBuild(fixture: "broken")
        let printed = try await Captured.run(Sitegen.Build.self, ["--source", site.folder.url.path], fails: true)
        #expect(printed.output.isEmpty)
        #expect(printed.errors.contains("content/users/ada.json:5:29: error: trailing comma before '}'"))
        #expect(printed.errors.contains("    hint: remove this comma: strict JSON allows none after the last item"))
        #expect(printed.errors.last == "error: build failed with 10 errors; \(site.output.path)/ was left as it was")
    }

    @Test func quietKeepsOnlyDiagnostics() async throws {
        let site = try SiteBuild(fixture: "club")
        let clean = try await Captured.run(Sitegen.Build.self, ["--source", site.folder.url.path], quiet: true)
        #expect(clean.output.isEmpty && clean.errors.isEmpty)
        let broken = try SiteBuild(fixture: "broken")
        let failed = try await Captured.run(Sitegen.Check.self, ["--source", broken.folder.url.path], quiet: true, fails: true)
        #expect(failed.output.isEmpty)
        #expect(failed.errors.count == 16)
    }

    @Test func checkPrintsWhatItFoundToStandardOutputAndTheProblemsToStandardError() async throws {
        let clean = try SiteBuild(fixture: "club")
        let passed = try await Captured.run(Sitegen.Check.self, ["--source", clean.folder.url.path])
        #expect(passed.errors.isEmpty)
        #expect(passed.output.count == 1)
        #expect(passed.output.first?.hasPrefix("Checked ") == true)
        #expect(passed.output.first?.hasSuffix(": no problems") == true)

        clean.folder.write("content/movies/extra-2000.md", "---\ntitle: Extra\nyear: 2000\nvenue: x\n---\n")
        let warned = try await Captured.run(Sitegen.Check.self, ["--source", clean.folder.url.path])
        #expect(warned.errors == ["content/movies/extra-2000.md:4:1: warning: unknown key 'venue' is ignored",
                                  "    hint: a site's own fields go under extra:, where templates show them as {{extra.venue}}"])
        #expect(warned.output.first?.hasPrefix("Checked ") == true)

        let broken = try SiteBuild(fixture: "broken")
        let failed = try await Captured.run(Sitegen.Check.self, ["--source", broken.folder.url.path], fails: true)
        #expect(failed.output == ["Check found 10 errors"])
        #expect(failed.errors.first == "content/movies/alien-1979.md:6:13: error: 'rating' must be between 0.5 and 5 (got 5.5)")
        #expect(!failed.errors.contains { $0.hasPrefix("Check found") })
    }

    @Test func aMissingSiteFolderIsAnErrorOnStandardError() async throws {
        let printed = try await Captured.run(Sitegen.Check.self, ["--source", "/nonexistent/sitegen-site"], fails: true)
        #expect(printed.output.isEmpty)
        #expect(printed.errors == ["error: site folder '/nonexistent/sitegen-site' does not exist"])
    }

    @Test func initAndNewSayWhatTheyCreatedOnStandardOutput() async throws {
        let parent = TemporaryFolder()
        let folder = parent.url.appending(path: "my-club").path
        let created = try await Captured.run(Sitegen.Init.self, [folder])
        #expect(created.errors.isEmpty)
        #expect(created.output.first?.hasPrefix("Created \(folder)/ with ") == true)
        #expect(created.output.last?.hasPrefix("Next: cd \(folder) && ") == true && created.output.last?.hasSuffix(" serve") == true)

        let movie = try await Captured.run(Sitegen.NewMovie.self, ["Vertigo", "--year", "1958", "--source", folder])
        #expect(movie.errors.isEmpty)
        #expect(movie.output.first == "Created content/movies/vertigo-1958.md")

        let again = try await Captured.run(Sitegen.NewMovie.self, ["Vertigo", "--year", "1958", "--source", folder], fails: true)
        #expect(again.output.isEmpty)
        #expect(again.errors.first?.hasPrefix("content/movies/vertigo-1958.md") == true)

        let refused = try await Captured.run(Sitegen.Init.self, [folder], fails: true)
        #expect(refused.output.isEmpty)
        #expect(!refused.errors.isEmpty)
    }

    /// `new movie` without `--year` is a usage error whose message is the command to type.
    @Test func aNewMovieWithoutAYearIsAUsageErrorShowingTheCommand() throws {
        do {
            _ = try Sitegen.parseAsRoot(["new", "movie", "Blade \"Runner\""])
            Issue.record("new movie without --year parsed")
        } catch {
            #expect(Sitegen.exitCode(for: error) == ExitCode(64))
            #expect(Sitegen.message(for: error)
                == #"missing --year, the year of release (the file is named by it): sitegen new movie "Blade \"Runner\"" --year YYYY"#)
        }
    }

    // MARK: - Colour, decided for each stream

    @Test func colourOnlyOnATerminalAndNeverWithNoColorSet() throws {
        let terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)  // a pseudo-terminal: isatty says yes
        try #require(terminal >= 0)
        defer { close(terminal) }
        let file = open("/dev/null", O_WRONLY)
        defer { close(file) }
        #expect(Terminal.usesColor(descriptor: terminal, environment: [:]))
        #expect(!Terminal.usesColor(descriptor: terminal, environment: ["NO_COLOR": "1"]))
        #expect(Terminal.usesColor(descriptor: terminal, environment: ["NO_COLOR": ""]))
        #expect(!Terminal.usesColor(descriptor: file, environment: [:]))
    }

    // MARK: - The real executable, its streams redirected as a shell would

    @Test func theExecutableKeepsResultsOnStandardOutput() async throws {
        let site = try SiteBuild(fixture: "club")
        let build = try await Spawned.run(["build", "--source", site.folder.url.path])
        #expect(build.status == 0)
        #expect(build.output.count == 1 && build.output.first?.hasPrefix("Built ") == true)
        #expect(build.errors.first?.hasPrefix("load ") == true)
        #expect(!build.errors.contains { $0.hasPrefix("Built") })

        let check = try await Spawned.run(["check", "--source", site.folder.url.path])
        #expect(check.status == 0)
        #expect(check.output.first?.hasPrefix("Checked ") == true)
        #expect(check.errors.isEmpty)

        let quiet = try await Spawned.run(["build", "--quiet", "--source", site.folder.url.path])
        #expect(quiet.status == 0 && quiet.output.isEmpty && quiet.errors.isEmpty)

        let broken = try SiteBuild(fixture: "broken")
        let failed = try await Spawned.run(["check", "-q", "--source", broken.folder.url.path])
        #expect(failed.status == 1)
        #expect(failed.output.isEmpty)
        #expect(failed.errors.count == 16)
        // Redirected to files, neither stream is a terminal: no colour codes anywhere.
        #expect(!(build.errors + failed.errors).joined().contains("\u{1B}["))
    }
}

/// A command run in this process with its standard output and standard error in files.
private struct Captured {
    var output: [String]
    var errors: [String]

    static func run<Command: AsyncParsableCommand>(
        _ type: Command.Type, _ arguments: [String], quiet: Bool = false, fails: Bool = false
    ) async throws -> Captured {
        let outputFile = CapturedFile()
        let errorFile = CapturedFile()
        let console = Console(output: Terminal(descriptor: outputFile.descriptor, usesColor: false),
                              errors: Terminal(descriptor: errorFile.descriptor, usesColor: false), quiet: quiet)
        let command = try type.parse(arguments)
        var failed = false
        do {
            switch command {
            case let build as Sitegen.Build: try await build.run(console: console)
            case let check as Sitegen.Check: try await check.run(console: console)
            case let initialize as Sitegen.Init: try await initialize.run(console: console)
            case let movie as Sitegen.NewMovie: try await movie.run(console: console)
            case let user as Sitegen.NewUser: try await user.run(console: console)
            default: Issue.record("no console for \(type)")
            }
        } catch let code as ExitCode {
            #expect(code == .failure)
            failed = true
        }
        #expect(failed == fails)
        return Captured(output: outputFile.lines, errors: errorFile.lines)
    }
}

/// An unlinked temporary file, open for writing and reading back.
private final class CapturedFile {
    let descriptor: Int32

    init() {
        var template = Array((FileManager.default.temporaryDirectory.path + "/sitegen-stream-XXXXXX").utf8CString)
        descriptor = mkstemp(&template)
        unlink(template)
    }

    deinit { close(descriptor) }

    var lines: [String] {
        let size = lseek(descriptor, 0, SEEK_END)
        var bytes = [UInt8](repeating: 0, count: Int(max(0, size)))
        _ = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, Int(size), 0) }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }
}

/// `sitegen` itself, built beside this test executable, run with each stream sent to a file.
private struct Spawned {
    var status: Int32
    var output: [String]
    var errors: [String]

    /// Waits for the exit without blocking one of Swift concurrency's few threads, which other
    /// tests' servers need to answer.
    static func run(_ arguments: [String]) async throws -> Spawned {
        let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = tests.appending(path: "sitegen")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "no sitegen beside the tests in \(tests.path): swift test builds it, swift build --build-tests too")
        let outputFile = CapturedFile()
        let errorFile = CapturedFile()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle(fileDescriptor: outputFile.descriptor, closeOnDealloc: false)
        process.standardError = FileHandle(fileDescriptor: errorFile.descriptor, closeOnDealloc: false)
        try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in exited.resume() }
            do { try process.run() } catch { exited.resume(throwing: error) }
        }
        return Spawned(status: process.terminationStatus, output: outputFile.lines, errors: errorFile.lines)
    }
}
