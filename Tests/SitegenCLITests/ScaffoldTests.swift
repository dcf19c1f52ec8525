import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

struct ScaffoldTests {
    @Test func aNewSiteBuildsAndChecksCleanWithItsOwnCopyOfTheTheme() async throws {
        let parent = TemporaryFolder()
        let site = parent.url.appending(path: "my-club")
        let files = try SiteScaffold.create(at: site)
        #expect(files.contains("site.yml"))
        #expect(files.contains("themes/default/templates/layout.html"))
        #expect(files.filter { $0.hasPrefix("content/") }.count == 6)
        let options = BuildOptions(source: site, output: nil, baseURL: nil, includeDrafts: false)
        let builder = CompositionRoot.makeSiteBuilder(options: options, console: .silent)
        let report = try await builder.check()
        #expect(report.warnings.isEmpty)
        #expect(try await builder.build().pageCount == report.pageCount)
    }

    /// The taxonomies `init` writes commented out are what a site gets when it uncomments them.
    @Test func aNewSitesTaxonomiesWorkAsTheyAreCommented() async throws {
        let parent = TemporaryFolder()
        let site = parent.url.appending(path: "my-club")
        _ = try SiteScaffold.create(at: site)
        func edit(_ path: String, _ change: (String) -> String) throws {
            let file = site.appending(path: path)
            try Data(change(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
        }
        try edit("site.yml") { $0.replacingOccurrences(of: "# taxonomies:", with: "taxonomies:").replacingOccurrences(of: "#   ", with: "  ")
            .replacingOccurrences(of: "# cardFields:", with: "cardFields:").replacingOccurrences(of: "# orders:", with: "orders:") }
        try edit("content/movies/casablanca-1942.md") { $0.replacingOccurrences(of: "runtime: 102\n", with: "runtime: 102\nextra: {venue: Back room, club_pick: true, screened: 2024-03-14}\n") }
        let options = BuildOptions(source: site, output: nil, baseURL: nil, includeDrafts: false)
        let report = try await CompositionRoot.makeSiteBuilder(options: options, console: .silent).build()
        #expect(report.warnings.isEmpty)
        let output = site.appending(path: "public")
        #expect(try String(contentsOf: output.appending(path: "club-pick/index.html"), encoding: .utf8)
            .contains(#"<p class="lede about">The film we voted best of each season.</p>"#))
        #expect(try String(contentsOf: output.appending(path: "venue/back-room/index.html"), encoding: .utf8).contains("Casablanca"))
        #expect(try String(contentsOf: output.appending(path: "movies/index.html"), encoding: .utf8)
            .contains(#"<span class="label">Screened</span> <time datetime="2024-03-14">14 Mar 2024</time>"#))
        #expect(try String(contentsOf: output.appending(path: "movies/by-screened/index.html"), encoding: .utf8).contains("Casablanca"))
        #expect(try String(contentsOf: output.appending(path: "calendar.ics"), encoding: .utf8).hasPrefix("BEGIN:VCALENDAR\r\n"))
    }

    @Test func refusesAFolderThatIsNotEmpty() throws {
        let folder = TemporaryFolder()
        folder.write("notes.txt", "mine")
        #expect(throws: DiagnosticList.self) { try SiteScaffold.create(at: folder.url) }
        #expect(folder.relativeFilePaths() == ["notes.txt"])
    }

    @Test func aNewMovieIsANamedDraftThatLoads() async throws {
        let site = try SiteBuild(fixture: "club")
        let movie = try NewContent.movie(title: "Vertigo: \"A\" #1", year: 1958)
        #expect(movie.path == "content/movies/vertigo-a-1-1958.md")
        try NewFile.write(Data(movie.text.utf8), to: site.folder.url.appending(path: movie.path), display: movie.path)
        try await site.build()
        #expect(!site.outputFiles.contains("movies/vertigo-a-1-1958/index.html"))
        try await site.build(drafts: true)
        #expect(try site.html("movies/vertigo-a-1-1958/index.html").contains("Vertigo: &quot;A&quot; #1"))
    }

    @Test func aNewUserLoadsAndAnExistingFileIsNeverOverwritten() async throws {
        let site = try SiteBuild(fixture: "club")
        let user = try NewContent.user(name: "Zoé Martin", joined: try CalendarDate(iso8601: "2024-01-01"))
        #expect(user.path == "content/users/zoe-martin.json")
        let file = site.folder.url.appending(path: user.path)
        try NewFile.write(Data(user.text.utf8), to: file, display: user.path)
        try await site.build()
        #expect(try site.html("users/zoe-martin/index.html").contains("Zoé Martin"))
        let error = #expect(throws: DiagnosticList.self) {
            try NewFile.write(Data("{}".utf8), to: file, display: user.path)
        }
        #expect(error?.diagnostics.first?.message == "the file already exists")
        #expect(try String(contentsOf: file, encoding: .utf8) == user.text)
    }

    @Test func aNameWithoutLettersOrDigitsMakesNoFile() throws {
        #expect(throws: DiagnosticList.self) { try NewContent.user(name: "???", joined: try CalendarDate(iso8601: "2024-01-01")) }
        // Not a movie named by its year alone.
        #expect(throws: DiagnosticList.self) { try NewContent.movie(title: "千と千尋の神隠し", year: 2001) }
        #expect(try NewContent.movie(title: "8½", year: 1963).path == "content/movies/8-1963.md")
    }

    @Test func aLongTitleIsCutBeforeItsYear() throws {
        let title = "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb, Restored"
        let path = try NewContent.movie(title: title, year: 1964).path
        #expect(path == "content/movies/dr-strangelove-or-how-i-learned-to-stop-worrying-and-love-1964.md")
        // Cut at a word, and a name the loader takes as a slug even when no word fits whole.
        let oneWord = try NewContent.movie(title: String(repeating: "a", count: 80), year: 1964).path
        #expect(oneWord == "content/movies/" + String(repeating: "a", count: 59) + "-1964.md")
        #expect(throws: Never.self) { try Slug(String(oneWord.dropFirst("content/movies/".count).dropLast(3))) }
    }
}
