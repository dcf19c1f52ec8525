/// One date a site's own order gives a movie (`screened: 2026-12-03`), with where it is when the
/// order names a field for that (`place: venue`): an entry of a film club's programme on the home
/// page and of its calendar (`calendar.ics`). A movie shown twice is two screenings.
public struct Screening: Sendable, Equatable {
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
        inDateOrder(all(of: movie, in: order).filter { FieldOrder.isComingUp($0.date, on: today) })
    }

    /// Every date `order` gives `movie`, each with its place, in the order written.
    public static func all(of movie: Movie, in order: FieldOrder) -> [Screening] {
        let dates = FieldOrder.fieldDates(in: movie.extra, key: order.key)
        guard !dates.isEmpty else { return [] }
        let items = order.placeItems(of: movie)
        // Paired by position only where both lists are whole: one place for three dates is where
        // each of them is, and a date that is not a day (an error already) would shift the rest;
        // so would a blank place, were it left out before counting (helper-63).
        let paired = items.count == dates.count && items.count > 1
        let places = items.compactMap { $0 }
        return dates.enumerated().map { index, date in
            Screening(movie: movie, date: date.day, time: date.time, places: paired ? items[index].map { [$0] } ?? [] : places)
        }
    }
}

extension FieldOrder {
    /// The items of a movie's place field (`place:`) as text, in the order written, each of the
    /// items a date is paired with by position; nil for one that names no place (blank, a flag).
    func placeItems(of movie: Movie) -> [String?] {
        guard let place, !movie.extra.isEmpty, let entry = movie.extra.entries.first(where: { $0.key == place }) else { return [] }
        return entry.value.items.map(ExtraFields.text(of:))
    }

    /// `movie` as the list of one of its places shows it (`/venue/back-room/`): of the dates it
    /// pairs with places item by item (as `Screening.all` does), only those at `place`, and that
    /// place alone. Portrait of a Lady on Fire, screened in the back room in 2021 and coming to
    /// the town hall, was "Coming up Thu 10 Dec" on the back room's page, ordered by that date
    /// (helper-62). A movie whose places are not paired with its dates is shown as it is.
    public func movie(_ movie: Movie, at place: Slug) -> Movie {
        guard let placeKey = self.place, !movie.extra.isEmpty,
              let datesAt = movie.extra.entries.firstIndex(where: { $0.key == key }),
              let placesAt = movie.extra.entries.firstIndex(where: { $0.key == placeKey }) else { return movie }
        let dates = movie.extra.entries[datesAt], places = movie.extra.entries[placesAt]
        guard case .list(let dateItems) = dates.value, case .list(let placeItems) = places.value,
              dateItems.count == placeItems.count, dateItems.count > 1 else { return movie }
        let kept = placeItems.indices.filter { ExtraFields.text(of: placeItems[$0]).flatMap(Slug.derived(from:)) == place }
        guard kept.count < placeItems.count else { return movie }
        var shown = movie
        shown.extra.entries[datesAt] = dates.keepingItems(at: kept)
        shown.extra.entries[placesAt] = places.keepingItems(at: kept)
        return shown
    }
}

extension ExtraFields {
    /// The values a movie gives `key` as text, each item of a list in turn: `Back room`, `12`,
    /// `4.5`. A flag says nothing as a place or a name, and is left out.
    public static func texts(in extra: ExtraFields, key: String) -> [String] {
        guard !extra.isEmpty, let entry = extra.entries.first(where: { $0.key == key }) else { return [] }
        return entry.value.items.compactMap(text(of:))
    }

    /// A scalar as text, blank text and flags none.
    static func text(of value: Value) -> String? {
        switch value {
        case .text(let text), .decimal(let text): text.allSatisfy(\.isWhitespace) ? nil : text
        case .number(let number): String(number)
        case .flag, .list: nil
        }
    }
}

extension ExtraFields.Entry {
    /// The entry with only its list's items at `positions`, and where each is written; one item
    /// as the value alone, as a movie of one date writes it.
    func keepingItems(at positions: [Int]) -> Self {
        var kept = self
        let sources = itemSources.count == value.items.count ? positions.map { itemSources[$0] } : []
        if positions.count == 1 {
            kept.value = value.items[positions[0]]
            kept.source = sources.first ?? source
            kept.itemSources = []
        } else {
            kept.value = .list(positions.map { value.items[$0] })
            kept.itemSources = sources
        }
        return kept
    }
}
