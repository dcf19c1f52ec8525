import SitegenDomain
@testable import SitegenPresentation
import SitegenTestSupport
import Testing

/// What a movie's card says beside its poster: who directed it, and in "More like this", why it
/// is there.
struct MovieCardTests {
    let settings = SiteSettings(title: "Club", baseURL: try! BaseURL("https://example.org/"))

    @Test func aCardNamesWhoDirectedIt() {
        let cards = MovieCardPresenter(router: Router(baseURL: settings.baseURL))
        #expect(cards.present(Fixture.movie("matrix-1999", directors: ["Lana Wachowski", "Lilly Wachowski"])).directors
                == "Lana Wachowski and Lilly Wachowski")
        #expect(cards.present(Fixture.movie("nobody-2000")).directors == nil)
    }

    /// On a person's page, the films they directed alone do not name them on every card; those
    /// they directed with someone else, or acted in, name the directors.
    @Test func aPersonsOwnPageDoesNotNameThemOnEveryCard() async throws {
        var acted = Fixture.movie("acted-2001", directors: ["Cy Ode"])
        acted.cast = ["Ann Lee"]
        let alone = Fixture.movie("alone-2002", directors: ["Ann Lee"]), together = Fixture.movie("together-2003", directors: ["Ann Lee", "Bo Kim"])
        let catalog = try await Fixture.catalog(movies: [acted, alone, together])
        let presenter = SitePresenter(catalog: catalog, settings: settings, router: Router(baseURL: settings.baseURL), markdown: FakeMarkdownRenderer())
        let page = try #require(try presenter.present(.term(.people, Fixture.slug("ann-lee"), page: 1)) as? TermDetailViewModel)
        let directors = Dictionary(uniqueKeysWithValues: page.groups.flatMap(\.movies).map { ($0.title, $0.directors ?? "-") })
        #expect(directors == ["acted-2001": "Cy Ode", "alone-2002": "-", "together-2003": "Ann Lee and Bo Kim"])
    }

    @Test func moreLikeThisSaysWhatTheMoviesShare() {
        var movie = Fixture.movie("heat-1995", genres: ["Crime", "Thriller"], directors: ["Michael Mann"])
        movie.cast = ["Al Pacino", "Robert De Niro", "Val Kilmer", "Jon Voight", "Tom Sizemore"]
        func likeness(genres: [String] = [], directors: [String] = [], cast: [String] = []) -> String? {
            var other = Fixture.movie("other-2000", genres: genres, directors: directors)
            other.cast = cast
            return MovieLikeness.of(other, to: movie)
        }
        #expect(likeness(directors: ["Michael Mann"], cast: ["Al Pacino"]) == "Also by Michael Mann")
        #expect(likeness(directors: ["Martin Scorsese"], cast: ["Robert De Niro"]) == "Also with Robert De Niro")
        #expect(likeness(cast: ["Jon Voight", "Val Kilmer", "Al Pacino"]) == "Also with Jon Voight, Val Kilmer and Al Pacino")
        #expect(likeness(cast: ["Jon Voight", "Val Kilmer", "Al Pacino", "Tom Sizemore"]) == "Also with Jon Voight, Val Kilmer and 2 more")
        // An actor who directs the other film is shared all the same.
        #expect(likeness(directors: ["Robert De Niro"]) == "Also with Robert De Niro")
        // Genres go unsaid: the card shows them.
        #expect(likeness(genres: ["Thriller", "Crime"]) == nil)
        #expect(likeness(genres: ["Thriller", "Comedy"]) == nil)
        #expect(likeness(genres: ["Comedy"], cast: ["Someone Else"]) == nil)
    }
}
