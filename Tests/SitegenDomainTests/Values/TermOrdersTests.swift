@testable import SitegenDomain
import SitegenTestSupport
import Testing

/// Which orders a term's list comes in (`Catalog.orders(of:_:)`): by title always, and another
/// only where it puts the term's movies otherwise. Otherwise its pages are the list by title
/// again, under another name.
struct TermOrdersTests {
    static let screened = FieldOrder(key: "screened")

    static func movie(_ slug: String, year: Int, released: String? = nil, genres: [String], reviews: [Review] = [],
                      screened: String? = nil) -> Movie {
        var movie = Fixture.movie(slug, year: year, released: released, genres: genres, reviews: reviews)
        movie.extra = ExtraFields(screened.map { [.init(key: "screened", value: .text($0))] } ?? [])
        return movie
    }

    @Test func anOrderIsOfferedOnlyWhereItPutsTheMoviesOtherwiseThanByTitle() async throws {
        let catalog = try await Fixture.catalog(movies: [
            // Drama: Cedar, last by title, newest, the one reviewed and the one screened.
            Self.movie("amber", year: 1991, genres: ["Drama"]),
            Self.movie("birch", year: 1991, genres: ["Drama", "Comedy"]),
            Self.movie("cedar", year: 1992, genres: ["Drama", "War"], reviews: [Fixture.review("ada", 4)], screened: "2021-04-29"),
            // Comedy: one year, released on two days; screened the same day twice.
            Self.movie("dune", year: 1991, released: "1991-03-01", genres: ["Comedy"], screened: "2022-01-01"),
            Self.movie("elm", year: 1991, released: "1991-05-01", genres: ["Comedy", "Noir"], screened: "2022-01-01"),
            // Noir: two movies that tie in every order but by title.
            Self.movie("fir", year: 1991, released: "1991-05-01", genres: ["Noir"], screened: "2022-01-01"),
            // Western: the one reviewed and dated comes first by title too.
            Self.movie("gum", year: 1993, genres: ["Western"], reviews: [Fixture.review("ada", 5)], screened: "2020-01-01"),
            Self.movie("hazel", year: 1993, genres: ["Western"]),
        ], users: [Fixture.user("ada")], orders: [Self.screened])
        func orders(_ taxonomy: Taxonomy, _ term: String) -> [MovieOrder] { catalog.orders(of: taxonomy, Fixture.slug(term)) }

        #expect(orders(.genres, "drama") == [.title, .year, .rating, .field("screened")])
        // Within a year, newest first goes by release date: Comedy's differ, then a date its
        // undated Birch lacks. Nobody reviewed them.
        #expect(orders(.genres, "comedy") == [.title, .year, .field("screened")])
        #expect(orders(.genres, "noir") == [.title])
        // Best rated first and by date would be Gum, Hazel: the list by title again.
        #expect(orders(.genres, "western") == [.title])
        // One movie: nothing to order.
        #expect(orders(.genres, "war") == [.title])
        #expect(orders(.years, "1992") == [.title])
        #expect(orders(.years, "1991") == [.title, .year, .field("screened")])
        #expect(orders(.decades, "1990s") == [.title, .year, .rating, .field("screened")])
        // A person's list has one order, and a term no movie names none at all in use.
        #expect(catalog.orders(of: .people, Fixture.slug("nobody")) == [.title])

        // The use case offers no page in an order the term does not come in.
        let genre = ShowTermUseCase(catalog: catalog, taxonomy: .genres, pageSize: try PageSize(10))
        #expect(genre.execute(term: Fixture.slug("noir"), page: 1, order: .year) == nil)
        #expect(genre.execute(term: Fixture.slug("comedy"), page: 1, order: .year)?.orders == [.title, .year, .field("screened")])
    }
}
