import ArgumentParser
import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// Catalog groups of RELIABILITY.md that need a whole build to show: output folders, themes,
/// and what a visitor's browser receives.
struct ReliabilityTests {
    @Test func refusesOutputFoldersThatWouldDestroySomething() async throws {
        let site = try SiteBuild(fixture: "club")
        for output in [URL(fileURLWithPath: "/"), site.folder.url.appending(path: "content"), site.folder.url.deletingLastPathComponent()] {
            #expect(await site.headlines(output: output).first?.contains("refusing") == true, "\(output.path)")
        }
        site.folder.write("public", "a file where the output folder should be")
        #expect(await site.headlines() == ["\(site.output.path): error: refusing to replace \(site.output.path): it is a file, not a folder"])
    }

    @Test func aWriteFailingMidBuildNamesThePathAndKeepsThePreviousSite() async throws {
        let site = try SiteBuild(fixture: "club")
        #expect(await site.headlines() == [])
        let before = try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) }
        // A static file where the about page needs a folder: the write fails the way a full disk would.
        site.folder.write("themes/default/static/about", "a file in the way")
        let problems = await site.headlines()
        #expect(problems.count == 1)
        #expect(problems.first?.contains("cannot write about") == true, "\(problems)")
        #expect(try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) } == before)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path)
        #expect(!siblings.contains { $0.contains("staging") })
    }

    @Test func anUnknownThemeListsTheAvailableOnes() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("themes/noir/templates/layout.html", "x")
        for theme in ["../x", "missing"] {
            site.folder.write("site.yml", "title: Club\ntheme: \(theme)\n")
            #expect(await site.headlines() == ["site.yml:2:8: error: theme '\(theme)' not found"])
        }
    }

    @Test func aPartialPathCannotLeaveTheTheme() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("themes/default/templates/page.html", "{{> ../../../etc/passwd}}")
        #expect(await site.headlines() == ["themes/default/templates/page.html:1:1: error: partial '../../../etc/passwd' not found in themes/default/templates/"])
    }

    @Test func aThemeFileLinkingOutOfTheThemeIsRefused() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("themes/default/templates/partials/.keep", "")
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "themes/default/templates/partials/secret.html").path,
                                                   withDestinationPath: "/etc/passwd")
        #expect(await site.headlines() == ["themes/default/templates/partials/secret.html:1:1: error: theme file links outside the theme folder"])
    }

    @Test func scriptsInContentNeverReachTheBrowser() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/users/bob.json", #"""
            { "id": "bob", "name": "<b>Bob</b>", "bio": "<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(2)>" }
            """#)
        #expect(await site.headlines() == [])
        let page = try site.html("users/bob/index.html")
        #expect(page.contains("<h1>&lt;b&gt;Bob&lt;/b&gt;</h1>"))
        #expect(page.contains("<title>&lt;b&gt;Bob&lt;/b&gt; · Thursday Film Club</title>"))
        #expect(page.contains("<!-- raw HTML omitted -->"))
        #expect(page.contains("<a href=\"\">x</a>"))
        #expect(!page.contains("alert(1)</script>") && !page.contains("onerror"))
    }

    @Test func unsafeHTMLIsOptIn() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("site.yml", "title: Club\nbaseURL: https://example.org/club/\nunsafeHTML: true\n")
        site.folder.write("content/pages/about.md", "---\ntitle: About\n---\n<mark>kept</mark>\n")
        #expect(await site.headlines() == [])
        #expect(try site.html("about/index.html").contains("<mark>kept</mark>"))
    }

    @Test func aMissingSiteFolderIsNamed() async throws {
        let command = try Sitegen.Build.parse(["--source", "/nonexistent/site"])
        await #expect(throws: (any Error).self) { try await command.run() }
    }
}

struct OutputContainmentTests {
    @Test(arguments: ["../escape.html", "/etc/escape.html", "movies/../../escape.html", "movies//x.html", "./x.html", "", "..", "movies/x/", "movies/.."])
    func aPathThatCouldLeaveTheOutputFolderIsRefused(_ path: String) throws {
        let site = TemporaryFolder()
        let output = try OutputFolder(site.url.appending(path: "public"), source: site.url.appending(path: "src"))
        defer { output.discard() }
        #expect(throws: DiagnosticList.self) { try output.write("x", to: path) }
        #expect(throws: DiagnosticList.self) { try output.write("x", to: "a/\0/x.html") }  // not an argument: NUL would be printed
        #expect(!output.reuse(path, from: site.url.path))
        #expect(!FileManager.default.fileExists(atPath: site.url.appending(path: "escape.html").path))
        for fine in ["movies/alien-1979/index.html", ".well-known/...x/..y/.z"] {
            try output.write("fine", to: fine)
            #expect(FileManager.default.fileExists(atPath: output.staging.appending(path: fine).path))
        }
    }
}
