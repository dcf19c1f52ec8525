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

    @Test(arguments: ["tuesday", "2021-5-1", "21-05-01", "2021/05/01", "2021-05-01T10:00", "", "２０２１-05-01"])
    func refusesAnythingButYearMonthDay(_ text: String) async {
        #expect(throws: CalendarDateError.notADate(text)) { try CalendarDate(iso8601: text) }
    }

    @Test func ordersByDay() async throws {
        #expect(try CalendarDate(iso8601: "2020-12-31") < CalendarDate(iso8601: "2021-01-01"))
    }
}
