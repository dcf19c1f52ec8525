import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenRendering
import SitegenTestSupport
import Testing

struct BuildTests {
    @Test func writesEveryRouteOfTheSiteAndCopiesAssets() async throws {
        let site = try SiteBuild(fixture: "club")
        let report = try await site.build()
        // The poster's copies, as WebP and PNG: named by their bytes (see ImageBuildTests).
        #expect(site.outputFiles.filter { $0.hasPrefix("images/alien.") }.count == 2)
        #expect(site.outputFiles.filter { !$0.hasPrefix("images/") } == [
            ".sitegen-output",
            "404.html",
            "about/index.html",
            "css/site.css",
            "decades/1970s/index.html",
            "decades/1970s/index.json",
            "decades/1990s/index.html",
            "decades/1990s/index.json",
            "decades/2000s/index.html",
            "decades/2000s/index.json",
            "decades/2010s/index.html",
            "decades/2010s/index.json",
            "decades/index.html",
            "decades/index.json",
            "directors/christopher-nolan/index.html",
            "directors/christopher-nolan/index.json",
            "directors/denis-villeneuve/index.html",
            "directors/denis-villeneuve/index.json",
            "directors/index.html",
            "directors/index.json",
            "directors/michael-mann/index.html",
            "directors/michael-mann/index.json",
            "directors/ridley-scott/index.html",
            "directors/ridley-scott/index.json",
            "favicon.svg",
            "feed.xml",
            "genres/crime/index.html",
            "genres/crime/index.json",
            "genres/drama/index.html",
            "genres/drama/index.json",
            "genres/horror/index.html",
            "genres/horror/index.json",
            "genres/index.html",
            "genres/index.json",
            "genres/mystery/index.html",
            "genres/mystery/index.json",
            "genres/sci-fi/index.html",
            "genres/sci-fi/index.json",
            "genres/science-fiction/index.html",
            "genres/science-fiction/index.json",
            "genres/thriller/by-year/index.html",
            "genres/thriller/by-year/index.json",
            "genres/thriller/index.html",
            "genres/thriller/index.json",
            "index.html",
            "js/search.js",
            "media/alien.png",
            "movies/alien-1979/index.html",
            "movies/alien-1979/index.json",
            "movies/arrival-2016/index.html",
            "movies/arrival-2016/index.json",
            "movies/by-rating/index.html",
            "movies/by-rating/index.json",
            "movies/by-rating/page/2/index.html",
            "movies/by-rating/page/2/index.json",
            "movies/by-year/index.html",
            "movies/by-year/index.json",
            "movies/by-year/page/2/index.html",
            "movies/by-year/page/2/index.json",
            "movies/heat-1995/index.html",
            "movies/heat-1995/index.json",
            "movies/index.html",
            "movies/index.json",
            "movies/memento-2000/index.html",
            "movies/memento-2000/index.json",
            "movies/page/2/index.html",
            "movies/page/2/index.json",
            "people/christopher-nolan/index.html",
            "people/christopher-nolan/index.json",
            "people/denis-villeneuve/index.html",
            "people/denis-villeneuve/index.json",
            "people/index.html",
            "people/index.json",
            "people/michael-mann/index.html",
            "people/michael-mann/index.json",
            "people/ridley-scott/index.html",
            "people/ridley-scott/index.json",
            "reviews/index.html",
            "reviews/index.json",
            "reviews/page/2/index.html",
            "reviews/page/2/index.json",
            "robots.txt",
            "search.json",
            "search/index.html",
            "sitemap.xml",
            "users/ada/index.html",
            "users/ada/index.json",
            "users/bob/index.html",
            "users/bob/index.json",
            "users/index.html",
            "users/index.json",
            "years/1979/index.html",
            "years/1979/index.json",
            "years/1995/index.html",
            "years/1995/index.json",
            "years/2000/index.html",
            "years/2000/index.json",
            "years/2016/index.html",
            "years/2016/index.json",
            "years/index.html",
            "years/index.json",
        ])
        #expect(report.pageCount == 52)
        #expect(report.summary.hasPrefix("Built 52 pages in "))
    }

    @Test func everyInternalLinkPointsToAFileThatExists() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        var checked = 0
        for page in site.outputFiles where page.hasSuffix(".html") {
            for url in LinkExtractor.urls(in: try site.html(page)) {
                #expect(!url.hasPrefix("movie:") && !url.hasPrefix("user:"), "\(page) links to \(url)")
                guard url.hasPrefix("/") else { continue }
                #expect(url.hasPrefix("/club/"), "\(page) links outside the base path: \(url)")
                var path = String(url.dropFirst("/club/".count).prefix { $0 != "#" })
                if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
                #expect(FileManager.default.fileExists(atPath: site.output.appending(path: path).path), "\(page) links to missing \(url)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// A site of free pages alone (documentation) gets no empty catalog sections, and links to
    /// none; a site with nothing at all yet keeps them, to say how to fill them.
    @Test func aSiteOfPagesAloneHasNoCatalogSections() async throws {
        let site = try SiteBuild(fixture: "club")
        for folder in ["content/movies", "content/users", "content/media"] {
            try FileManager.default.removeItem(at: site.folder.url.appending(path: folder))
        }
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nWe meet on Thursdays.\n")
        try await site.build()
        #expect(site.outputFiles.filter { $0.hasSuffix(".html") } == ["404.html", "about/index.html", "index.html"])
        #expect(!site.outputFiles.contains("search.json"))
        let sitemap = try String(contentsOf: site.output.appending(path: "sitemap.xml"), encoding: .utf8)
        #expect(sitemap.components(separatedBy: "<loc>").count - 1 == 2, "\(sitemap)")
        for page in ["index.html", "about/index.html", "404.html"] {
            for url in LinkExtractor.urls(in: try site.html(page)) where url.hasPrefix("/club/") {
                var path = String(url.dropFirst("/club/".count).prefix { $0 != "#" })
                if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
                #expect(FileManager.default.fileExists(atPath: site.output.appending(path: path).path), "\(page) links to missing \(url)")
            }
        }

        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/pages"))
        try await site.build()
        #expect(site.outputFiles.contains("movies/index.html") && site.outputFiles.contains("search/index.html"))
    }

    @Test func theOutputIsByteIdenticalAcrossBuilds() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let first = try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) }
        try await site.build()
        let second = try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) }
        #expect(first == second)
    }

    @Test func draftsAreLeftOutUnlessAskedFor() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        #expect(!site.outputFiles.contains("movies/secret-2030/index.html"))
        try await site.build(drafts: true)
        #expect(site.outputFiles.contains("movies/secret-2030/index.html"))
    }

    @Test func filesThatNoLongerBelongToTheSiteAreGoneAfterARebuild() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/users/bob.json"))
        try await site.build()
        #expect(!site.outputFiles.contains("users/bob/index.html"))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path)
        #expect(!siblings.contains { $0.contains("staging") || $0.contains("previous") })
    }

    @Test func detailAndListPagesAlsoComeAsJSON() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let movie = try JSONSerialization.jsonObject(with: Data(contentsOf: site.output.appending(path: "movies/heat-1995/index.json"))) as? [String: Any]
        #expect(movie?["url"] as? String == "https://example.org/club/movies/heat-1995/")
        #expect(movie?["title"] as? String == "Heat")
        #expect(movie?["layout"] == nil)
        #expect((movie?["reviews"] as? [[String: Any]])?.first?["authorURL"] as? String == "/club/users/ada/")
        let list = try JSONSerialization.jsonObject(with: Data(contentsOf: site.output.appending(path: "movies/page/2/index.json"))) as? [String: Any]
        #expect((list?["pagination"] as? [String: Any])?["previousURL"] as? String == "/club/movies/")
    }

    @Test func anInterruptedBuildsStagingFolderIsSweptByTheNextBuild() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write(".public.staging-99999/index.html", "half a site")
        try await site.build()
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path)
        #expect(!siblings.contains { $0.contains("staging") })
    }

    /// `--output deploy/site/public` in a fresh checkout: the folders above the output are made,
    /// as they are for the output itself.
    @Test func anOutputFolderWhoseParentsDoNotExistYetIsMade() async throws {
        let site = try SiteBuild(fixture: "club")
        let output = site.folder.url.appending(path: "deploy/site/public", directoryHint: .isDirectory)
        try await site.build(output: output)
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "index.html").path))
    }

    /// A director's old address sends its visitor on to the person's page, in a theme of the
    /// site's own made before moved pages existed (sitegen's `redirect.html` is used) as in one
    /// that has its own; and such a theme's site with an order of dates gets sitegen's calendar.
    @Test func aDirectorsOldAddressSendsItsVisitorOnInAnyTheme() async throws {
        let site = try SiteBuild(fixture: "club")
        for file in ThemeLoader.builtInDefault.files where !["templates/redirect.html", "templates/calendar.ics"].contains(file.path) {
            site.folder.write("themes/noir/" + file.path, String(decoding: file.bytes, as: UTF8.self))
        }
        let yml = try String(contentsOf: site.folder.url.appending(path: "site.yml"), encoding: .utf8)
        site.folder.write("site.yml", yml + "theme: noir\norders: [screened]\n")
        try await site.build()
        #expect(try site.html("calendar.ics").hasPrefix("BEGIN:VCALENDAR\r\n"))
        let moved = try site.html("directors/ridley-scott/index.html")
        #expect(moved.contains(#"<meta http-equiv="refresh" content="0; url=/club/people/ridley-scott/">"#))
        // The directors' index is a page of its own, each name leading to the person's page.
        let directors = try site.html("directors/index.html")
        #expect(!directors.contains("http-equiv=\"refresh\"") && directors.contains(#"<a href="/club/people/ridley-scott/">Ridley Scott</a>"#))
        // Its JSON view, for a client that cannot follow a refresh, names where it went.
        #expect(try site.html("directors/ridley-scott/index.json").contains(#""targetURL":"/club/people/ridley-scott/""#))
        site.folder.write("themes/noir/templates/redirect.html", "Gone to {{targetURL}}")
        try await site.build()
        #expect(try site.html("directors/ridley-scott/index.html") == "Gone to /club/people/ridley-scott/")
    }

    /// `extra:` reaches templates by name, the default theme lists it among the facts (a flag
    /// that is set as a badge), and the JSON view carries it typed.
    @Test func aSitesOwnFieldsReachTheTheme() async throws {
        let site = try SiteBuild(fixture: "club")
        let file = site.folder.url.appending(path: "content/movies/alien-1979.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        site.folder.write("content/movies/alien-1979.md", text.replacingOccurrences(of: "draft: false\n", with: "draft: false\nextra:\n  venue: Back <room>\n  club_pick: true\n"))
        site.folder.write("themes/default/templates/partials/movie-card.html",
                          "<li>{{title}}{{#extra.club_pick}} (club pick at {{extra.venue}}){{/extra.club_pick}}</li>\n")
        try await site.build()
        #expect(try site.html("movies/index.html").contains("<li>Alien (club pick at Back &lt;room&gt;)</li>"))
        #expect(try site.html("movies/index.html").contains("<li>Arrival</li>"))
        let page = try site.html("movies/alien-1979/index.html")
        #expect(page.contains("<dt>Venue</dt><dd>Back &lt;room&gt;</dd>"))
        #expect(page.contains(#"<span class="badge">Club pick</span>"#) && !page.contains("<dt>Club pick</dt>"))
        #expect(try site.html("movies/alien-1979/index.json").contains(#""extra":{"venue":"Back \u003croom\u003e","club_pick":true}"#))
    }

    /// `country:` is shown among a movie's facts and in its JSON-LD, kept in the decode cache (a
    /// rebuild that takes the movie from it shows the same page), and digested (a new country
    /// rewrites the page); a blank one is an error at its value.
    @Test func aMoviesCountryIsShownCachedAndDigested() async throws {
        let site = try SiteBuild(fixture: "club")
        let alien = try String(contentsOf: site.folder.url.appending(path: "content/movies/alien-1979.md"), encoding: .utf8)
        site.folder.write("content/movies/alien-1979.md", alien.replacingOccurrences(of: "draft: false\n", with: "draft: false\ncountry: United Kingdom\n"))
        try await site.build()
        let page = try site.html("movies/alien-1979/index.html")
        #expect(page.contains("<dt>Country</dt><dd>United Kingdom</dd>"))
        #expect(page.contains(#""countryOfOrigin":{"@type":"Country","name":"United Kingdom"}"#))
        let arrival = try String(contentsOf: site.folder.url.appending(path: "content/movies/arrival-2016.md"), encoding: .utf8)
        site.folder.write("content/movies/arrival-2016.md", arrival + "\nOne more line.\n")
        var report = try await site.build()
        #expect(!report.changedPages.contains("movies/alien-1979/index.html"))
        #expect(try site.html("movies/alien-1979/index.html") == page)
        site.folder.write("content/movies/alien-1979.md", alien.replacingOccurrences(of: "draft: false\n", with: "draft: false\ncountry: USA\n"))
        report = try await site.build()
        #expect(report.changedPages.contains("movies/alien-1979/index.html"))
        #expect(try site.html("movies/alien-1979/index.html").contains("<dt>Country</dt><dd>USA</dd>"))
        site.folder.write("content/movies/alien-1979.md", alien.replacingOccurrences(of: "draft: false\n", with: "draft: false\ncountry: \"  \"\n"))
        do {
            try await site.build()
            Issue.record("the build succeeded")
        } catch {
            #expect(SiteBuild.printed(error.diagnostics).contains("content/movies/alien-1979.md:8:10: error: 'country' is empty"))
        }
    }

    /// Best rated first, how the ranking works is said under the list's controls, after the movie
    /// list's row of decades or a decade's row of years, not between the orders and that row; the
    /// other orders say nothing.
    @Test func theBestRatedNoteComesUnderTheControls() async throws {
        let site = try SiteBuild(fixture: "club")
        // A second film of the 1970s, rated otherwise than Alien: the decade's list comes best rated first.
        site.folder.write("content/movies/stalker-1979.md", """
            ---
            title: Stalker
            year: 1979
            reviews:
              - {user: bob, rating: 5, date: 2021-06-01}
            ---
            The Zone.

            """)
        try await site.build()
        for (page, lastRow) in [("movies/by-rating/index.html", #"aria-label="By decade""#), ("decades/1970s/by-rating/index.html", #"aria-label="Years of the 1970s""#)] {
            let html = try site.html(page)
            let note = try #require(html.range(of: #"<p class="order-note">"#), "\(page)")
            #expect(try #require(html.range(of: lastRow)).lowerBound < note.lowerBound, "\(page)")
        }
        #expect(!(try site.html("movies/index.html")).contains("order-note"))
    }

    /// `content/people/<slug>.md` adds a bio and the site's own fields to a person's page, and
    /// only to theirs; a file naming nobody the movies credit is an error naming it.
    @Test func aPersonsFileAddsABioToTheirPageOnly() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/people/ridley-scott.md", "---\nextra:\n  born: 1937\n---\nDirected [Alien](movie:alien-1979).\n")
        try await site.build()
        let scott = try site.html("people/ridley-scott/index.html")
        #expect(scott.contains(#"Directed <a href="/club/movies/alien-1979/">Alien</a>."#))
        #expect(scott.contains("<dt>Born</dt><dd>1937</dd>"))
        #expect(!(try site.html("people/michael-mann/index.html")).contains("person-profile"))
        // Without a photo, a person's initials stand beside their name; with one, the photo alone.
        #expect(scott.contains(#"<span class="avatar" aria-hidden="true">RS</span>"#))
        #expect(try site.html("people/michael-mann/index.html").contains(#"<span class="avatar" aria-hidden="true">MM</span>"#))
        site.folder.write("content/people/ridley-scott.md", "---\nphoto: media/alien.png\n---\n")
        try await site.build()
        let pictured = try site.html("people/ridley-scott/index.html")
        #expect(pictured.contains(#"<picture class="person-photo">"#) && !pictured.contains("avatar"))
        site.folder.write("content/people/ridley-scott.md", "---\nextra:\n  born: 1937\n---\nDirected [Alien](movie:alien-1979).\n")
        try await site.build()
        site.folder.write("content/people/ridley-scott.md", "---\nextra:\n  born: 1937\n---\nDirected *Alien*.\n")
        let report = try await site.build()
        #expect(report.changedPages.filter { $0.hasSuffix(".html") } == ["people/ridley-scott/index.html"])
        site.folder.write("content/people/nobody-at-all.md", "---\nphoto: media/none.jpg\n---\nWho?\n")
        let printed = await site.printedFailure()
        #expect(printed.contains("content/people/nobody-at-all.md:2:8: error: 'photo' names no file in content/media/ (got \"media/none.jpg\")"), "\(printed)")
        site.folder.write("content/people/nobody-at-all.md", "---\n---\nWho?\n")
        #expect(await site.printedFailure().contains("content/people/nobody-at-all.md:1:1: error: no movie credits a person 'nobody-at-all'"))
    }

    /// A person's own field that names one of their movies by its title (case aside) links to it,
    /// whichever page of theirs the movie is on; a title the site lacks stays text, until a
    /// movie of theirs is given it, and a rebuild in place links it then.
    @Test func aPersonsOwnFieldLinksTheTitlesOfTheirMovies() async throws {
        let site = try SiteBuild(fixture: "club")
        for (slug, title, year) in [("blade-runner-1982", "Blade Runner", 1982), ("gladiator-2000", "Gladiator", 2000)] {
            site.folder.write("content/movies/\(slug).md", "---\ntitle: \(title)\nyear: \(year)\ndirectors: [Ridley Scott]\n---\nA film.\n")
        }
        site.folder.write("content/people/ridley-scott.md", "---\nextra:\n  known_for: [ALIEN, Gladiator II]\n---\n")
        try await site.build()
        let first = try site.html("people/ridley-scott/index.html")
        // Newest first, two to a page: Alien is on the second.
        #expect(!first.contains(#"<h3 class="card-title">Alien</h3>"#))
        #expect(first.contains(#"<dt>Known for</dt><dd><a href="/club/movies/alien-1979/">ALIEN</a> · Gladiator II</dd>"#), "\(first)")
        site.folder.write("content/movies/gladiator-2000.md", "---\ntitle: Gladiator II\nyear: 2000\ndirectors: [Ridley Scott]\n---\nA film.\n")
        let report = try await site.build()
        #expect(report.reusedCount > 0, "a rebuild in place")
        #expect(try site.html("people/ridley-scott/index.html").contains(
            #"<dd><a href="/club/movies/alien-1979/">ALIEN</a> · <a href="/club/movies/gladiator-2000/">Gladiator II</a></dd>"#))
    }

    /// `sortAs:` in a person's file files them under another word than the last of their name (a
    /// family name written first: `Bong Joon-ho`) in the people's index; a rebuild
    /// after adding or removing it is a clean build's site, and one with nothing to file by is an error.
    @Test func aPersonsFileSaysHowTheIndexFilesThem() async throws {
        let site = try SiteBuild(fixture: "club")
        func order(_ page: String) throws -> [String] {
            let html = try site.html(page)
            return ["Michael Mann", "Christopher Nolan", "Ridley Scott", "Denis Villeneuve"]
                .sorted { html.range(of: ">\($0)<")!.lowerBound < html.range(of: ">\($1)<")!.lowerBound }
        }
        try await site.build()
        #expect(try order("people/index.html") == ["Michael Mann", "Christopher Nolan", "Ridley Scott", "Denis Villeneuve"])
        site.folder.write("content/people/ridley-scott.md", "---\nsortAs: \"Adams, Ridley\"\n---\n")
        try await site.build()
        #expect(try order("people/index.html") == ["Ridley Scott", "Michael Mann", "Christopher Nolan", "Denis Villeneuve"])
        // A file that only files the person shows nothing on their page: no empty block.
        #expect(try !site.html("people/ridley-scott/index.html").contains("person-profile"))
        try await PageReadsTests.expectACleanBuild(site, after: "sortAs added")
        site.folder.write("content/people/ridley-scott.md", "---\n---\n")
        try await site.build()
        #expect(try order("people/index.html") == ["Michael Mann", "Christopher Nolan", "Ridley Scott", "Denis Villeneuve"])
        try await PageReadsTests.expectACleanBuild(site, after: "sortAs removed")
        site.folder.write("content/people/ridley-scott.md", "---\nsortAs: \"!!\"\n---\n")
        #expect(await site.printedFailure().contains(
            "content/people/ridley-scott.md:2:9: error: 'sortAs' has no letter or digit to file the person by (got \"!!\")"))
    }

    @Test func pagesShowResolvedProseAndEscapedValues() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let alien = try site.html("movies/alien-1979/index.html")
        #expect(alien.contains("<a href=\"/club/movies/memento-2000/#reviews\">Memento</a>"))
        // A media image in prose is shown with its copies, its alt text as cmark wrote it.
        #expect(alien.contains(#"<picture class="prose-picture"><source type="image/webp" srcset="/club/images/alien."#))
        #expect(alien.contains(#" width="40" height="60" style="background-color: #c83c1e" alt="The poster" /></picture>"#))
        #expect(alien.contains("<link rel=\"canonical\" href=\"https://example.org/club/movies/alien-1979/\">"))
        #expect(alien.contains("<img class=\"poster\" src=\"/club/images/alien."))
    }
}

/// The `href` and `src` values of an HTML page.
enum LinkExtractor {
    static func urls(in html: String) -> [String] {
        var urls: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let start = rest.firstRange(of: attribute) {
                let value = rest[start.upperBound...].prefix { $0 != "\"" }
                urls.append(String(value))
                rest = rest[start.upperBound...].dropFirst(value.count)
            }
        }
        return urls
    }
}
