public import SitegenDomain

/// How values are written for readers; the one place a runtime or a rating gets its wording.
public enum DisplayFormat {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

    /// `148` → `2h 28m`; `45` → `45m`; `120` → `2h`.
    public static func runtime(minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest)m"
        case (_, 0): return "\(hours)h"
        default: return "\(hours)h \(rest)m"
        }
    }

    /// `2010-07-16` → `16 July 2010`.
    public static func date(_ date: CalendarDate) -> String {
        "\(date.day) \(monthNames[date.month - 1]) \(date.year)"
    }

    /// `2010-07-16` → `16 Jul 2010`: a date on a card, which at a card's width kept to one line
    /// written so, and took two at random as `24 February 2022` (helper-55).
    public static func shortDate(_ date: CalendarDate) -> String {
        "\(date.day) \(monthNames[date.month - 1].prefix(3)) \(date.year)"
    }

    /// A site's own date, with its time if it has one: `3 December 2026, 19:30`.
    public static func date(_ date: FieldDate) -> String {
        self.date(date.day) + (date.time.map { ", \($0)" } ?? "")
    }

    /// A day coming up, as a club's programme says it: `Thu 3 Dec`, with its year too when it is
    /// 300 days or more after `today` (`Thu 7 Jan 2028`): no reader takes a date that near for
    /// another year's. At a card's width, "Coming up 10 Dec
    /// 2026" wrapped, and the weekday is what a member plans by. Without its time, which the
    /// programme and the film's page say: "Thu 10 Dec, 19:30" took a card's two lines.
    public static func upcomingDate(_ date: CalendarDate, after today: CalendarDate) -> String {
        let parts = programmeDate(date, after: today)
        return "\(parts.weekday) \(parts.day) \(parts.month)" + (parts.year.map { " " + $0 } ?? "")
    }

    /// The same day in the parts a programme sets apart: `Thu`, `3`, `Dec`, and the year only
    /// 300 days or more ahead.
    public static func programmeDate(_ date: CalendarDate, after today: CalendarDate) -> (weekday: String, day: String, month: String, year: String?) {
        (String(weekday(of: date).prefix(3)), String(date.day), String(monthNames[date.month - 1].prefix(3)),
         date.daysSince1970 - today.daysSince1970 < 300 ? nil : String(date.year))
    }

    /// Sunday first; 1 January 1970 was a Thursday.
    private static func weekday(of date: CalendarDate) -> String { weekdayNames[((date.daysSince1970 % 7) + 11) % 7] }
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `2010-07-16` → `July 2010`.
    public static func month(_ date: CalendarDate) -> String {
        "\(monthNames[date.month - 1]) \(date.year)"
    }

    /// `4.25` → `4.3`, `4` → `4.0`: one decimal, half away from zero, the same on every platform.
    public static func rating(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.toNearestOrAwayFromZero))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Five stars with halves, rounded to the nearest half: `3.7` → `★★★½☆`.
    public static func stars(_ value: Double) -> String {
        let halves = Int((value * 2).rounded(.toNearestOrAwayFromZero))
        let full = halves / 2, half = halves % 2
        return String(repeating: "★", count: full) + (half == 1 ? "½" : "") + String(repeating: "☆", count: 5 - full - half)
    }

    /// A web address as a reader names it: `https://www.ada.example.org/` → `ada.example.org`,
    /// `https://example.org/~ada/` → `example.org/~ada`. A login in it (`user:secret@`) is never
    /// shown; a query or a fragment is kept as written. The link keeps the whole address; one
    /// that is not an http(s) address with a host is shown whole.
    public static func webAddress(_ url: String) -> String {
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else { return url }
        let rest = url.dropFirst(scheme.count)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var host = rest[..<authorityEnd]
        if let login = host.lastIndex(of: "@") { host = host[host.index(after: login)...] }
        if host.lowercased().hasPrefix("www."), host.dropFirst(4).contains(".") { host = host.dropFirst(4) }
        guard !host.isEmpty else { return url }
        var tail = rest[authorityEnd...]
        let pathEnd = tail.firstIndex { $0 == "?" || $0 == "#" } ?? tail.endIndex
        if pathEnd == tail.endIndex { while tail.hasSuffix("/") { tail = tail.dropLast() } }
        return String(host) + tail
    }

    /// A person's initials, as an avatar shows them: `Alfred Hitchcock` → `AH`, `Björk` → `B`,
    /// `Bong Joon-ho` → `BJ`, `Ivan Petrov (Иван Петров)` → `IP`. The first and last words that
    /// start with a letter or a digit, before a part in brackets, each first character taken whole
    /// (an accent or an emoji is not cut off). The theme's search script gives the same for most
    /// names (it takes code points, not whole characters).
    public static func initials(of name: String) -> String {
        let isInitial = { (character: Character) in character.isLetter || character.isNumber }
        let unbracketed = name.firstIndex(of: "(").map { name[..<$0] }.flatMap { $0.contains(where: isInitial) ? $0 : nil } ?? name[...]
        let words = unbracketed.split(whereSeparator: \.isWhitespace).filter { $0.first.map(isInitial) ?? false }
        guard let first = words.first?.first else { return name.first(where: isInitial).map { String($0).uppercased() } ?? "" }
        let last = words.count > 1 ? words.last?.first : nil
        return (String(first) + (last.map { String($0) } ?? "")).uppercased()
    }

    /// `1` → `½`, `7` → `3½`, `10` → `5`: a number of half stars as a reader counts stars.
    public static func halfStars(_ halves: Int) -> String {
        let whole = halves / 2
        return halves % 2 == 0 ? String(whole) : (whole == 0 ? "½" : "\(whole)½")
    }

    /// A site's own value for readers: `true` → `Yes`, a list → `a, b and c`; a date with its
    /// month in full and its time if it has one, or on a card (`shortDates`) its day alone, the
    /// month cut to three letters.
    public static func value(_ value: ExtraFields.Value, shortDates: Bool = false) -> String {
        switch value {
        // A date, as YAML writes it (`2021-04-29`), reads as every other date of the site does;
        // one with a time (`2021-04-29 19:30`) says it after the day.
        case .text(let text): (try? FieldDate(text)).map { shortDates ? shortDate($0.day) : date($0) } ?? text
        case .decimal(let text): text
        case .number(let number): String(number)
        case .flag(let flag): flag ? "Yes" : "No"
        // Set apart by a dot, not joined as a sentence: the items are the site's own words, often
        // titles, and "Cléo from 5 to 7, The Gleaners and I and Faces Places" read as two films
        // where there were three (helper-34).
        // A blank item (`venue: [Back room, ~]`, a screening whose place is not known) says nothing.
        case .list(let values): values.map { self.value($0, shortDates: shortDates) }.filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: " · ")
        }
    }

    /// `1` → `1 review`, `3` → `3 reviews`, `8352` → `8,352 reviews`.
    public static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(number)) \(number == 1 ? singular : plural)"
    }

    /// `1247` → `1,247`: the same whatever the machine's locale.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// `["a", "b", "c"]` → `a, b and c`.
    public static func list(_ items: [String]) -> String {
        // Most lists are of one name: a card's director, on every card of a clean build.
        if items.count == 1 { return items[0] }
        return zip(items, listSeparators(count: items.count)).map { $0 + $1 }.joined()
    }

    /// What follows each of `count` items in a list: `A, B and C`.
    public static func listSeparators(count: Int) -> [String] {
        (0..<count).map { index in
            index == count - 1 ? "" : index == count - 2 ? " and " : ", "
        }
    }

    /// How many characters the longest word of `title` has, as a drawn poster sets it: `12` for
    /// *The Canyon: Resurrection*.
    /// Counted in scalars, not characters, and without splitting: every card of a clean build
    /// asks, some 300,000 times at 10k movies.
    public static func longestWordLength(of title: String) -> String {
        var longest = 0, run = 0
        for scalar in title.unicodeScalars {
            if scalar == " " || scalar == "-" {
                longest = max(longest, run)
                run = 0
            } else {
                run += 1
            }
        }
        return String(max(longest, run))
    }

    /// A hue (0–359) that is the slug's own on every page and in every build: the colour of a
    /// drawn poster.
    public static func hue(of slug: Slug) -> String {
        var digest = StableDigest()
        digest.combine(slug.rawValue)
        return String(digest.value % 360)
    }
}
