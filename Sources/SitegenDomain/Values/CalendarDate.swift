/// A day in the Gregorian calendar, without time or zone: what a release or review date means.
///
/// Deliberately not Foundation's `Date`: its parsers roll impossible days over (`2021-02-30` becomes
/// March 2nd), which would hide a typo instead of reporting it.
public struct CalendarDate: Sendable, Encodable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) throws(CalendarDateError) {
        guard (1...9999).contains(year), (1...12).contains(month) else {
            throw CalendarDateError.impossibleDate(year: year, month: month, day: day)
        }
        guard (1...Self.daysIn(month: month, year: year)).contains(day) else {
            throw CalendarDateError.impossibleDate(year: year, month: month, day: day)
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` days after 1970-01-01 (before it, if negative), by arithmetic alone: asking
    /// Foundation's `Calendar` loaded its time zone and calendar data, half a millisecond of every build.
    public init(daysSince1970 days: Int) throws(CalendarDateError) {
        // Counted in 400-year eras from 0000-03-01, so that a leap day ends its year.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        try self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
                      day: dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
    }

    /// How many days after 1970-01-01 it is (negative before): the inverse of `init(daysSince1970:)`.
    public var daysSince1970: Int {
        let yearFromMarch = month <= 2 ? year - 1 : year
        let era = (yearFromMarch >= 0 ? yearFromMarch : yearFromMarch - 399) / 400
        let yearOfEra = yearFromMarch - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init(iso8601 text: String) throws(CalendarDateError) {
        // `YYYY-MM-DD` is ten ASCII bytes: '-' at 4 and 7, digits elsewhere.
        var numbers = (year: 0, month: 0, day: 0)
        let isDate = text.utf8.count == 10 && text.utf8.enumerated().allSatisfy { offset, byte in
            if offset == 4 || offset == 7 { return byte == UInt8(ascii: "-") }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case ..<4: numbers.year = numbers.year * 10 + digit
            case ..<7: numbers.month = numbers.month * 10 + digit
            default: numbers.day = numbers.day * 10 + digit
            }
            return true
        }
        guard isDate else { throw CalendarDateError.notADate(text) }
        try self.init(year: numbers.year, month: numbers.month, day: numbers.day)
    }

    /// `2010-07-16`
    /// `YYYY-MM-DD`, written digit by digit: every entry of the site map and the feed has one.
    public var description: String {
        var digits: [UInt8] = []
        digits.reserveCapacity(10)
        func append(_ number: Int, width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                digits.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
                divisor /= 10
            }
        }
        append(year, width: 4)
        digits.append(UInt8(ascii: "-"))
        append(month, width: 2)
        digits.append(UInt8(ascii: "-"))
        append(day, width: 2)
        return String(decoding: digits, as: UTF8.self)
    }

    /// A number that grows with the date (not a count of days: every month takes 31).
    var dayNumber: Int { year * 372 + month * 31 + day }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}

public enum CalendarDateError: Error, Sendable, Equatable {
    case notADate(String)
    case impossibleDate(year: Int, month: Int, day: Int)

    public var explanation: String {
        switch self {
        case .notADate(let text): "expected a date as YYYY-MM-DD (got \"\(text)\")"
        case .impossibleDate(let year, let month, let day): "\(year)-\(month)-\(day) is not a day in the calendar"
        }
    }
}
