/// Where a site's own order's dates are (`orders: {screened: {place: venue}}`): the field that
/// names a screening's place, its items paired with the dates by position where each date has one.
extension FieldOrder {
    /// The items of a movie's place field (`place:`) as text, in the order written, each of the
    /// items a date is paired with by position; nil for one that names no place (blank, a flag).
    func placeItems(of movie: Movie) -> [String?] {
        guard let place, !movie.extra.isEmpty, let entry = movie.extra.entries.first(where: { $0.key == place }) else { return [] }
        return entry.value.items.map(ExtraFields.text(of:))
    }

    /// Whether a movie's places pair with its dates item by item: as many of each, and more than
    /// one. One place for three dates is where each of them is; a date that is not a day (an
    /// error already) would shift the rest, and so would a blank place, were it left out before
    /// counting (helper-63).
    static func pairs(places: Int, dates: Int) -> Bool { places == dates && places > 1 }

    /// `movie` as the list of one of its places shows it (`/venue/back-room/`): of the dates it
    /// pairs with places item by item (as `Screening.all` does), only those at `place`, and that
    /// place alone. Portrait of a Lady on Fire, screened in the back room in 2021 and coming to
    /// the town hall, was "Coming up Thu 10 Dec" on the back room's page, ordered by that date
    /// (helper-62). A movie whose places are not paired with its dates is shown as it is.
    public func movie(_ movie: Movie, asListedAt place: Slug) -> Movie {
        guard let placeKey = self.place, !movie.extra.isEmpty,
              let datesAt = movie.extra.entries.firstIndex(where: { $0.key == key }),
              let placesAt = movie.extra.entries.firstIndex(where: { $0.key == placeKey }) else { return movie }
        let dates = movie.extra.entries[datesAt], places = movie.extra.entries[placesAt]
        guard case .list(let dateItems) = dates.value, case .list(let placeItems) = places.value,
              Self.pairs(places: placeItems.count, dates: dateItems.count) else { return movie }
        let kept = placeItems.indices.filter { ExtraFields.text(of: placeItems[$0]).flatMap(Slug.derived(from:)) == place }
        guard kept.count < placeItems.count else { return movie }
        var shown = movie
        shown.extra.entries[datesAt] = dates.keepingItems(at: kept)
        shown.extra.entries[placesAt] = places.keepingItems(at: kept)
        return shown
    }

    /// A warning where a movie gives several places for several dates, but not one for each
    /// (`screened: [2026-12-03, 2026-12-10, 2026-12-17]`, `venue: [Back room, Town hall]`): which
    /// date is where cannot be told, and `Screening.all` shows each date at every place. One date
    /// at two places, or one place for every date, is as meant.
    public func unpairedPlaces(in movie: Movie) -> Diagnostic? {
        guard let place, let entry = movie.extra.entries.first(where: { $0.key == place }) else { return nil }
        let places = placeItems(of: movie).count, dates = Self.dates(in: movie.extra, key: key).count
        guard places > 1, dates > 1, places != dates else { return nil }
        return Diagnostic(.warning, at: entry.source ?? movie.source,
                          "extra '\(place)' gives \(places) places for \(dates) dates of '\(key)', so each screening is listed at every place",
                          hint: "give one place for each date, in the dates' order, or one place for all of them")
    }
}
