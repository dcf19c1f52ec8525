import SitegenDomain
import Testing

struct CalendarDateTests {
    @Test(arguments: ["2010-07-16", "2024-02-29", "2000-02-29", "1895-12-28", "0999-01-05", "9999-12-31", "0001-01-01"])
    func parsesRealDays(_ text: String) async throws {
        #expect(try CalendarDate(iso8601: text).description == text)
    }

    @Test(arguments: ["2021-02-30", "2021-13-45", "1900-02-29", "2021-04-31", "2021-00-10"])
    func refusesDaysThatDoNotExistInsteadOfRollingOver(_ text: String) async {
        #expect(throws: CalendarDateError.self) { try CalendarDate(iso8601: text) }
    }

    @Test(arguments: ["tuesday", "2021-5-1", "21-05-01", "2021/05/01", "2021-05-01T10:00", "", "２０２１-05-01", "2021-05-0x", "2021--05-01", "+2021-5-01"])
    func refusesAnythingButYearMonthDay(_ text: String) async {
        #expect(throws: CalendarDateError.notADate(text)) { try CalendarDate(iso8601: text) }
    }

    @Test(arguments: [(0, "1970-01-01"), (-1, "1969-12-31"), (10_957, "2000-01-01"), (11_016, "2000-02-29"),
                      (20_415, "2025-11-23"), (47_482, "2100-01-01"), (2_932_896, "9999-12-31")])
    func countsDaysSince1970(_ days: Int, _ text: String) async throws {
        #expect(try CalendarDate(daysSince1970: days).description == text)
        #expect(try CalendarDate(iso8601: text).daysSince1970 == days)
    }

    /// Every day of four centuries, leap days and century years among them, follows the one before.
    @Test func daysSince1970FollowEachOther() async throws {
        var previous = try CalendarDate(daysSince1970: -146_097)
        #expect(previous.description == "1570-01-01")
        for days in -146_096...146_097 {
            let date = try CalendarDate(daysSince1970: days)
            let next = try? CalendarDate(year: previous.year, month: previous.month, day: previous.day + 1)
            let expected = try next ?? (previous.month == 12
                ? CalendarDate(year: previous.year + 1, month: 1, day: 1)
                : CalendarDate(year: previous.year, month: previous.month + 1, day: 1))
            #expect(date == expected && date.daysSince1970 == days, "day \(days)")
            if date != expected { return }
            previous = date
        }
    }

    @Test func ordersByDay() async throws {
        #expect(try CalendarDate(iso8601: "2020-12-31") < CalendarDate(iso8601: "2021-01-01"))
    }
}
