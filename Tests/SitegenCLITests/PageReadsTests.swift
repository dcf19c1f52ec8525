import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// A rebuild presents only the pages that read something that changed (`CatalogRead`). Whatever
/// the edit, the result must be the site a clean build makes: each edit below is followed by a
/// rebuild in place and compared, file by file and byte by byte, with a clean build of the same
/// content.
struct PageReadsTests {
    typealias Edit = (String, @Sendable (SiteBuild) throws -> Void)

    static func replace(_ old: String, with new: String, in path: String) -> @Sendable (SiteBuild) throws -> Void {
        { site in
            let file = site.folder.url.appending(path: path)
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile) }
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    static let edits: [Edit] = [
        ("a synopsis", replace("Heat, directed by", with: "Heat, the crime epic directed by", in: "content/movies/heat-1995.md")),
        ("a title", replace("title: \"Memento\"", with: "title: \"Memento Mori\"", in: "content/movies/memento-2000.md")),
        // Thriller's third movie gives it a second page, and a row of letters on both.
        ("a movie added to a genre", { site in
            site.folder.write("content/movies/zodiac-2007.md", "---\ntitle: \"Zodiac\"\nyear: 2007\ngenres: [Thriller]\n---\nZodiac.\n")
        }),
        // Still between Heat and Zodiac, filed under N now: the second page, which does not show
        // it, jumps to N on the first.
        ("a title that changes its letter, not its place", replace("title: \"Memento Mori\"", with: "title: \"Nolan's Memento\"",
                                                                  in: "content/movies/memento-2000.md")),
        ("a title that moves the movie in the lists", replace("title: \"Heat\"", with: "title: \"Zulu Heat\"", in: "content/movies/heat-1995.md")),
        ("a release date, the newest date of the movie and of the site", replace("year: 2000\n", with: "year: 2000\nreleased: 2022-05-05\n",
                                                                                 in: "content/movies/memento-2000.md")),
        ("a review's rating", replace("rating: 4", with: "rating: 2.5", in: "content/movies/arrival-2016.md")),
        ("a review added", replace("reviews:\n", with: "reviews:\n  - user: bob\n    rating: 5\n    date: 2022-02-02\n    text: \"Best.\"\n",
                                   in: "content/movies/alien-1979.md")),
        ("a user's name", replace("\"Ada Lovelace\"", with: "\"Ada King\"", in: "content/users/ada.json")),
        ("a user's bio", replace("Bob Kane\"", with: "Bob Kane\", \"bio\": \"Draws bats.\"", in: "content/users/bob.json")),
        ("a genre spelt another way, which renames it everywhere", { site in
            site.folder.write("content/movies/brazil-1985.md",
                              "---\ntitle: \"Brazil\"\nyear: 1985\ngenres: [Sci fi]\ndirectors: [Terry Gilliam]\n---\nBrazil.\n")
        }),
        // A new person: a page of their own, which every page that names them links to.
        ("a cast member added", replace("title: \"Arrival\"", with: "title: \"Arrival\"\ncast: [Amy Adams, Ridley Scott]",
                                        in: "content/movies/arrival-2016.md")),
        // Amy Adams still has Arrival alone: her page says "Director" now, not "Actor".
        ("a cast member made the movie's director", replace("directors: [Denis Villeneuve]\n", with: "directors: [Denis Villeneuve, Amy Adams]\n",
                                                           in: "content/movies/arrival-2016.md")),
        // Newest first, Pat Role's second page shows Alien alone, which no edit below touches.
        ("a person in the cast of three movies", { site in
            for (year, movie) in [(2000, "memento-2000"), (1985, "brazil-1985"), (1979, "alien-1979")] {
                try replace("year: \(year)\n", with: "year: \(year)\ncast: [Pat Role]\n", in: "content/movies/\(movie).md")(site)
            }
        }),
        // Her second page says "Director and actor" now, though none of its movies changed.
        ("that person made the director of her newest movie", replace("directors: [Christopher Nolan]",
                                                                      with: "directors: [Christopher Nolan, Pat Role]",
                                                                      in: "content/movies/memento-2000.md")),
        // The 1990s page lists its years: one more at either end of the decade's stretch of them.
        ("a year added at the end of a decade", { site in
            site.folder.write("content/movies/ghost-1990.md", "---\ntitle: \"Ghost\"\nyear: 1990\n---\nGhost.\n")
        }),
        ("a year added at the start of a decade", { site in
            site.folder.write("content/movies/magnolia-1999.md", "---\ntitle: \"Magnolia\"\nyear: 1999\n---\nMagnolia.\n")
        }),
        ("a director added to another movie", replace("directors: [Michael Mann]", with: "directors: [Michael Mann, Terry Gilliam]",
                                                      in: "content/movies/heat-1995.md")),
        // Alien moves from the first page of the movie list (and of science fiction, which has
        // Brazil now) to the last: the pages after it show other movies than before without
        // showing Alien, known only from the order of the movies they read.
        ("a title that shifts the pages after it", replace("title: \"Alien\"", with: "title: \"Zed Alien\"", in: "content/movies/alien-1979.md")),
        ("a draft published", replace("draft: true", with: "draft: false", in: "content/movies/secret-2030.md")),
        ("a favourite", replace("[\"heat-1995\", \"alien-1979\"]", with: "[\"alien-1979\", \"brazil-1985\"]", in: "content/users/ada.json")),
        ("a free page", replace("**Thursdays**", with: "**Fridays**", in: "content/pages/about.md")),
        ("a free page's title, which every page's menu shows", replace("title: About the club", with: "title: About us",
                                                                      in: "content/pages/about.md")),
        ("a poster's image", { site in site.folder.write("content/media/alien.png", bytes: ImageSamples.otherPNG) }),
        ("a movie removed", { site in try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/movies/arrival-2016.md")) }),
        ("the site's title", replace("Thursday Film Club", with: "Friday Film Club", in: "site.yml")),
        ("a template", { site in
            site.folder.write("themes/default/templates/partials/review.html", "<li class=\"review\">{{authorName}}: {{rating}}</li>\n")
        }),
    ]

    @Test func aRebuildAfterEachKindOfEditIsTheSiteACleanBuildMakes() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        var skipped: [String: Int] = [:]
        for (name, edit) in Self.edits {
            try edit(site)
            let report = try await site.build()
            skipped[name] = report.unreadCount
            try await Self.expectACleanBuild(site, after: name)
        }
        // The edits that touch one movie or one user leave pages that never read it alone.
        #expect(skipped["a synopsis", default: 0] > 0)
        #expect(skipped["a user's bio", default: 0] > 0)
        #expect(skipped["a title that moves the movie in the lists", default: 0] > 0)
        // Settings are read by every page.
        #expect(skipped["the site's title"] == 0)
    }

    /// The site's output, file by file and byte by byte, against a clean build of the same content.
    static func expectACleanBuild(_ site: SiteBuild, after name: String) async throws {
        let clean = TemporaryFolder()
        try await site.build(output: clean.url.appending(path: "public"))
        let files = clean.relativeFilePaths(below: "public")
        #expect(site.outputFiles == files, "after \(name): other files than a clean build")
        for path in files {
            let rebuilt = try Data(contentsOf: site.output.appending(path: path))
            let fresh = try Data(contentsOf: clean.url.appending(path: "public/" + path))
            #expect(rebuilt == fresh, "after \(name): \(path) differs from a clean build")
        }
    }

    /// The people index at its page size (240): a page of it reads its own stretch of the people
    /// and how many there are (`CatalogRead.termStretch`, `termCount`), the site map which pages
    /// each person takes. Across a second page appearing and going, a person who shifts every
    /// other, and a count changed on the first page, each rebuild is a clean build's site, both
    /// ways (helper-15's review).
    @Test func thePeopleIndexAcrossItsPageSizeRebuildsAsACleanBuild() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let people = site.outputFiles.filter { $0.hasPrefix("people/") && !$0.hasPrefix("people/page/") && $0.hasSuffix("/index.html") }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // Named to sort between the club's people, all on the one page there is.
        func name(_ number: Int) -> String { "Pat M\(letters[number / 26])\(letters[number % 26])x" }
        var cast = (0..<(240 - (people.count - 1))).map(name)
        func write() {
            site.folder.write("content/movies/crowd-1990.md",
                              "---\ntitle: \"Crowd\"\nyear: 1990\ngenres: [Drama]\ndirectors: []\ncast: [\(cast.joined(separator: ", "))]\n---\nCrowd.\n")
        }
        write()
        try await site.build()
        #expect(!site.outputFiles.contains { $0.hasPrefix("people/page/") }, "240 people: one page")
        let steps: [(String, () -> Void)] = [
            ("a 241st person, last", { cast.append("Zed Zzzz") }),
            ("a person who sorts first", { cast.append("Al Aaaa") }),
            ("the last one gone", { cast.removeAll { $0 == "Zed Zzzz" } }),
            ("the first one gone: 240", { cast.removeAll { $0 == "Al Aaaa" } }),
            ("one in the middle gone: 239", { cast.remove(at: 100) }),
            ("two added in the middle", { cast += ["Pat Mbbz", "Pat Mbca"] }),
            ("a person credited in a second movie (a count on page 1)", { cast.append("Michael Mann") }),
        ]
        var pageCounts: [Int] = []
        for (name, change) in steps {
            change()
            write()
            _ = try await Self.rebuildsAsIfEveryReadWereDigested(site, after: name)
            try await Self.expectACleanBuild(site, after: name)
            pageCounts.append(site.outputFiles.filter { $0.hasPrefix("people/page/") && $0.hasSuffix("/index.html") }.count)
        }
        #expect(pageCounts == [1, 1, 1, 0, 0, 1, 1], "pages after the first, step by step: \(site.outputFiles.filter { $0.hasPrefix("people/page/") })")
    }

    /// Every page of the people index jumps to each letter on the page it starts on
    /// (`CatalogRead.termSections`). A person renamed from A to C moves B's start from page 2 to
    /// page 1 and leaves the third page's people and the count as they were: only the sections
    /// tell that page its jump to B changed.
    @Test func aLetterMovingToAnotherPageIsJumpedToThereFromEveryPage() async throws {
        let site = try SiteBuild(fixture: "club")
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // The club's people are filed under M, N, S and V: after these.
        func names(_ initial: String, _ count: Int) -> [String] {
            (0..<count).map { "Pat \(initial)a\(letters[$0 / 26])\(letters[$0 % 26])" }
        }
        var cast = names("A", 240) + names("B", 40) + names("C", 210)
        func write() {
            site.folder.write("content/movies/crowd-1990.md",
                              "---\ntitle: \"Crowd\"\nyear: 1990\ngenres: [Drama]\ndirectors: []\ncast: [\(cast.joined(separator: ", "))]\n---\nCrowd.\n")
        }
        write()
        try await site.build()
        let third = "people/page/3/index.html"
        #expect(try site.html(third).contains("people/page/2/#section-b\""), "B starts on page 2")
        cast[1] = "Pat Cabbz"
        write()
        _ = try await Self.rebuildsAsIfEveryReadWereDigested(site, after: "an A renamed to a C")
        try await Self.expectACleanBuild(site, after: "an A renamed to a C")
        #expect(try site.html(third).contains("/people/#section-b\""), "B starts on page 1")
    }

    /// A rebuild after an edit of a few movie files digests again only the reads the edit can
    /// have changed (`CatalogDigests.readsChanged`). Each edit is rebuilt that way and, from a copy
    /// of the same state, by a build that knows nothing of which files changed and digests every
    /// read: both must present the same pages and leave the same manifest.
    @Test func aRebuildThatDigestsOnlyTheReadsAnEditCanChangeMatchesOneThatDigestsThemAll() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        // A user's file changes what pages read of them in ways only digesting every read tells; a
        // genre spelt anew renames it in every movie, none of which was edited; a draft is in no
        // table. Any other edit changes a few movie files, or nothing pages read from the catalog.
        let digestsWhole = ["a user's name", "a user's bio", "a genre spelt another way, which renames it everywhere",
                            "a draft published", "a favourite"]
        var tookShortcut: [String] = []
        for (name, edit) in Self.edits {
            try edit(site)
            if try await Self.rebuildsAsIfEveryReadWereDigested(site, after: name) { tookShortcut.append(name) }
        }
        #expect(tookShortcut == Self.edits.map(\.0).filter { !digestsWhole.contains($0) })
    }

    /// More edits of movie files, and of people's profiles, each rebuilt both ways (helper-12's
    /// review): a genre set made another movie's, so that "more like this" gains a candidate; a
    /// year across a decade; movies added, one without genres or people; profiles added, edited and
    /// removed; a name spelt in lower case that becomes the person's name once the other spelling
    /// goes; a file renamed; reviews removed and added; two files at once. Every one of them is an
    /// edit of a few files the shortcut accounts for.
    @Test func moreEditsOfMoviesAndProfilesRebuildAsIfEveryReadWereDigested() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        @Sendable func movie(_ title: String, _ year: Int, genres: String, directors: String, cast: String = "[]") -> String {
            "---\ntitle: \"\(title)\"\nyear: \(year)\ngenres: \(genres)\ndirectors: \(directors)\ncast: \(cast)\n---\n\(title).\n"
        }
        let edits: [Edit] = [
            ("a genre set made another movie's", Self.replace("genres: [Crime, Thriller]", with: "genres: [Mystery, Thriller]",
                                                              in: "content/movies/heat-1995.md")),
            ("a year across a decade", Self.replace("year: 2000\n", with: "year: 1999\n", in: "content/movies/memento-2000.md")),
            ("a movie added", { $0.folder.write("content/movies/dunkirk-2017.md",
                                                movie("Dunkirk", 2017, genres: "[War]", directors: "[Christopher Nolan]", cast: "[Tom Hardy]")) }),
            ("a movie without genres or people", { $0.folder.write("content/movies/blank-1990.md", movie("Blank", 1990, genres: "[]", directors: "[]")) }),
            ("a profile added", { $0.folder.write("content/people/christopher-nolan.md", "---\n---\nMakes puzzles.\n") }),
            ("a profile edited", Self.replace("Makes puzzles.", with: "Makes time puzzles.", in: "content/people/christopher-nolan.md")),
            ("a name in lower case", Self.replace("directors: [Denis Villeneuve]", with: "directors: [Denis Villeneuve]\ncast: [tom hardy]",
                                                  in: "content/movies/arrival-2016.md")),
            ("the other spelling gone", Self.replace("cast: [Tom Hardy]", with: "cast: []", in: "content/movies/dunkirk-2017.md")),
            ("a file renamed", { site in
                try FileManager.default.moveItem(at: site.folder.url.appending(path: "content/movies/arrival-2016.md"),
                                                 to: site.folder.url.appending(path: "content/movies/arrival-2017.md"))
            }),
            ("a review removed", Self.replace("reviews:\n  - user: ada\n    rating: 4\n    date: 2021-09-01\n    text: \"Liked it. See [Ada](user:ada).\"\n",
                                              with: "", in: "content/movies/alien-1979.md")),
            ("a review added", Self.replace("cast: []\n", with: "cast: []\nreviews:\n  - user: bob\n    rating: 3\n    date: 2022-01-01\n",
                                            in: "content/movies/blank-1990.md")),
            ("genres given to a movie without", Self.replace("genres: []", with: "genres: [Thriller, Mystery]", in: "content/movies/blank-1990.md")),
            ("a movie removed, its director's profile kept", { site in
                try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/movies/dunkirk-2017.md"))
            }),
            ("a director renamed and their profile removed", { site in
                try Self.replace("directors: [Christopher Nolan]", with: "directors: [Chris Nolan]", in: "content/movies/memento-2000.md")(site)
                try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/people/christopher-nolan.md"))
            }),
            ("a movie and a profile of the one person it credits", { site in
                site.folder.write("content/movies/solo-2001.md", movie("Solo", 2001, genres: "[Drama]", directors: "[Only One]"))
                site.folder.write("content/people/only-one.md", "---\n---\nOne.\n")
            }),
            ("a title that moves a movie first", Self.replace("title: \"Solo\"", with: "title: \"Aaa Solo\"", in: "content/movies/solo-2001.md")),
            ("two files at once", { site in
                try Self.replace("year: 1999\n", with: "year: 2001\n", in: "content/movies/memento-2000.md")(site)
                try Self.replace("genres: [Drama]", with: "genres: [Drama, Sci-Fi]", in: "content/movies/solo-2001.md")(site)
            }),
        ]
        var tookShortcut: [String] = []
        for (name, edit) in edits {
            try edit(site)
            if try await Self.rebuildsAsIfEveryReadWereDigested(site, after: name) { tookShortcut.append(name) }
        }
        // With its other spelling gone, Tom Hardy is `tom hardy` on Arrival's page, a change of a
        // movie no edited file holds (`ShownNames`): every read is digested again, as for a genre
        // spelt anew.
        #expect(tookShortcut == edits.map(\.0).filter { $0 != "the other spelling gone" })
    }

    /// Rebuilds `site` and a copy of it that digests every read of the last build; both must
    /// present the same pages, leave the same manifest and write the same files. Whether `site`
    /// digested fewer reads.
    static func rebuildsAsIfEveryReadWereDigested(_ site: SiteBuild, after name: String) async throws -> Bool {
        let whole = try SiteBuild(copying: site)
        let report = try await site.build()
        let wholeReport = try await whole.build(digestsEveryRead: true)
        let manifest = try #require(BuildManifest.load(for: site.output))
        let wholeManifest = try #require(BuildManifest.load(for: whole.output))
        let wholeDigests = Dictionary(zip(wholeManifest.table.descriptions, wholeManifest.table.digests)) { first, _ in first }
        let stale = zip(manifest.table.descriptions, manifest.table.digests).filter { wholeDigests[$0] != $1 }.map(\.0)
        #expect(stale.isEmpty, "after \(name): reads that answer otherwise now, digested as they were")
        #expect(manifest.table.descriptions == wholeManifest.table.descriptions, "after \(name)")
        let otherPages = manifest.pages.filter { wholeManifest.pages[$0.key] != $0.value }.keys.sorted()
        #expect(otherPages.isEmpty && manifest.pages.count == wholeManifest.pages.count, "after \(name): pages made otherwise")
        #expect(report.changedPages.sorted() == wholeReport.changedPages.sorted(), "after \(name)")
        #expect(report.unreadCount == wholeReport.unreadCount, "after \(name)")
        let files = site.outputFiles
        #expect(files == whole.outputFiles, "after \(name)")
        let differing = files.filter { (try? Data(contentsOf: site.output.appending(path: $0))) != (try? Data(contentsOf: whole.output.appending(path: $0))) }
        #expect(differing.isEmpty, "after \(name): files that differ")
        return report.lastReadsDigested < wholeReport.lastReadsDigested
    }

    /// A rebuild that fails still keeps the files it decoded (saved at a rebuild's end when it
    /// succeeds): the next build parses only what changed since.
    @Test func aFailedRebuildKeepsTheFilesItDecoded() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        try Self.replace("title: \"Alien\"", with: "title: \"Alien Kept\"", in: "content/movies/alien-1979.md")(site)
        try Self.replace("reviews:\n", with: "reviews:\n  - user: nobody\n    rating: 5\n    date: 2022-02-02\n", in: "content/movies/heat-1995.md")(site)
        #expect(await !site.headlines().isEmpty)
        let cache = try Data(contentsOf: site.folder.url.appending(path: ".public.cache"))
        #expect(cache.range(of: Data("Alien Kept".utf8)) != nil)
    }

    /// A build that fails after decoding an edited file keeps that version for the next build,
    /// whose manifest is still the last good build's: an edit since is not an edit of the version
    /// the manifest read, and the rebuild must find what the first version was part of (Alien was
    /// Ridley Scott's, and his page must go).
    @Test func anEditSinceABuildThatFailedIsNotTakenForAnEditOfTheLastGoodBuild() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let alien = "content/movies/alien-1979.md", heat = "content/movies/heat-1995.md"
        let heatText = try String(contentsOf: site.folder.url.appending(path: heat), encoding: .utf8)
        try Self.replace("directors: [Ridley Scott]", with: "directors: [Dan O'Bannon]", in: alien)(site)
        site.folder.write(heat, heatText.replacingOccurrences(of: "reviews:\n", with: "reviews:\n  - user: nobody\n    rating: 5\n    date: 2022-02-02\n"))
        #expect(await !site.headlines().isEmpty)
        try Self.replace("title: \"Alien\"", with: "title: \"Alien (1979)\"", in: alien)(site)
        site.folder.write(heat, heatText)
        let whole = try SiteBuild(copying: site)
        try await site.build()
        try await whole.build(digestsEveryRead: true)
        let manifest = try #require(BuildManifest.load(for: site.output))
        let wholeManifest = try #require(BuildManifest.load(for: whole.output))
        #expect(manifest.table == wholeManifest.table)
        // Alien was his only film: his page is gone.
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "people/ridley-scott/index.html").path))
        #expect(site.outputFiles == whole.outputFiles)
    }

    @Test func editingOneMoviesProsePresentsOnlyItsOwnPage() async throws {
        let site = try SiteBuild(fixture: "club")
        let first = try await site.build()
        let manifest = try #require(BuildManifest.load(for: site.output))
        try Self.replace("Heat, directed by", with: "Heat, the crime epic directed by", in: "content/movies/heat-1995.md")(site)
        let report = try await site.build()
        // What changes with Heat's prose: Heat as its own page shows it, and every movie with
        // everything it says. Every other page shows Heat without its prose: lists, cards, links,
        // its reviews, the feed, the search index.
        let changedReads: Set<String> = ["m:heat-1995", "M"]
        let readsByPage = Self.reads(in: manifest)
        let presented = readsByPage.filter { !$0.reads.isDisjoint(with: changedReads) }.map(\.path)
        #expect(presented == ["movies/heat-1995/index.html"])
        #expect(report.unreadCount == first.pageCount - 1)
        #expect(report.changedPages == ["movies/heat-1995/index.html"])
    }

    @Test func editingOneMoviesTitlePresentsTheOnePageOfEachListItIsOn() async throws {
        let site = try SiteBuild(fixture: "club")
        let first = try await site.build()
        let manifest = try #require(BuildManifest.load(for: site.output))
        try Self.replace("title: \"Heat\"", with: "title: \"Heat (1995)\"", in: "content/movies/heat-1995.md")(site)
        let report = try await site.build()
        // A title shows wherever Heat does, so every read of Heat changes; the order of the lists
        // does not ("Heat (1995)" sorts where "Heat" did).
        let changedReads = try Self.readsChanged(since: manifest, in: site)
        #expect(changedReads.isSuperset(of: ["m:heat-1995", "s:heat-1995", "S", "R", "rm:heat-1995"]))
        #expect(!changedReads.contains { $0.hasPrefix("O:") || $0 == "N" })
        let readsByPage = Self.reads(in: manifest)
        let untouched = readsByPage.filter { $0.reads.isDisjoint(with: changedReads) }
        #expect(report.unreadCount == untouched.count)
        #expect(report.unreadCount > 0 && report.unreadCount < first.pageCount)
        // A page of the movie list reads how many movies there are, its own stretch of their order
        // and its own movies only: of the two pages, only the one showing Heat is presented again.
        let listPages = readsByPage.filter { $0.path == "movies/index.html" || $0.path.hasPrefix("movies/page/") }
        #expect(listPages.count == 2)
        #expect(listPages.filter { !$0.reads.isDisjoint(with: changedReads) }.count == 1)
        // The site map shows addresses and dates, which no title changes: it is not presented again.
        let siteMap = try #require(readsByPage.first { $0.path == "sitemap.xml" })
        #expect(siteMap.reads.isDisjoint(with: changedReads), "\(siteMap.reads.intersection(changedReads))")
    }

    /// A page of the people index reads its own stretch of the index: crediting a movie with a
    /// person the site has changes that person's count, which the one index page they are on
    /// shows, and no address of the site map.
    @Test func creditingAPersonTheSiteHasPresentsTheOneIndexPageTheyAreOn() async throws {
        let site = try SiteBuild(fixture: "club")
        // 300 people: the index has two pages of 240, and Zed Zulu is last.
        let crowd = (0..<(299 - 5)).map { "Extra Name\(100 + $0)" } + ["Zed Zulu"]
        site.folder.write("content/movies/crowd-2001.md",
                          "---\ntitle: \"Crowd\"\nyear: 2001\ngenres: [Drama]\ndirectors: [Ann Lee]\ncast: [\(crowd.joined(separator: ", "))]\n---\nMany.\n")
        _ = try await site.build()
        let manifest = try #require(BuildManifest.load(for: site.output))
        try Self.replace("directors: [Michael Mann]", with: "directors: [Michael Mann]\ncast: [Zed Zulu]", in: "content/movies/heat-1995.md")(site)
        let report = try await site.build()
        let changedReads = try Self.readsChanged(since: manifest, in: site)
        // Each page's stretch: 0-240, and 240-300 of the 300 there are.
        #expect(changedReads.contains("t:people:240-300"))
        #expect(!changedReads.contains("t:people:0-240") && !changedReads.contains("tc:people"), "\(changedReads.sorted())")
        let readsByPage = Self.reads(in: manifest)
        let presented = Set(readsByPage.filter { !$0.reads.isDisjoint(with: changedReads) }.map(\.path))
        #expect(presented.contains("people/page/2/index.html"))
        #expect(!presented.contains("people/index.html") && !presented.contains("sitemap.xml"), "\(presented.sorted())")
        #expect(report.changedPages.contains("people/page/2/index.html") && report.changedPages.contains("people/zed-zulu/index.html"))
        #expect(!report.changedPages.contains("people/index.html") && !report.changedPages.contains("sitemap.xml"))
    }

    /// The reads of the site's manifest whose digests differ from `manifest`'s, by description.
    private static func readsChanged(since manifest: BuildManifest, in site: SiteBuild) throws -> Set<String> {
        let after = try #require(BuildManifest.load(for: site.output))
        let digestsBefore = Dictionary(uniqueKeysWithValues: zip(manifest.table.descriptions, manifest.table.digests))
        return Set(zip(after.table.descriptions, after.table.digests).filter { digestsBefore[$0] != $1 }.map(\.0))
    }

    private static func reads(in manifest: BuildManifest) -> [(path: String, reads: Set<String>)] {
        manifest.pages.filter { $0.value.reads != nil }.keys.sorted().map { (path: $0, reads: Set(manifest.readDescriptions(of: $0) ?? [])) }
    }

    @Test func theManifestReadsBackWhatItWrote() {
        let table = ReadTable(descriptions: ["M", "m:a-1", "t:genres:drama"], digests: [1, 0xFFFF_FFFF_FFFF_FFFF, 0])
        let manifest = BuildManifest(inputs: "abc", global: 42, templates: ["movie": 7, "home": 8],
                                     pages: ["index.html": .init(digest: 0xFF), "movies/a-1/index.html": .init(digest: 0x0A0B, reads: [0, 1, 2]),
                                             "404.html": .init(digest: 0xFFFF_FFFF_FFFF_FFFE, reads: [])],
                                     fieldNames: ["title", "url"], table: table)
        #expect(BuildManifest.parse(manifest.text) == manifest)
        // With JSON views beside pages, and the output's record on its last line.
        var surveyed = manifest
        surveyed.pages["movies/a-1/index.html"]?.jsonView = "index.json"
        surveyed.output = OutputSurvey.Record(finished: 1_763_000_000_123_456_789, copiedFiles: ["css/site.css", "media/a.jpg"])
        #expect(surveyed.text.hasSuffix("\n\toutput\t1763000000123456789\tcss/site.css\tmedia/a.jpg\n"))
        #expect(BuildManifest.parse(surveyed.text) == surveyed)
        #expect(BuildManifest.parse(surveyed.text.replacingOccurrences(of: "\t1763000000123456789\t", with: "\tsoon\t")) == nil)
        #expect(manifest.readDescriptions(of: "movies/a-1/index.html") == ["M", "m:a-1", "t:genres:drama"])
        #expect(BuildManifest.parse("not a manifest") == nil)
        // A read position past the table would point at nothing: the manifest is not used at all.
        #expect(BuildManifest.parse(manifest.text.replacingOccurrences(of: "0 1 2", with: "0 1 3")) == nil)
        #expect(BuildManifest.parse(manifest.text.replacingOccurrences(of: "0 1 2", with: "0 1 2 ")) == nil)
        #expect(BuildManifest.parse(manifest.text.replacingOccurrences(of: "0000000000000a0b", with: "000000000000za0b")) == nil)
        // Positions of every length of digits, written without a string per number.
        let longTable = ReadTable(descriptions: (0...1200).map { "m:movie-\($0)" }, digests: (0...1200).map { UInt64($0) })
        let positions: [Int32] = [0, 9, 10, 99, 100, 101, 999, 1000, 1200]
        let long = BuildManifest(inputs: "abc", global: 0, templates: [:], pages: ["index.html": .init(digest: 0, reads: positions)],
                                 fieldNames: [], table: longTable)
        #expect(long.text.contains("\t0 9 10 99 100 101 999 1000 1200\t-\n"))
        #expect(BuildManifest.parse(long.text) == long)
        // Its first line alone tells a rebuild that nothing changed.
        let folder = TemporaryFolder()
        let output = folder.url.appending(path: "public")
        manifest.save(for: output)
        #expect(BuildManifest.header(for: output).map { [$0.inputs, String($0.pageCount)] } == ["abc", "3"])
        folder.write(".public.manifest", "sitegen-manifest 2\tother-version\tabc\t2a\t3\n")
        #expect(BuildManifest.header(for: output) == nil)
    }

    /// The manifest is written into one buffer of the size it estimates: a guess too small would
    /// grow it by doubling, and hold the old copy beside the new one at the end of every build.
    @Test func theManifestNeverOutgrowsTheBufferItEstimates() async throws {
        let site = try SiteBuild(fixture: "club")
        _ = try await site.build()
        var manifest = try #require(BuildManifest.load(for: site.output))
        #expect(manifest.pages.count > 50)
        #expect(manifest.bytes.count <= manifest.estimatedSize)
        #expect(manifest.estimatedSize < manifest.bytes.count * 2)
        // Positions of seven digits (as written; the table is not checked here), and the output's
        // record on the last line.
        manifest.pages["index.html"] = .init(digest: 0, reads: Array(1_000_000..<1_001_000))
        manifest.output = OutputSurvey.Record(finished: 1_763_000_000_123_456_789, copiedFiles: ["css/site.css", "media/a.jpg"])
        #expect(manifest.bytes.count <= manifest.estimatedSize)
    }

    /// Batches note their reads apart; merged, each read is there once and every position moves with it.
    @Test func notedReadsMergeIntoOneListOfDifferentReads() {
        var first = NotedReads(), second = NotedReads(), build = NotedReads()
        let a = CatalogRead.movie(Fixture.slug("a-1")), ada = CatalogRead.user(Fixture.slug("ada")), b = CatalogRead.movie(Fixture.slug("b-2"))
        #expect(first.positions(of: [.movies, a, .movies]) == [0, 1, 0])
        #expect(second.positions(of: [ada, .movies, ada, b]) == [0, 1, 0, 2])
        #expect(build.merge(first) == [0, 1])
        #expect(build.merge(second) == [2, 0, 3])
        #expect(build.descriptions == ["M", "m:a-1", "u:ada", "m:b-2"])
        // A clean build, with no table before it: every noted read is added, in order.
        // A page notes a read as often as it makes it; the manifest keeps it once.
        let pages: [String: PageReads] = ["a.html": .noted([3, 0]), "b.html": .noted([2]), "c.html": .noted([1, 1, 0, 1])]
        let (table, positions) = Self.table(of: pages, noted: build.descriptions, previous: nil, digestsNow: []) { UInt64($0.count) }
        #expect(table.descriptions == build.descriptions)
        #expect(table.digests == [1, 5, 5, 5])
        #expect(positions == ["a.html": [0, 3], "b.html": [2], "c.html": [0, 1]])
    }

    @Test func theReadTableKeepsPositionsAddsNewReadsAndDropsUnusedOnesOnceTheyAreAQuarter() {
        let previous = ReadTable(descriptions: ["M", "m:gone", "m:a-1", "P"], digests: [1, 2, 3, 4])
        let now: [UInt64] = [10, 20, 30, 40]
        let noted = ["m:b-2", "M"]
        let pages: [String: PageReads] = ["a.html": .previous([2, 0, 3]), "b.html": .noted([0, 1]), "c.html": .previous([0])]
        func check(_ table: ReadTable, _ positions: [String: [Int32]]) {
            for (path, reads) in pages {
                let expected: [String] = switch reads {
                case .previous(let old): old.map { previous.descriptions[Int($0)] }
                case .noted(let positions): positions.map { noted[Int($0)] }
                }
                #expect(Set(positions[path]!.map { table.descriptions[Int($0)] }) == Set(expected))
            }
        }
        // One unused read of five: kept, and the carried-over pages keep their positions.
        let (kept, keptPositions) = Self.table(of: pages, noted: noted, previous: previous, digestsNow: now) { _ in 99 }
        #expect(kept.descriptions == ["M", "m:gone", "m:a-1", "P", "m:b-2"])
        #expect(kept.digests == [10, 20, 30, 40, 99])
        #expect(keptPositions["a.html"] == [2, 0, 3])
        check(kept, keptPositions)
        // Two unused of five (no page reads P any more): only the reads in use are left.
        var fewer = pages
        fewer["a.html"] = .previous([2, 0])
        let (compact, compactPositions) = Self.table(of: fewer, noted: noted, previous: previous, digestsNow: now) { _ in 99 }
        #expect(compact.descriptions == ["M", "m:a-1", "m:b-2"])
        #expect(compact.digests == [10, 30, 99])
        #expect(Set(compactPositions["a.html"]!.map { compact.descriptions[Int($0)] }) == ["m:a-1", "M"])
    }

    /// `ReadTable.of` for pages that are nothing but their reads; each page's positions in the table.
    private static func table(
        of pages: [String: PageReads], noted: [String], previous: ReadTable?, digestsNow: [UInt64], digest: (String) -> UInt64
    ) -> (ReadTable, [String: [Int32]]) {
        let records = pages.mapValues { PageRecord(digest: 0, reads: $0) }
        let (table, interned) = ReadTable.of(records, noted: noted, notedDigests: noted.map(digest), previous: previous,
                                             known: ReadTable.positions(in: previous, for: noted), digestsNow: digestsNow)
        return (table, interned.compactMapValues(\.reads))
    }
}
