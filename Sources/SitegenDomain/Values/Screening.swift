/// One date a site's own order gives a movie (`screened: 2026-12-03`), with where it is when the
/// order names a field for that (`place: venue`): an entry of a film club's programme on the home
/// page and of its calendar (`calendar.ics`). A movie shown twice is two screenings.
public struct Screening: Sendable, Hashable {
    public let movie: Movie
    public let date: CalendarDate
    /// When it starts, where the date gives a time (`2026-12-03 19:30`).
    public let time: TimeOfDay?
    /// What the movie's place field says for this date: the item at the date's own position where
    /// the field lists as many places as the order's field lists dates (`screened: [2021-10-07,
    /// 2026-12-17]`, `venue: [Back room, Town hall cinema]`), else every place it names. Empty
    /// without a place field or a value in it.
    public let places: [String]

    public init(movie: Movie, date: CalendarDate, time: TimeOfDay? = nil, places: [String] = []) {
        self.movie = movie
        self.date = date
        self.time = time
        self.places = places
    }

    /// The date and time together: `2026-12-03T19:30`, as HTML's `datetime` wants it.
    public var start: FieldDate { FieldDate(day: date, time: time) }

    /// When it ends, the movie's runtime after its start, where both are known: a calendar shows
    /// the evening it takes. Nil for a screening without a time, which is the whole day's.
    public var end: FieldDate? {
        guard let time, let minutes = movie.runtimeMinutes, minutes > 0 else { return nil }
        let total = time.minutesSinceMidnight + minutes
        guard let day = try? CalendarDate(daysSince1970: date.daysSince1970 + total / TimeOfDay.minutesInADay) else { return nil }
        return FieldDate(day: day, time: TimeOfDay(minutesSinceMidnight: total % TimeOfDay.minutesInADay))
    }

    /// `screenings` by date and time, those of a day without one first, those of the same time in
    /// the order given (a list's order for the day).
    public static func inDateOrder(_ screenings: [Screening]) -> [Screening] {
        screenings.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// The screenings `order` gives `movie` from `today` on, the soonest first: what its own page
    /// and its structured data say is coming up.
    public static func upcoming(of movie: Movie, in order: FieldOrder, on today: CalendarDate) -> [Screening] {
        upcoming(of: [movie], in: order, on: today)
    }

    /// The screenings `order` gives `movies` from `today` on, the soonest first: a programme's.
    public static func upcoming(of movies: [Movie], in order: FieldOrder, on today: CalendarDate) -> [Screening] {
        inDateOrder(movies.flatMap { all(of: $0, in: order) }.filter { FieldOrder.isComingUp($0.date, on: today) })
    }

    /// Every date `order` gives `movie`, each with its place, in the order written.
    public static func all(of movie: Movie, in order: FieldOrder) -> [Screening] {
        let dates = FieldOrder.fieldDates(in: movie.extra, key: order.key)
        guard !dates.isEmpty else { return [] }
        let items = order.placeItems(of: movie), paired = FieldOrder.pairs(places: items.count, dates: dates.count)
        let places = items.compactMap { $0 }
        return dates.enumerated().map { index, date in
            Screening(movie: movie, date: date.day, time: date.time, places: paired ? items[index].map { [$0] } ?? [] : places)
        }
    }
}
