import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// `orders:` in `site.yml`: a site's own field of dates as one more order of every movie list.
struct SiteOrderTests {
    /// The club fixture (page size 2) ordered by `extra.screened`, `venue` a taxonomy: Heat
    /// screened last, Alien before it, Arrival and Memento never.
    private func screenedSite() throws -> SiteBuild {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "orders:\n  screened: Screened\ntaxonomies:\n  venue: Venues\n")
        try site.addExtra("alien-1979", "  screened: 2021-04-29\n  venue: Back room\n")
        try site.addExtra("heat-1995", "  screened: [2020-02-10, 2023-01-12]\n  venue: Back room\n")
        return site
    }

    /// The movie list and every term's list with orders come in the order too, at `by-screened/`,
    /// the latest first and the undated after a heading; the control links it, the page's title
    /// and trail name it, the site map lists it. A person's films stay newest first alone.
    @Test func everyListWithOrdersComesInTheSitesOwnOrder() async throws {
        let site = try screenedSite()
        try await site.build()
        let first = try site.html("movies/by-screened/index.html")
        #expect(first.range(of: "<h3 class=\"card-title\">Heat")!.lowerBound < first.range(of: "<h3 class=\"card-title\">Alien")!.lowerBound)
        #expect(first.contains("<title>Movies, screened, by date · Thursday Film Club</title>"))
        #expect(first.contains(#"<span aria-current="page">Screened</span>"#))
        #expect(first.contains(#"<a href="/club/movies/by-year/">Newest</a>"#))
        let second = try site.html("movies/by-screened/page/2/index.html")
        #expect(second.contains("No date yet") && second.contains("Arrival") && second.contains("Memento"))
        let backRoom = try site.html("venue/back-room/by-screened/index.html")
        #expect(backRoom.range(of: "Heat")!.lowerBound < backRoom.range(of: "Alien")!.lowerBound)
        #expect(!backRoom.contains("No date yet"))
        #expect(try site.html("movies/index.html").contains(#"<a href="/club/movies/by-screened/">Screened</a>"#))
        // Thriller: Heat dated, Memento not, Heat first by title too: by date is its list by title
        // again. So is a list of one movie, or of none dated: none has such pages.
        for page in ["genres/thriller/by-screened/index.html", "genres/crime/by-screened/index.html", "years/1979/by-screened/index.html",
                     "genres/drama/by-screened/index.html"] {
            #expect(!site.outputFiles.contains(page), "\(page)")
        }
        #expect(!(try site.html("genres/thriller/index.html")).contains("by-screened"))
        #expect(!site.outputFiles.contains { $0.hasPrefix("people/ridley-scott/by-") })
        #expect(try site.html("sitemap.xml").contains("<loc>https://example.org/club/venue/back-room/by-screened/</loc>"))
        #expect(try site.html("movies/by-screened/index.json").contains(#""Screened""#))
    }

    /// The home page leads with the movies dated latest, those with a date alone; a site whose
    /// movies have no date yet has no such shelf.
    @Test func theHomePageLeadsWithTheLatestDated() async throws {
        let site = try screenedSite()
        try await site.build()
        let home = try site.html("index.html")
        let shelf = try #require(home.range(of: #"<h2 id="latest-screened">Latest screened</h2>"#))
        let newest = try #require(home.range(of: #"<h2 id="newest">"#))
        #expect(shelf.upperBound < newest.lowerBound)
        let latest = String(home[shelf.upperBound..<newest.lowerBound])
        #expect(latest.contains(#"href="/club/movies/by-screened/">All movies by date"#))
        #expect(latest.range(of: "Heat")!.lowerBound < latest.range(of: "Alien")!.lowerBound)
        #expect(!latest.contains("Arrival") && !latest.contains("Memento"))
        try site.replace(in: "content/movies/alien-1979.md", "  screened: 2021-04-29\n", with: "")
        try site.replace(in: "content/movies/heat-1995.md", "  screened: [2020-02-10, 2023-01-12]\n", with: "")
        _ = try await site.build()
        #expect(!(try site.html("index.html")).contains("latest-screened"))
    }

    /// A date after the day the site is built is coming up: on the home page's first shelf, the
    /// soonest first, on cards and the movie's page under "Coming up" with its weekday, and at the
    /// top of the order's lists under a heading of its own, the soonest first too, the dated
    /// before today after it under the order's name. The date of this machine's day decides, so the dates are far ahead.
    @Test func aDateAfterTodayIsComingUp() async throws {
        let site = try screenedSite()
        try site.append("site.yml", "cardFields: [screened]\n")
        try site.addExtra("memento-2000", "  screened: 2999-01-14\n")
        try site.replace(in: "content/movies/heat-1995.md", "  screened: [2020-02-10, 2023-01-12]\n",
                         with: "  screened: [2020-02-10, 2999-01-07]\n  restored: 2999-03-01\n")
        try await site.build()
        // A date to come of a field that orders nothing is as written: it need not be a screening.
        #expect(try site.html("movies/heat-1995/index.html").contains(#"<dt>Restored</dt><dd><time datetime="2999-03-01">1 March 2999</time></dd>"#))
        let home = try site.html("index.html")
        let comingUp = try #require(home.range(of: #"<h2 id="coming-up">Coming up</h2>"#))
        let latest = try #require(home.range(of: #"<h2 id="latest-screened">Latest screened</h2>"#))
        let newest = try #require(home.range(of: #"<h2 id="newest">"#))
        let upcoming = String(home[comingUp.upperBound..<latest.lowerBound]), past = String(home[latest.upperBound..<newest.lowerBound])
        #expect(upcoming.range(of: "Heat")!.lowerBound < upcoming.range(of: "Memento")!.lowerBound)
        #expect(!upcoming.contains("Alien") && past.contains("Alien") && !past.contains("Memento"))
        #expect(upcoming.contains(#"<time class="screening-date" datetime="2999-01-07"><span class="weekday">Mon</span> <span class="day">7</span> <span class="month">Jan 2999</span></time>"#))
        // Two a page: the two coming up, the soonest first, as on the home page; then those screened.
        let first = try site.html("movies/by-screened/index.html"), second = try site.html("movies/by-screened/page/2/index.html")
        let comingUpHeading = try #require(first.range(of: #"<li class="cards-heading"><h3>Coming up</h3></li>"#))
        let memento = try #require(first.range(of: #"<h3 class="card-title">Memento"#))
        let heat = try #require(first.range(of: #"<h3 class="card-title">Heat"#))
        #expect(comingUpHeading.upperBound < heat.lowerBound && heat.upperBound < memento.lowerBound)
        #expect(second.contains(#"<h3 class="card-title">Alien"#) && !second.contains("Coming up</h3>"))
        try site.replace(in: "content/movies/memento-2000.md", "  screened: 2999-01-14\n", with: "")
        try await site.build()
        let mixed = try site.html("movies/by-screened/index.html")
        let screened = try #require(mixed.range(of: #"<li class="cards-heading"><h3>Screened</h3></li>"#))
        #expect((try #require(mixed.range(of: "Coming up</h3>"))).upperBound < screened.lowerBound)
        let alien = try #require(mixed.range(of: #"<h3 class="card-title">Alien"#))
        #expect(screened.upperBound < alien.lowerBound)
        let heatsPage = try site.html("movies/heat-1995/index.html")
        // The film's page: the date before today among the facts, the one to come under the
        // rating, led by its day as on the home page, and not again among the facts.
        #expect(heatsPage.contains(#"<dt>Screened</dt><dd><time datetime="2020-02-10">10 February 2020</time></dd>"#))
        #expect(heatsPage.contains(#"<time class="screening-date" datetime="2999-01-07"><span class="weekday">Mon</span> <span class="day">7</span> <span class="month">Jan 2999</span></time>"#))
        #expect(!heatsPage.contains("<dt>Coming up</dt>"))
    }

    /// The home page's programme and the site's calendar list each screening to come, a film
    /// shown twice twice, each at its place (`place: venue`, item by item); the calendar keeps
    /// the year before too, and is iCalendar: CRLF, lines of 75 octets at most, text escaped.
    /// The film's page describes each as a `ScreeningEvent`. A site without an order has none.
    @Test func theProgrammeAndTheCalendarListEachScreening() async throws {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "orders:\n  screened: {title: Screened, place: venue}\n  restored: Restored\ncardFields: [screened, venue]\n")
        try site.addExtra("alien-1979", "  screened: [2026-12-03, 2026-12-17]\n  venue: [Back room, \"Town hall; upstairs, left\"]\n  restored: 2026-12-24\n")
        try site.addExtra("heat-1995", "  screened: [2020-02-10, 2026-06-11]\n  venue: Back room\n")
        try await site.build(today: "2026-11-29")
        let home = try site.html("index.html")
        let start = try #require(home.range(of: #"<ol class="screenings">"#))
        let end = try #require(home.range(of: "</ol>", range: start.upperBound..<home.endIndex))
        let programme = String(home[start.upperBound..<end.lowerBound])
        let entries = Array(programme.components(separatedBy: #"<li class="screening">"#).dropFirst())
        #expect(entries.count == 2)
        #expect(entries[0].contains(#"datetime="2026-12-03""#) && entries[0].contains(#"<p class="screening-place"><span class="visually-hidden">At </span>Back room</p>"#))
        #expect(entries[1].contains(#"datetime="2026-12-17""#) && entries[1].contains("Town hall; upstairs, left"))
        // The programme says the date and the place; the card's facts do not again.
        #expect(!programme.contains("card-fact"))
        #expect(home.contains(#"<a class="more calendar-link" href="/club/calendar.ics" type="text/calendar">"#))

        let calendar = try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8)
        #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") && calendar.hasSuffix("END:VCALENDAR\r\n"))
        let lines = calendar.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
        let unfolded = calendar.replacingOccurrences(of: "\r\n ", with: "")
        // Heat's June screening is within the year; its 2020 one is not.
        #expect(unfolded.components(separatedBy: "BEGIN:VEVENT").count - 1 == 3)
        #expect(unfolded.contains("DTSTART;VALUE=DATE:20260611\r\n") && !unfolded.contains("20200210"))
        #expect(unfolded.contains("UID:2026-12-17-alien-1979@example.org/club\r\nDTSTAMP:20261129T000000Z\r\nDTSTART;VALUE=DATE:20261217\r\n"
            + "DTEND;VALUE=DATE:20261218\r\nSUMMARY:Alien (1979)\r\nLOCATION:Town hall\\; upstairs\\, left\r\n"))
        #expect(unfolded.contains("URL:https://example.org/club/movies/alien-1979/\r\n"))

        let alien = try site.html("movies/alien-1979/index.html")
        #expect(alien.contains(#"{"@type":"ScreeningEvent","name":"Alien (1979)","url":"https://example.org/club/movies/alien-1979/","startDate":"2026-12-03""#))
        #expect(alien.contains(#""location":{"@type":"Place","name":"Town hall; upstairs, left"}"#))
        #expect(!(try site.html("movies/heat-1995/index.html")).contains("ScreeningEvent"))
        // A second order's date to come is no screening: a fact as written, in no calendar.
        #expect(alien.components(separatedBy: #"<li class="screening">"#).count - 1 == 2 && alien.components(separatedBy: "ScreeningEvent").count - 1 == 2)
        #expect(alien.contains(#"<dt>Restored</dt><dd><time datetime="2026-12-24">24 December 2026</time></dd>"#))

        // A date added within the year reaches the calendar in an incremental build.
        try site.addExtra("memento-2000", "  screened: 2026-10-01\n")
        let report = try await site.build(today: "2026-11-29")
        #expect(report.changedPages.contains("calendar.ics") && report.changedPages.count < report.pageCount / 2)
        #expect(try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8).contains("SUMMARY:Memento (2000)"))
        // So does one that lands after every other the year holds, where the stretch read ended
        // before (helper-59: missing from the calendar until the next clean build).
        try site.addExtra("arrival-2016", "  screened: 2026-01-15\n")
        try await site.build(today: "2026-11-29")
        #expect(try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8).contains("UID:2026-01-15-arrival-2016@example.org/club\r\n"))
        // A second screening of a film the same day has a UID of its own.
        try site.replace(in: "content/movies/arrival-2016.md", "screened: 2026-01-15", with: "screened: [2027-03-04, 2027-03-04]")
        try await site.build(today: "2026-11-29")
        let later = try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8)
        #expect(later.contains("UID:2027-03-04-arrival-2016@example.org/club\r\n") && later.contains("UID:2027-03-04-arrival-2016-2@example.org/club\r\n"))
        // A timed screening's UID has its time: a show added earlier that day renumbers none (helper-63).
        try site.replace(in: "content/movies/arrival-2016.md", "screened: [2027-03-04, 2027-03-04]", with: "screened: [2027-03-04 20:30, 2027-03-04 18:00]")
        try site.replace(in: "content/movies/arrival-2016.md", "year: 2016\n", with: "year: 2016\nruntime: 116\n")
        try await site.build(today: "2026-11-29")
        let timed = try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8)
        #expect(timed.contains("UID:2027-03-04T1800-arrival-2016@example.org/club\r\nDTSTAMP:20261129T000000Z\r\nDTSTART:20270304T180000\r\n"))
        #expect(timed.contains("UID:2027-03-04T2030-arrival-2016@example.org/club\r\n"))
        let arrival = try site.html("movies/arrival-2016/index.html")
        #expect(arrival.contains(#""startDate":"2027-03-04T18:00","endDate":"2027-03-04T19:56""#))
        #expect(arrival.contains(#"<time class="screening-date" datetime="2027-03-04T18:00">"#) && timed.contains("DURATION:PT116M\r\n"))

        let plain = try SiteBuild(fixture: "club")
        try await plain.build()
        #expect(!plain.outputFiles.contains("calendar.ics"))
    }

    /// A site whose own order says what is coming up is out of date the next day, its files
    /// unchanged: a daily build moves a screening from "Coming up" to the past (helper-57). A site
    /// without one is up to date.
    @Test func aNewDayRebuildsASiteWhoseDatesComeUp() async throws {
        let site = try screenedSite()
        try site.replace(in: "content/movies/heat-1995.md", "[2020-02-10, 2023-01-12]", with: "[2020-02-10, 2026-12-03]")
        try await site.build(today: "2026-11-29")
        #expect(try site.html("index.html").contains(#"<h2 id="coming-up">"#))
        let again = try await site.build(today: "2026-11-29")
        #expect(again.wasUpToDate)
        // On the day itself, still to come.
        let onTheDay = try await site.build(today: "2026-12-03")
        #expect(!onTheDay.wasUpToDate)
        let onItsDay = try site.html("movies/heat-1995/index.html")
        #expect(onItsDay.contains(#"<time class="screening-date" datetime="2026-12-03">"#) && onItsDay.contains(#"<p class="screening-soon">Today</p>"#))
        let after = try await site.build(today: "2026-12-04")
        let home = try site.html("index.html")
        #expect(!after.wasUpToDate && !home.contains(#"<h2 id="coming-up">"#))
        #expect(try site.html("movies/heat-1995/index.html").contains(#"<dt>Screened</dt><dd>10 February 2020 · 3 December 2026</dd>"#))
        let plain = try SiteBuild(fixture: "club")
        try await plain.build(today: "2026-11-29")
        let nextDay = try await plain.build(today: "2026-12-04")
        #expect(nextDay.wasUpToDate)
    }

    /// The day of a build is the site's (`timeZone:`): at 20:30 in New York, 01:30 tomorrow in UTC,
    /// tonight's screening is still coming up. A build later that evening is up to date; one
    /// after midnight there is not. A name that is no zone is an error at its line.
    @Test func theDayOfABuildIsTheSitesZones() async throws {
        let site = try screenedSite()
        try site.replace(in: "content/movies/heat-1995.md", "[2020-02-10, 2023-01-12]", with: "[2020-02-10, 2026-12-03 21:00]")
        let evening = 1_796_347_800  // 2026-12-04T01:30Z: 20:30 on the 3rd in New York
        try await site.build(now: evening)
        #expect(!(try site.html("index.html")).contains(#"<h2 id="coming-up">"#))
        try site.append("site.yml", "timeZone: America/New_York\n")
        try await site.build(now: evening)
        #expect(try site.html("movies/heat-1995/index.html").contains(#"<p class="screening-soon">Today</p>"#))
        // Its structured data says the offset, as the machine's zone data gives it.
        #expect(try site.html("movies/heat-1995/index.html").contains(#""startDate":"2026-12-03T21:00-05:00","eventAttendanceMode""#))
        let calendar = try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8)
        #expect(calendar.contains("X-PUBLISHED-TTL:P1D\r\nX-WR-TIMEZONE:America/New_York\r\nBEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n"
            + "BEGIN:STANDARD\r\nDTSTART:20261201T190000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0500\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"), "\(calendar)")
        #expect(calendar.contains("DTSTART;TZID=America/New_York:20261203T210000\r\n"))
        #expect(try await site.build(now: evening + 3 * 3600 + 29 * 60).wasUpToDate)  // 23:59
        #expect(try await !site.build(now: evening + 3 * 3600 + 31 * 60).wasUpToDate)  // 00:01 on the 4th
        #expect(!(try site.html("index.html")).contains(#"<h2 id="coming-up">"#))

        try site.replace(in: "site.yml", "timeZone: America/New_York", with: "timeZone: New York")
        let headlines = await site.headlines()
        #expect(headlines == ["site.yml:10:11: error: 'timeZone' names no time zone (got New York)"], "\(headlines)")
        #expect(await site.printedFailure().contains("hint: a region and city of the IANA time zone database, as the site's clock gives it: Europe/Paris, America/New_York; or UTC"))
    }

    /// A new date moves the movie in the order's lists, rewriting the pages it moved across; and
    /// a site that stops naming the order loses its pages.
    @Test func aChangedDateMovesTheMovieInTheOrdersLists() async throws {
        let site = try screenedSite()
        try await site.build()
        let report = try await site.rebuild {
            try site.replace(in: "content/movies/alien-1979.md", "screened: 2021-04-29", with: "screened: 2024-06-01")
        }
        #expect(report.changedPages.contains("movies/by-screened/index.html"))
        let list = try site.html("movies/by-screened/index.html")
        #expect(list.range(of: "Alien")!.lowerBound < list.range(of: "Heat")!.lowerBound)
        // The back room by date is now its list by title, Alien then Heat: its pages so are gone,
        // and its chip.
        #expect(!site.outputFiles.contains("venue/back-room/by-screened/index.html"))
        #expect(!(try site.html("venue/back-room/index.html")).contains("by-screened"))
        _ = try await site.rebuild { try site.replace(in: "site.yml", "orders:\n  screened: Screened\n", with: "") }
        #expect(!site.outputFiles.contains { $0.contains("by-screened") })
        #expect(!(try site.html("movies/index.html")).contains("Screened"))
    }

    @Test func aKeyThatCannotOrderListsIsAnErrorWhereItIsNamed() async throws {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "taxonomies: [venue]\norders: [screened, year, Shown, screened, venue]\n")
        #expect(await site.headlines() == [
            "site.yml:7:20: error: 'orders' names 'year', which is an order every list has already",
            "site.yml:7:26: error: 'orders' names 'Shown', which is not a lowercase key of extra:",
            "site.yml:7:33: error: 'orders' names 'screened' twice",
            "site.yml:7:43: error: 'orders' names 'venue', which taxonomies: makes pages of names of",
        ])
    }

    /// A site says in its own words what heads the movies without a date; a word it does not
    /// know there is a warning at its place, a word that is not text an error.
    @Test func aSiteNamesItsUndatedMoviesItsOwnWay() async throws {
        let site = try screenedSite()
        try site.replace(in: "site.yml", "  screened: Screened\n", with: "  screened: {title: Shown, undated: Before we kept track, heading: x}\n")
        let report = try await site.build()
        #expect(report.warnings.map(\.headline).contains { $0.hasPrefix("site.yml:7:59: warning: unknown key 'heading'") }, "\(report.warnings.map(\.headline))")
        let second = try site.html("movies/by-screened/page/2/index.html")
        #expect(second.contains(#"<li class="cards-heading"><h3>Before we kept track</h3></li>"#) && !second.contains("No date yet"))
        #expect(try site.html("movies/index.html").contains(#"<a href="/club/movies/by-screened/">Shown</a>"#))
        try site.replace(in: "site.yml", "undated: Before we kept track", with: "undated: [Before]")
        let headlines = await site.headlines()
        #expect(headlines.contains("site.yml:7:37: error: 'undated' must be a string (got a list)"), "\(headlines)")
    }

    /// An order's `place` names a key of `extra:` other than its own: anything else is an error at
    /// the place it is written.
    @Test func anOrdersPlaceIsAnotherKeyOfExtra() async throws {
        let site = try screenedSite()
        try site.replace(in: "site.yml", "  screened: Screened\n", with: "  screened: {title: Shown, place: Venue}\n")
        #expect(await site.headlines().contains("site.yml:7:35: error: 'orders.screened.place' names 'Venue', which is not a lowercase key of extra:"))
        try site.replace(in: "site.yml", "place: Venue", with: "place: screened")
        #expect(await site.headlines().contains("site.yml:7:35: error: 'orders.screened.place' names the order's own field"))
        try site.replace(in: "site.yml", "place: screened", with: "place: venu")
        let warnings = try await site.build().warnings.map(\.headline)
        #expect(warnings == ["site.yml:7:3: warning: order 'screened' places nothing: no published movie gives extra: venu: a place"], "\(warnings)")
        try site.replace(in: "site.yml", "place: venu", with: "place: venue")
        #expect(try await site.build().warnings.isEmpty)
        // A field's places pair with one order's dates: a place's page could not tell whose were there.
        try site.replace(in: "site.yml", "place: venue}\n", with: "place: venue}\n  premiered: {place: venue}\n")
        let headlines = await site.headlines()
        #expect(headlines == ["site.yml:8:22: error: 'orders.premiered.place' names 'venue', which orders.screened names already"], "\(headlines)")
    }

    /// A place a movie lists twice is where its dates say, each at its own position, though the
    /// film's page names the venue once; places that cannot be paired with the dates are a
    /// warning at the field, and each screening is then listed at every place.
    @Test func aPlaceListedTwiceKeepsItsPositionAndUnpairedPlacesAreAWarning() async throws {
        let site = try screenedSite()
        try site.replace(in: "site.yml", "  screened: Screened\n", with: "  screened: {title: Screened, place: venue}\n")
        try site.replace(in: "content/movies/heat-1995.md", "  screened: [2020-02-10, 2023-01-12]\n  venue: Back room\n",
                         with: "  screened: [2026-12-03, 2026-12-10, 2026-12-17]\n  venue: [Back room, Town hall, back room]\n")
        #expect(try await site.build(today: "2026-11-29").warnings.isEmpty)
        let calendar = try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8)
        #expect(calendar.contains("DTSTART;VALUE=DATE:20261217\r\nDTEND;VALUE=DATE:20261218\r\nSUMMARY:Heat (1995)\r\nLOCATION:Back room\r\n"), "\(calendar)")
        #expect(calendar.contains("DTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261211\r\nSUMMARY:Heat (1995)\r\nLOCATION:Town hall\r\n"))
        // Each screening to come says its own place, so the facts do not list them again (helper-68).
        let heat = try site.html("movies/heat-1995/index.html")
        #expect(!heat.contains("<dt>Venues</dt>") && heat.components(separatedBy: #"<a href="/club/venue/back-room/">Back room</a></p>"#).count == 3)
        #expect(heat.contains(#"<a href="/club/venue/town-hall/">Town hall</a></p>"#))

        try site.replace(in: "content/movies/heat-1995.md", "  venue: [Back room, Town hall, back room]\n", with: "  venue: [Back room, Town hall]\n")
        let warnings = try await site.build(today: "2026-11-29").warnings.map(\.headline)
        #expect(warnings == ["content/movies/heat-1995.md:9:10: warning: extra 'venue' gives 2 places for 3 dates of 'screened', "
                             + "so each screening is listed at every place"], "\(warnings)")
        #expect(try String(contentsOf: site.output.appending(path: "calendar.ics"), encoding: .utf8).contains("LOCATION:Back room and Town hall\r\n"))
    }

    /// A place's page lists a movie by its dates there, where the movie pairs its dates with
    /// places: Heat, screened in the back room and coming to the town hall, is not coming up in
    /// the back room (helper-62). Its own page says which place each past date was at. An
    /// incremental build that moves the screening moves it between the places' pages.
    @Test func aPlacesPageListsAMovieByItsDatesThere() async throws {
        let site = try screenedSite()
        try site.replace(in: "site.yml", "  screened: Screened\n", with: "  screened: {title: Screened, place: venue}\n")
        try site.append("site.yml", "cardFields: [screened, venue]\n")
        try site.replace(in: "content/movies/heat-1995.md", "  screened: [2020-02-10, 2023-01-12]\n  venue: Back room\n",
                         with: "  screened: [2020-02-10 20:00, 2026-12-10 19:30]\n  venue: [Back room, Town hall]\n")
        try await site.build(today: "2026-11-29")
        func heatsCard(at venue: String) throws -> String {
            let page = try site.html("venue/\(venue)/index.html")
            let cards = try #require(page.range(of: #"<ul class="cards">"#))
            let start = try #require(page.range(of: #"href="/club/movies/heat-1995/""#, range: cards.upperBound..<page.endIndex))
            return String(page[start.lowerBound...].prefix(1500))
        }
        // A card says a past screening's day alone, its time in `datetime`.
        #expect(try heatsCard(at: "back-room").contains(#"<span class="label">Screened</span> <time datetime="2020-02-10T20:00">10 Feb 2020</time>"#))
        #expect(try !heatsCard(at: "back-room").contains("Coming up") && !(try heatsCard(at: "back-room")).contains("2026-12-10"))
        #expect(try heatsCard(at: "town-hall").contains(#"<span class="label">Coming up</span> <time datetime="2026-12-10T19:30">Thu 10 Dec</time>"#))
        // Elsewhere, a card coming up names the place it is coming to, not every place it has been;
        // none where that is not known, rather than the place of another date (helper-67).
        func heatsCardAmongAllMovies() throws -> String {
            let moviesPage = try site.html("movies/page/2/index.html")
            return String(moviesPage[try #require(moviesPage.range(of: #"href="/club/movies/heat-1995/""#)).lowerBound...].prefix(1500))
        }
        #expect(try heatsCardAmongAllMovies().contains(#"<span class="label">Venue</span> Town hall</span>"#))
        try site.replace(in: "content/movies/heat-1995.md", "venue: [Back room, Town hall]", with: "venue: [Back room, ~]")
        try await site.build(today: "2026-11-29")
        #expect(try heatsCardAmongAllMovies().contains("Coming up") && !(try heatsCardAmongAllMovies()).contains(#"<span class="label">Venue"#))
        try site.replace(in: "content/movies/heat-1995.md", "venue: [Back room, ~]", with: "venue: [Back room, Town hall]")
        try await site.build(today: "2026-11-29")
        let heat = try site.html("movies/heat-1995/index.html")
        #expect(heat.contains(#"<dt>Screened</dt><dd>10 February 2020, 20:00, <a href="/club/venue/back-room/">Back room</a></dd>"#), "\(heat)")

        try site.replace(in: "content/movies/heat-1995.md", "venue: [Back room, Town hall]", with: "venue: [Town hall, Back room]")
        try await site.build(today: "2026-11-29")
        #expect(try heatsCard(at: "back-room").contains(#"<span class="label">Coming up</span> <time datetime="2026-12-10T19:30">Thu 10 Dec</time>"#))
        #expect(try heatsCard(at: "town-hall").contains(#"<time datetime="2020-02-10T20:00">10 Feb 2020</time>"#))
        #expect(try site.html("movies/heat-1995/index.html").contains(#"<dt>Screened</dt><dd>10 February 2020, 20:00, <a href="/club/venue/town-hall/">Town hall</a></dd>"#))
        // A screening whose place is not known (`~`, or `-` alone) keeps its position: the next
        // date is still at its own place, and the film's page says the places it knows.
        try site.replace(in: "content/movies/heat-1995.md", "  screened: [2020-02-10 20:00, 2026-12-10 19:30]\n  venue: [Town hall, Back room]\n",
                         with: "  screened: [2019-03-01, 2020-02-10 20:00, 2026-12-10 19:30]\n  venue:\n    -\n    - Town hall\n    - Back room\n")
        try await site.build(today: "2026-11-29")
        #expect(try heatsCard(at: "back-room").contains(#"<span class="label">Coming up</span> <time datetime="2026-12-10T19:30">Thu 10 Dec</time>"#))
        #expect(try heatsCard(at: "town-hall").contains(#"<time datetime="2020-02-10T20:00">10 Feb 2020</time>"#))
        #expect(try site.html("movies/heat-1995/index.html").contains(#"<dt>Screened</dt><dd>1 March 2019 · 10 February 2020, 20:00, <a href="/club/venue/town-hall/">Town hall</a></dd>"#))
        #expect(try !site.html("movies/heat-1995/index.html").contains("<dt>Venues</dt>"))
        // `~` in a list written on one line is an empty item too, not a place called "~".
        try site.replace(in: "content/movies/heat-1995.md", "  venue:\n    -\n    - Town hall\n    - Back room\n", with: "  venue: [~, Town hall, Back room]\n")
        try await site.build(today: "2026-11-29")
        #expect(try heatsCard(at: "back-room").contains(#"<span class="label">Coming up</span> <time datetime="2026-12-10T19:30">Thu 10 Dec</time>"#))
        #expect(try site.html("movies/heat-1995/index.html").contains(#"<dt>Screened</dt><dd>1 March 2019 · 10 February 2020, 20:00, <a href="/club/venue/town-hall/">Town hall</a></dd>"#))
    }

    /// A place's page leads with its own programme, the screenings to come there alone, the
    /// soonest first and without the place; not in its list by date, which starts with them, nor
    /// past its first page. A screening moved to another place moves between their programmes,
    /// as a clean build has them.
    @Test func aPlacesPageHasItsOwnProgramme() async throws {
        let site = try screenedSite()
        try site.replace(in: "site.yml", "  screened: Screened\n", with: "  screened: {title: Screened, place: venue}\n")
        try site.replace(in: "content/movies/alien-1979.md", "screened: 2021-04-29", with: "screened: [2021-04-29, 2026-12-17 20:00]")
        try site.replace(in: "content/movies/heat-1995.md", "  screened: [2020-02-10, 2023-01-12]\n  venue: Back room\n",
                         with: "  screened: [2020-02-10, 2026-12-10 19:30]\n  venue: [Back room, Town hall]\n")
        try site.addExtra("memento-2000", "  screened: 2026-12-03\n  venue: Back room\n")
        try await site.build(today: "2026-11-29")
        /// The page's programme, nil where it has none (its list of films there, as every such page).
        func programme(_ path: String) throws -> [String]? {
            let page = try site.html(path)
            try #require(page.contains(#"<ul class="cards">"#))
            guard let start = page.range(of: #"<div class="term-programme">"#) else { return nil }
            let end = try #require(page.range(of: "</ol>", range: start.upperBound..<page.endIndex))
            return page[start.upperBound..<end.lowerBound].components(separatedBy: #"<li class="screening">"#).dropFirst().map { item in
                let title = item.range(of: #"<h3 class="screening-title"><a href="[^"]*">[^<]*"#, options: .regularExpression).map { String(item[$0].split(separator: ">").last!) }
                let when = item.range(of: #"datetime="[^"]*""#, options: .regularExpression).map { String(item[$0].dropFirst(10).dropLast()) }
                #expect(!item.contains("screening-place"), "the place's own page names it on every screening")
                return "\(title ?? "?") \(when ?? "?")"
            }
        }
        #expect(try programme("venue/back-room/index.html") == ["Memento 2026-12-03", "Alien 2026-12-17T20:00"])
        #expect(try programme("venue/town-hall/index.html") == ["Heat 2026-12-10T19:30"])
        // A place of one film has no list by date to link.
        #expect(!(try site.html("venue/town-hall/index.html")).contains("by-screened"))
        #expect(try programme("venue/back-room/by-year/index.html") == ["Memento 2026-12-03", "Alien 2026-12-17T20:00"])
        #expect(try programme("venue/back-room/by-screened/index.html") == nil)
        #expect(try programme("venue/back-room/page/2/index.html") == nil)
        // Its list by date is the Order row's; the calendar is the club's, every place's.
        #expect(try !site.html("venue/back-room/index.html").contains(#"<a class="more""#))
        #expect(try site.html("venue/back-room/index.html").contains("Follow all the club&#39;s screenings</a>"))
        #expect(try site.html("venue/back-room/index.html").contains(#"<h2 class="films-heading">Films shown here</h2>"#))
        // The venues' index says what is on next at each (helper-68).
        #expect(try site.html("venue/index.html").contains(#"<span class="term-next">Next Thu 3 Dec: Memento</span>"#))
        #expect(try site.html("venue/index.html").contains(#"<span class="term-next">Next Thu 10 Dec: Heat</span>"#))

        try site.replace(in: "content/movies/heat-1995.md", "venue: [Back room, Town hall]", with: "venue: [Town hall, Back room]")
        try await site.build(today: "2026-11-29")
        #expect(try programme("venue/back-room/index.html") == ["Memento 2026-12-03", "Heat 2026-12-10T19:30", "Alien 2026-12-17T20:00"])
        #expect(try programme("venue/town-hall/index.html") == nil)
        #expect(try !site.html("venue/index.html").contains("Next Thu 10 Dec: Heat"))
        let clean = TemporaryFolder()
        try await site.build(output: clean.url.appending(path: "public"), today: "2026-11-29")
        for path in ["venue/back-room/index.html", "venue/town-hall/index.html", "venue/back-room/by-year/index.html", "venue/index.html", "index.html"] {
            #expect(try site.html(path) == String(contentsOf: clean.url.appending(path: "public/" + path), encoding: .utf8), "\(path) differs from a clean build")
        }
    }

    /// A movie whose slug is the order's folder under `/movies/` is an error that names the order.
    @Test func aMovieSlugTakingTheOrdersFolderNamesTheOrder() async throws {
        let site = try screenedSite()
        site.folder.write("content/movies/by-screened.md", "---\ntitle: By Screened\nyear: 2001\ndraft: false\n---\nA film.\n")
        let failure = await site.printedFailure()
        #expect(failure.contains("content/movies/by-screened.md:1:1: error: movie slug 'by-screened' is taken by the movie list's own /movies/by-screened/ pages"))
        #expect(failure.contains("hint: rename the file, or the order 'screened' of orders: in site.yml; reserved slugs: page, by-year, by-rating, by-screened"))
    }

    /// A value that is not a date is an error at its line; a key no movie gives is a warning
    /// naming the closest one they do.
    @Test func aValueThatIsNotADateIsAnErrorAndAKeyNoMovieGivesAWarning() async throws {
        let site = try screenedSite()
        try site.replace(in: "content/movies/alien-1979.md", "screened: 2021-04-29", with: "screened: next week")
        #expect(await site.headlines() == [
            "content/movies/alien-1979.md:9:13: error: extra 'screened' orders the site's lists (orders: in site.yml), so it must be a date YYYY-MM-DD, with a time HH:MM if it has one, or a list of them (got 'next week')",
        ])
        try site.replace(in: "content/movies/alien-1979.md", "screened: next week", with: "screened: [2021-04-29, ~]")
        let headlines = await site.headlines()
        #expect(headlines == [
            "content/movies/alien-1979.md:9:26: error: extra 'screened' orders the site's lists (orders: in site.yml), so it must be a date YYYY-MM-DD, with a time HH:MM if it has one, or a list of them (got an empty item)",
        ], "\(headlines)")
        try site.replace(in: "content/movies/alien-1979.md", "screened: [2021-04-29, ~]", with: "screened: next week")
        try site.replace(in: "content/movies/alien-1979.md", "screened: next week", with: "screened: 2021-04-29")
        try site.replace(in: "site.yml", "  screened: Screened", with: "  screening: Screened")
        let report = try await site.build()
        #expect(report.warnings.map(\.description) == [
            "site.yml:7:3: warning: order 'screening' orders nothing: no published movie gives extra: screening: a date\n"
                + "    hint: did you mean 'screened', which movies give under extra:?",
        ])
    }
}
