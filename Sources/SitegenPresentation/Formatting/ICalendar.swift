import SitegenDomain

/// Writes iCalendar (RFC 5545) text: the site's calendar of screenings (`calendar.ics`), which
/// a visitor subscribes to from their own calendar. Written here, not by a theme's template: the
/// format wants CRLF line ends, its own escapes, and long lines folded at 75 octets, none of
/// which a Mustache template can promise; and no Swift library among ours writes it.
struct ICalendar {
    /// One event: all day where its date has no time (`2026-12-03`), else from its time on the
    /// club's own clock (`2026-12-03 19:30`), in the site's zone or "floating" without one, for
    /// its length if known.
    struct Event {
        /// Unique across calendars: the day and its time if it has one, the movie, which
        /// screening of it that day and time, and the site's host and path
        /// (`2026-12-03-stalker-1979@example.org/club`, `2026-12-03T1930-stalker-1979@…`).
        var uid: String
        var start: FieldDate
        /// How long it lasts, in minutes: its movie's runtime. A length, not an end on the clock,
        /// which a film through the night the clocks change would put an hour off (helper-67).
        var minutes: Int? = nil
        var summary: String
        var location: String?
        var description: String?
        var url: String?
    }

    var name: String
    var description: String?
    var url: String
    /// The site's zone (`timeZone:`): each time is the club's clock's (`DTSTART;TZID=…`), which a
    /// subscriber abroad sees at their own hour, and the zone's changes of offset over the
    /// screenings' span are written out (`VTIMEZONE`), as the format asks. Nil: times float.
    var zone: SiteTimeZone? = nil
    /// When the calendar was made: the build's day, at midnight UTC, so that a build of the same
    /// day writes the same bytes.
    var stamp: CalendarDate
    var events: [Event]

    /// The calendar's text, each line ended by CRLF.
    var text: String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sitegen//" + Self.escaped(name) + "//EN", "CALSCALE:GREGORIAN",
                     "METHOD:PUBLISH", "NAME:" + Self.escaped(name), "X-WR-CALNAME:" + Self.escaped(name)]
        if let description { lines += ["DESCRIPTION:" + Self.escaped(description), "X-WR-CALDESC:" + Self.escaped(description)] }
        // A day's programme changes once a day at most: subscribers need not ask more often.
        lines += ["URL:" + url, "REFRESH-INTERVAL;VALUE=DURATION:P1D", "X-PUBLISHED-TTL:P1D"]
        if let zone {
            // Google's and Apple's calendars read the calendar's zone here too.
            lines.append("X-WR-TIMEZONE:" + zone.name)
            lines += Self.timeZoneLines(zone, around: events.filter { $0.start.time != nil }.map(\.start.day))
        }
        let timed = zone.map { ";TZID=" + $0.name + ":" } ?? ":"
        let stamp = Self.basic(self.stamp) + "T000000Z"
        for event in events {
            lines += ["BEGIN:VEVENT", "UID:" + event.uid, "DTSTAMP:" + stamp]
            if event.start.time == nil {
                lines.append("DTSTART;VALUE=DATE:" + Self.basic(event.start.day))
                // The day after: an all-day event ends where the next day starts.
                if let next = try? CalendarDate(daysSince1970: event.start.day.daysSince1970 + 1) {
                    lines.append("DTEND;VALUE=DATE:" + Self.basic(next))
                }
            } else {
                // Without an end, a timed event ends as it starts (RFC 5545, 3.6.1): a point in the evening.
                lines.append("DTSTART" + timed + Self.basic(event.start))
                if let minutes = event.minutes, minutes > 0 { lines.append("DURATION:PT\(minutes)M") }
            }
            lines.append("SUMMARY:" + Self.escaped(event.summary))
            if let location = event.location { lines.append("LOCATION:" + Self.escaped(location)) }
            if let description = event.description { lines.append("DESCRIPTION:" + Self.escaped(description)) }
            if let url = event.url { lines.append("URL:" + url) }
            // A subscriber follows the club's programme, not their own plans: a screening, of a
            // day or at its hour, does not show them as busy.
            lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map { Self.folded($0) + "\r\n" }.joined()
    }

    /// The zone's `VTIMEZONE`: its offset from a day before the first of `days` through a day after
    /// the last, each change an observance of its own (`DAYLIGHT` in summer time, else
    /// `STANDARD`), dated on the clock before it, as RFC 5545 (3.6.5) writes them. None without a
    /// timed screening.
    static func timeZoneLines(_ zone: SiteTimeZone, around days: [CalendarDate]) -> [String] {
        guard let first = days.min(), let last = days.max() else { return [] }
        let spans = zone.spans(from: (first.daysSince1970 - 1) * 86_400, through: (last.daysSince1970 + 2) * 86_400)
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.name]
        for (index, span) in spans.enumerated() {
            let before = index == 0 ? span.offset : spans[index - 1].offset
            let kind = span.isDaylight ? "DAYLIGHT" : "STANDARD"
            lines += ["BEGIN:" + kind, "DTSTART:" + localTime(span.since + before),
                      "TZOFFSETFROM:" + offset(before), "TZOFFSETTO:" + offset(span.offset), "END:" + kind]
        }
        return lines + ["END:VTIMEZONE"]
    }

    /// `+0100`, `-0500`: a UTC-OFFSET value.
    static func offset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        let digits = String(minutes / 60 * 100 + minutes % 60)
        return (seconds < 0 ? "-" : "+") + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// `19701025T020000`: seconds since 1970 on a clock, as a DATE-TIME value without a zone.
    static func localTime(_ seconds: Int) -> String {
        let day = (try? CalendarDate(daysSince1970: seconds / 86_400)).map { basic($0) } ?? "19700101"
        let second = seconds % 86_400
        let parts = [second / 3600, second % 3600 / 60, second % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
        return day + "T" + parts.joined()
    }

    /// `20261203`: a DATE value.
    static func basic(_ day: CalendarDate) -> String {
        String(day.description.filter { $0 != "-" })
    }

    /// `20261203T193000`: a DATE-TIME value in local ("floating") time; a date without a time as
    /// `basic(_:)` writes it.
    static func basic(_ date: FieldDate) -> String {
        basic(date.day) + (date.time.map { "T" + String($0.description.filter { $0 != ":" }) + "00" } ?? "")
    }

    /// A TEXT value: backslash, semicolon and comma escaped, a line break as `\n`, and any other
    /// control character but a tab, which the format forbids, as U+FFFD, as the pages show it.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n", "\r\n", "\r": escaped += "\\n"
            case "\t": escaped.append(character)
            case _ where character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }: escaped += "\u{FFFD}"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A content line longer than 75 octets split into lines of at most 75, each after the first
    /// starting with a space; never inside a character's UTF-8 bytes.
    static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var folded = "", width = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if width + size > 75 {
                folded += "\r\n "
                width = 1
            }
            folded.unicodeScalars.append(scalar)
            width += size
        }
        return folded
    }
}
