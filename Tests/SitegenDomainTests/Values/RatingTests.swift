import SitegenDomain
import Testing

struct RatingTests {
    @Test(arguments: [0.5, 1, 2.5, 4.5, 5])
    func acceptsHalfStepsFromHalfToFive(_ value: Double) async throws {
        #expect(try Rating(value).value == value)
    }

    @Test(arguments: [0, 4.3, 5.5, -1, 0.25, Double.nan, .infinity, -.infinity])
    func refusesEverythingElseIncludingNaN(_ value: Double) async {
        #expect(throws: RatingError.self) { try Rating(value) }
    }

    @Test func explainsTheRule() async {
        #expect(RatingError(value: 5.5).explanation == "rating must be between 0.5 and 5 in half steps (got 5.5)")
    }
}
