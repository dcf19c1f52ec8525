import SitegenDomain
import SitegenPresentation
import SitegenTestSupport
import Testing

struct DisplayFormatTests {
    @Test(arguments: [(148, "2h 28m"), (45, "45m"), (120, "2h"), (61, "1h 1m")])
    func runtime(_ minutes: Int, _ text: String) async {
        #expect(DisplayFormat.runtime(minutes: minutes) == text)
    }

    @Test(arguments: [(4.5, "★★★★½"), (3.7, "★★★½☆"), (0.5, "½☆☆☆☆"), (5, "★★★★★"), (3.75, "★★★★☆")])
    func stars(_ value: Double, _ text: String) async {
        #expect(DisplayFormat.stars(value) == text)
    }

    @Test(arguments: [(4.25, "4.3"), (4, "4.0"), (3.333, "3.3"), (0.5, "0.5")])
    func rating(_ value: Double, _ text: String) async {
        #expect(DisplayFormat.rating(value) == text)
    }

    @Test func dates() async {
        #expect(DisplayFormat.date(Fixture.date("2010-07-16")) == "16 July 2010")
        // On a card, the month in three letters: the longest dates kept to one line.
        #expect(DisplayFormat.shortDate(Fixture.date("2022-09-24")) == "24 Sep 2022")
        // A day coming up by its weekday, its year too from 300 days on; in full on a movie's page.
        let today = Fixture.date("2026-11-29")
        #expect(DisplayFormat.upcomingDate(Fixture.date("2026-12-03"), after: today) == "Thu 3 Dec")
        #expect(DisplayFormat.upcomingDate(Fixture.date("2027-02-07"), after: today) == "Sun 7 Feb")
        #expect(DisplayFormat.upcomingDate(Fixture.date("2028-02-29"), after: today) == "Tue 29 Feb 2028")
        #expect(DisplayFormat.upcomingDate(Fixture.date("1969-12-31"), after: Fixture.date("1969-12-01")) == "Wed 31 Dec")
        #expect(DisplayFormat.value(.list([.text("2022-02-10"), .text("Back room")]), shortDates: true) == "10 Feb 2022 · Back room")
        // A date with a time says it after the day; a time that is not one leaves the text as written.
        #expect(DisplayFormat.value(.text("2021-10-07T20:00")) == "7 October 2021, 20:00")
        #expect(DisplayFormat.value(.text("2021-10-07 24:00")) == "2021-10-07 24:00")
    }

    /// A site's own fields: a date reads as the site's other dates; what only looks like one, as written.
    @Test(arguments: [(ExtraFields.Value.text("2021-04-29"), "29 April 2021"), (.text("2021-02-30"), "2021-02-30"),
                      (.text("2021-4-29"), "2021-4-29"), (.text("Back room"), "Back room"), (.flag(true), "Yes"), (.decimal("4.50"), "4.50"),
                      (.list([.text("2021-04-29"), .number(2)]), "29 April 2021 · 2"),
                      (.list([.text("The Gleaners and I"), .text("Faces Places")]), "The Gleaners and I · Faces Places")])
    func siteFields(_ value: ExtraFields.Value, _ text: String) async {
        #expect(DisplayFormat.value(value) == text)
        // A date is marked as one for the page's `<time>`.
        let fact = MovieDetailViewModel.Fact(extra: "screened_on", value)
        #expect(fact.label == "Screened on" && fact.value == text)
        #expect(fact.datetime == (text == "29 April 2021" ? "2021-04-29" : nil))
    }

    /// A flag is a badge by its name when set and nothing when not; every other field is a fact.
    @Test func siteFlagsAreBadges() async {
        let extra = ExtraFields([.init(key: "club_pick", value: .flag(true)), .init(key: "venue", value: .text("Back room")),
                                 .init(key: "sold_out", value: .flag(false))])
        let shown = MovieDetailViewModel.Fact.ofExtras(extra)
        #expect(shown.badges == ["Club pick"])
        #expect(shown.facts.map { "\($0.label): \($0.value)" } == ["Venue: Back room"])
        // A movie's card shows its badges too, and a card of a movie without flags none.
        var movie = Fixture.movie("picked-2001")
        movie.extra = extra
        let cards = MovieCardPresenter(router: Router(baseURL: try! BaseURL("https://example.org/")))
        #expect(cards.present(movie).badges == ["Club pick"])
        #expect(cards.present(Fixture.movie("plain-2001")).badges.isEmpty)
    }

    @Test(arguments: [("Alfred Hitchcock", "AH"), ("Björk", "B"), ("Bong Joon-ho", "BJ"), ("agnès varda", "AV"),
                      ("Jean-Pierre \"JP\" Jeunet", "JJ"), ("Émile Zola", "ÉZ"), ("🎬 Club", "C"), ("", ""),
                      ("Ivan Petrov (Иван Петров)", "IP"), ("(Unknown)", "U"), ("The Wachowskis (Lana and Lilly)", "TW")])
    func initials(_ name: String, _ initials: String) async {
        #expect(DisplayFormat.initials(of: name) == initials)
    }

    @Test(arguments: [("https://www.ada.example.org/", "ada.example.org"), ("http://example.org/~ada/", "example.org/~ada"),
                      ("HTTPS://Example.org", "Example.org"), ("https://", "https://"), ("https:///", "https:///"),
                      ("https://user:secret@www.example.org:8080/a/?q=1&r=/", "example.org:8080/a/?q=1&r=/"),
                      ("https://http://x.org", "http://x.org"), ("https://www.com", "www.com"), ("ftp://example.org/", "ftp://example.org/"),
                      ("https://example.org/#top", "example.org/#top")])
    func webAddresses(_ url: String, _ name: String) async {
        #expect(DisplayFormat.webAddress(url) == name)
    }

    @Test(arguments: [([String](), ""), (["A"], "A"), (["A", "B"], "A and B"), (["A", "B", "C"], "A, B and C")])
    func lists(_ items: [String], _ text: String) async {
        #expect(DisplayFormat.list(items) == text)
    }

    /// A drawn poster fits the title's longest word on a line: a hyphen parts words, as a line
    /// may break there.
    @Test(arguments: [("The Canyon: Resurrection", "12"), ("Casablanca", "10"), ("Spider-Man", "6"), ("", "0"), ("8½", "2")])
    func longestWords(_ title: String, _ length: String) async {
        #expect(DisplayFormat.longestWordLength(of: title) == length)
    }
}
