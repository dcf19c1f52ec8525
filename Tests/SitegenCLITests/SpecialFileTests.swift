import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// Issue #21, item 1: a named pipe, socket or device where sitegen expects a file is a located
/// error found by `stat`, never opened (opening a named pipe for reading waits for a writer forever).
struct SpecialFileTests {
    private func headlines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter(\.isError).map(\.headline)
    }

    private func buildProblems(_ site: SiteBuild) async -> [String] {
        do throws(DiagnosticList) { try await site.build(); return [] } catch { return headlines(error.diagnostics) }
    }

    private func checkProblems(_ site: SiteBuild) async -> [String] {
        do throws(DiagnosticList) { try await site.check(); return [] } catch { return headlines(error.diagnostics) }
    }

    @Test(arguments: [
        "content/movies/x-2001.md", "content/users/zed.json", "content/pages/faq.md", "content/users.json", "site.yml",
        "content/media/still.png", "themes/default/templates/partials/extra.html", "themes/default/static/extra.css",
    ])
    func aNamedPipeIsAnErrorAtItsPathInBuildAndCheck(_ path: String) async throws {
        let site = try SiteBuild(fixture: "club")
        let fifo = site.folder.url.appending(path: path)
        try FileManager.default.createDirectory(at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
        unlink(fifo.path)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let expected = ["\(path): error: not a regular file (a named pipe)"]
        #expect(await buildProblems(site) == expected)
        #expect(await checkProblems(site) == expected)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func aSocketAndALinkToADeviceAreRefusedToo() async throws {
        let site = try SiteBuild(fixture: "club")
        let socketPath = site.folder.url.appending(path: "content/movies/sock-2001.md").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            let bytes = Array(socketPath.utf8.prefix(buffer.count - 1))
            buffer.copyBytes(from: bytes)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0, "temporary path too long for a socket")
        // A link to a device inside the site: the link is judged by its target.
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/null").path, withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/pages/null.md").path,
                                                   withDestinationPath: site.folder.url.appending(path: "content/null").path)
        let problems = await buildProblems(site)
        #expect(problems.contains("content/movies/sock-2001.md: error: not a regular file (a socket)"), "\(problems)")
        // /dev/null lies outside the site: refused as such, before its kind matters.
        #expect(problems.contains { $0.hasPrefix("content/pages/null.md") }, "\(problems)")
    }

    @Test func aFolderWhereAFileIsExpectedIsNamedAsAFolder() async throws {
        let site = try SiteBuild(fixture: "club")
        try FileManager.default.createDirectory(at: site.folder.url.appending(path: "content/movies/odd-2001.md"), withIntermediateDirectories: true)
        #expect(await buildProblems(site) == ["content/movies/odd-2001.md: error: not a regular file (a folder)"])
    }
}

/// Issue #21, item 2: diagnostics quote file names and values, and print bidirectional overrides,
/// zero-width characters and terminal escapes in them as `\u{…}`.
struct DiagnosticPrintingTests {
    @Test func invisibleCharactersInPathsMessagesAndHintsArePrintedEscaped() {
        let printed = SiteBuild.printed([
            Diagnostic(at: SourceLocation(path: "content/movies/evil\u{202E}dm.exe", line: 0), "file name 'evil\u{202E}dm.exe' is bad",
                       hint: "rename \u{1B}[2J\u{200B}it"),
        ])
        #expect(printed == "content/movies/evil\\u{202E}dm.exe: error: file name 'evil\\u{202E}dm.exe' is bad\n    hint: rename \\u{1B}[2J\\u{200B}it\n")
    }
}

/// Issue #21, item 6: a theme's static file never silently replaces a page the site generates.
struct StaticFileCollisionTests {
    @Test(arguments: [
        ("feed.xml", "the page sitegen generates at feed.xml"),
        ("movies/index.html", "the page sitegen generates at movies/index.html"),
        ("movies/alien-1979/index.json", "the JSON view sitegen generates at movies/alien-1979/index.json"),
        ("about/index.html", "the page sitegen generates at about/index.html"),
        ("404.html", "the page sitegen generates at 404.html"),
        ("media/alien.png", "content/media/alien.png, published at media/alien.png"),
        (".sitegen-output", "the file by which sitegen knows its output folder, .sitegen-output"),
    ])
    func isAnErrorNamingBoth(_ path: String, _ replaced: String) async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("themes/default/static/\(path)", "not the page")
        let expected = ["themes/default/static/\(path): error: static file would replace \(replaced)"]
        do { try await site.build(); Issue.record("built") } catch {
            #expect(error.diagnostics.map(\.headline) == expected)
        }
        do { try await site.check(); Issue.record("checked") } catch {
            #expect(error.diagnostics.map(\.headline) == expected)
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }
}

/// Issue #21, item 8: wrong kinds of things, named right.
struct WrongKindTests {
    private func problems(_ site: SiteBuild) async -> [String] {
        do throws(DiagnosticList) {
            let report = try await site.build()
            return report.warnings.map(\.headline)
        } catch {
            return error.diagnostics.map(\.headline)
        }
    }

    @Test(arguments: ["content/movies", "content/users", "content/pages", "content/media", "themes/default", "themes"])
    func aFileWhereAFolderBelongsIsNamed(_ path: String) async throws {
        let site = try SiteBuild(fixture: "club")
        try? FileManager.default.removeItem(at: site.folder.url.appending(path: path))
        site.folder.write(path, "a file")
        let problems = await problems(site)
        #expect(problems.contains("\(path): error: not a folder (a regular file)"), "\(problems)")
    }

    @Test func aContentFolderLinkingToNothingIsNamed() async throws {
        let site = try SiteBuild(fixture: "club")
        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/pages"))
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/pages").path, withDestinationPath: "../gone")
        #expect(await problems(site) == ["content/pages: error: not a folder (a link to something that does not exist)"])
    }

    @Test func contentAsAFileIsOneProblem() async throws {
        let site = try SiteBuild(fixture: "club")
        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content"))
        site.folder.write("content", "a file")
        #expect(await problems(site) == ["content: error: not a folder (a regular file)"])
    }

    @Test func theUnknownThemeIsReportedWhereSiteYmlNamesIt() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("site.yml", "title: Club\n\n# the look\ntheme:   nosuch\n")
        #expect(await problems(site) == ["site.yml:4:10: error: theme 'nosuch' not found"])
    }

    @Test func markdownFilesWithOtherExtensionsAreNamedNotSkippedSilently() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/movies/dune-2021.MD", "---\ntitle: Dune\nyear: 2021\n---\n")
        site.folder.write("content/movies/solaris-1972.markdown", "---\ntitle: Solaris\nyear: 1972\n---\n")
        site.folder.write("content/users/zoe.JSON", "{}")
        site.folder.write("content/pages/faq.Md", "---\ntitle: FAQ\n---\n")
        site.folder.write("content/movies/notes.txt", "not content")
        #expect(await problems(site) == [
            "content/movies/dune-2021.MD: warning: file is ignored: only .json and .md files are read here",
            "content/movies/solaris-1972.markdown: warning: file is ignored: only .json and .md files are read here",
            "content/pages/faq.Md: warning: file is ignored: only .md files are read here",
            "content/users/zoe.JSON: warning: file is ignored: only .json and .md files are read here",
        ])
    }

    @Test func aNameWithMoreThanOneDotSaysWhatItIsReadAs() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/movies/dune-2021.old.md", "---\ntitle: Dune\nyear: 2021\n---\n")
        site.folder.write("content/pages/faq.draft.md", "---\ntitle: FAQ\n---\n")
        #expect(await problems(site) == [
            "content/movies/dune-2021.old.md: warning: file name 'dune-2021.old.md' has more than one dot: it is read as 'dune-2021'",
            "content/pages/faq.draft.md: warning: file name 'faq.draft.md' has more than one dot: it is read as 'faq'",
        ])
    }

    @Test func aLinkedMediaFolderIsNamedInAWarning() async throws {
        let site = try SiteBuild(fixture: "club")
        let elsewhere = TemporaryFolder()
        elsewhere.write("stills/a.png", "png")
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/media/stills").path,
                                                   withDestinationPath: elsewhere.url.appending(path: "stills").path)
        #expect(await problems(site) == [
            "content/media/stills: warning: link to a folder outside the site is not followed: its files are not published",
        ])
    }

    @Test func aValueWithParenthesesIsQuotedInTheMessage() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/movies/dune-2021.md", "---\ntitle: Dune\nyear: 2021\nruntime: (155)\n---\n")
        #expect(await problems(site) == ["content/movies/dune-2021.md:4:10: error: 'runtime' must be a whole number written in decimal (got \"(155)\")"])
    }
}

/// A named pipe put into the output by hand is replaced by the next rebuild, never opened.
struct OutputSpecialFileTests {
    @Test func aRebuildReplacesANamedPipeInTheOutput() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let copied = site.output.appending(path: "media/alien.png").path
        let expected = try Data(contentsOf: URL(fileURLWithPath: copied))
        unlink(copied)
        #expect(mkfifo(copied, 0o644) == 0)
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nChanged.\n")
        try await site.build()
        #expect(try Data(contentsOf: URL(fileURLWithPath: copied)) == expected)
    }
}
