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
        #expect(clock.today(inZone: "Asia/Tokyo").description == "2026-12-04")
        // 22:30Z on 28 June: midnight has passed in Paris (UTC+2 in summer), not in Reykjavik (UTC all year).
        let summer = BuildClock(secondsSince1970: 1_782_685_800)
        #expect(summer.today(inZone: "Europe/Paris").description == "2026-06-29")
        #expect(summer.today(inZone: "Atlantic/Reykjavik").description == "2026-06-28")
        #expect(BuildClock.fixed(on: try CalendarDate(year: 2026, month: 1, day: 2)).today(inZone: "Pacific/Kiritimati").description == "2026-01-02")
    }
}
