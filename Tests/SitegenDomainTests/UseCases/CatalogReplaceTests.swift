@testable import SitegenDomain
import SitegenTestSupport
import Testing

/// `Catalog.replacing`: a saved movie patched into the catalog must leave the catalog that
/// indexing every movie again makes, through every accessor a page reads.
struct CatalogReplaceTests {
    static let people = ["Ann Archer", "ann archer", "Ben Brook", "Cleo Cross", "Dan Dale", "Eve Eames", "Fay Ford"]
    static let genres = ["Drama", "drama", "Crime", "Comedy", "War"]
    static let users = ["ada", "bob", "cy", "dee"].map { Fixture.user($0) }
    /// A site's own taxonomy, `extra.venue`: a name, two spellings of one, or a list.
    static let venue = FieldTaxonomy(key: "venue", title: "Venues")
    static let venues: [ExtraFields.Value?] = [nil, .text("Back room"), .text("back room"), .text("Roof"), .list([.text("Roof"), .number(7)])]
    /// A site's own order, by `extra.screened`: none, a date, one shared, a list of them; and,
    /// after the catalogs' day (2026-01-01), dates coming up, which lead the order soonest first.
    static let screened = FieldOrder(key: "screened")
    static let screenings: [ExtraFields.Value?] = [nil, .text("2021-04-29"), .text("2022-01-06"), .list([.text("2020-02-02"), .text("2022-01-06")]),
                                                   .text("2026-03-05"), .list([.text("2021-04-29"), .text("2026-02-12")]), .text("2026-01-01")]

    /// People and years few enough that most movies share people, or so many that most draw on
    /// their genres for "more like this".
    struct Spread {
        var people = CatalogReplaceTests.people
        var years = 1989...1994
        var genres = CatalogReplaceTests.genres
        static let sparse = Spread(people: (1...80).map { "Person \($0)" }, years: 1950...2020)
        /// Two genres: every set of them holds a score of movies, of which "more like this" weighs
        /// only the nearest in years.
        static let crowded = Spread(people: (1...80).map { "Person \($0)" }, years: 1990...2001, genres: ["Drama", "War"])
    }

    static func movie(_ index: Int, _ random: inout SeededGenerator, spread: Spread = Spread()) -> Movie {
        var movie = Fixture.movie("film-\(index)", title: ["Night", "night", "River", "Echo"].randomElement(using: &random)!,
                                  year: Int.random(in: 1990...1993, using: &random))
        edit(&movie, every: true, &random, spread: spread)
        return movie
    }

    /// Changes one field of `movie` at random, or every field.
    static func edit(_ movie: inout Movie, every: Bool = false, _ random: inout SeededGenerator, spread: Spread = Spread()) {
        let (people, field) = (spread.people, Int.random(in: 0..<7, using: &random))
        if every || field == 0 { movie.title = ["Night", "night", "River", "Echo", "Amber"].randomElement(using: &random)! }
        if every || field == 1 { movie.year = Int.random(in: spread.years, using: &random) }
        if every || field == 2 {
            movie.genres = Array(spread.genres.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))).compactMap(Genre.init(named:))
        }
        if every || field == 3 { movie.cast = Array(people.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))) }
        if every || field == 4 { movie.directors = [people.randomElement(using: &random)!] }
        if every || field == 5 {
            movie.reviews = users.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)).map { user in
                Fixture.review(user.id.rawValue, Double(Int.random(in: 1...10, using: &random)) / 2,
                               on: "202\(Int.random(in: 0...2, using: &random))-0\(Int.random(in: 1...3, using: &random))-01", movie: movie.slug.rawValue)
            }
        }
        if every || field == 6 {
            // The screening from the venue's draw and the movie's number: a draw of its own would
            // have changed every edit after it, and the catalogs the seeds above were chosen for.
            let drawn = Int.random(in: venues.indices, using: &random), number = Int(movie.slug.rawValue.split(separator: "-").last!)!
            movie.extra = ExtraFields((venues[drawn].map { [.init(key: venue.key, value: $0)] } ?? [])
                + (screenings[(drawn + number) % screenings.count].map { [.init(key: screened.key, value: $0)] } ?? []))
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aPatchedCatalogIsTheOneIndexingEveryMovieMakes(seed: UInt64) async throws {
        try await Self.patchAndIndexAfterEachEdit(seed: seed, spread: Spread())
    }

    /// The same with people and years spread so thin that most movies' "more like this" draws on
    /// their genres by year, which a save must patch too.
    @Test(arguments: [4, 5] as [UInt64])
    func aPatchedCatalogWhoseMoviesDrawOnTheirGenresIsTheOneIndexingEveryMovieMakes(seed: UInt64) async throws {
        try await Self.patchAndIndexAfterEachEdit(seed: seed, spread: .sparse) { catalog in
            #expect(catalog.unnotedMoviesDrawingOnGenres(Self.genres.compactMap(Genre.init(named:))).count >= 10)
        }
    }

    /// The same with 90 movies in a few crowded genre sets, each list drawn from the nearest of
    /// them in years: a save must keep each set's movies in year order (helper-53).
    @Test(arguments: [6, 7] as [UInt64])
    func aPatchedCatalogOfCrowdedGenresIsTheOneIndexingEveryMovieMakes(seed: UInt64) async throws {
        try await Self.patchAndIndexAfterEachEdit(seed: seed, spread: .crowded, movies: 90)
    }

    /// 150 random edits of `count` random movies, each patched into the catalog and compared with
    /// the catalog indexing every movie again makes; at least 50 patched (the others are refused).
    static func patchAndIndexAfterEachEdit(seed: UInt64, spread: Spread, movies count: Int = 30,
                                           first: (Catalog) -> Void = { _ in }) async throws {
        var random = SeededGenerator(seed: seed)
        var movies = (0..<count).map { movie($0, &random, spread: spread) }
        var catalog = try await Fixture.catalog(movies: movies, users: users, taxonomies: [venue], orders: [screened])
        first(catalog)
        var applied = 0
        for _ in 0..<150 {
            let index = Int.random(in: 0..<movies.count, using: &random)
            edit(&movies[index], &random, spread: spread)
            let fresh = try await Fixture.catalog(movies: movies, users: users, taxonomies: [venue], orders: [screened])
            guard let patched = catalog.replacing(movies[index], today: Fixture.date("2026-01-01")) else {
                catalog = fresh
                continue
            }
            applied += 1
            expectSame(patched, fresh)
            catalog = patched
        }
        #expect(applied >= 50)
    }

    /// A flag names no venue: a save giving one is not patched in, so that the build reports it.
    @Test func aSaveGivingATaxonomysFieldAFlagIsLeftToTheBuild() async throws {
        var movie = Fixture.movie("film-1", title: "Night", year: 1990)
        movie.extra = ExtraFields([.init(key: "venue", value: .text("Roof"))])
        let catalog = try await Fixture.catalog(movies: [movie], taxonomies: [Self.venue])
        movie.extra = ExtraFields([.init(key: "venue", value: .list([.text("Roof"), .flag(true)]))])
        #expect(catalog.replacing(movie, today: Fixture.date("2026-01-01")) == nil)
        await #expect(throws: DiagnosticList.self) { try await Fixture.catalog(movies: [movie], taxonomies: [Self.venue]) }
    }

    /// Whether a long name is another's is the load's to say: a save naming one that an address
    /// cuts is not patched in, whether it is the same name (`Part One` again) or another that a
    /// build reports (`Part Two`), which a patch would have filed as `Part One` (helper-51).
    @Test func aSaveNamingALongNameIsLeftToTheBuild() async throws {
        let series = "Thursday Night Retrospective: The Complete Films of Agnès Varda, Part"
        var first = Fixture.movie("film-1", title: "Night", year: 1990), second = Fixture.movie("film-2", title: "River", year: 1991)
        first.extra = ExtraFields([.init(key: "venue", value: .text(series + " One"))])
        second.extra = ExtraFields([.init(key: "venue", value: .text(series + " One"))])
        let catalog = try await Fixture.catalog(movies: [first, second], taxonomies: [Self.venue])
        for name in [series + " One", series + " Two"] {
            second.extra = ExtraFields([.init(key: "venue", value: .text(name))])
            #expect(catalog.replacing(second, today: Fixture.date("2026-01-01")) == nil, "\(name)")
        }
        await #expect(throws: DiagnosticList.self) { try await Fixture.catalog(movies: [first, second], taxonomies: [Self.venue]) }
        // A name of the same movie cut short otherwise is not long: the save is patched in.
        second.extra = ExtraFields([.init(key: "venue", value: .text("Roof"))])
        first.extra = ExtraFields([.init(key: "venue", value: .text("Roof"))])
        let short = try await Fixture.catalog(movies: [first, Fixture.movie("film-2", title: "River", year: 1991)], taxonomies: [Self.venue])
        #expect(short.replacing(second, today: Fixture.date("2026-01-01")) != nil)
    }

    static func expectSame(_ patched: Catalog, _ fresh: Catalog) {
        #expect(patched.movies == fresh.movies)
        #expect(patched.moviesWithoutProse == fresh.moviesWithoutProse)
        for order in fresh.movieOrders { #expect(patched.movies(in: order, 0..<1000) == fresh.movies(in: order, 0..<1000), "\(order)") }
        for taxonomy in fresh.taxonomies {
            #expect(patched.terms(taxonomy) == fresh.terms(taxonomy))
            for term in fresh.terms(taxonomy) {
                #expect(patched.orders(of: taxonomy, term.slug) == fresh.orders(of: taxonomy, term.slug), "\(taxonomy) \(term.slug)")
                for order in fresh.orders(of: taxonomy) {
                    #expect(patched.movies(in: taxonomy, term.slug, order: order, 0..<1000) == fresh.movies(in: taxonomy, term.slug, order: order, 0..<1000),
                            "\(taxonomy) \(term.slug) \(order)")
                }
            }
        }
        #expect(patched.allReviews == fresh.allReviews && patched.reviewYears == fresh.reviewYears)
        for user in users { #expect(patched.reviews(by: user.id) == fresh.reviews(by: user.id)) }
        for movie in fresh.movies {
            #expect(patched.reviews(of: movie.slug) == fresh.reviews(of: movie.slug))
            #expect(patched.moviesLike(movie.slug) == fresh.moviesLike(movie.slug), "more like \(movie.slug)")
        }
    }
}

/// `sortedPrefix`: the best few of a sequence, as sorting it all would give them.
struct SortedPrefixTests {
    @Test func theBestFewAreTheFirstOfTheSortedWhole() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 0...60, using: &random)).map { ($0, Int.random(in: 0...9, using: &random)) }
            let count = Int.random(in: 0...8, using: &random)
            // Ties on the value broken by position: an order without ties, as the callers' are.
            let order = { (a: (Int, Int), b: (Int, Int)) in (a.1, a.0) < (b.1, b.0) }
            #expect(values.sortedPrefix(count, by: order).map(\.0) == values.sorted(by: order).prefix(count).map(\.0))
        }
    }
}
