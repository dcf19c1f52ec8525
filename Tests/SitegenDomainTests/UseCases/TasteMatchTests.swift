import SitegenDomain
import SitegenTestSupport
import Testing

/// `TasteMatch.closest`: who rates nearest to a reviewer, over at least three movies both rated.
struct TasteMatchTests {
    /// Each reviewer's ratings of four movies, nil for a movie they did not review.
    private func catalog(_ ratings: [String: [Double?]]) async throws -> Catalog {
        let movies = (0..<4).map { number in
            Fixture.movie("film-\(number)-2000", reviews: ratings.keys.sorted().compactMap { reviewer in
                ratings[reviewer]![number].map { Fixture.review(reviewer, $0, movie: "film-\(number)-2000") }
            })
        }
        return try await Fixture.catalog(movies: movies, users: ratings.keys.sorted().map { Fixture.user($0) })
    }

    private func closest(to reviewer: String, in catalog: Catalog) -> [String] {
        TasteMatch.closest(to: catalog.reviews(by: Fixture.slug(reviewer)), reviewsOf: catalog.reviews(of:)).map {
            "\($0.reviewer.id) \($0.sharedMovies) \($0.halfStarsApart)"
        }
    }

    @Test func nearestOnAverageFirstThenMoreInCommonThenById() async throws {
        let catalog = try await catalog([
            "ada": [4, 3, 5, 2],
            // Half a star from Ada on every movie: 1 half star apart on average, over four.
            "bob": [4.5, 3.5, 4.5, 2.5],
            // The same average over three: after Bob, who shares more.
            "cy": [4.5, 2.5, 4.5, nil],
            // As near as Cy, over as many: after Cy, by id.
            "dee": [3.5, 3.5, 4.5, nil],
            // Identical over two: too few to tell.
            "eve": [4, 3, nil, nil],
            // Far apart over four: the fourth, beyond the three shown.
            "fay": [1, 1, 1, 5],
        ])
        #expect(closest(to: "ada", in: catalog) == ["bob 4 1.0", "cy 3 1.0", "dee 3 1.0"])
        // Eve shares two movies with everyone: no one to show.
        #expect(closest(to: "eve", in: catalog).isEmpty)
    }

    @Test func aReviewerWithoutReviewsHasNoMatches() async throws {
        let catalog = try await catalog(["ada": [4, 3, 5, 2], "bob": [nil, nil, nil, nil]])
        #expect(closest(to: "bob", in: catalog).isEmpty)
        #expect(closest(to: "ada", in: catalog).isEmpty)
    }
}
