import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

struct BrokenSiteTests {
    @Test func listsEveryProblemOfTheRunWithItsLocationSorted() async throws {
        let site = try SiteBuild(fixture: "broken")
        let printed: String
        do {
            try await site.build()
            Issue.record("the broken site built")
            return
        } catch {
            printed = SiteBuild.printed(error.diagnostics)
        }
        #expect(printed == """
            content/movies/alien-1979.md:6:13: error: 'rating' must be between 0.5 and 5 (got 5.5)
            content/movies/alien-1979.md:7:11: error: 'date' is not a valid date: 2021-2-30 is not a day in the calendar
            content/movies/alien-1979.md:9:5: error: link to unknown movie 'nope-2000'
                hint: movie links use the file name: movie:<slug>
            content/movies/heat-1995.md:5:5: error: review by unknown user 'ghost'
                hint: add content/users/ghost.json, or fix the id in 'user:'
            content/movies/heat-1995.md:9:5: error: link to unknown movie 'nope-2000'
                hint: movie links use the file name: movie:<slug>
            content/users/ada.json:5:29: error: trailing comma before '}'
                hint: remove this comma: strict JSON allows none after the last item
            content/users/bob.json:4:17: error: favorite names unknown movie 'nope-2000'
                hint: favorites are movie slugs, the file names in content/movies/ without extension
            site.yml:2:11: error: 'pageSize' must be between 1 and 1000 (got 0)
            themes/default/templates/movie.html:3:3: error: partial 'partials/nowhere' not found in themes/default/templates/
                hint: partials are named by their path below templates/ without .html
            themes/default/templates/movie.html:4:11: error: template syntax error: tag is never closed with }}

            """)
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let before = try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) }
        site.folder.write("content/movies/heat-1995.md", "---\ntitle: Heat\nyear: 1995\nreviews:\n  - user: ghost\n    rating: 4\n    date: 2021-01-01\n---\n")
        await #expect(throws: DiagnosticList.self) { try await site.build() }
        let after = try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) }
        #expect(before == after)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path)
        #expect(!siblings.contains { $0.contains("staging") })
    }

    @Test func aBrokenLinkInProseFailsTheBuildAtTheLinksPosition() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/pages/about.md", "---\ntitle: About\n---\nFirst.\n\nAsk [Zed](user:zed) or see ![x](media/none.png).\n")
        await #expect(throws: DiagnosticList([
            Diagnostic(at: SourceLocation(path: "content/pages/about.md", line: 6, column: 5), "link to unknown user 'zed'",
                       hint: "user links use the user's id: user:<id>"),
            Diagnostic(at: SourceLocation(path: "content/pages/about.md", line: 6, column: 28),
                       "link to media file 'media/none.png', which is not in content/media/"),
        ])) { try await site.build() }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    /// Issue #21, item 10: broken prose links used to appear only once every content error was fixed.
    @Test func contentErrorsAndBrokenProseLinksAreReportedInOneRun() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/pages/about.md", "---\ntitle: About\n---\nAsk [Zed](user:zed), see [Heat](movie:heat-1995) or [Nope](movie:nope-2000).\n")
        // A content error elsewhere, and a movie that fails to load: a link to it is not blamed again.
        site.folder.write("content/movies/heat-1995.md", "---\ntitle: Heat\nyear: 19x95\n---\nA heist.\n")
        site.folder.write("content/movies/arrival-2016.md", "---\ntitle: Arrival\nyear: 2016\n---\nSee [Alien](movie:alien-1979) and ![x](media/none.png).\n")
        site.folder.write("content/users/bob.json", #"{"id": "bob", "name": "Bob", "bio": "Fan of [ghosts](user:ghost)."}"#)
        site.folder.write("content/pages/search.md", "---\ntitle: Search\n---\nA page named like the site's own.\n")
        // A person's profile is prose a page shows too.
        site.folder.write("content/people/christopher-nolan.md", "---\n---\nSee [Tenet](movie:tenet-2020).\n")
        let expected = [
            "content/movies/arrival-2016.md:5:35: error: link to media file 'media/none.png', which is not in content/media/",
            "content/movies/heat-1995.md:3:7: error: 'year' must be a whole number written in decimal (got 19x95)",
            "content/pages/about.md:4:5: error: link to unknown user 'zed'",
            "content/pages/about.md:4:53: error: link to unknown movie 'nope-2000'",
            "content/pages/search.md:1:1: error: page name 'search' is taken by the site's own /search/ pages",
            "content/people/christopher-nolan.md:3:5: error: link to unknown movie 'tenet-2020'",
            "content/users/bob.json:1:44: error: link to unknown user 'ghost'",
        ]
        do {
            try await site.build()
            Issue.record("the broken site built")
        } catch {
            #expect(error.diagnostics.map(\.headline) == expected)
        }
        do {
            try await site.check()
            Issue.record("the broken site checked")
        } catch {
            #expect(error.diagnostics.map(\.headline) == expected)
        }
    }

    @Test func refusesAnOutputFolderThatSitegenDidNotCreate() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("public/precious.txt", "do not delete")
        await #expect(throws: DiagnosticList.self) { try await site.build() }
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "precious.txt").path))
    }

    @Test func refusesToWriteOverTheSiteItself() async throws {
        let site = try SiteBuild(fixture: "club")
        let options = BuildOptions(source: site.folder.url, output: site.folder.url, baseURL: nil, includeDrafts: false)
        await #expect(throws: DiagnosticList.self) { try await CompositionRoot.makeSiteBuilder(options: options, console: .silent).build() }
        #expect(FileManager.default.fileExists(atPath: site.folder.url.appending(path: "site.yml").path))
    }

    @Test func aSecondBuildOfTheSameOutputFailsWhileTheFirstHoldsTheLock() async throws {
        let site = try SiteBuild(fixture: "club")
        var lock: BuildLock? = try BuildLock(for: site.output)
        await #expect(throws: DiagnosticList.self) { try await site.build() }
        #expect(lock != nil)
        lock = nil
        try await site.build()
    }

    /// A movie whose fields fail still has its prose's links checked: one run reports both.
    @Test func theLinksOfAMovieThatFailedAreCheckedInTheSameRun() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/movies/bad-2001.md",
                          "---\ntitle: Bad\nyear: 2001\nreviews:\n  - user: ada\n    rating: 9\n    date: 2021-01-01\n---\nSee [this](movie:nope-1999).\n")
        let printed = await site.printedFailure()
        #expect(printed.contains("content/movies/bad-2001.md:6:13: error: 'rating' must be between 0.5 and 5 (got 9)"), "\(printed)")
        #expect(printed.contains("content/movies/bad-2001.md:9:5: error: link to unknown movie 'nope-1999'"), "\(printed)")
        // A review's words and a JSON movie's synopsis, too.
        site.folder.write("content/movies/bad-2001.md",
                          "---\ntitle: Bad\nyear: 2001\nreviews:\n  - user: ada\n    rating: 9\n    date: 2021-01-01\n    text: See [it](movie:gone-1999).\n---\n")
        site.folder.write("content/movies/odd-2002.json", "{\"title\": \"Odd\", \"year\": \"x\", \"synopsis\": \"[A](movie:lost-1999)\"}")
        let more = await site.printedFailure()
        #expect(more.contains("content/movies/bad-2001.md:8:15: error: link to unknown movie 'gone-1999'"), "\(more)")
        #expect(more.contains("link to unknown movie 'lost-1999'"), "\(more)")
        // A draft's prose is checked only when drafts are published, as it is once its fields are right.
        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/movies/odd-2002.json"))
        site.folder.write("content/movies/bad-2001.md",
                          "---\ntitle: Bad\nyear: 2001\ndraft: true\nreviews:\n  - user: ada\n    rating: 4.3\n    date: 2021-01-01\n---\nSee [this](movie:nope-1999).\n")
        let draft = await site.printedFailure()
        #expect(draft.contains("'rating' must be in half steps") && !draft.contains("nope-1999"), "\(draft)")
    }
}
