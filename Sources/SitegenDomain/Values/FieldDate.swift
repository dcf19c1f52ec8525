/// A date of a site's own order (`screened: 2026-12-03`), with the time it starts at where the
/// site gives one (`screened: 2026-12-03 19:30`): a film club's programme says when the doors
/// open, and a subscribed calendar puts the screening at its hour rather than over the whole day.
///
/// The time is the club's own clock, with no zone: the people who come live where the club is.
public struct FieldDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let day: CalendarDate
    public let time: TimeOfDay?

    public init(day: CalendarDate, time: TimeOfDay? = nil) {
        self.day = day
        self.time = time
    }

    /// Parses `YYYY-MM-DD`, or that with a time `HH:MM` after a space or a `T`
    /// (`2026-12-03 19:30`, `2026-12-03T19:30`).
    public init(_ text: String) throws(CalendarDateError) {
        let utf8 = text.utf8
        guard utf8.count > 10 else {
            day = try CalendarDate(iso8601: text)
            time = nil
            return
        }
        let separator = utf8[utf8.index(utf8.startIndex, offsetBy: 10)]
        guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "T"),
              let clock = TimeOfDay(String(decoding: utf8.dropFirst(11), as: UTF8.self)) else { throw CalendarDateError.notADate(text) }
        day = try CalendarDate(iso8601: String(decoding: utf8.prefix(10), as: UTF8.self))
        time = clock
    }

    /// `2026-12-03`, or `2026-12-03T19:30`: as HTML's `datetime` and schema.org want it.
    public var description: String { time.map { "\(day)T\($0)" } ?? day.description }

    /// By day, a day's untimed date before its timed ones.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.day, lhs.time?.minutesSinceMidnight ?? -1) < (rhs.day, rhs.time?.minutesSinceMidnight ?? -1)
    }
}

/// A time on a 24-hour clock, to the minute: `19:30`.
public struct TimeOfDay: Sendable, Hashable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    /// Parses exactly `HH:MM`, 00:00 to 23:59.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
        let digits = [bytes[0], bytes[1], bytes[3], bytes[4]].map { Int($0) - Int(UInt8(ascii: "0")) }
        guard digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
        let (hour, minute) = (digits[0] * 10 + digits[1], digits[2] * 10 + digits[3])
        guard hour < 24, minute < 60 else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// - Precondition: `0 ..< minutesInADay`.
    public init(minutesSinceMidnight minutes: Int) {
        precondition((0..<Self.minutesInADay).contains(minutes))
        hour = minutes / 60
        minute = minutes % 60
    }

    public var minutesSinceMidnight: Int { hour * 60 + minute }
    public static let minutesInADay = 24 * 60

    /// `19:30`
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
