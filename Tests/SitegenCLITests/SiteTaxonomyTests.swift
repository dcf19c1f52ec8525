import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// `taxonomies:` in `site.yml`: a site's own field whose names get pages, as genres do.
struct SiteTaxonomyTests {
    /// The club fixture with `extra.venue` a taxonomy: Alien shown in the back room, Heat in the
    /// back room and the town hall.
    private func venueSite(title: String = "Venues") throws -> SiteBuild {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "taxonomies:\n  venue: \(title)\n")
        try site.addExtra("alien-1979", "  venue: Back room\n")
        try site.addExtra("heat-1995", "  venue: [Back room, Town hall]\n  club_pick: true\n")
        return site
    }

    @Test func eachNameGetsAPageInEveryOrderAndTheIndexListsThem() async throws {
        let site = try venueSite()
        try await site.build()
        let index = try site.html("venue/index.html")
        #expect(index.contains("<h1>Venues</h1>"))
        #expect(index.contains(#"href="/club/venue/back-room/""#) && index.contains(#"href="/club/venue/town-hall/""#))
        // pageSize 2: the back room's two movies fill its one page, by title.
        let backRoom = try site.html("venue/back-room/index.html")
        #expect(backRoom.contains("<h1>Back room</h1>"))
        #expect(backRoom.range(of: "Alien")!.lowerBound < backRoom.range(of: "Heat")!.lowerBound)
        #expect(!backRoom.contains("Arrival"))
        let newest = try site.html("venue/back-room/by-year/index.html")
        #expect(newest.range(of: "Heat")!.lowerBound < newest.range(of: "Alien")!.lowerBound)
        // Both rated 4 by one review: best rated first would be the list by title again.
        #expect(!site.outputFiles.contains("venue/back-room/by-rating/index.html"))
        #expect(site.outputFiles.contains("venue/town-hall/index.json"))
        // The movie's page links each name; the flag stays a badge.
        let heat = try site.html("movies/heat-1995/index.html")
        #expect(heat.contains(#"<dt>Venues</dt><dd><a href="/club/venue/back-room/">Back room</a> · <a href="/club/venue/town-hall/">Town hall</a></dd>"#))
        #expect(heat.contains(#"<span class="badge">Club pick</span>"#))
        #expect(try site.html("search.json").contains(#"["Back room","/club/venue/back-room/","venue · 2 movies","Venues"]"#))
        #expect(try site.html("sitemap.xml").contains("https://example.org/club/venue/town-hall/"))
        #expect(try site.html("search/index.html").contains(#"<a href="/club/years/">years</a>, <a href="/club/venue/">venues</a>, <a href="/club/reviews/">"#))
        // The home page counts them among the catalog's numbers.
        #expect(try site.html("index.html").contains(#"<a href="/club/venue/"><strong>2</strong> <span>venues</span></a>"#))
    }

    /// The club fixture with `extra.club_pick` a taxonomy: Alien and Heat picked, Arrival's
    /// `club_pick` as given.
    private func picksSite(arrival: String) throws -> SiteBuild {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "taxonomies:\n  club_pick: Club picks\n")
        try site.addExtra("alien-1979", "  club_pick: true\n")
        try site.addExtra("heat-1995", "  club_pick: true\n")
        try site.addExtra("arrival-2016", "  club_pick: \(arrival)\n")
        return site
    }

    /// A field of flags makes one list, at the taxonomy's own folder: every movie setting it, in
    /// every order, led to from each one's badge, counted on the home page, found by search.
    @Test func aTaxonomyOfFlagsIsOneListOfTheMoviesThatSetIt() async throws {
        let site = try picksSite(arrival: "false")
        try await site.build()
        let picks = try site.html("club-pick/index.html")
        #expect(picks.contains("<h1>Club picks</h1>") && picks.contains("<title>Club picks · "))
        #expect(picks.contains("Alien") && picks.contains("Heat") && !picks.contains("Arrival"))
        // Its own page does not badge every card, and is not filed under an index of itself.
        #expect(!picks.contains(#"<span class="badge">Club pick</span>"#))
        #expect(!picks.contains(#"<a href="/club/club-pick/">Club picks</a>"#))
        #expect(site.outputFiles.contains("club-pick/by-year/index.html") && !site.outputFiles.contains("club-pick/by-rating/index.html"))
        #expect(!site.outputFiles.contains { $0.hasPrefix("club-pick/club-pick/") })
        #expect(try site.html("movies/alien-1979/index.html").contains(#"<a class="badge" href="/club/club-pick/">Club pick</a>"#))
        #expect(!(try site.html("movies/arrival-2016/index.html")).contains("Club pick"))
        #expect(try site.html("index.html").contains(#"<a href="/club/club-pick/"><strong>2</strong> <span>club picks</span></a>"#))
        #expect(try site.html("search.json").contains(#"["Club pick","/club/club-pick/","club pick · 2 movies","Club picks"]"#))
        #expect(try site.html("sitemap.xml").contains("<loc>https://example.org/club/club-pick/</loc>"))
    }

    /// In a field mostly of flags, a name is an error at its line; a flag turned off takes its
    /// movie off the list, and the last one off leaves the list empty, not missing.
    @Test func aNameAmongFlagsIsAnErrorAndAFlagTurnedOffLeavesTheList() async throws {
        let site = try picksSite(arrival: "yes please")
        let headlines = await site.headlines()
        #expect(headlines == [
            "content/movies/arrival-2016.md:8:14: error: extra 'club_pick' has a page of its own (taxonomies: in site.yml) listing the movies that set it, so it must be true or false (got 'yes please')",
        ], "\(headlines)")
        try site.replace(in: "content/movies/arrival-2016.md", "club_pick: yes please", with: "club_pick: false")
        try await site.build()
        _ = try await site.rebuild { try site.replace(in: "content/movies/heat-1995.md", "club_pick: true", with: "club_pick: false") }
        #expect(!(try site.html("club-pick/index.html")).contains("Heat"))
        #expect(!(try site.html("movies/heat-1995/index.html")).contains("Club pick"))
        _ = try await site.rebuild { try site.replace(in: "content/movies/alien-1979.md", "club_pick: true", with: "club_pick: false") }
        #expect(try site.html("club-pick/index.html").contains("0 club picks"))
        #expect(try site.html("search/index.html").contains(#"<a href="/club/club-pick/">club picks</a>"#))
    }

    /// A flag is named alike on its badges and its list, as the site names one of its movies,
    /// even in no Latin letters; a movie is one vote for what its field holds, a list of seven
    /// names no more than one; a flag no movie sets, and names that read as flags, are warnings.
    @Test func aFlagIsNamedAlikeEverywhereAndEachMovieIsOneVote() async throws {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "taxonomies:\n  club_pick: {title: Favourites, singular: \"★\"}\n  pick: Picks\n  sold_out: Sold out\n")
        try site.addExtra("alien-1979", "  club_pick: true\n  pick: yes\n  sold_out: false\n")
        try site.addExtra("heat-1995", "  club_pick: true\n  pick: yes\n")
        let report = try await site.build()
        #expect(try site.html("movies/alien-1979/index.html").contains(#"<a class="badge" href="/club/club-pick/">★</a>"#))
        #expect(try site.html("genres/science-fiction/index.html").contains(#"<span class="badge">★</span>"#))
        #expect(try site.html("club-pick/index.html").contains("<h1>Favourites</h1>"))
        #expect(report.warnings.map(\.description) == [
            "site.yml:8:3: warning: taxonomy 'pick' has names that read as flags (yes), each with a page of its own\n"
                + "    hint: for one list of the movies that set it, write pick: true (or false), not yes, on or 1",
            "site.yml:9:3: warning: taxonomy 'sold_out' lists no movie: no published movie sets extra: sold_out: true\n"
                + "    hint: set sold_out: true on the movies its list should show, or leave it out of taxonomies:",
        ], "\(report.warnings.map(\.description))")
        // Two movies' flags outvote one movie's list of names: the list is the error.
        try site.addExtra("arrival-2016", "  club_pick: [A, B, C, D, E, F, G]\n")
        let headlines = await site.headlines()
        #expect(headlines.first == "content/movies/arrival-2016.md:8:14: error: extra 'club_pick' has a page of its own (taxonomies: in site.yml) listing the movies that set it, so it must be true or false (got a list)", "\(headlines)")
    }

    /// A list written without titles heads each index by its key.
    @Test func aTaxonomyNamedInAListIsHeadedByItsKey() async throws {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "taxonomies: [screening_series]\n")
        try site.addExtra("alien-1979", "  screening_series: Autumn of dread\n")
        try await site.build()
        #expect(try site.html("screening-series/index.html").contains("<h1>Screening series</h1>"))
        #expect(try site.html("screening-series/autumn-of-dread/index.html").contains("Alien"))
    }

    /// A movie moved from one venue to a new one: the venues' index and the two venues' pages
    /// change, with every page showing the movie (its card carries `extra` for themes); no page
    /// without it does.
    @Test func aMovieMovedToAnotherVenueRewritesExactlyTheVenuePagesItTouches() async throws {
        let site = try venueSite()
        try await site.build()
        let before = Set(site.outputFiles)
        let report = try await site.rebuild {
            try site.replace(in: "content/movies/heat-1995.md", "venue: [Back room, Town hall]", with: "venue: [Back room, Rooftop]")
        }
        let changed = Set(report.changedPages.filter { $0.hasSuffix(".html") })
        // The rooftop's one movie comes by title alone.
        #expect(changed.isSuperset(of: ["movies/heat-1995/index.html", "venue/index.html", "venue/rooftop/index.html", "venue/back-room/index.html"]))
        #expect(changed.filter { $0.hasPrefix("venue/") }
            == Set(["venue/index.html", "venue/back-room/index.html", "venue/back-room/by-year/index.html", "venue/rooftop/index.html"]))
        for page in ["movies/alien-1979/index.html", "genres/horror/index.html", "people/ridley-scott/index.html", "years/1979/index.html"] {
            #expect(!changed.contains(page), "\(page)")
        }
        #expect(before.contains("venue/town-hall/index.html") && !site.outputFiles.contains("venue/town-hall/index.html"))
    }

    @Test func aValueThatNamesNoPageIsAnErrorAtItsLine() async throws {
        let site = try venueSite()
        try site.replace(in: "content/movies/alien-1979.md", "venue: Back room", with: "venue: true")
        let failure = await site.printedFailure()
        #expect(failure.contains("content/movies/alien-1979.md:9:10: error: extra 'venue' has pages of its own (taxonomies: in site.yml), so each of its values must be a name (got true)"))
    }

    /// Each value of a list is reported at its own position; a name in another script is told to
    /// have a Latin spelling too, as a genre is.
    @Test func eachValueOfAListIsReportedWhereItIsWritten() async throws {
        let site = try venueSite()
        try site.replace(in: "content/movies/heat-1995.md", "venue: [Back room, Town hall]", with: "venue: [Back room, false, 東京]")
        try site.replace(in: "content/movies/alien-1979.md", "venue: Back room", with: "venue:\n    - Back room\n    - \"!!\"")
        let headlines = await site.headlines()
        #expect(headlines == [
            "content/movies/alien-1979.md:11:7: error: extra 'venue' has pages of its own (taxonomies: in site.yml), so each of its values must be a name (got '!!')",
            "content/movies/heat-1995.md:8:22: error: extra 'venue' has pages of its own (taxonomies: in site.yml), so each of its values must be a name (got false)",
            "content/movies/heat-1995.md:8:29: error: extra 'venue' has pages of its own (taxonomies: in site.yml), and '東京' has no Latin letters or digits to make its page's address from",
        ], "\(headlines)")
    }

    /// A name written twice, in two spellings, is one link; a key of `taxonomies:` no movie gives a
    /// value is a warning that names the key they do give.
    @Test func aNameRepeatedIsOneLinkAndATaxonomyNoMovieUsesIsAWarning() async throws {
        let site = try venueSite()
        try site.replace(in: "content/movies/heat-1995.md", "venue: [Back room, Town hall]", with: "venue: [Back room, back room]")
        try site.append("site.yml", "  venues: Places\n")
        let report = try await site.build()
        #expect(try site.html("movies/heat-1995/index.html").contains(#"<dt>Venue</dt><dd><a href="/club/venue/back-room/">Back room</a></dd>"#))
        #expect(report.warnings.map(\.description) == [
            "site.yml:8:3: warning: taxonomy 'venues' has no names: no published movie gives extra: venues: a value\n"
                + "    hint: did you mean 'venue', which movies give under extra:?",
        ])
        #expect(try site.html("venues/index.html").contains("<h1>Places</h1>"))
    }

    /// A site names a taxonomy's names as it likes, one and many: an acronym keeps its capitals
    /// within a sentence. A movie's fact is labelled so, not by its key.
    @Test func aTaxonomyIsNamedInTheSingularAndPluralItsSiteGives() async throws {
        let site = try venueSite()
        try site.append("site.yml", "  screen: {title: IMAX screens, singular: IMAX screen}\n")
        try site.replace(in: "content/movies/alien-1979.md", "  venue: Back room\n", with: "  venue: Back room\n  screen: Odeon 1\n")
        try await site.build()
        #expect(try site.html("index.html").contains(#"<strong>1</strong> <span>IMAX screen</span>"#))
        #expect(try site.html("index.html").contains(#"<strong>2</strong> <span>venues</span>"#))
        #expect(try site.html("screen/index.html").contains("<h1>IMAX screens</h1>"))
        #expect(try site.html("screen/odeon-1/index.html").contains("1 movie with IMAX screen Odeon 1."))
        #expect(try site.html("movies/alien-1979/index.html").contains(#"<dt>IMAX screen</dt><dd><a href="/club/screen/odeon-1/">Odeon 1</a></dd>"#))
        #expect(try site.html("search/index.html").contains(#"<a href="/club/screen/">IMAX screens</a>"#))
    }

    /// What a site says of its own taxonomy is said on the first page of its index, or of its one
    /// list if it holds flags, and is the page's description; a rebuild after it is changed says
    /// the new words.
    @Test func aTaxonomysDescriptionIsSaidOnItsOwnPage() async throws {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", """
            taxonomies:
              venue: {title: Venues, description: "Where we screen, most weeks."}
              club_pick: {title: Club picks, description: The film we voted best of each season.}

            """)
        try site.addExtra("alien-1979", "  venue: Back room\n  club_pick: true\n")
        try site.addExtra("heat-1995", "  venue: Town hall\n  club_pick: true\n")
        try await site.build()
        let venues = try site.html("venue/index.html"), picks = try site.html("club-pick/index.html")
        #expect(venues.contains(#"<p class="lede about">Where we screen, most weeks.</p>"#))
        #expect(venues.contains(#"<meta name="description" content="Where we screen, most weeks.">"#))
        #expect(picks.contains(#"<p class="lede about">The film we voted best of each season.</p>"#))
        #expect(picks.contains(#"<meta name="description" content="The film we voted best of each season.">"#))
        // A name's own page says what it lists, not what the site says of them all; the list's
        // other orders say it too, so that the page does not jump when the order changes.
        #expect(!(try site.html("venue/back-room/index.html")).contains(#"class="lede about""#))
        #expect(try site.html("club-pick/by-year/index.html").contains(#"<p class="lede about">The film we voted best"#))
        try site.replace(in: "site.yml", "The film we voted best", with: "The film the club voted best")
        try await site.build()
        #expect(try site.html("club-pick/index.html").contains(#"<p class="lede about">The film the club voted best of each season.</p>"#))
    }

    /// What a site says of a venue (`terms:`) is on the first page of its list, in every order:
    /// a word, its address with a map, its website. The address is where its screenings are in
    /// the calendar and the structured data.
    @Test func whatASiteSaysOfANameIsOnItsPageAndItsAddressWhereItsScreeningsAre() async throws {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", """
            orders: {screened: {place: venue}}
            taxonomies:
              venue:
                title: Venues
                terms:
                  back room:
                    description: Thirty chairs behind the café.
                    address: Little Lamp café, 14 Mill Lane
                    website: https://example.org/lamp/
                  Town hall: {description: Twice a year.}

            """)
        try site.addExtra("alien-1979", "  venue: Back room\n  screened: 2026-12-03 19:30\n")
        try site.addExtra("heat-1995", "  venue: Back room\n")
        try site.addExtra("memento-2000", "  venue: [Back room, Town hall]\n")
        #expect(try await site.build(today: "2026-11-29").warnings.isEmpty)
        let backRoom = try site.html("venue/back-room/index.html")
        #expect(backRoom.contains(#"<p class="lede about">Thirty chairs behind the café.</p>"#))
        #expect(backRoom.contains(#"<dt>Address</dt><dd>Little Lamp café, 14 Mill Lane <span aria-hidden="true">·</span> <a href="https://www.openstreetmap.org/search?query=Little%20Lamp%20caf%C3%A9%2C%2014%20Mill%20Lane">Map<span class="visually-hidden"> of Back room</span></a></dd>"#))
        #expect(backRoom.contains(#"<dt>Website</dt><dd><a class="web-address" href="https://example.org/lamp/">example.org/lamp</a></dd>"#))
        #expect(try site.html("venue/back-room/by-year/index.html").contains("Thirty chairs behind the café."))
        #expect(!(try site.html("venue/back-room/page/2/index.html")).contains(#"<p class="lede about">Thirty chairs"#))
        // What the site says of it is the page's description too, where a count of films was.
        #expect(backRoom.contains(#"<meta name="description" content="Thirty chairs behind the café.">"#))
        let townHall = try site.html("venue/town-hall/index.html")
        #expect(townHall.contains(#"<p class="lede about">Twice a year.</p>"#) && !townHall.contains("<dt>Address</dt>"))
        #expect(!(try site.html("venue/index.html")).contains("Thirty chairs"))
        let calendar = try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8)
        #expect(calendar.contains("LOCATION:Back room\\, Little Lamp café\\, 14 Mill Lane\r\n"), "\(calendar)")
        #expect(try site.html("movies/alien-1979/index.html").contains(
            #""location":{"@type":"Place","name":"Back room","address":"Little Lamp café, 14 Mill Lane"}"#))
        // What it says, changed, is on its page at the next build, in place.
        try site.replace(in: "site.yml", "Thirty chairs", with: "Forty chairs")
        try await site.build(today: "2026-11-29")
        #expect(try site.html("venue/back-room/index.html").contains(#"<p class="lede about">Forty chairs behind the café.</p>"#))
    }

    /// What a site says of a name no movie gives is a warning naming the closest one; what cannot be
    /// said so is an error at its place.
    @Test func termsOfANameNoMovieGivesAreAWarningAndBadTermsAnError() async throws {
        let site = try venueSite()
        try site.replace(in: "site.yml", "  venue: Venues\n", with: "  venue:\n    terms:\n      Back rom: {address: 14 Mill Lane}\n")
        let report = try await site.build(), warnings = report.warnings.map(\.headline)
        #expect(warnings == ["site.yml:9:7: warning: 'Back rom' of taxonomies.venue.terms says nothing: no published movie gives extra: venue: that name"], "\(warnings)")
        let hint = report.warnings.first?.hint
        #expect(hint == "did you mean 'Back room', which movies give?", "\(String(describing: hint))")
        try site.replace(in: "site.yml", "Back rom: {address: 14 Mill Lane}", with: "Back room: {website: www.x.org, adress: 14}\n      back Room: {}\n      '!': {}")
        let headlines = await site.headlines()
        #expect(headlines == [
            "site.yml:9:28: error: 'website' must be a whole http or https URL (got www.x.org)",
            "site.yml:9:39: warning: unknown key 'adress' is ignored",
            "site.yml:10:7: error: 'taxonomies.venue.terms' names 'back Room' twice",
            "site.yml:11:7: error: 'taxonomies.venue.terms' names '!', which has no letter or digit to make a page of",
        ], "\(headlines)")
    }

    /// `menu: true` puts a taxonomy in the site's menu after Years, current on its pages: its
    /// index, or a taxonomy of flags' one list. Without it, the menu is as before.
    @Test func aTaxonomyMayBeInTheMenu() async throws {
        let site = try venueSite()
        try await site.build()
        #expect(!(try site.html("index.html")).contains(">Venues</a></li>"))
        try site.replace(in: "site.yml", "  venue: Venues\n", with: "  venue: {title: Venues, menu: true}\n  club_pick: {title: Club picks, menu: true}\n")
        try await site.build()
        #expect(try site.html("index.html").contains(#"<li><a href="/club/years/">Years</a></li>\#n        <li><a href="/club/venue/">Venues</a></li>\#n        <li><a href="/club/club-pick/">Club picks</a></li>"#))
        #expect(try site.html("venue/back-room/index.html").contains(#"<li><a href="/club/venue/" aria-current="page">Venues</a></li>"#))
        #expect(try site.html("club-pick/index.html").contains(#"<li><a href="/club/club-pick/" aria-current="page">Club picks</a></li>"#))
        try site.replace(in: "site.yml", "menu: true}\n  club_pick", with: "menu: yes}\n  club_pick")
        let headlines = await site.headlines()
        #expect(headlines.contains { $0.contains("'menu' must be") }, "\(headlines)")
    }

    /// A website is a whole http(s) URL, one a browser can follow: anything else is an error whose
    /// hint names the host written.
    @Test func aNamesWebsiteIsAWholeWebAddress() async throws {
        let site = try venueSite()
        for bad in ["https:///", "\"https://exa mple.org/\"", "'https://example.org/?c=\"x\"<y>'", "ftp://example.org/cinema"] {
            try site.replace(in: "site.yml", "  venue: Venues\n", with: "  venue: {title: Venues, terms: {Back room: {website: \(bad)}}}\n")
            let failure = await site.printedFailure()
            #expect(failure.contains("error: 'website' must be a whole http or https URL"), "\(bad): \(failure)")
            if bad.contains("example.org") { #expect(failure.contains("hint: write it as a browser shows it, for example https://example.org/"), "\(failure)") }
            try site.replace(in: "site.yml", "  venue: {title: Venues, terms: {Back room: {website: \(bad)}}}\n", with: "  venue: Venues\n")
        }
        try site.replace(in: "site.yml", "  venue: Venues\n", with: "  venue: {title: Venues, terms: {Back room: {website: \"HTTPS://Example.org/x?y=1\"}}}\n")
        try await site.build()
        #expect(try site.html("venue/back-room/index.html").contains(#"<a class="web-address" href="HTTPS://Example.org/x?y=1">Example.org/x?y=1</a>"#))
    }

    /// A taxonomy of flags has one page and no names: what `terms:` says there is a warning. A
    /// name said nothing of (`{}`) has no section on its page.
    @Test func termsOfATaxonomyOfFlagsAreAWarningAndAnEmptyOneSaysNothing() async throws {
        let site = try venueSite()
        try site.replace(in: "site.yml", "  venue: Venues\n", with: "  venue: {terms: {Town hall: {}}}\n  club_pick: {terms: {Yes: {address: x}}}\n")
        let warnings = try await site.build().warnings.map(\.headline)
        #expect(warnings == ["site.yml:8:23: warning: taxonomies.club_pick.terms says nothing: 'club_pick' holds flags, and its one page has no names"],
                "\(warnings)")
        #expect(!(try site.html("venue/town-hall/index.html")).contains("term-info"))
    }

    @Test func aTaxonomyMayNotTakeAFolderTheSiteUsesNorAPageItsFolder() async throws {
        let site = try venueSite()
        site.folder.write("content/pages/venue.md", "---\ntitle: Where we meet\n---\nHere.\n")
        try site.append("site.yml", "  people: Everyone\n")
        let failure = await site.printedFailure()
        #expect(failure.contains("content/pages/venue.md:1:1: error: page name 'venue' is taken by the site's own /venue/ pages"))
        #expect(failure.contains("error: taxonomy 'people' would write its pages in /people/, which the site's own pages take"))
    }
}
