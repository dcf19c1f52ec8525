import Foundation
@testable import SitegenPresentation
import SitegenDomain
import SitegenTestSupport
import Testing

/// The calendar's text is RFC 5545's: CRLF line ends, TEXT escaped, lines folded at 75 octets
/// and never inside a character, each event a whole day or, with a time, from it to its end.
struct ICalendarTests {
    @Test func textIsEscapedAndControlCharactersReplaced() {
        #expect(ICalendar.escaped(#"Town hall; upstairs, left \ back"#) == #"Town hall\; upstairs\, left \\ back"#)
        #expect(ICalendar.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICalendar.escaped("a\u{7}b\tc\u{7F}") == "a\u{FFFD}b\tc\u{FFFD}")
    }

    @Test func longLinesAreFoldedBetweenCharacters() {
        #expect(ICalendar.folded("SUMMARY:Short") == "SUMMARY:Short")
        // 73 octets, then a three-octet character that would straddle the 75th.
        let line = "SUMMARY:" + String(repeating: "x", count: 65) + "€€"
        let folded = ICalendar.folded(line)
        let lines = folded.components(separatedBy: "\r\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines[0] == "SUMMARY:" + String(repeating: "x", count: 65) && lines[1] == " €€")
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
        let long = ICalendar.folded("DESCRIPTION:" + String(repeating: "日本", count: 60))
        #expect(long.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(long.replacingOccurrences(of: "\r\n ", with: "") == "DESCRIPTION:" + String(repeating: "日本", count: 60))
    }

    @Test func eachEventIsAWholeDayAndEveryLineEndsInCRLF() {
        let calendar = ICalendar(name: "Club, the", description: nil, url: "https://example.org/", stamp: Fixture.date("2026-12-31"), events: [
            .init(uid: "2026-12-31-heat-1995@example.org", start: FieldDate(day: Fixture.date("2026-12-31")), summary: "Heat (1995)", location: nil,
                  description: nil, url: "https://example.org/movies/heat-1995/"),
        ])
        let text = calendar.text
        #expect(text.hasSuffix("END:VCALENDAR\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.contains("PRODID:-//sitegen//Club\\, the//EN\r\n"))
        // The last day of a year ends on the first of the next.
        #expect(text.contains("DTSTAMP:20261231T000000Z\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\nSUMMARY:Heat (1995)\r\n"))
        #expect(!text.contains("LOCATION") && !text.contains("\r\nDESCRIPTION"))
    }

    /// A screening with a time is an event of the club's clock ("floating": no zone), which ends
    /// its movie's runtime later, past midnight on the next day if it runs so late; without a
    /// runtime it has no end.
    @Test func aTimedScreeningRunsForItsMoviesRuntime() throws {
        let movie = Fixture.movie("stalker", title: "Stalker", year: 1979, runtime: 161)
        let late = Screening(movie: movie, date: Fixture.date("2026-12-31"), time: TimeOfDay("22:30"))
        #expect(late.start.description == "2026-12-31T22:30")
        let end = try #require(late.end)
        #expect(end.description == "2027-01-01T01:11")
        let calendar = ICalendar(name: "Club", description: nil, url: "https://example.org/", stamp: Fixture.date("2026-12-01"), events: [
            .init(uid: "a@example.org", start: late.start, minutes: 161, summary: "Stalker (1979)", location: nil, description: nil, url: nil),
            .init(uid: "b@example.org", start: try FieldDate("2026-12-03 09:05"), summary: "Heat (1995)", location: nil, description: nil, url: nil),
        ])
        #expect(calendar.text.contains("DTSTART:20261231T223000\r\nDURATION:PT161M\r\nSUMMARY:Stalker (1979)\r\n"))
        #expect(calendar.text.contains("DTSTART:20261203T090500\r\nSUMMARY:Heat (1995)\r\n"))
        let heat = Fixture.movie("heat", title: "Heat", year: 1995)
        #expect(Screening(movie: heat, date: Fixture.date("2026-12-31"), time: TimeOfDay("22:30")).end == nil)
        #expect(Screening(movie: movie, date: Fixture.date("2026-12-31")).end == nil)
    }

    /// With the site's zone, a time is the club's clock's (`TZID`), and the zone's offsets over
    /// the timed screenings' days are written out: Paris the weekend it moves to summer time.
    @Test func aSitesZoneIsWrittenOutAndNamedByEachTime() throws {
        let paris = SiteTimeZone(name: "Europe/Paris", spans: [
            .init(since: 0, offset: 3600), .init(since: 1_774_746_000, offset: 7200, isDaylight: true), .init(since: 1_792_890_000, offset: 3600),
        ])
        let calendar = ICalendar(name: "Club", description: nil, url: "https://example.org/", zone: paris, stamp: Fixture.date("2026-03-01"), events: [
            .init(uid: "a@example.org", start: try FieldDate("2026-03-28 20:00"), summary: "Stalker (1979)", location: nil, description: nil, url: nil),
            .init(uid: "b@example.org", start: try FieldDate("2026-03-30 20:00"), summary: "Heat (1995)", location: nil, description: nil, url: nil),
            .init(uid: "c@example.org", start: try FieldDate("2026-12-03"), summary: "Alien (1979)", location: nil, description: nil, url: nil),
        ])
        #expect(calendar.text.contains("X-WR-TIMEZONE:Europe/Paris\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n"
            + "BEGIN:STANDARD\r\nDTSTART:20260327T010000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\n"
            + "BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT\r\n"
            + "END:VTIMEZONE\r\n"), "\(calendar.text)")
        #expect(calendar.text.contains("DTSTART;TZID=Europe/Paris:20260330T200000\r\nSUMMARY:Heat (1995)\r\n"))
        #expect(calendar.text.contains("DTSTART;VALUE=DATE:20261203\r\n"))
        #expect(ICalendar.offset(-18_000) == "-0500" && ICalendar.offset(19_800) == "+0530" && ICalendar.offset(0) == "+0000")
    }
}
