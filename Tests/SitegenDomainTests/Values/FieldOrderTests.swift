@testable import SitegenDomain
import SitegenTestSupport
import Testing

/// `orders:` in `site.yml`: a site's own field of dates as an order of its lists.
struct FieldOrderTests {
    static let screened = FieldOrder(key: "screened")

    static func movie(_ slug: String, _ title: String, screened: ExtraFields.Value?) -> Movie {
        var movie = Fixture.movie(slug, title: title, year: 1990, genres: ["Drama"])
        movie.extra = ExtraFields(screened.map { [.init(key: "screened", value: $0)] } ?? [])
        return movie
    }

    /// The latest date first, a list by its latest; a tie and the undated by title, after every
    /// dated one; the lists of a field's own taxonomy and a genre's alike.
    @Test func theLatestDateComesFirstAndTheUndatedLastByTitle() async throws {
        let movies = [
            Self.movie("amber", "Amber", screened: nil),
            Self.movie("birch", "Birch", screened: .text("2021-04-29")),
            Self.movie("cedar", "Cedar", screened: .list([.text("2019-01-01"), .text("2023-03-09")])),
            Self.movie("dune", "Dune", screened: .text("2021-04-29")),
            Self.movie("elm", "Elm", screened: nil),
            Self.movie("fir", "Fir", screened: .text("2022-12-31")),
        ]
        let catalog = try await Fixture.catalog(movies: movies, orders: [Self.screened])
        #expect(catalog.movieOrders == [.title, .year, .rating, .field("screened")])
        #expect(catalog.movies(in: .field("screened"), 0..<10).map(\.slug.rawValue) == ["cedar", "fir", "birch", "dune", "amber", "elm"])
        let drama = try #require(catalog.terms(.genres).first).slug
        #expect(catalog.movies(in: .genres, drama, order: .field("screened"), 0..<10).map(\.slug.rawValue)
            == ["cedar", "fir", "birch", "dune", "amber", "elm"])
        // A site without the order has no such list.
        let plain = try await Fixture.catalog(movies: movies)
        #expect(plain.movieOrders == MovieOrder.builtIn)
        #expect(ListMoviesUseCase(catalog: plain, pageSize: try PageSize(10)).execute(page: 1, order: .field("screened")) == nil)
    }

    /// A value that is not a real day is an error at its line, each of a list's at its own; a save
    /// giving one is not patched in, so that the build reports it.
    @Test func aValueThatIsNotADateIsAnErrorWhereItIsWritten() async throws {
        var movie = Self.movie("birch", "Birch", screened: .text("2021-04-29"))
        let catalog = try await Fixture.catalog(movies: [movie], orders: [Self.screened])
        let at = SourceLocation(path: "content/movies/birch.md", line: 9, column: 13)
        movie.extra = ExtraFields([.init(key: "screened", value: .list([.text("2021-02-30"), .text("2021-03-04"), .number(2021)]),
                                         source: at, itemSources: [at, at.movedDown(by: 0, column: 25), at.movedDown(by: 0, column: 37)])])
        #expect(catalog.replacing(movie, today: Fixture.date("2026-01-01")) == nil)
        #expect(Self.screened.violations(in: movie).map(\.diagnostic.description) == [
            "content/movies/birch.md:9:13: error: extra 'screened' orders the site's lists (orders: in site.yml), so it must be a date YYYY-MM-DD, with a time HH:MM if it has one, or a list of them (got '2021-02-30')\n"
                + "    hint: write a real day as screened: 2021-04-29, or 2021-04-29 19:30 with its time on a 24-hour clock (no seconds, no zone), or leave the field out until the movie has one",
            "content/movies/birch.md:9:37: error: extra 'screened' orders the site's lists (orders: in site.yml), so it must be a date YYYY-MM-DD, with a time HH:MM if it has one, or a list of them (got 2021)\n"
                + "    hint: write a real day as screened: 2021-04-29, or 2021-04-29 19:30 with its time on a 24-hour clock (no seconds, no zone), or leave the field out until the movie has one",
        ])
        await #expect(throws: DiagnosticList.self) { try await Fixture.catalog(movies: [movie], orders: [Self.screened]) }
    }

    /// By a site's order of dates, the movies coming up on the catalog's day lead, the soonest
    /// first (a film shown before and again by its next date), then the latest dated before it,
    /// then the undated; the home page's shelves are the first of each. Without a day, every date
    /// is past.
    @Test func theMoviesComingUpLeadTheSoonestFirstThenTheLatest() async throws {
        let movies = [
            Self.movie("amber", "Amber", screened: .text("2026-12-10")),
            Self.movie("birch", "Birch", screened: .list([.text("2021-04-29"), .text("2026-12-03")])),
            Self.movie("cedar", "Cedar", screened: .list([.text("2026-12-17"), .text("2027-02-04")])),
            Self.movie("dune", "Dune", screened: .text("2026-11-26")),
            Self.movie("elm", "Elm", screened: .text("2026-11-29")),
            Self.movie("fir", "Fir", screened: nil),
        ]
        func slugs(_ movies: [Movie]) -> [String] { movies.map(\.slug.rawValue) }
        func catalog(on day: String?) async throws -> Catalog {
            try await Fixture.catalog(movies: movies, today: day ?? "2026-01-01", orders: [Self.screened])
        }
        // Elm is screened tonight: still to come. Birch again on 3 December, before Amber; Cedar
        // on 17 December, though its latest is later.
        let sunday = try await catalog(on: "2026-11-29")
        #expect(slugs(sunday.movies(in: .field("screened"), 0..<10)) == ["elm", "birch", "amber", "cedar", "dune", "fir"])
        let drama = try #require(sunday.terms(.genres).first).slug
        #expect(slugs(sunday.movies(in: .genres, drama, order: .field("screened"), 0..<10)) == ["elm", "birch", "amber", "cedar", "dune", "fir"])
        // The home page's programme lists screenings: Cedar twice, in December and in February.
        func shown(_ screenings: [Screening]) -> [String] { screenings.map { "\($0.movie.slug) \($0.date)" } }
        let shelves = try #require(ListLatestInSiteOrderUseCase(catalog: sunday, orders: [Self.screened], limit: 2).execute())
        #expect(shown(shelves.upcoming) == ["elm 2026-11-29", "birch 2026-12-03"] && slugs(shelves.latest) == ["dune"])
        let all = try #require(ListLatestInSiteOrderUseCase(catalog: sunday, orders: [Self.screened]).execute())
        #expect(shown(all.upcoming) == ["elm 2026-11-29", "birch 2026-12-03", "amber 2026-12-10", "cedar 2026-12-17", "cedar 2027-02-04"])
        #expect(slugs(all.latest) == ["dune"])
        let monday = try #require(ListLatestInSiteOrderUseCase(catalog: try await catalog(on: "2026-11-30"), orders: [Self.screened]).execute())
        #expect(slugs(monday.upcoming.map(\.movie)) == ["birch", "amber", "cedar", "cedar"] && slugs(monday.latest) == ["elm", "dune"])
        let later = try #require(ListLatestInSiteOrderUseCase(catalog: try await catalog(on: "2030-01-01"), orders: [Self.screened]).execute())
        #expect(later.upcoming.isEmpty && slugs(later.latest) == ["cedar", "amber", "birch", "elm", "dune"])
        #expect(ListLatestInSiteOrderUseCase(catalog: sunday, orders: []).execute() == nil)
        // The calendar: every screening to come and those of the year before, the earliest
        // first; Birch's of 2021 is too old.
        let calendar = try #require(ListScreeningsUseCase(catalog: sunday, orders: [Self.screened]).execute())
        #expect(shown(calendar) == ["dune 2026-11-26", "elm 2026-11-29", "birch 2026-12-03", "amber 2026-12-10", "cedar 2026-12-17", "cedar 2027-02-04"])
        let yearLater = try #require(ListScreeningsUseCase(catalog: try await catalog(on: "2028-01-01"), orders: [Self.screened]).execute())
        #expect(shown(yearLater) == ["cedar 2027-02-04"])
        // A patched catalog puts a saved movie where a fresh one would.
        var elm = movies[4]
        elm.extra = ExtraFields([.init(key: "screened", value: .text("2026-12-05"))])
        let patched = try #require(sunday.replacing(elm, today: Fixture.date("2026-11-29")))
        #expect(slugs(patched.movies(in: .field("screened"), 0..<10)) == ["birch", "elm", "amber", "cedar", "dune", "fir"])
    }

    /// A screening's place is the item of the place field at its date's position where both list
    /// as many; else every place named. A flag is no place.
    @Test func eachScreeningIsWhereItsPlaceFieldSays() throws {
        let order = FieldOrder(key: "screened", place: "venue")
        func places(_ screened: ExtraFields.Value, _ venue: ExtraFields.Value?) -> [[String]] {
            var movie = Self.movie("amber", "Amber", screened: screened)
            if let venue { movie.extra.entries.append(.init(key: "venue", value: venue)) }
            return Screening.all(of: movie, in: order).map(\.places)
        }
        #expect(places(.list([.text("2021-10-07"), .text("2026-12-17")]), .list([.text("Back room"), .text("Town hall")])) == [["Back room"], ["Town hall"]])
        #expect(places(.list([.text("2021-10-07"), .text("2026-12-17")]), .text("Back room")) == [["Back room"], ["Back room"]])
        #expect(places(.text("2026-12-17"), .list([.text("Back room"), .text("Town hall")])) == [["Back room", "Town hall"]])
        #expect(places(.text("2026-12-17"), .flag(true)) == [[]])
        #expect(places(.text("2026-12-17"), nil) == [[]])
        #expect(Screening.all(of: Self.movie("amber", "Amber", screened: .text("2026-12-17")), in: FieldOrder(key: "screened")).map(\.places) == [[]])
        // A blank place keeps its position: it does not pair the next place with its date, and
        // three places for two dates are a warning (helper-63).
        let blank: ExtraFields.Value = .list([.text("Back room"), .text(""), .text("Town hall")])
        #expect(places(.list([.text("2021-10-07"), .text("2026-12-17")]), blank) == [["Back room", "Town hall"], ["Back room", "Town hall"]])
        #expect(places(.list([.text("2021-10-07"), .text("2026-12-17"), .text("2027-01-07")]), blank) == [["Back room"], [], ["Town hall"]])
        var unpaired = Self.movie("amber", "Amber", screened: .list([.text("2021-10-07"), .text("2026-12-17")]))
        unpaired.extra.entries.append(.init(key: "venue", value: blank))
        #expect(order.unpairedPlaces(in: unpaired)?.message.hasPrefix("extra 'venue' gives 3 places for 2 dates") == true)
    }

    /// A day's screenings come by their time, those without one first, in the order's lists and
    /// on the home page, whatever their titles: Alien at 21:00 took the programme's last place
    /// from Vertigo at 19:00 the same day (helper-63).
    @Test func aDaysScreeningsComeByTheirTime() async throws {
        let movies = [
            Self.movie("alien", "Alien", screened: .text("2026-12-17 21:00")),
            Self.movie("vertigo", "Vertigo", screened: .text("2026-12-17 19:00")),
            Self.movie("heat", "Heat", screened: .text("2026-12-17")),
            Self.movie("arrival", "Arrival", screened: .list([.text("2021-01-07 18:00"), .text("2021-01-07 20:30")])),
            Self.movie("brazil", "Brazil", screened: .text("2021-01-07 19:00")),
        ]
        let catalog = try await Fixture.catalog(movies: movies, today: "2026-11-30", orders: [Self.screened])
        #expect(catalog.movies(in: .field("screened"), 0..<10).map(\.slug.rawValue) == ["heat", "vertigo", "alien", "arrival", "brazil"])
        let shelves = try #require(ListLatestInSiteOrderUseCase(catalog: catalog, orders: [Self.screened], limit: 2).execute())
        #expect(shelves.upcoming.map(\.movie.slug.rawValue) == ["heat", "vertigo"])
    }

    /// A list's stretch in a site's own order is read back from a manifest as it was written.
    @Test func aReadOfASitesOwnOrderIsSpeltAndReadBack() throws {
        let reads: [CatalogRead] = [.movieOrder(.field("first_shown"), 24..<48), .termOrder(.genres, try Slug("drama"), .field("screened"))]
        #expect(reads.map(\.description) == ["Offirst_shown:24-48", "ofscreened:genres:drama"])
        #expect(reads.map { CatalogRead(description: $0.description) } == reads)
        #expect(CatalogRead(description: "OfFirst:0-24") == nil)
    }
}
