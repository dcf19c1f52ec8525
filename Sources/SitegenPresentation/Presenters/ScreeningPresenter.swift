import SitegenDomain

/// Presents a screening to come as a programme sets it: its day in parts ("Thu", "3", "Dec"),
/// "Today" or "Tomorrow" where it is either, and its place, linked to the place's page where the
/// site makes pages of the field. The home page's programme and a movie's own page share it.
struct ScreeningPresenter {
    private let router: Router
    private let today: CalendarDate

    /// Nil without a day to count from (`Router.today`): nothing is coming up then.
    init?(router: Router) {
        guard let today = router.today else { return nil }
        self.router = router
        self.today = today
    }

    /// - Parameter card: the movie's card, on a page of other movies; nil on its own.
    func present(_ screening: Screening, in order: FieldOrder, card: MovieCardViewModel?) -> ScreeningViewModel {
        let date = DisplayFormat.programmeDate(screening.date, after: today)
        let daysAhead = screening.date.daysSince1970 - today.daysSince1970
        // A place the site makes pages of (`taxonomies: {venue: …}`) links to its page.
        let placePages = order.place.flatMap { place in router.fieldTaxonomies.first { $0.key == place && !$0.holdsFlags } }
        return ScreeningViewModel(
            weekday: date.weekday, day: date.day, month: date.month, year: date.year, datetime: screening.date.description,
            soon: daysAhead == 0 ? "Today" : daysAhead == 1 ? "Tomorrow" : nil,
            place: screening.places.isEmpty ? nil : DisplayFormat.list(screening.places),
            placeURL: placePages.flatMap { taxonomy in
                screening.places.count == 1 ? Term(named: screening.places[0]).map { router.url(for: .term(.field(taxonomy), $0.slug, page: 1)) } : nil
            },
            movie: card
        )
    }

    /// A movie's screenings to come by every order of the site's own, the soonest first.
    func upcoming(of movie: Movie) -> [(screening: Screening, order: FieldOrder)] {
        guard !movie.extra.isEmpty else { return [] }
        let all = router.fieldOrders.flatMap { order in Screening.all(of: movie, in: order).map { (screening: $0, order: order) } }
        return all.filter { FieldOrder.isComingUp($0.screening.date, on: today) }.enumerated()
            .sorted { ($0.element.screening.date, $0.offset) < ($1.element.screening.date, $1.offset) }.map(\.element)
    }
}
