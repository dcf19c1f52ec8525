import SitegenDomain
import SitegenTestSupport
import Testing

/// A site's own date may give a time: `2026-12-03 19:30` or `2026-12-03T19:30`, on a 24-hour
/// clock to the minute; anything else that is not a plain day is not a date.
struct FieldDateTests {
    @Test func aDateMayGiveATimeOnA24HourClock() throws {
        #expect(try FieldDate("2026-12-03") == FieldDate(day: Fixture.date("2026-12-03")))
        let evening = try FieldDate("2026-12-03 19:30")
        #expect(evening.day == Fixture.date("2026-12-03") && evening.time?.description == "19:30")
        #expect(try FieldDate("2026-12-03T09:05").description == "2026-12-03T09:05")
        #expect(try FieldDate("2026-12-03 00:00").time?.minutesSinceMidnight == 0)
        for text in ["2026-12-03 24:00", "2026-12-03 19:60", "2026-12-03 7:30", "2026-12-03 19:30:00", "2026-12-03  19:30",
                     "2026-12-03_19:30", "2026-12-03 ", "2026-02-30 19:30", "2026-12-3 19:30", "2026-12-03 19h30", "2026-12-03 ١٩:٣٠"] {
            #expect(throws: CalendarDateError.self, "\(text)") { try FieldDate(text) }
        }
    }

    /// A day's date without a time comes before its timed ones, which come by their time.
    @Test func datesComeByDayThenTime() throws {
        let written = ["2026-12-03 20:00", "2026-12-04", "2026-12-03 18:30", "2026-12-03"]
        #expect(try written.map(FieldDate.init).sorted().map(\.description)
            == ["2026-12-03", "2026-12-03T18:30", "2026-12-03T20:00", "2026-12-04"])
    }
}
