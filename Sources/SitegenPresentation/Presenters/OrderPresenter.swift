public import SitegenDomain

/// The control between the orders of a movie list: a link to each order's first page, the
/// current one marked. Every order is a static page, so it works without JavaScript.
public enum OrderPresenter {
    /// - Parameter orders: those the list comes in: a term's may be fewer than the site's
    ///   (`Catalog.orders(of:_:)`).
    public static func control(current: MovieOrder, among orders: [MovieOrder]? = nil, router: Router, route: (MovieOrder) -> Route)
        -> OrderControlViewModel {
        OrderControlViewModel(links: (orders ?? router.movieOrders).map { order in
            LinkViewModel(title: name(of: order, router: router), url: router.url(for: route(order)), isCurrent: order == current)
        }, note: note(on: current))
    }

    /// What a reader needs to know of an order that the list alone does not tell: why a 4.0 can
    /// come before a 4.5.
    private static func note(on order: MovieOrder) -> String? {
        guard order == .rating, MovieOrder.rankedReviewCount > 1 else { return nil }
        return weighting + " Movies with \(MovieOrder.rankedReviewCount) reviews or more come first."
    }

    /// How the best rated are ranked, said the same wherever they are: the home page's shelf said
    /// it otherwise than the list it leads to (helper-40). Short: on a phone the note ran to four
    /// lines above the first poster (helper-28).
    static let weighting = "Averages weighted by the number of reviews: a dozen 4.5s outrank two 5s."

    /// What a date of a site's own order is from the day the site is built for on: a club's next
    /// screening. Said of any field, as "No date yet" is.
    static let comingUp = "Coming up"

    /// Best rated first, a heading where a page's movies pass from the ranked to those with fewer
    /// reviews, and on to the unrated, and at the top of a page that starts within either: read
    /// without one, a 5.0 after a 3.5 looked like a mistake. By a site's own field of dates, each
    /// group is headed where it begins and atop a page that starts within it, as the unrated
    /// are: those coming up ("Coming up", dated from `Router.today` on), which lead the order;
    /// those dated before, named as the order is ("Screened"); and those without a date, which
    /// follow by title. Page 2 went on with the screened without a word, and page 3 began "No
    /// date yet" (helper-58). Nil for every other card, and in other orders.
    public static func stretchHeadings(of movies: [Movie], order: MovieOrder, router: Router) -> [String?] {
        let stretch: (Movie) -> String?
        switch order {
        case .rating:
            stretch = { movie in
                switch movie.reviews.count {
                case MovieOrder.rankedReviewCount...: nil
                case 0: "Not reviewed yet"
                case 1 where MovieOrder.rankedReviewCount == 2: "Reviewed once so far"
                default: "Fewer than \(MovieOrder.rankedReviewCount) reviews so far"
                }
            }
        case .field(let key):
            // Said of any field: "Not screened yet" read well, but "Not screening date yet" not
            // (helper-54); a site may say it its own way (`undated:`, "Before we kept dates").
            let undated = router.undatedHeading(ofOrder: key), dated = router.label(ofOrder: key)
            stretch = { movie in
                guard let date = FieldOrder.latestDate(of: movie, key: key) else { return undated }
                guard let today = router.today else { return nil }
                return FieldOrder.isComingUp(date, on: today) ? comingUp : dated
            }
        case .title, .year:
            return movies.map { _ in nil }
        }
        let stretches = movies.map(stretch)
        return stretches.indices.map { index in index > 0 && stretches[index - 1] == stretches[index] ? nil : stretches[index] }
    }

    /// Best rated first, each ranked movie's place in the whole list (the page's first is
    /// `firstPosition`); nil for the movies with fewer reviews, which come after them all, and in
    /// other orders.
    public static func ranks(of page: Paginated<Movie>, order: MovieOrder) -> [String?] {
        page.items.enumerated().map { offset, movie in
            order == .rating && movie.reviews.count >= MovieOrder.rankedReviewCount ? DisplayFormat.grouped(page.firstPosition + offset) : nil
        }
    }

    /// What a page's title adds for its order, so every page's title is unique: ` by year`.
    /// A list's trail in an order other than by title: the list by title, then the order —
    /// `Movies › Best rated first › Page 2` — so that the list's own name leads back to it.
    public static func crumbs(_ name: String, order: MovieOrder, page: Int, router: Router, url: (MovieOrder) -> String)
        -> (trail: [LinkViewModel], current: String) {
        guard order != .title else { return PaginationPresenter.crumbs(name, page: page, firstPageURL: url(.title)) }
        let ordered = PaginationPresenter.crumbs(crumb(of: order, router: router), page: page, firstPageURL: url(order))
        return ([LinkViewModel(title: name, url: url(.title))] + ordered.trail, ordered.current)
    }

    /// A site's own order reads as its label, then "by date": `Screened, by date`, `DVD release,
    /// by date`. Set within a phrase, "latest first shown first" and "latest dvd release first"
    /// did not read (helper-54); and "latest first" was untrue where the dates to come lead, the
    /// soonest first. The group headings say which way each group runs.
    private static func crumb(of order: MovieOrder, router: Router) -> String {
        switch order {
        case .title: "By title"
        case .year: "Newest first"
        case .rating: "Best rated first"
        case .field(let key): "\(router.label(ofOrder: key)), by date"
        }
    }

    public static func suffix(_ order: MovieOrder, router: Router) -> String {
        switch order {
        case .title: ""
        case .year: ", newest first"
        case .rating: ", best rated first"
        case .field(let key): ", \(TaxonomyWording.inText(router.label(ofOrder: key))), by date"
        }
    }

    private static func name(of order: MovieOrder, router: Router) -> String {
        switch order {
        case .title: "Title"
        case .year: "Newest"
        case .rating: "Best rated"
        case .field(let key): router.label(ofOrder: key)
        }
    }
}
