/// An order a site makes of one of its own fields of dates, named in `site.yml`
/// (`orders: {screened: Screened}`): every movie list that has orders (all movies, a genre's, a
/// year's, a venue's…) can be read by it too, the latest first, at `…/by-screened/`. A film club
/// reads its venue's page in the order it showed the films there.
///
/// Each movie gives the field a date (`screened: 2021-04-29`) or a list of them, the latest of
/// which orders it; a movie without one comes after those with one, by title. Any other value is
/// an error at its line: a list that is silently out of order is worse than none.
public struct FieldOrder: Sendable, Encodable, Hashable {
    /// The key under `extra:`, lowercase: `screened`, `first_shown`.
    public let key: String
    /// What the order is called in a list's control (`Screened`); nil for the key as a label.
    public let title: String?
    /// What heads the movies without a date, which follow the dated by title (`Before we kept
    /// dates`); nil for "No date yet", which reads for any field.
    public let undated: String?
    /// The key under `extra:` that says where a date of this field is (`place: venue`): the
    /// location of a screening in the site's calendar and its structured data. Nil when the site
    /// names none: a club with one room has nothing to say.
    public let place: String?
    /// Where `site.yml` names it: a key no movie gives is warned about there.
    public let source: SourceLocation?

    public init(key: String, title: String? = nil, undated: String? = nil, place: String? = nil, source: SourceLocation? = nil) {
        self.key = key
        self.title = title
        self.undated = undated
        self.place = place
        self.source = source
    }

    /// Encoded without `source`: where `site.yml` names it changes no page (the settings' digest
    /// is every page's), as with `FieldTaxonomy`.
    private enum CodingKeys: String, CodingKey { case key, title, undated, place }

    /// What readers call it: its title, or its key as words (`first_shown` → `First shown`).
    public var label: String { title ?? ExtraFields.label(ofKey: key) }

    /// The latest date a movie gives its field `key`, nil when it gives none.
    public static func latestDate(of movie: Movie, key: String) -> CalendarDate? { dates(in: movie.extra, key: key).max() }

    /// Whether a date is still to come on `today` (the day the site is built for, `Router.today`):
    /// a screening tonight is coming up until the day is over.
    public static func isComingUp(_ date: CalendarDate, on today: CalendarDate) -> Bool { date >= today }

    /// The first date a movie's fields (`extra`) give `key` that is coming up on `today`, if one is.
    public static func nextDate(in extra: ExtraFields, key: String, on today: CalendarDate) -> CalendarDate? {
        next(in: extra, key: key, on: today)?.day
    }

    /// `nextDate` with its time, if it gives one: what orders a movie coming up among those of its day.
    public static func next(in extra: ExtraFields, key: String, on today: CalendarDate) -> FieldDate? {
        fieldDates(in: extra, key: key).filter { isComingUp($0.day, on: today) }.min()
    }

    /// Every date a movie's fields give `key`, as written.
    public static func dates(in extra: ExtraFields, key: String) -> [CalendarDate] {
        fieldDates(in: extra, key: key).map(\.day)
    }

    /// The dates a movie's fields give `key`, each with its time if it has one, in the order written.
    public static func fieldDates(in extra: ExtraFields, key: String) -> [FieldDate] {
        guard !extra.isEmpty, let entry = extra.entries.first(where: { $0.key == key }) else { return [] }
        return entry.value.items.compactMap { value in
            if case .text(let text) = value { try? FieldDate(text) } else { nil }
        }
    }

    /// The values of a movie's field that are not dates: each an error at its line.
    func violations(in movie: Movie) -> [CatalogError] {
        guard let entry = movie.extra.entries.first(where: { $0.key == key }) else { return [] }
        let values = entry.value.items, isList = if case .list = entry.value { true } else { false }
        return values.enumerated().compactMap { index, value in
            let shown: String? = switch value {
            // An empty item (`- ~`) would move every later date's place up one.
            case .text(let text) where text.allSatisfy(\.isWhitespace): isList ? "an empty item" : "nothing"
            case .text(let text): (try? FieldDate(text)) != nil ? nil : "'\(text)'"
            case .decimal(let text): text
            case .number(let number): String(number)
            case .flag(let flag): String(flag)
            case .list: "a list"
            }
            let source = entry.itemSources.indices.contains(index) ? entry.itemSources[index] : entry.source ?? movie.source
            return shown.map { CatalogError(.notADate(key: key, value: $0), at: source) }
        }
    }
}
