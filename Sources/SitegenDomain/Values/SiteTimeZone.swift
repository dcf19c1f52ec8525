/// The zone a site's days and times are in (`timeZone: Europe/Paris` in `site.yml`): its IANA name,
/// and the offsets from UTC it has, as the loader read them off the machine's time zone data, so
/// that the layers without Foundation can tell the offset of a screening's time: "19:30+01:00" in
/// its structured data, which a search engine shows at the right hour wherever it is read.
public struct SiteTimeZone: Sendable, Hashable, Encodable {
    /// From `since` on (seconds since 1970, UTC), `offset` seconds east of UTC, in summer time or
    /// not (Sydney's is in January, and Morocco's usual +01 is not).
    public struct Span: Sendable, Hashable, Encodable {
        public let since: Int
        public let offset: Int
        public let isDaylight: Bool

        public init(since: Int, offset: Int, isDaylight: Bool = false) {
            self.since = since
            self.offset = offset
            self.isDaylight = isDaylight
        }
    }

    public let name: String
    /// In time order, the first from the earliest time the loader reads on.
    private let spans: [Span]

    /// - Parameter spans: in time order; none is UTC's.
    public init(name: String, spans: [Span]) {
        self.name = name
        self.spans = spans
    }

    /// The changes of offset from the one in force at `start` (seconds since 1970, UTC) through
    /// `end`: that one first, from `start`, then each later change.
    public func spans(from start: Int, through end: Int) -> [Span] {
        let current = spans.last { $0.since <= start } ?? spans.first
        return [Span(since: start, offset: current?.offset ?? 0, isDaylight: current?.isDaylight ?? false)]
            + spans.filter { $0.since > start && $0.since <= end }
    }

    /// The offset at an instant, in seconds since 1970 (UTC).
    public func offset(atUTC seconds: Int) -> Int {
        spans.last { $0.since <= seconds }?.offset ?? spans.first?.offset ?? 0
    }

    /// The offset of a time on the zone's own clock, in seconds since 1970 as if it were UTC: the
    /// offset that maps it to an instant of its span. A time the clocks skip (02:30 the night
    /// summer time starts) or pass twice (autumn's) takes the offset before the change.
    public func offset(atLocal seconds: Int) -> Int {
        // The offsets a day either side: a zone changes its clocks at most once in two days.
        let before = offset(atUTC: seconds - 86_400), after = offset(atUTC: seconds + 86_400)
        let isOwn = { (offset: Int) in self.offset(atUTC: seconds - offset) == offset }
        return isOwn(before) || !isOwn(after) ? before : after
    }

    /// The offset of `date` as ISO 8601 writes it after a time (`+01:00`, `-05:00`, `Z` for UTC),
    /// nil for a date without a time, which is the whole day's.
    public func designator(of date: FieldDate) -> String? {
        guard let time = date.time else { return nil }
        return Self.designator(offset: offset(atLocal: date.day.daysSince1970 * 86_400 + time.minutesSinceMidnight * 60))
    }

    /// When something that starts at `start` on the zone's clock and lasts `minutes` ends, on the
    /// clock then, with that offset: a film through the night the clocks go back ends an hour
    /// earlier on the clock than its runtime after its start says. Nil for a start without a time.
    public func end(of start: FieldDate, after minutes: Int) -> (date: FieldDate, designator: String)? {
        guard let time = start.time else { return nil }
        let local = start.day.daysSince1970 * 86_400 + time.minutesSinceMidnight * 60
        let ending = local - offset(atLocal: local) + minutes * 60
        let offset = offset(atUTC: ending), clock = ending + offset
        guard let day = try? CalendarDate(daysSince1970: clock / 86_400) else { return nil }
        return (FieldDate(day: day, time: TimeOfDay(minutesSinceMidnight: clock % 86_400 / 60)), Self.designator(offset: offset))
    }

    /// `+01:00`, `-05:00`, `Z` for none.
    private static func designator(offset: Int) -> String {
        guard offset != 0 else { return "Z" }
        let minutes = abs(offset) / 60
        let hours = minutes / 60, rest = minutes % 60
        return (offset < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }

    /// Encoded with its spans: the machine's time zone data updated changes the pages' offsets,
    /// and so the settings' digest, which every page reads (helper-67).
    private enum CodingKeys: String, CodingKey { case name, spans }
}
