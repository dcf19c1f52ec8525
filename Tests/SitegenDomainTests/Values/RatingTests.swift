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
        #expect(RatingError(value: 5.5).explanation == "must be between 0.5 and 5 (got 5.5)")
        #expect(RatingError(value: 4.3).explanation == "must be in half steps, as 4 or 4.5 are (got 4.3)")
        #expect(RatingError(value: 7).explanation == "must be between 0.5 and 5 (got 7)")
        #expect(RatingError(value: .nan).explanation == "must be between 0.5 and 5 (got nan)")
    }
}
