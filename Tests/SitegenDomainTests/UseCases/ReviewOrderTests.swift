import SitegenDomain
import SitegenTestSupport
import Testing

/// The catalog sorts reviews by an integer key made of the date and the movie's and author's
/// positions; the order must be exactly the one `newestFirst` spells out (newest first, then
/// movie slug, then author id), across years, months and ties.
struct ReviewOrderTests {
    @Test func theCatalogsReviewOrderIsNewestFirstThenMovieThenAuthor() async throws {
        var generator = SeededGenerator(seed: 7)
        let authors = ["zed", "ada", "bob", "cy", "al"]
        let dates = ["2019-12-31", "2020-01-01", "2020-01-31", "2020-02-01", "2020-12-31", "2021-01-01", "1999-06-15"]
        let movies = (0..<40).map { index in
            let reviewers = authors.shuffled(using: &generator).prefix(Int.random(in: 0...authors.count, using: &generator))
            return Fixture.movie("movie-\(String(index * 7919 % 40, radix: 36))-\(index)", title: "T\(index % 5)",
                                 reviews: reviewers.map { Fixture.review($0, 3, on: dates.randomElement(using: &generator)!) })
        }
        let catalog = try await Fixture.catalog(movies: movies, users: authors.map { Fixture.user($0) })
        let all = catalog.allReviews
        #expect(all.count == movies.map(\.reviews.count).reduce(0, +))
        #expect(all.map(Self.key) == Self.newestFirst(all.shuffled(using: &generator)).map(Self.key))
        for movie in catalog.movies {
            #expect(catalog.reviews(of: movie.slug).map(Self.key) == all.filter { $0.movie.slug == movie.slug }.map(Self.key))
        }
        for author in authors {
            let id = Fixture.slug(author)
            #expect(catalog.reviews(by: id).map(Self.key) == all.filter { $0.author.id == id }.map(Self.key))
        }
    }

    /// The reviews' list takes its pages from that order, each page reading its own stretch: the
    /// pages together are the order, once each, and each page knows the date before its first.
    @Test func theReviewsListPagesTheOrder() async throws {
        let movies = (0..<7).map { index in
            Fixture.movie("m-\(index)", reviews: [Fixture.review("ada", 3, on: "2020-0\(index + 1)-01", movie: "m-\(index)"),
                                                 Fixture.review("bob", 4, on: "2020-0\(index + 1)-02", movie: "m-\(index)")])
        }
        let catalog = try await Fixture.catalog(movies: movies, users: [Fixture.user("ada"), Fixture.user("bob")])
        let list = ListReviewsUseCase(catalog: catalog, pageSize: try PageSize(5))
        #expect(list.pageCount == 3)
        let shown = (1...3).compactMap { list.execute(page: $0) }, pages = shown.map(\.reviews)
        #expect(pages.flatMap(\.items).map(Self.key) == catalog.allReviews.map(Self.key))
        #expect(pages.map(\.items.count) == [5, 5, 4] && list.execute(page: 4) == nil && list.execute(page: 0) == nil)
        #expect(shown.map(\.dateBefore) == [nil, pages[0].items.last?.review.date, pages[1].items.last?.review.date])
        // One read of the page's stretch with the review before it.
        let (_, reads) = CatalogReads.recording { list.execute(page: 2) }
        #expect(reads.reads == [.reviewCount, .reviewStretch(4..<10)])
    }

    /// The order as plainly as it can be written.
    private static func newestFirst(_ reviews: [PublishedReview]) -> [PublishedReview] {
        reviews.sorted { left, right in
            (right.review.date, left.movie.slug, left.author.id) < (left.review.date, right.movie.slug, right.author.id)
        }
    }

    private static func key(_ review: PublishedReview) -> String {
        "\(review.review.date) \(review.movie.slug) \(review.author.id)"
    }
}
