@testable import SitegenCLI
import SitegenDomain
import Testing

/// The day a build is for is the site's zone's, through daylight saving time.
struct BuildClockTests {
    @Test func theDayIsTheZones() throws {
        let clock = BuildClock(secondsSince1970: 1_796_347_800)  // 2026-12-04T01:30Z
        #expect(clock.today(inZone: nil).description == "2026-12-04")
        #expect(clock.today(inZone: "UTC").description == "2026-12-04")
        #expect(clock.today(inZone: "America/New_York").description == "2026-12-03")  // 20:30, UTC−5
        let evening = BuildClock(secondsSince1970: 1_796_328_000)  // 2026-12-03T20:00Z
        #expect(evening.today(inZone: "Asia/Tokyo").description == "2026-12-04")  // 05:00, UTC+9
        #expect(evening.today(inZone: nil).description == "2026-12-03")
        // 22:30Z on 29 March, the night Paris moves to summer time at 01:00Z: 00:30 on the 30th
        // there at UTC+2, where the winter offset would have said 23:30 on the 29th.
        #expect(BuildClock(secondsSince1970: 1_774_823_400).today(inZone: "Europe/Paris").description == "2026-03-30")
        // 22:30Z on 28 June: midnight has passed in Paris (UTC+2 in summer), not in Reykjavik (UTC all year).
        let summer = BuildClock(secondsSince1970: 1_782_685_800)
        #expect(summer.today(inZone: "Europe/Paris").description == "2026-06-29")
        #expect(summer.today(inZone: "Atlantic/Reykjavik").description == "2026-06-28")
        #expect(BuildClock.fixed(on: try CalendarDate(year: 2026, month: 1, day: 2)).today(inZone: "Pacific/Kiritimati").description == "2026-01-02")
    }
}
