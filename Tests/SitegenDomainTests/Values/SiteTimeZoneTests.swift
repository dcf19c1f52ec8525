@testable import SitegenDomain
import Testing

/// The offset a screening's time says, across the nights the clocks change.
struct SiteTimeZoneTests {
    /// Paris in 2026: UTC+1, UTC+2 from 01:00Z on 29 March, UTC+1 again from 01:00Z on 25 October.
    private let paris = SiteTimeZone(name: "Europe/Paris", spans: [
        .init(since: 0, offset: 3600), .init(since: 1_774_746_000, offset: 7200, isDaylight: true), .init(since: 1_792_890_000, offset: 3600),
    ])

    private func designator(_ zone: SiteTimeZone, _ text: String) throws -> String? { zone.designator(of: try FieldDate(text)) }

    @Test func aTimeSaysItsOffsetThatDay() throws {
        #expect(try designator(paris, "2026-12-03 19:30") == "+01:00")
        #expect(try designator(paris, "2026-07-01 19:30") == "+02:00")
        #expect(try designator(paris, "2026-03-29 01:59") == "+01:00")
        #expect(try designator(paris, "2026-03-29 03:00") == "+02:00")
        // 02:30 is skipped that night, and passed twice in October: the offset before the change.
        #expect(try designator(paris, "2026-03-29 02:30") == "+01:00")
        #expect(try designator(paris, "2026-10-25 02:30") == "+02:00")
        #expect(try designator(paris, "2026-10-25 03:00") == "+01:00")
        // A day without a time is the whole day's: no offset.
        #expect(try designator(paris, "2026-12-03") == nil)
    }

    /// A film through the night the clocks change ends by the clock then: 161 minutes from 01:30
    /// on 25 October end at 03:11 summer time, which the clocks, gone back at 03:00, call 03:11
    /// less an hour.
    @Test func aFilmThroughTheNightTheClocksChangeEndsByTheClockThen() throws {
        let autumn = try #require(paris.end(of: try FieldDate("2026-10-25 01:30"), after: 161))
        #expect(autumn.date.description == "2026-10-25T03:11" && autumn.designator == "+01:00")
        let spring = try #require(paris.end(of: try FieldDate("2026-03-29 01:30"), after: 60))
        #expect(spring.date.description == "2026-03-29T03:30" && spring.designator == "+02:00")
        let plain = try #require(paris.end(of: try FieldDate("2026-12-31 22:30"), after: 161))
        #expect(plain.date.description == "2027-01-01T01:11" && plain.designator == "+01:00")
        #expect(paris.end(of: try FieldDate("2026-12-31"), after: 161) == nil)
    }

    @Test func utcIsZAndAZoneWestOfItIsBehind() throws {
        #expect(try designator(SiteTimeZone(name: "UTC", spans: []), "2026-12-03 19:30") == "Z")
        let newYork = SiteTimeZone(name: "America/New_York", spans: [.init(since: 0, offset: -18_000)])
        #expect(try designator(newYork, "2026-12-03 21:00") == "-05:00")
        let kolkata = SiteTimeZone(name: "Asia/Kolkata", spans: [.init(since: 0, offset: 19_800)])
        #expect(try designator(kolkata, "2026-12-03 21:00") == "+05:30")
    }
}
