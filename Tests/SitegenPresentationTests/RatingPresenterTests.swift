import SitegenDomain
import SitegenPresentation
import SitegenTestSupport
import Testing

/// Ratings as data: computed by the presenter, so the theme only draws them.
struct RatingPresenterTests {
    let presenter = RatingPresenter(router: Router(baseURL: try! BaseURL("https://example.org/")))

    @Test func aDistributionHasTenHalfStarBarsScaledToTheTallest() throws {
        let distribution = try #require(presenter.distribution(of: [5, 5, 4.5, 0.5].map(Fixture.rating)))
        #expect(distribution.bars.map(\.label) == ["½", "1", "1½", "2", "2½", "3", "3½", "4", "4½", "5"])
        #expect(distribution.bars.map(\.count) == ["1", "0", "0", "0", "0", "0", "0", "0", "1", "2"])
        #expect(distribution.bars.map(\.height) == ["50", "0", "0", "0", "0", "0", "0", "0", "50", "100"])
        #expect(distribution.summary == "4 ratings: 2 of 5, 1 of 4½ and 1 of ½.")
        #expect(presenter.distribution(of: []) == nil)
    }

    @Test func aReviewersProfileCountsTheGenresAndPeopleTheyReviewMost() async throws {
        var heat = Fixture.movie("heat-1995", title: "Heat", genres: ["Crime", "Thriller"], directors: ["Michael Mann"],
                                 reviews: [Fixture.review("ada", 4, movie: "heat-1995")])
        heat.cast = ["Al Pacino"]
        var insider = Fixture.movie("insider-1999", title: "The Insider", genres: ["Drama", "Thriller"], directors: ["Michael Mann"],
                                    reviews: [Fixture.review("ada", 5, movie: "insider-1999")])
        insider.cast = ["Al Pacino", "Russell Crowe"]
        let alien = Fixture.movie("alien-1979", title: "Alien", genres: ["Horror"], reviews: [Fixture.review("ada", 3.5, movie: "alien-1979")])
        let catalog = try await Fixture.catalog(movies: [heat, insider, alien], users: [Fixture.user("ada")])
        let profile = try #require(presenter.profile(of: catalog.reviews(by: Fixture.slug("ada"))))
        #expect(profile.average == "4.2")
        // Only what was reviewed at least twice, most first, ties by name.
        #expect(profile.genres.map { "\($0.title) \($0.count)" } == ["Thriller 2 movies"])
        #expect(profile.people.map { "\($0.title) \($0.count)" } == ["Al Pacino 2 movies", "Michael Mann 2 movies"])
        #expect(profile.people[1].url == "/people/michael-mann/")
        // A list with no one in it is said to be empty, for a theme to leave it out.
        #expect(profile.hasGenres && profile.hasPeople && !profile.hasClosestTastes)
        let once = try #require(presenter.profile(of: catalog.reviews(by: Fixture.slug("ada")).filter { $0.movie.slug.rawValue == "alien-1979" }))
        #expect(!once.hasGenres && !once.hasPeople)
    }
}
