import SitegenDomain

/// Presents a screening to come as a programme sets it: its day in parts ("Thu", "3", "Dec") and
/// its time if it has one, "Today" or "Tomorrow" where it is either, and its place, linked to
/// the place's page where the site makes pages of the field. The home page's programme and a
/// movie's own page share it.
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
        return ScreeningViewModel(
            weekday: date.weekday, day: date.day, month: date.month, year: date.year, time: screening.time?.description,
            datetime: screening.start.description,
            soon: daysAhead == 0 ? "Today" : daysAhead == 1 ? "Tomorrow" : nil,
            place: screening.places.isEmpty ? nil : DisplayFormat.list(screening.places),
            placeURL: router.placeURL(of: screening, in: order),
            movie: card
        )
    }

    /// Screenings as a programme sets them, "Coming up": each led by its day and place, its card
    /// saying neither again, and the site's calendar to follow them in.
    /// - Parameter showsPlaces: false on a place's own page, where every one is there; its
    ///   calendar link then says it is the club's, every place's (helper-68).
    func programme(_ screenings: [Screening], in order: FieldOrder, cards: MovieCardPresenter, showsPlaces: Bool = true,
                   more: LinkViewModel?) -> ProgrammeViewModel {
        let shownFields = [order.key] + (order.place.map { [$0] } ?? [])
        return ProgrammeViewModel(
            id: "coming-up", heading: OrderPresenter.comingUp,
            screenings: screenings.map { screening in
                var shown = present(screening, in: order, card: cards.present(screening.movie, apartFrom: shownFields))
                if !showsPlaces { (shown.place, shown.placeURL) = (nil, nil) }
                return shown
            },
            calendar: LinkViewModel(title: showsPlaces ? "Follow in your calendar" : "Follow all the club's screenings", url: router.url(for: .calendar)),
            more: more)
    }

    /// A movie's screenings to come, by the site's first order as the home page and the calendar
    /// have them: a second order's date to come (`dvd_release:`) is no screening (helper-61).
    func upcoming(of movie: Movie) -> (screenings: [Screening], order: FieldOrder)? {
        guard !movie.extra.isEmpty, let order = router.fieldOrders.first else { return nil }
        return (Screening.upcoming(of: movie, in: order, on: today), order)
    }
}
