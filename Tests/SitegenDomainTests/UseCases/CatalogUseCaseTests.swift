import SitegenDomain
import SitegenTestSupport
import Testing

struct CatalogUseCaseTests {
    let catalog: Catalog

    init() async throws {
        catalog = try await Fixture.catalog(
            movies: [
                Fixture.movie("memento-2000", title: "Memento", year: 2000, released: "2000-09-05", genres: ["Thriller", "Mystery"],
                              directors: ["Christopher Nolan"],
                              reviews: [Fixture.review("ada", 5, on: "2021-05-01"), Fixture.review("bob", 4, on: "2022-01-01")]),
                Fixture.movie("alien-1979", title: "Alien", year: 1979, genres: ["Sci-Fi", "Horror"],
                              reviews: [Fixture.review("ada", 4.5, on: "2020-01-01")]),
                Fixture.movie("arrival-2016", title: "Arrival", year: 2016, genres: ["sci fi"], directors: ["Denis Villeneuve"]),
                Fixture.movie("heat-1995", title: "Heat", year: 1995, genres: ["Thriller"], directors: ["Michael Mann", "christopher nolan"],
                              reviews: [Fixture.review("bob", 3, on: "2023-03-03"), Fixture.review("ada", 3.5, on: "2019-01-01")]),
            ],
            users: [Fixture.user("bob", name: "Bob", favorites: ["heat-1995", "alien-1979"]), Fixture.user("ada", name: "Ada")]
        )
    }

    @Test func listsMoviesByTitleAPageAtATime() async throws {
        let list = ListMoviesUseCase(catalog: catalog, pageSize: try PageSize(3))
        #expect(list.pageCount == 2)
        #expect(list.execute(page: 1)?.items.map(\.title) == ["Alien", "Arrival", "Heat"])
        #expect(list.execute(page: 2)?.items.map(\.title) == ["Memento"])
        #expect(list.execute(page: 3) == nil)
    }

    /// As Letterboxd and libraries file them: a leading "The", "A" or "An" is not where a title
    /// stands, unless it is the whole title; other words that start so (`Theory`, `Ant`) are.
    @Test func titlesAreFiledWithoutTheirLeadingArticle() async throws {
        let titles = ["The Godfather", "Heat", "A Man Escaped", "An American in Paris", "Gattaca", "The", "Theory of Everything",
                      "Ant-Man", "A", "The  Third Man", "THE BIRDS", "Another Year"]
        let catalog = try await Fixture.catalog(movies: titles.enumerated().map { index, title in
            Fixture.movie("film-\(index)-2000", title: title, year: 2000)
        })
        let list = ListMoviesUseCase(catalog: catalog, pageSize: try PageSize(100))
        #expect(list.execute(page: 1)?.items.map(\.title) == [
            "A", "An American in Paris", "Another Year", "Ant-Man", "THE BIRDS", "Gattaca", "The Godfather", "Heat", "A Man Escaped",
            "The", "Theory of Everything", "The  Third Man",
        ])
    }

    @Test func showsAMovieWithItsReviewsNewestFirstAndTheAverage() async throws {
        let detail = try #require(ShowMovieUseCase(catalog: catalog).execute(slug: Fixture.slug("memento-2000")))
        #expect(detail.reviews.map(\.author.name) == ["Bob", "Ada"])
        #expect(detail.averageRating == 4.5)
        #expect(ShowMovieUseCase(catalog: catalog).execute(slug: Fixture.slug("nope")) == nil)
    }

    @Test func showsAUserWithFavoritesInTheirOrderAndTheirReviews() async throws {
        let detail = try #require(ShowUserUseCase(catalog: catalog).execute(id: Fixture.slug("bob")))
        #expect(detail.favorites.map(\.title) == ["Heat", "Alien"])
        #expect(detail.reviews.map(\.movie.title) == ["Heat", "Memento"])
    }

    @Test func listsUsersByNameWithTheirReviewCounts() async throws {
        let page = try #require(ListUsersUseCase(catalog: catalog, pageSize: try PageSize(10)).execute(page: 1))
        #expect(page.items.map { "\($0.user.name) \($0.reviewCount)" } == ["Ada 3", "Bob 2"])
    }

    @Test func mergesGenresThatSlugAlikeUnderTheNameThatSortsFirst() async {
        let genres = ListTermsUseCase(catalog: catalog, taxonomy: .genres).execute()
        #expect(genres.map { "\($0.term.slug)=\($0.term.name):\($0.movieCount)" }
            == ["horror=Horror:1", "mystery=Mystery:1", "sci-fi=Sci-Fi:2", "thriller=Thriller:2"])
    }

    @Test func genreMergingDoesNotDependOnFileOrder() async throws {
        let forwards = try await Fixture.catalog(movies: [Fixture.movie("a-2000", genres: ["sci fi"]), Fixture.movie("b-2000", genres: ["Sci-Fi"])])
        let backwards = try await Fixture.catalog(movies: [Fixture.movie("b-2000", genres: ["Sci-Fi"]), Fixture.movie("a-2000", genres: ["sci fi"])])
        #expect(forwards.genres == backwards.genres)
        #expect(forwards.movies.map(\.genres) == backwards.movies.map(\.genres))
    }

    @Test func showsAGenrePage() async throws {
        let genre = try #require(ShowTermUseCase(catalog: catalog, taxonomy: .genres, pageSize: try PageSize(1))
            .execute(term: Fixture.slug("sci-fi"), page: 2))
        #expect(genre.term.name == "Sci-Fi")
        #expect(genre.movies.items.map(\.title) == ["Arrival"])
        #expect(genre.movies.pageCount == 2)
    }

    @Test func listsDirectorsWithTheirMoviesMergingNamesThatSlugAlike() async throws {
        let directors = ListTermsUseCase(catalog: catalog, taxonomy: .directors).execute()
        #expect(directors.map { "\($0.term.slug)=\($0.term.name):\($0.movieCount)" }
            == ["michael-mann=Michael Mann:1", "christopher-nolan=Christopher Nolan:2", "denis-villeneuve=Denis Villeneuve:1"])
        let nolan = try #require(ShowTermUseCase(catalog: catalog, taxonomy: .directors, pageSize: try PageSize(10))
            .execute(term: Fixture.slug("christopher-nolan"), page: 1))
        #expect(nolan.movies.items.map(\.title) == ["Heat", "Memento"])
        #expect(ShowTermUseCase(catalog: catalog, taxonomy: .directors, pageSize: try PageSize(10))
            .execute(term: Fixture.slug("ridley-scott"), page: 1) == nil)
    }

    @Test func aPersonIsOneTermAcrossRolesWithTheirMoviesNewestFirst() async throws {
        var acted = Fixture.movie("b-2005", title: "B", year: 2005, directors: ["Jane Roe"])
        acted.cast = ["Agnès Varda", "jane roe"]
        let catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-1962", title: "A", year: 1962, directors: ["Agnès Varda"]), acted,
            Fixture.movie("c-1962", title: "C", year: 1962),
        ])
        // Spellings that slug alike are one person; sorted by surname.
        #expect(catalog.terms(.people).map(\.name) == ["jane roe", "Agnès Varda"] || catalog.terms(.people).map(\.name) == ["Jane Roe", "Agnès Varda"])
        #expect(catalog.movies(in: .people, Fixture.slug("agnes-varda")).map(\.title) == ["B", "A"])
        #expect(catalog.terms(.years).map(\.name) == ["2005", "1962"])
        #expect(catalog.movies(in: .years, Fixture.slug("1962")).map(\.title) == ["A", "C"])
        #expect(catalog.terms(.decades).map(\.name) == ["2000s", "1960s"])
    }

    @Test func moreLikeThisRanksSharedPeopleThenGenresThenNearestYears() async throws {
        var aliens = Fixture.movie("aliens-1986", title: "Aliens", year: 1986, genres: ["Action"], directors: ["James Cameron"])
        aliens.cast = ["Sigourney Weaver"]
        var alien = Fixture.movie("alien-1979", title: "Alien", year: 1979, genres: ["Horror", "Science Fiction"], directors: ["Ridley Scott"])
        alien.cast = ["Sigourney Weaver"]
        let catalog = try await Fixture.catalog(movies: [
            alien, aliens,
            Fixture.movie("blade-runner-1982", title: "Blade Runner", year: 1982, genres: ["Science Fiction"], directors: ["Ridley Scott"]),
            // Exactly Alien's genres, the nearer year first.
            Fixture.movie("far-2020", title: "Far", year: 2020, genres: ["Science Fiction", "Horror"]),
            Fixture.movie("near-1980", title: "Near", year: 1980, genres: ["Horror", "Science Fiction"]),
            // One genre in common: offered only to a movie with fewer than six others so far.
            Fixture.movie("other-1979", title: "Other", year: 1979, genres: ["Horror"]),
        ])
        #expect(catalog.moviesLike(Fixture.slug("alien-1979")).map(\.title) == ["Blade Runner", "Aliens", "Near", "Far", "Other"])
        #expect(catalog.moviesLike(Fixture.slug("other-1979")).map(\.title) == ["Alien", "Near", "Far"])
    }

    /// A movie with fewer than six that share a person or exactly its genres draws on each of its
    /// genres: the six nearest in years (and any as near as the sixth), ranked as the others are.
    /// A movie with six such candidates draws on none.
    @Test func moreLikeThisDrawsOnEachGenreByYearOnlyWhenShort() async throws {
        let drama = [1995, 1998, 2001, 2003, 2004, 2010, 2011].map { year in
            Fixture.movie("drama-\(year)", title: "Drama \(year)", year: year, genres: ["Drama"])
        }
        let crowd = (1...6).map { number in
            Fixture.movie("crowd-\(number)-1990", title: "Crowd \(number)", year: 1990, genres: ["Comedy"], directors: ["Ann Lee"])
        }
        let catalog = try await Fixture.catalog(movies: drama + crowd + [
            Fixture.movie("target-2000", title: "Target", year: 2000, genres: ["Drama", "War"]),
            // Exactly Target's genres: a candidate however far in years, and first for sharing both.
            Fixture.movie("both-1950", title: "Both", year: 1950, genres: ["War", "Drama"]),
            // Drawn from War, which has two others, but further in years than five dramas.
            Fixture.movie("war-1960", title: "War", year: 1960, genres: ["War"]),
            Fixture.movie("lonely-1990", title: "Lonely", year: 1990, genres: ["Comedy", "Drama"], directors: ["Ann Lee"]),
        ])
        #expect(catalog.moviesLike(Fixture.slug("target-2000")).map(\.title)
                == ["Both", "Drama 2001", "Drama 1998", "Drama 2003", "Drama 2004", "Drama 1995"])
        // Six share its director: the comedies and dramas of 1990 are not drawn on.
        #expect(catalog.moviesLike(Fixture.slug("crowd-1-1990")).map(\.title)
                == ["Crowd 2", "Crowd 3", "Crowd 4", "Crowd 5", "Crowd 6", "Lonely"])
        // Lonely shares Ann Lee with six: its list is theirs.
        #expect(catalog.moviesLike(Fixture.slug("lonely-1990")).map(\.title).allSatisfy { $0.hasPrefix("Crowd") })
    }

    /// The draw happens below six candidates only, and reaches no further than the sixth nearest
    /// of each genre: a movie sharing more genres further away is not weighed.
    @Test func moreLikeThisDrawsBelowSixAndNoFurtherThanTheSixthNearest() async throws {
        func olds(_ count: Int) -> [Movie] {
            (1...count).map { Fixture.movie("old-\($0)-1950", title: "Old \($0)", year: 1950, genres: ["Drama"]) }
        }
        let target = Fixture.movie("target-2000", title: "Target", year: 2000, genres: ["Drama"])
        // Plus shares Drama and is nearest in years, but six others are filed under exactly Drama.
        let plus = Fixture.movie("plus-2000", title: "Plus", year: 2000, genres: ["Drama", "War"])
        let six = try await Fixture.catalog(movies: [target, plus] + olds(6))
        #expect(!six.moviesLike(target.slug).map(\.title).contains("Plus"))
        let five = try await Fixture.catalog(movies: [target, plus] + olds(5))
        #expect(five.moviesLike(target.slug).map(\.title) == ["Plus", "Old 1", "Old 2", "Old 3", "Old 4", "Old 5"])

        let pair = Fixture.movie("pair-2000", title: "Pair", year: 2000, genres: ["Drama", "War"])
        let near = (1...6).flatMap { number in
            ["Drama", "War"].map { Fixture.movie("\($0.lowercased())-\(number)-\(2000 + number)", year: 2000 + number, genres: [$0]) }
        }
        let far = Fixture.movie("far-1900", title: "Far", year: 1900, genres: ["Drama", "War", "Comedy"])
        let drawn = try await Fixture.catalog(movies: [pair, far] + near)
        #expect(drawn.moviesLike(pair.slug).count == 6 && !drawn.moviesLike(pair.slug).contains { $0.slug == far.slug })
    }

    /// A rebuild reads its last build's reads back from their descriptions: every kind of read
    /// comes back as itself, and what no read spells comes back as nothing.
    @Test func everyReadIsReadBackFromItsDescription() throws {
        let slug = Fixture.slug("memento-2000")
        var reads: [CatalogRead] = [.movies, .moviesWithoutProse, .movieCount, .titleSections, .dates, .users, .pages, .contents, .draftSlugs,
                                    .allReviews, .profiles, .movie(slug), .movieWithoutProse(slug), .user(slug), .reviewsOf(slug),
                                    .reviewsBy(slug), .moreLike(slug), .profile(slug), .reviewCount, .reviewYears, .reviewStretch(24..<48)]
        for taxonomy in Taxonomy.builtIn + [.field(FieldTaxonomy(key: "screening_series"))] {
            reads += [.terms(taxonomy), .termCount(taxonomy), .termStretch(taxonomy, 240..<480), .termPages(taxonomy, pageSize: 24),
                      .termSections(taxonomy), .termOrders(taxonomy, slug)]
            for order in MovieOrder.builtIn { reads += [.termOrder(taxonomy, slug, order), .movieOrder(order, 24..<48)] }
        }
        for read in reads {
            #expect(CatalogRead(description: read.description) == read, "\(read)")
            Self.listed(read)
        }
        for spelling in ["", "x", "m:", "m:Not A Slug", "o:no-where:drama", "o:Venue:drama", "oz:genres:drama", "O:48-24", "O:1", "T:", "q:memento-2000",
                         "t:people", "t:people:9-3", "t:no-where:0-24", "tc:", "tc:no-where", "tp:genres", "tp:genres:0", "tp:genres:x", "ts:", "ts:no-where", "ts:people:1",
                         "to:", "to:genres", "to:no-where:drama", "to:genres:Not A Slug",
                         "rs:", "rs:48-24", "rs:1", "rs:x-y"] {
            #expect(CatalogRead(description: spelling) == nil, "\(spelling)")
        }
    }

    /// Every kind of read, with no `default`: a new kind does not compile until it is listed above,
    /// and so read back in that test.
    private static func listed(_ read: CatalogRead) {
        switch read {
        case .movies, .moviesWithoutProse, .movieCount, .titleSections, .dates, .users, .pages, .contents, .draftSlugs, .allReviews, .profiles,
             .movie, .movieWithoutProse, .user, .reviewsOf, .reviewsBy, .moreLike, .profile, .terms, .termOrder, .movieOrder,
             .termStretch, .termCount, .termPages, .termSections, .termOrders, .reviewCount, .reviewYears, .reviewStretch:
            break
        }
    }

    /// Each read is digested when asked: what the catalog has differs from what it has not, which
    /// all digest alike, the same by description as by read.
    @Test func readsOfWhatTheCatalogHasNotDigestAsAbsent() async throws {
        let digests = await CatalogDigests(catalog)
        let memento = Fixture.slug("memento-2000"), gone = Fixture.slug("gone-1999")
        let absent = digests.digest(ofRead: "not a read")
        for read in [CatalogRead.movie(gone), .movieWithoutProse(gone), .reviewsOf(gone), .reviewsBy(gone), .moreLike(gone), .user(gone),
                     .profile(gone), .termOrder(.genres, gone, .title), .termOrder(.people, Fixture.slug("christopher-nolan"), .year),
                     .termOrders(.genres, gone)] {
            #expect(digests.digest(of: read) == absent, "\(read)")
        }
        for read in [CatalogRead.movie(memento), .movieWithoutProse(memento), .reviewsOf(memento), .moreLike(memento), .user(Fixture.slug("ada")),
                     .termOrder(.genres, Fixture.slug("thriller"), .year), .termOrder(.people, Fixture.slug("christopher-nolan"), .title),
                     .termOrders(.genres, Fixture.slug("thriller"))] {
            #expect(digests.digest(of: read) != absent, "\(read)")
            #expect(digests.digest(ofRead: read.description) == digests.digest(of: read), "\(read)")
        }
        #expect(digests.digest(of: .movie(memento)) != digests.digest(of: .movieWithoutProse(memento)))
        // A movie without reviews has reviews: none, which is not a movie that is not there.
        #expect(digests.digest(of: .reviewsOf(Fixture.slug("arrival-2016"))) == StableDigest())
    }

    /// The rule of "more like this" as its documentation states it, weighing every movie against
    /// every other, against the catalog's ranking on crowded genre sets, shared people and years
    /// that tie: the catalog weighs only the nearest few of a movie's genre set.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func moreLikeThisIsTheRuleWeighedOverEveryMovie(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let genrePool = ["Drama", "War", "Comedy"], peoplePool = (0..<40).map { "Person \($0)" }
        let movies = (0..<120).map { number in
            let title = "Film " + String(String(1000 + number).dropFirst()), year = 1990 + Int.random(in: 0..<12, using: &random)
            var movie = Fixture.movie("film-\(number)-\(year)", title: title, year: year,
                                      genres: Array(genrePool.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))),
                                      directors: Int.random(in: 0..<4, using: &random) == 0 ? [peoplePool.randomElement(using: &random)!] : [])
            movie.cast = Int.random(in: 0..<3, using: &random) == 0 ? [peoplePool.randomElement(using: &random)!] : []
            return movie
        }
        let catalog = try await Fixture.catalog(movies: movies)
        func people(_ movie: Movie) -> Set<String> { Set(movie.directors + movie.cast) }
        for movie in movies {
            let others = movies.filter { $0.slug != movie.slug }
            func shared(_ other: Movie) -> Int { people(movie).intersection(people(other)).count }
            var candidates = others.filter { shared($0) > 0 || (!movie.genres.isEmpty && Set($0.genres) == Set(movie.genres)) }
            if candidates.count < 6 {
                for genre in movie.genres {
                    let filed = others.filter { $0.genres.contains(genre) }
                    let gaps = filed.map { abs($0.year - movie.year) }.sorted()
                    guard let sixth = gaps.count >= 6 ? gaps[5] : gaps.last else { continue }
                    candidates += filed.filter { abs($0.year - movie.year) <= sixth && !candidates.contains($0) }
                }
            }
            let expected = candidates.sorted { a, b in
                (shared(b), Set(b.genres).intersection(movie.genres).count, abs(a.year - movie.year), a.title)
                    < (shared(a), Set(a.genres).intersection(movie.genres).count, abs(b.year - movie.year), b.title)
            }.prefix(6).map(\.title)
            #expect(catalog.moviesLike(movie.slug).map(\.title) == Array(expected), "\(movie.title)")
        }
    }

    /// A build of one shard ranks "more like this" up front for its own movies only; every other
    /// movie's list, asked for, and its digest are those of a build of the whole site.
    @Test func moreLikeThisRankedWhenAskedIsTheSame() async throws {
        let movies = (0..<12).map { number in
            var movie = Fixture.movie("film-\(number)-\(1970 + number)", title: "Film \(number)", year: 1970 + number,
                                      genres: [["Drama", "Horror"][number % 2]], directors: ["Director \(number % 3)"])
            movie.cast = ["Actor \(number % 4)", "Actor \(number % 5)"]
            return movie
        }
        let useCase = LoadCatalogUseCase(movies: InMemoryMovieRepository(movies), users: InMemoryUserRepository([]),
                                         pages: InMemoryPageRepository([]))
        let today = try CalendarDate(year: 2026, month: 1, day: 1)
        let whole = try await useCase.execute(.init(today: today)).catalog
        let own: Set<Slug> = [movies[0].slug, movies[5].slug]
        // A shard's own movies ranked up front; none, as in a rebuild: every list is ranked when
        // asked, and the second time is the first's.
        for rankedUpFront: @Sendable (Slug) -> Bool in [{ own.contains($0) }, { _ in false }] {
            let part = try await useCase.execute(.init(today: today, rankedUpFront: rankedUpFront)).catalog
            let (wholeDigests, partDigests) = await (CatalogDigests(whole), CatalogDigests(part))
            for movie in movies + movies {
                #expect(part.moviesLike(movie.slug).map(\.slug) == whole.moviesLike(movie.slug).map(\.slug))
                let read = CatalogRead.moreLike(movie.slug).description
                #expect(partDigests.digest(ofRead: read) == wholeDigests.digest(ofRead: read))
            }
        }
        #expect(!whole.moviesLike(movies[0].slug).isEmpty)
    }

    @Test func everyListReadsByTitleNewestFirstOrBestRatedFirst() async throws {
        let catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-1990", title: "A", year: 1990, genres: ["Drama"], reviews: [Fixture.review("ada", 4, movie: "a-1990")]),
            // The same average as A with more reviews: first among equals.
            Fixture.movie("b-1980", title: "B", year: 1980, genres: ["Drama"],
                          reviews: [Fixture.review("ada", 3.5, movie: "b-1980"), Fixture.review("bob", 4.5, movie: "b-1980")]),
            // A higher average from one review: after those with two or more.
            Fixture.movie("c-2000", title: "C", year: 2000, genres: ["Drama"], reviews: [Fixture.review("ada", 5, movie: "c-2000")]),
            // Unrated: last.
            Fixture.movie("d-2010", title: "D", year: 2010, genres: ["Drama"]),
        ], users: [Fixture.user("ada"), Fixture.user("bob")])
        #expect(catalog.movies(in: .title, 0..<4).map(\.title) == ["A", "B", "C", "D"])
        #expect(catalog.movies(in: .year, 0..<4).map(\.title) == ["D", "C", "A", "B"])
        #expect(catalog.movies(in: .rating, 0..<4).map(\.title) == ["B", "C", "A", "D"])
        #expect(catalog.movies(in: .genres, Fixture.slug("drama"), order: .rating, 1..<3).map(\.title) == ["C", "A"])
    }

    /// People are filed under the letter of their surname, folded as slugs fold it, and anything
    /// but A–Z under `#`; years under their decade. Genres and decades have no sections.
    @Test func anIndexOfPeopleHasLetterSectionsAndYearsHaveDecades() async throws {
        var cast = Fixture.movie("b-1968", title: "B", year: 1968, directors: ["Yasujirō Ozu"])
        cast.cast = ["Stanley Kubrick", "42", "Ōshima Nagisa", "agnès varda"]
        let catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-1962", title: "A", year: 1962, genres: ["Drama"], directors: ["Agnès Varda"]), cast,
            Fixture.movie("c-1975", title: "C", year: 1975), Fixture.movie("d-2005", title: "D", year: 2005),
        ])
        #expect(catalog.terms(.people).map(\.name) == ["42", "Stanley Kubrick", "Ōshima Nagisa", "Yasujirō Ozu", "Agnès Varda"])
        #expect(catalog.termSections(.people).map { "\($0.name)@\($0.start)" } == ["#@0", "K@1", "N@2", "O@3", "V@4"])
        #expect(catalog.termSections(.years).map { "\($0.name)@\($0.start)" } == ["2000s@0", "1970s@1", "1960s@2"])
        #expect(catalog.termSections(.genres).isEmpty && catalog.termSections(.decades).isEmpty)
        let sections = ListTermsUseCase(catalog: catalog, taxonomy: .people).sections()
        #expect(sections.map(\.page) == [1, 1, 1, 1, 1])
    }

    /// The movie list by title jumps to each letter as a film catalog files titles: *The
    /// Godfather* under G, *Ève* under E, *2001* under `#`; a replaced movie moves its letter.
    @Test func theMovieListIsFiledByLetter() async throws {
        var catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-2001", title: "2001: A Space Odyssey"), Fixture.movie("b-2000", title: "Ève"),
            Fixture.movie("c-2000", title: "The Godfather"), Fixture.movie("d-2000", title: "Gattaca"), Fixture.movie("e-2000", title: "Heat"),
        ])
        #expect(catalog.titleSections.map { "\($0.name)@\($0.start)" } == ["#@0", "E@1", "G@2", "H@4"])
        let placed = ListMoviesUseCase(catalog: catalog, pageSize: try PageSize(2)).letters()
        #expect(placed.map { "\($0.section.name) \($0.page) \($0.offset)" } == ["# 1 0", "E 1 1", "G 2 0", "H 3 0"])
        // Heat renamed in place, as `serve` saves it: the letters are those of a catalog made anew.
        let renamed = Fixture.movie("e-2000", title: "Zodiac")
        let replaced = catalog.replace(renamed, today: Fixture.date("2026-01-01"))
        #expect(replaced)
        #expect(catalog.titleSections.map { "\($0.name)@\($0.start)" } == ["#@0", "E@1", "G@2", "Z@4"])
        let anew = try await Fixture.catalog(movies: catalog.movies.filter { $0.slug != renamed.slug } + [renamed])
        #expect(catalog.titleSections == anew.titleSections)
    }

    /// A genre's, a year's and a decade's list by title jumps to each letter as the movie list
    /// does; a person's, which comes by role, has no letters. A movie retitled in place moves its
    /// letter in every list it is in, as a catalog made anew files it.
    @Test func aGenresListIsFiledByLetter() async throws {
        var catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-2001", title: "2001: A Space Odyssey", year: 2001, genres: ["Drama"], directors: ["Ann Lee"]),
            Fixture.movie("b-2000", title: "Ève", genres: ["Drama"]),
            // Released on a day: newest first, Drama's list is not by title.
            Fixture.movie("c-2000", title: "The Godfather", released: "2000-03-24", genres: ["Drama"]),
            Fixture.movie("d-2000", title: "Gattaca", genres: ["Crime"]), Fixture.movie("e-2000", title: "Heat", genres: ["Drama", "Crime"]),
        ])
        let drama = try Slug("drama"), crime = try Slug("crime")
        #expect(catalog.titleSections(in: .genres, drama).map { "\($0.name)@\($0.start)" } == ["#@0", "E@1", "G@2", "H@3"])
        #expect(catalog.titleSections(in: .genres, crime).map { "\($0.name)@\($0.start)" } == ["G@0", "H@1"])
        #expect(catalog.titleSections(in: .years, try Slug("2000")).map { "\($0.name)@\($0.start)" } == ["E@0", "G@1", "H@3"])
        #expect(catalog.titleSections(in: .decades, try Slug("2000s")).map(\.name) == ["#", "E", "G", "H"])
        #expect(catalog.titleSections(in: .people, try Slug("ann-lee")).isEmpty)
        let page2 = ShowTermUseCase(catalog: catalog, taxonomy: .genres, pageSize: try PageSize(2)).execute(term: drama, page: 2)
        #expect(page2?.letters.map { "\($0.section.name) \($0.page) \($0.offset)" } == ["# 1 0", "E 1 1", "G 2 0", "H 2 1"])
        let byYear = ShowTermUseCase(catalog: catalog, taxonomy: .genres, pageSize: try PageSize(2)).execute(term: drama, page: 1, order: .year)
        #expect(byYear?.letters.isEmpty == true, "letters only by title")

        let renamed = Fixture.movie("e-2000", title: "Zodiac", genres: ["Drama", "Crime"])
        let replaced = catalog.replace(renamed, today: Fixture.date("2026-01-01"))
        #expect(replaced)
        #expect(catalog.titleSections(in: .genres, drama).map { "\($0.name)@\($0.start)" } == ["#@0", "E@1", "G@2", "Z@3"])
        #expect(catalog.titleSections(in: .genres, crime).map { "\($0.name)@\($0.start)" } == ["G@0", "Z@1"])
        let anew = try await Fixture.catalog(movies: catalog.movies.filter { $0.slug != renamed.slug } + [renamed])
        for (taxonomy, slug) in [(Taxonomy.genres, drama), (.genres, crime), (.years, try Slug("2000")), (.decades, try Slug("2000s"))] {
            #expect(catalog.titleSections(in: taxonomy, slug) == anew.titleSections(in: taxonomy, slug))
        }
    }

    /// Newest first orders a year's movies by release date, the undated after the dated, and a
    /// date saved in place moves its movie as a catalog made anew orders it.
    @Test func newestFirstOrdersAYearsMoviesByReleaseDate() async throws {
        var catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-2000", title: "A", released: "2000-03-01", genres: ["Drama"]), Fixture.movie("b-2000", title: "B", genres: ["Drama"]),
            Fixture.movie("c-2000", title: "C", released: "2000-11-20", genres: ["Drama"]),
            Fixture.movie("d-2001", title: "D", year: 2001, genres: ["Drama"]), Fixture.movie("e-2000", title: "E", genres: ["Drama"]),
        ])
        let year = try Slug("2000"), drama = try Slug("drama")
        func titles(_ catalog: Catalog) -> [String] {
            [catalog.movies(in: .year, 0..<9), catalog.movies(in: .years, year, order: .year, 0..<9),
             catalog.movies(in: .genres, drama, order: .year, 0..<9)].map { $0.map(\.title).joined() }
        }
        #expect(titles(catalog) == ["DCABE", "CABE", "DCABE"])
        let redated = Fixture.movie("e-2000", title: "E", released: "2000-12-31", genres: ["Drama"])
        let replaced = catalog.replace(redated, today: Fixture.date("2026-01-01"))
        #expect(replaced)
        #expect(titles(catalog) == ["DECAB", "ECAB", "DECAB"])
        let anew = try await Fixture.catalog(movies: catalog.movies.filter { $0.slug != redated.slug } + [redated])
        #expect(titles(anew) == titles(catalog))
    }

    /// Punctuation before a title's first letter is not filed by, nor is an article after it;
    /// letters written as two are filed as two.
    @Test func titlesAreFiledByTheirFirstWordsLetter() async throws {
        let titles = ["¡Three Amigos!", "“Crocodile” Dundee", "...And Justice for All", "The 'Burbs", "Æon Flux", "Œdipe roi", "(500) Days of Summer",
                      "Zodiac", "?!", "The", "Aeon", "Brazil"]
        let catalog = try await Fixture.catalog(movies: titles.indices.map { Fixture.movie("m-\($0)-2000", title: titles[$0]) })
        #expect(catalog.movies.map(\.title) == ["(500) Days of Summer", "?!", "Aeon", "Æon Flux", "...And Justice for All", "Brazil", "The 'Burbs",
                                                "“Crocodile” Dundee", "Œdipe roi", "The", "¡Three Amigos!", "Zodiac"])
        #expect(catalog.titleSections.map { "\($0.name)@\($0.start)" } == ["#@0", "A@2", "B@5", "C@7", "O@8", "T@9", "Z@11"])
    }

    /// A surname keeps the capitalised particles before it; one in lower case stays with the given names.
    @Test func surnamesKeepTheirCapitalisedParticles() async throws {
        let names = ["Robert De Niro", "Guillermo del Toro", "Dick Van Dyke", "Brian De Palma", "Erich von Stroheim", "Lana Del Rey", "De Niro",
                     "Da Vinci Smith"]
        let catalog = try await Fixture.catalog(movies: names.indices.map { Fixture.movie("m-\($0)-2000", directors: [names[$0]]) })
        #expect(catalog.terms(.directors).map(\.name)
            == ["Robert De Niro", "Brian De Palma", "Lana Del Rey", "De Niro", "Da Vinci Smith", "Erich von Stroheim", "Guillermo del Toro", "Dick Van Dyke"])
    }

    /// A movie that names a person twice, spelt alike or not, is on their page once.
    @Test func aPersonNamedTwiceByAMovieHasItOnce() async throws {
        var movie = Fixture.movie("m-2000", directors: ["Ann Lee", "ANN LEE"])
        movie.cast = ["Bo Kim", "Ann Lee", "bo kim"]
        let catalog = try await Fixture.catalog(movies: [movie])
        #expect(catalog.movieCount(in: .directors, Fixture.slug("ann-lee")) == 1)
        #expect(catalog.movieCount(in: .people, Fixture.slug("ann-lee")) == 1)
        #expect(catalog.movieCount(in: .people, Fixture.slug("bo-kim")) == 1)
        #expect(catalog.terms(.people).map(\.name) == ["Bo Kim", "ANN LEE"])
    }

    /// A person, a genre or a name of the site's own spelt two ways is one term, and every movie
    /// shows it under the one name its page has (the spelling that sorts first), not as its own
    /// file spells it: the movie's page, its card and its JSON view read the movie so.
    @Test func everyMovieShowsATermUnderItsOneName() async throws {
        let venue = FieldTaxonomy(key: "venue", title: "Venues")
        var first = Fixture.movie("a-2001", genres: ["science fiction"], directors: ["Bong Joon Ho", "bong joon-ho"])
        first.cast = ["song kang ho", "Park So-dam", "Song Kang-ho"]
        first.extra = ExtraFields([.init(key: "venue", value: .list([.text("the odeon"), .number(7), .text("The Odeon")]))])
        var second = Fixture.movie("b-2002", genres: ["Science Fiction"], directors: ["Bong Joon-ho"])
        second.cast = ["Song Kang-ho"]
        second.extra = ExtraFields([.init(key: "venue", value: .text("The Odeon"))])
        // A number is a name as it is written, unless another movie spells its term first.
        var third = Fixture.movie("c-2003")
        third.extra = ExtraFields([.init(key: "venue", value: .decimal("7.5"))])
        var fourth = Fixture.movie("d-2004")
        fourth.extra = ExtraFields([.init(key: "venue", value: .text("7,5"))])
        var fifth = Fixture.movie("e-2005"), sixth = Fixture.movie("f-2006"), seventh = Fixture.movie("g-2007")
        fifth.extra = ExtraFields([.init(key: "venue", value: .decimal("8.5"))])
        sixth.extra = ExtraFields([.init(key: "venue", value: .number(9))])
        seventh.extra = ExtraFields([.init(key: "venue", value: .text("#9"))])
        let catalog = try await Fixture.catalog(movies: [first, second, third, fourth, fifth, sixth, seventh], taxonomies: [venue])
        for slug in ["a-2001", "b-2002"] {
            let movie = try #require(catalog.movie(Fixture.slug(slug)))
            #expect(movie.genres.map(\.name) == ["Science Fiction"])
            #expect(movie.directors == ["Bong Joon Ho"])
            #expect(movie.cast.first == "Song Kang-ho")
            #expect(venue.terms(in: movie.extra).first?.name == "The Odeon")
        }
        // Each name once, where it first is; an order's place keeps every item, each where a
        // date is (SiteOrderTests), and its terms name it once.
        let shown = try #require(catalog.movie(Fixture.slug("a-2001")))
        #expect(shown.cast == ["Song Kang-ho", "Park So-dam"])
        #expect(shown.extra.entries.first?.value == .list([.text("The Odeon"), .number(7)]))
        let placed = try await Fixture.catalog(movies: [first, second], taxonomies: [venue], orders: [FieldOrder(key: "screened", place: "venue")])
        #expect(placed.movie(Fixture.slug("a-2001"))?.extra.entries.first?.value == .list([.text("The Odeon"), .number(7), .text("The Odeon")]))
        #expect(venue.terms(in: shown.extra).map(\.name) == ["The Odeon", "7"])
        #expect(catalog.movie(Fixture.slug("c-2003"))?.extra.entries.first?.value == .text("7,5"))
        #expect(catalog.movie(Fixture.slug("e-2005"))?.extra.entries.first?.value == .decimal("8.5"))
        #expect(catalog.movie(Fixture.slug("f-2006"))?.extra.entries.first?.value == .text("#9"))
        #expect(catalog.terms(.directors).map(\.name) == ["Bong Joon Ho"])
        #expect(catalog.terms(.people).map(\.name).contains("Song Kang-ho"))
    }

    /// Names of plain ASCII words are filed as the others are, by the slug of surname then given
    /// names: case folded, words joined by hyphens, accents and punctuation as slugs treat them.
    @Test func plainAndAccentedNamesAreFiledAlike() async throws {
        let names = ["Zoe Varda", "Agnès Varda", "Bob O'Hara", "Ann Ohara", "Al Varda-Smith", "Jo Vardas", "ANNA Varda", "R2 Varda"]
        let catalog = try await Fixture.catalog(movies: names.indices.map { Fixture.movie("m-\($0)-2000", directors: [names[$0]]) })
        #expect(catalog.terms(.directors).map(\.name)
            == ["Bob O'Hara", "Ann Ohara", "Agnès Varda", "ANNA Varda", "R2 Varda", "Al Varda-Smith", "Zoe Varda", "Jo Vardas"])
    }

    /// A year's page leads to the years before and after it that movies came out in, skipping
    /// the years none did; the first and last lead one way only.
    @Test func aYearOrADecadeKnowsItsNeighboursInTime() async throws {
        let catalog = try await Fixture.catalog(movies: [1962, 1968, 1975, 2005].map { Fixture.movie("m-\($0)", year: $0) })
        func neighbours(_ taxonomy: Taxonomy, _ slug: String) -> String {
            let (earlier, later) = catalog.chronologicalNeighbours(taxonomy, of: Fixture.slug(slug))
            return "\(earlier?.name ?? "-") \(later?.name ?? "-")"
        }
        #expect(neighbours(.years, "1968") == "1962 1975")
        #expect(neighbours(.years, "1962") == "- 1968")
        #expect(neighbours(.years, "2005") == "1975 -")
        #expect(neighbours(.years, "1990") == "- -")
        #expect(neighbours(.decades, "1970s") == "1960s 2000s")
        let page = try #require(ShowTermUseCase(catalog: catalog, taxonomy: .years, pageSize: try PageSize(10)).execute(term: Fixture.slug("1975"), page: 1))
        #expect(page.earlier?.name == "1968" && page.later?.name == "2005")
        let genre = try await Fixture.catalog(movies: [Fixture.movie("m-2000", genres: ["Drama"])])
        #expect(ShowTermUseCase(catalog: genre, taxonomy: .genres, pageSize: try PageSize(10)).execute(term: Fixture.slug("drama"), page: 1)?.earlier == nil)
    }

    /// Two files of one title and year are the same film published twice: a warning at each file
    /// after the first; the same title in another year is another film, and so is one whose
    /// directors are named and none of them the other's.
    @Test func oneFilmInTwoFilesIsAWarning() async throws {
        let movies = [Fixture.movie("arrival-2016", title: "Arrival", year: 2016, directors: ["Denis Villeneuve"]),
                      Fixture.movie("arrival", title: "ARRIVAL", year: 2016),
                      Fixture.movie("arrival-1996", title: "Arrival", year: 1996),
                      Fixture.movie("hamlet-1948", title: "Hamlet", year: 1948, directors: ["Laurence Olivier"]),
                      Fixture.movie("hamlet-1948-b", title: "Hamlet", year: 1948, directors: ["Someone Else"]),
                      Fixture.movie("hamlet-1948-c", title: "Hamlet", year: 1948, directors: ["Someone Else", "laurence olivier"])]
        let useCase = LoadCatalogUseCase(movies: InMemoryMovieRepository(movies), users: InMemoryUserRepository([]), pages: InMemoryPageRepository([]))
        let warnings = try await useCase.execute(.init(today: Fixture.date("2026-01-01"))).warnings
        let hint = "    hint: delete one of the two files; if they are two films, name each one's `directors:` and they are told apart"
        #expect(warnings.map(\.description).sorted() == [
            "content/movies/arrival.md:1:1: warning: 'ARRIVAL' (2016) is published twice: content/movies/arrival-2016.md has it too\n" + hint,
            "content/movies/hamlet-1948-c.md:1:1: warning: 'Hamlet' (1948) is published twice: content/movies/hamlet-1948-b.md has it too\n" + hint,
            "content/movies/hamlet-1948.md:1:1: warning: 'Hamlet' (1948) is published twice: content/movies/hamlet-1948-c.md has it too\n" + hint,
        ])
    }

    /// A decade's page lists the years of it that movies came out in, with their counts.
    @Test func aDecadeKnowsItsYears() async throws {
        let catalog = try await Fixture.catalog(movies: [1969, 1970, 1975, 1975, 1979, 1980].enumerated().map {
            Fixture.movie("m\($0.offset)-\($0.element)", year: $0.element)
        })
        func years(_ decade: String) -> String {
            catalog.years(inDecade: Fixture.slug(decade)).map { "\($0.term.name):\($0.movieCount)" }.joined(separator: " ")
        }
        #expect(years("1970s") == "1979:1 1975:2 1970:1")
        #expect(years("1960s") == "1969:1")
        #expect(years("1990s") == "")
        let page = try #require(ShowTermUseCase(catalog: catalog, taxonomy: .decades, pageSize: try PageSize(10)).execute(term: Fixture.slug("1980s"), page: 1))
        #expect(page.years.map(\.term.name) == ["1980"])
        let year = try #require(ShowTermUseCase(catalog: catalog, taxonomy: .years, pageSize: try PageSize(10)).execute(term: Fixture.slug("1975"), page: 1))
        #expect(year.years.isEmpty)
    }

    @Test func termsSortAsReadersExpectNotByCodePoint() async throws {
        let catalog = try await Fixture.catalog(movies: [
            Fixture.movie("a-2000", directors: ["Christopher Nolan"]), Fixture.movie("b-2000", directors: ["Céline Sciamma"]),
            Fixture.movie("c-2000", directors: ["agnès varda"]),
        ])
        // People by surname, as a library files them, and shown as written.
        #expect(catalog.terms(.directors).map(\.name) == ["Christopher Nolan", "Céline Sciamma", "agnès varda"])
        let genres = try await Fixture.catalog(movies: [Fixture.movie("a-2000", genres: ["War Film"]), Fixture.movie("b-2000", genres: ["Comedy"])])
        #expect(genres.terms(.genres).map(\.name) == ["Comedy", "War Film"])
        let users = try await Fixture.catalog(movies: [], users: [Fixture.user("emma", name: "Emma"), Fixture.user("elodie", name: "Élodie"),
                                                      Fixture.user("eddie", name: "eddie")])
        #expect(users.users.map(\.name) == ["eddie", "Élodie", "Emma"])
    }

    /// Names differing only after the 64 characters of a page's address are an error at the
    /// second movie naming one, whichever taxonomy they are in; spellings of one are one page.
    @Test func longNamesThatWouldBeOnePageAreAnError() async throws {
        let venue = FieldTaxonomy(key: "venue", title: "Venues")
        let series = "Thursday Night Retrospective: The Complete Films of Agnès Varda, Part"
        func movie(_ slug: String, venue name: String, cast: [String] = []) -> Movie {
            var movie = Fixture.movie(slug)
            movie.extra = ExtraFields([.init(key: "venue", value: .text(name), source: SourceLocation(path: movie.source.path, line: 7, column: 8))])
            movie.cast = cast
            return movie
        }
        let spellings = [movie("a-2001", venue: series + " One"), movie("b-2001", venue: series.uppercased() + " ONE!")]
        _ = try await Fixture.catalog(movies: spellings, taxonomies: [venue])
        let person = "Maximiliana Theodora Wilhelmina Bartholomew-Fitzgerald von Habsburg"
        let clashing = spellings + [movie("c-2001", venue: series + " Two", cast: [person + " Lothringen"]),
                                    movie("d-2001", venue: "Back room", cast: [person + " Este"])]
        do throws(DiagnosticList) {
            _ = try await Fixture.catalog(movies: clashing, taxonomies: [venue])
            Issue.record("expected the clash to be an error")
        } catch {
            #expect(error.diagnostics.map(\.headline) == [
                "content/movies/c-2001.md:7:8: error: '\(series) Two' and '\(series) One' (content/movies/a-2001.md) would be one page: a page's address keeps the first 64 characters of a name",
                "content/movies/d-2001.md:1:1: error: '\(person) Este' and '\(person) Lothringen' (content/movies/c-2001.md) would be one page: a page's address keeps the first 64 characters of a name",
            ])
        }
    }

    @Test func aMovieNamingOneDirectorTwiceIsListedOnce() async throws {
        let catalog = try await Fixture.catalog(movies: [Fixture.movie("a-2000", directors: ["Agnès Varda", "Agnes Varda"])])
        #expect(catalog.terms(.directors).map(\.name) == ["Agnes Varda"])
        #expect(catalog.movies(in: .directors, Fixture.slug("agnes-varda")).count == 1)
    }

    @Test func topRatedRanksOnlyMoviesWithEnoughReviews() async throws {
        #expect(ListTopRatedMoviesUseCase(catalog: catalog).execute().map(\.title) == ["Memento", "Heat"])
        #expect(ListTopRatedMoviesUseCase(catalog: catalog, limit: 1).execute().map(\.title) == ["Memento"])
        #expect(ListTopRatedMoviesUseCase(catalog: catalog).ranked().map { "\($0.movie.title) \($0.rank)" } == ["Memento 1", "Heat 2"])
    }

    /// Two five-star reviews rank below five of four and a half: each average is weighed as if
    /// two more reviews had given it three stars. One review ranks after, and no review last.
    @Test func bestRatedWeighsEachAverageByHowManyGaveIt() async throws {
        let reviewers = ["a", "b", "c", "d", "e"]
        func movie(_ slug: String, _ ratings: [Double]) -> Movie {
            Fixture.movie(slug, title: slug, reviews: zip(reviewers, ratings).map { Fixture.review($0, $1, movie: slug) })
        }
        let catalog = try await Fixture.catalog(movies: [
            movie("two-fives-2000", [5, 5]), movie("five-four-and-halves-2000", [4.5, 4.5, 4.5, 4.5, 4.5]), movie("one-five-2000", [5]),
            movie("unrated-2000", []), movie("one-one-2000", [1]), movie("two-fours-2000", [4, 4]), movie("four-fours-2000", [4, 4, 4, 4]),
        ], users: reviewers.map { Fixture.user($0) })
        let order = ["five-four-and-halves-2000", "two-fives-2000", "four-fours-2000", "two-fours-2000", "one-five-2000", "one-one-2000", "unrated-2000"]
        #expect(catalog.movies(in: .rating, 0..<7).map(\.title) == order)
        // The home page's shelf is the list's start, among movies with enough reviews.
        #expect(ListTopRatedMoviesUseCase(catalog: catalog, limit: 5).execute().map(\.title) == Array(order.prefix(4)))
    }

    @Test func newestMoviesGoByReleaseDateElseYear() async {
        #expect(ListNewestMoviesUseCase(catalog: catalog).execute().map(\.title) == ["Arrival", "Memento", "Heat", "Alien"])
        #expect(ListNewestMoviesUseCase(catalog: catalog, limit: 2).execute().map(\.title) == ["Arrival", "Memento"])
        // The best rated, shown in their own shelf, are left out and the shelf filled from further
        // down; where too few others are left, with the newest of them after all, in their place.
        let top = ListTopRatedMoviesUseCase(catalog: catalog).execute()
        #expect(top.map(\.title) == ["Memento", "Heat"])
        #expect(ListNewestMoviesUseCase(catalog: catalog, limit: 2).execute(apartFrom: top).map(\.title) == ["Arrival", "Alien"])
        #expect(ListNewestMoviesUseCase(catalog: catalog, limit: 3).execute(apartFrom: top).map(\.title) == ["Arrival", "Memento", "Alien"])
        #expect(ListNewestMoviesUseCase(catalog: catalog, limit: 2).execute(apartFrom: catalog.movies).map(\.title) == ["Arrival", "Memento"])
    }

    @Test func latestReviewsComeNewestFirstWithTheirAuthors() async {
        #expect(ListLatestReviewsUseCase(catalog: catalog, limit: 3).execute().map { "\($0.author.name)/\($0.movie.title)" }
            == ["Bob/Heat", "Bob/Memento", "Ada/Memento"])
    }
}
