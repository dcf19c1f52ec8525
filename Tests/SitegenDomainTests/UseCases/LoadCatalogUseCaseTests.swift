import SitegenDomain
import SitegenTestSupport
import Testing

struct LoadCatalogUseCaseTests {
    private func load(
        movies: [Movie], users: [User], unloadableUsers: Set<String> = [], unloadableMovies: Set<String> = [],
        includeDrafts: Bool = false
    ) async throws(DiagnosticList) -> LoadCatalogUseCase.Result {
        try await LoadCatalogUseCase(
            movies: InMemoryMovieRepository(movies, unloadable: unloadableMovies),
            users: InMemoryUserRepository(users, unloadable: unloadableUsers),
            pages: InMemoryPageRepository()
        ).execute(.init(includeDrafts: includeDrafts, today: Fixture.date("2026-01-01")))
    }

    private func messages(_ body: () async throws(DiagnosticList) -> Void) async -> [String] {
        do { try await body(); return [] } catch { return error.diagnostics.map(\.description) }
    }

    /// A review from the future is reported where its date is written, not at the review's first line.
    @Test func reportsEveryBrokenReferenceOfTheRunSortedByLocation() async {
        var future = Fixture.review("bob", 5, on: "2030-01-01", line: 20, movie: "alien-1979")
        future.dateSource = SourceLocation(path: "content/movies/alien-1979.md", line: 22, column: 11)
        let movie = Fixture.movie("alien-1979", reviews: [
            Fixture.review("ghost", 4, line: 8, movie: "alien-1979"),
            Fixture.review("ada", 4, line: 12, movie: "alien-1979"),
            Fixture.review("ada", 3, line: 16, movie: "alien-1979"),
            future,
        ])
        let users = [Fixture.user("ada", favorites: ["nope-2000"]), Fixture.user("bob")]
        #expect(await messages { () async throws(DiagnosticList) in _ = try await load(movies: [movie], users: users) } == [
            "content/movies/alien-1979.md:8:5: error: review by unknown user 'ghost'\n    hint: add content/users/ghost.json, or fix the id in 'user:'",
            "content/movies/alien-1979.md:16:5: error: user 'ada' already reviewed this movie at 12:5\n    hint: merge the two reviews into one",
            "content/movies/alien-1979.md:22:11: error: review date 2030-01-01 is in the future (today is 2026-01-01)\n"
                + "    hint: a review is dated the day it was written: check the year and the month",
            "content/users/ada.json:7:17: error: favorite names unknown movie 'nope-2000'\n    hint: favorites are movie slugs, the file names in content/movies/ without extension",
        ])
    }

    @Test func aFavoriteThatIsADraftSaysSo() async {
        let draft = Fixture.movie("secret-2024", draft: true)
        let result = await messages { () async throws(DiagnosticList) in _ = try await load(movies: [draft], users: [Fixture.user("ada", favorites: ["secret-2024"])]) }
        #expect(result.first?.hasPrefix("content/users/ada.json:7:17: error: favorite 'secret-2024' is a draft") == true)
    }

    @Test func draftsArePublishedOnlyWhenAskedFor() async throws {
        let movies = [Fixture.movie("a-2000"), Fixture.movie("b-2000", draft: true)]
        #expect(try await load(movies: movies, users: []).catalog.movies.map(\.slug.rawValue) == ["a-2000"])
        #expect(try await load(movies: movies, users: [], includeDrafts: true).catalog.movies.count == 2)
        #expect(try await load(movies: movies, users: []).catalog.draftSlugs == [Fixture.slug("b-2000")])
    }

    @Test func referencesToFilesThatAlreadyFailedAreNotReportedTwice() async {
        let movie = Fixture.movie("alien-1979", reviews: [Fixture.review("broken-user", 4)])
        let user = Fixture.user("ada", favorites: ["broken-movie"])
        #expect(await messages { () async throws(DiagnosticList) in
            _ = try await load(movies: [movie], users: [user], unloadableUsers: ["broken-user"], unloadableMovies: ["broken-movie"])
        } == [])
    }

    @Test func repositoryDiagnosticsComeThroughAndWarningsDoNotStopTheBuild() async throws {
        let warning = Diagnostic(.warning, at: Fixture.location("content/users/ada.json", 3, 3), "unknown key 'emial' is ignored")
        let result = try await LoadCatalogUseCase(
            movies: InMemoryMovieRepository([]), users: InMemoryUserRepository([Fixture.user("ada")], diagnostics: [warning]),
            pages: InMemoryPageRepository()
        ).execute(.init(today: Fixture.date("2026-01-01")))
        #expect(result.warnings == [warning])
    }
}
