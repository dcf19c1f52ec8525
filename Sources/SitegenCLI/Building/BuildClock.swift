import Foundation
import SitegenDomain

/// When a build is made, and so the day it is for: reviews dated later are errors, and a site's
/// own dates from it on are coming up (`Router.today`). The day is the site's, in the zone
/// `site.yml` names (`timeZone: America/New_York`), or UTC's where it names none: at 20:00 in New
/// York it is already tomorrow in UTC, and tonight's 21:00 screening had been "Screened".
struct BuildClock: Sendable {
    private let secondsSince1970: Int
    /// A test's day, whatever the zone.
    private let fixedDay: CalendarDate?

    /// The clock at `secondsSince1970`; a clock before 1970 is not worth a negative day.
    init(secondsSince1970: Int) {
        self.secondsSince1970 = max(secondsSince1970, 0)
        fixedDay = nil
    }

    private init(fixedDay: CalendarDate) {
        secondsSince1970 = 0
        self.fixedDay = fixedDay
    }

    static func now() -> BuildClock { BuildClock(secondsSince1970: Int(time(nil))) }

    /// A clock that is on `day` in every zone.
    static func fixed(on day: CalendarDate) -> BuildClock { BuildClock(fixedDay: day) }

    /// The day in the zone of an IANA name (`Europe/Paris`), as `site.yml` gives it (the loader
    /// has refused one that names no zone); UTC's for nil.
    func today(inZone name: String?) -> CalendarDate {
        if let fixedDay { return fixedDay }
        let instant = Date(timeIntervalSince1970: TimeInterval(secondsSince1970))
        let offset = name.flatMap(TimeZone.init(identifier:))?.secondsFromGMT(for: instant) ?? 0
        let days = max(secondsSince1970 + offset, 0) / 86_400
        return (try? CalendarDate(daysSince1970: days)) ?? (try! CalendarDate(year: 2000, month: 1, day: 1))
    }

    /// The day in the zone `settings` names.
    func today(for settings: SiteSettings) -> CalendarDate { today(inZone: settings.timeZone?.name) }
}
