import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// The build manifest: an unchanged page is neither rendered nor rewritten, a change rewrites
/// exactly the pages that show it. "Rewritten" is seen in the file's inode: a reused page is a hard
/// link to the previous build's file, a written one is a new file.
struct IncrementalBuildTests {
    private func inodes(_ site: SiteBuild) -> [String: UInt64] {
        Dictionary(uniqueKeysWithValues: site.outputFiles.filter { $0.hasSuffix(".html") }.map { path in
            var status = stat()
            _ = stat(site.output.appending(path: path).path, &status)
            return (path, UInt64(status.st_ino))
        })
    }

    /// The pages whose file changed; checked against what the build itself says it rendered,
    /// which is what `serve` reports to the browser.
    private func rewritten(_ site: SiteBuild, after change: () throws -> Void) async throws -> [String] {
        try await site.build()
        let before = inodes(site)
        try change()
        let report = try await site.build()
        let after = inodes(site)
        let changed = after.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(report.wasUpToDate || report.changedPages.filter { $0.hasSuffix(".html") }.sorted() == changed)
        return changed
    }

    @Test func aRebuildWithNothingChangedDoesNothing() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let before = inodes(site)
        let report = try await site.build()
        #expect(report.wasUpToDate)
        #expect(report.summary.hasPrefix("Nothing changed since the last build"))
        #expect(inodes(site) == before)
    }

    /// `cp -p`, `rsync -a` and `touch -r` put a file's modification time back; its change time
    /// they cannot.
    @Test func anEditOfTheSameSizeWithItsModificationTimePutBackIsSeen() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let file = site.folder.url.appending(path: "content/movies/heat-1995.md")
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "title: \"Heat\"", with: "title: \"Hoot\"")
        #expect(edited != text && edited.utf8.count == text.utf8.count)
        try edited.write(to: file, atomically: false, encoding: .utf8)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        let report = try await site.build()
        #expect(!report.wasUpToDate)
        #expect(report.changedPages.contains("movies/heat-1995/index.html"))
        let page = try String(contentsOf: site.output.appending(path: "movies/heat-1995/index.html"), encoding: .utf8)
        #expect(page.contains("Hoot"))
    }

    /// A file written again within the same tick of the file system's clock keeps even its change
    /// time: a build just after a change is not trusted to have seen the last of it.
    @Test func aBuildJustAfterAChangeIsNotTakenForUpToDateByTheNext() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build(settleMargin: .seconds(60))
        let again = try await site.build(settleMargin: .seconds(60))
        #expect(!again.wasUpToDate)
        #expect(again.changedPages.isEmpty)
        let settled = try await site.build()
        let last = try await site.build()
        #expect(!settled.wasUpToDate && last.wasUpToDate)
    }

    @Test func touchingAFileWithoutChangingItRewritesNoPage() async throws {
        let site = try SiteBuild(fixture: "club")
        let changed = try await rewritten(site) {
            let file = site.folder.url.appending(path: "content/movies/heat-1995.md")
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: file.path)
        }
        #expect(changed == [])
        let report = try await site.build(drafts: true)
        #expect(report.reusedCount > 0 && report.reusedCount < report.pageCount)
    }

    @Test func editingAMovieRewritesExactlyThePagesThatShowIt() async throws {
        let site = try SiteBuild(fixture: "club")
        let changed = try await rewritten(site) {
            let file = site.folder.url.appending(path: "content/movies/heat-1995.md")
            let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "title: \"Heat\"", with: "title: \"Heat (Director's Cut)\"")
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        for page in changed {
            #expect(try site.html(page).contains("Heat (Director&#39;s Cut)"), "\(page) was rewritten but does not show the movie")
        }
        let showing = try site.outputFiles.filter { path in
            try path.hasSuffix(".html") && site.html(path).contains("Heat (Director&#39;s Cut)")
        }
        #expect(changed == showing.sorted())
        #expect(changed.contains("movies/heat-1995/index.html"))
        #expect(!changed.contains("movies/alien-1979/index.html"))
    }

    /// The reviews list, two to a page: Alien's and Arrival's reviews on the first, Heat's and
    /// Memento's on the second. A review's words changed show on its movie's page, its reviewer's,
    /// the home page's latest reviews and the one page of the list that has it: not the other.
    @Test func aReviewEditedRewritesTheOnePageOfTheReviewsListThatShowsIt() async throws {
        let site = try SiteBuild(fixture: "club")
        let changed = try await rewritten(site) {
            let file = site.folder.url.appending(path: "content/movies/memento-2000.md")
            let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "Liked it.", with: "Loved it, backwards.")
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(changed.filter { $0.hasSuffix(".html") } == ["index.html", "movies/memento-2000/index.html", "reviews/page/2/index.html",
                                                            "users/ada/index.html"])
        #expect(try site.html("reviews/page/2/index.html").contains("Loved it, backwards."))
    }

    /// A cast member added: the movie's page, the new person's page, the pages of those credited
    /// with them (who worked with someone new) and the index of people are new or changed; no
    /// other person's page is, and no page of any other movie.
    @Test func aCastEditRewritesExactlyThePeoplePagesItTouches() async throws {
        let site = try SiteBuild(fixture: "club")
        let changed = try await rewritten(site) {
            let file = site.folder.url.appending(path: "content/movies/heat-1995.md")
            let text = try String(contentsOf: file, encoding: .utf8)
                .replacingOccurrences(of: "directors: [Michael Mann]", with: "directors: [Michael Mann]\ncast: [Al Pacino, Ridley Scott]")
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(changed.contains("movies/heat-1995/index.html"))
        #expect(changed.contains("people/al-pacino/index.html"))
        // Ridley Scott directed Alien and now acts in Heat: one person, one page, both roles.
        #expect(changed.contains("people/ridley-scott/index.html"))
        let scott = try site.html("people/ridley-scott/index.html")
        #expect(scott.contains("<h2>Directed</h2>") && scott.contains("<h2>Acted in</h2>"))
        #expect(changed.contains("people/index.html"))
        #expect(changed.contains("people/michael-mann/index.html"))
        #expect(try site.html("people/michael-mann/index.html").contains(#"<a href="/club/people/al-pacino/">Al Pacino</a>"#))
        #expect(!changed.contains("people/christopher-nolan/index.html"))
        #expect(Set(changed.filter { $0.hasPrefix("people/") })
                == ["people/index.html", "people/al-pacino/index.html", "people/ridley-scott/index.html", "people/michael-mann/index.html"])
        // Alien now shares Ridley Scott with Heat: each is more like the other. No other movie changes.
        #expect(Set(changed.filter { $0.hasPrefix("movies/") }) == ["movies/heat-1995/index.html", "movies/alien-1979/index.html"])
        #expect(!changed.contains { $0.hasPrefix("genres/") || $0.hasPrefix("years/") })
        // Ada reviewed Heat: her page counts the people she reviews most. Bob's does not change.
        #expect(!changed.contains("users/bob/index.html"))
    }

    @Test func aPageRenderedAgainNeverWritesThroughALinkIntoTheLiveSite() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        // The HTML can be reused but its JSON is gone, so the page is rendered again after its
        // HTML was linked into staging. The live file (held here by a link of the test's own)
        // must keep its inode's content and link count untouched by that write.
        let live = site.output.appending(path: "movies/heat-1995/index.html")
        let held = site.folder.url.appending(path: "held.html")
        try FileManager.default.linkItem(at: live, to: held)
        let before = try Data(contentsOf: held)
        try FileManager.default.removeItem(at: site.output.appending(path: "movies/heat-1995/index.json"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)],
                                              ofItemAtPath: site.folder.url.appending(path: "content/movies/heat-1995.md").path)
        try await site.build()
        // The old file is kept unchanged (by the output's spare, now the previous site), and the
        // page live now is another file.
        var old = stat(), now = stat()
        _ = stat(held.path, &old)
        _ = stat(live.path, &now)
        #expect(old.st_ino != now.st_ino, "the rewritten page shares the inode of the old live file")
        #expect(try Data(contentsOf: held) == before)
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "movies/heat-1995/index.json").path))
    }

    /// `outputs:` changed between builds: JSON views appear beside every page that has one, and
    /// go again, with nothing else of the site touched.
    @Test func turningJSONViewsOffAndOnAgainRemovesAndWritesThem() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let withJSON = site.outputFiles
        #expect(withJSON.contains("movies/heat-1995/index.json") && withJSON.contains("people/index.json"))
        let settings = site.folder.url.appending(path: "site.yml")
        let yaml = try String(contentsOf: settings, encoding: .utf8)
        try yaml.replacingOccurrences(of: "outputs: [html, json]", with: "").write(to: settings, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: settings.path)
        try await site.build()
        let htmlOnly = site.outputFiles
        #expect(!htmlOnly.contains { $0.hasSuffix("index.json") })
        #expect(htmlOnly == withJSON.filter { !$0.hasSuffix("/index.json") && $0 != "index.json" })
        try yaml.write(to: settings, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: settings.path)
        try await site.build()
        #expect(site.outputFiles == withJSON)
    }

    @Test func aTemplateChangeRewritesThePagesThatUseIt() async throws {
        let site = try SiteBuild(fixture: "club")
        let changed = try await rewritten(site) {
            site.folder.write("themes/default/templates/user.html", "{{<layout}}{{$content}}<h1>{{name}}</h1>{{/content}}{{/layout}}")
        }
        #expect(changed == ["users/ada/index.html", "users/bob/index.html"])
    }

    @Test func aRebuildInPlaceRemovesWhatNoLongerBelongsAndUpdatesCopiedFiles() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        site.folder.write("public/stray.txt", "left by someone")
        site.folder.write("public/old/deep/page.html", "gone")
        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/movies/arrival-2016.md"))
        site.folder.write("themes/default/static/css/site.css", "body { color: red }")
        try await site.build()
        let files = site.outputFiles
        #expect(!files.contains("stray.txt"))
        #expect(!files.contains { $0.hasPrefix("old/") })
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "old").path))
        #expect(!files.contains { $0.hasPrefix("movies/arrival-2016/") })
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "movies/arrival-2016").path))
        #expect(try String(contentsOf: site.output.appending(path: "css/site.css"), encoding: .utf8) == "body { color: red }")
        #expect(!(try site.html("movies/index.html")).contains("Arrival"))
        // The same tree a clean build writes.
        let clean = try SiteBuild(fixture: "club")
        try FileManager.default.removeItem(at: clean.folder.url.appending(path: "content/movies/arrival-2016.md"))
        clean.folder.write("themes/default/static/css/site.css", "body { color: red }")
        try await clean.build()
        #expect(clean.outputFiles == files)
        for path in files where path.hasSuffix(".html") { #expect(try clean.html(path) == site.html(path), "\(path)") }
    }

    @Test func aPageDeletedFromTheOutputByHandIsWrittenAgainByTheNextRebuild() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let page = "movies/heat-1995/index.html"
        let original = try site.html(page)
        try FileManager.default.removeItem(at: site.output.appending(path: page))
        let other = site.folder.url.appending(path: "content/movies/arrival-2016.md")
        try (String(contentsOf: other, encoding: .utf8) + "\nOne more line.\n").write(to: other, atomically: true, encoding: .utf8)
        let report = try await site.build()
        #expect(try site.html(page) == original)
        #expect(report.changedPages.contains(page))
    }

    @Test func aRebuildStillKnowsTheFieldsOfPagesItDidNotRender() async throws {
        let site = try SiteBuild(fixture: "club")
        // `introduction` is a field of the home page only; the free page's template may ask for it.
        site.folder.write("themes/default/templates/page.html",
                          "{{<layout}}{{$content}}<h1>{{title}}</h1>{{#introduction}}!{{/introduction}}{{{bodyHTML}}}{{/content}}{{/layout}}")
        try await site.build()
        site.folder.write("content/pages/about.md", "---\ntitle: About the club\nmenu: 1\n---\nEdited.\n")
        let report = try await site.build()
        #expect(report.changedPages.contains("about/index.html"))
        #expect(!report.changedPages.contains("index.html"))
        // A misspelt name is still caught when only the page using it is rendered again.
        site.folder.write("themes/default/templates/page.html", "{{<layout}}{{$content}}<h1>{{titel}}</h1>{{/content}}{{/layout}}")
        let error = await #expect(throws: DiagnosticList.self) { try await site.build() }
        #expect(error?.diagnostics.map(\.message) == ["no page has a value named 'titel'"])
    }
}
