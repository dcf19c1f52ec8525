/// The orders every movie list can be read in: by title (the catalog's own), newest first (by
/// year, then by release date where the movies have one), or best rated first (by weighted
/// average, ties by more reviews, unrated last); and by each of the site's own fields of dates
/// that `site.yml` names (`orders:`, see `FieldOrder`), the latest first.
public enum MovieOrder: Sendable, Hashable, Comparable, Encodable {
    case title, year, rating
    /// By a site's own field of dates, under its key (`screened`): those coming up first, the
    /// soonest first; then the latest first; the movies without one after them by title.
    /// Indirect, as `Taxonomy.field` is, so that an order stays a word: every page notes reads
    /// naming one (`CatalogRead`).
    indirect case field(String)

    /// The orders every site has, whatever its `site.yml` says.
    public static let builtIn: [MovieOrder] = [.title, .year, .rating]

    /// The orders of a site that names `fields` in `orders:`: the built-in ones, then its own.
    public static func all(fields: [FieldOrder]) -> [MovieOrder] { builtIn + fields.map { .field($0.key) } }

    /// Best rated first means among movies with at least this many reviews: one five-star review
    /// does not put a film above those many people rated. Fewer come after them, by their average
    /// too, then the unrated. The home page's "Top rated" ranks only the first.
    public static let rankedReviewCount = 2

    /// Best rated first weighs each movie's average as if it had this many more reviews at
    /// `priorHalfStars` (a Bayesian average, as film sites rank): at 10,000 movies, the first
    /// pages were otherwise all ties of two five-star reviews, above a 4.8 that twelve gave.
    public static let priorReviews = 2
    /// Three stars, in half stars: the middle of the scale, where a movie nobody has seen stands.
    public static let priorHalfStars = 6

    /// The built-in orders first, in their order, then the site's by key.
    public static func < (lhs: MovieOrder, rhs: MovieOrder) -> Bool {
        switch (lhs, rhs) {
        case let (.field(left), .field(right)): left < right
        case (.field, _): false
        case (_, .field): true
        default: builtIn.firstIndex(of: lhs)! < builtIn.firstIndex(of: rhs)!
        }
    }

    /// `title`, `year`, `rating`, or a site's field by its key.
    public var name: String {
        switch self {
        case .title: "title"
        case .year: "year"
        case .rating: "rating"
        case .field(let key): key
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// `movies`, given in catalog order, in this order; movies that tie keep their catalog order.
    /// - Parameter today: the day the catalog is for: by a site's field of dates, the movies with
    ///   a date from it on are coming up, and lead the order, the soonest first (nil: none is).
    public func sorted(_ movies: [Movie], today: CalendarDate? = nil) -> [Movie] {
        switch self {
        case .title:
            return movies
        case .year:
            let keys = movies.map(YearKey.init)
            return movies.indices.sorted { a, b in keys[a].isNewer(than: keys[b]) ?? (a < b) }.map { movies[$0] }
        case .rating:
            let keys = movies.map(RatingKey.init)
            return movies.indices.sorted { a, b in keys[a].ranks(before: keys[b]) ?? (a < b) }.map { movies[$0] }
        case .field(let key):
            let keys = movies.map { DateKey($0, key: key, today: today) }
            return movies.indices.sorted { a, b in keys[a].comes(before: keys[b]) ?? (a < b) }.map { movies[$0] }
        }
    }
}

extension MovieOrder {
    /// Whether `first` comes before `second` in this order, as `sorted` puts movies given in
    /// catalog order, `inCatalogOrder` deciding the ties: where a saved movie goes in a list.
    /// Sorting the year and rating orders again took 4 ms of a save's CPU at 10k movies (perf).
    func precedes(_ first: Movie, _ second: Movie, today: CalendarDate?, inCatalogOrder: (Movie, Movie) -> Bool) -> Bool {
        switch self {
        case .title:
            return inCatalogOrder(first, second)
        case .year:
            return YearKey(first).isNewer(than: YearKey(second)) ?? inCatalogOrder(first, second)
        case .rating:
            return RatingKey(first).ranks(before: RatingKey(second)) ?? inCatalogOrder(first, second)
        case .field(let key):
            return DateKey(first, key: key, today: today).comes(before: DateKey(second, key: key, today: today)) ?? inCatalogOrder(first, second)
        }
    }

    /// What a site's order of dates compares, the same for `sorted` and `precedes`: the movies
    /// coming up on `today` by their next date, the soonest first (a club's programme read from
    /// the end, Thursday's film last, read as a mistake: helper-58); then those dated before by
    /// their latest, the latest first; then the undated. A day's dates come by their time, as
    /// the programme has them (helper-63: Alien at 21:00 took the programme's last place from
    /// Vertigo at 19:00 the same day, by its title).
    private enum DateKey {
        case comingUp(FieldDate), past(FieldDate), undated

        init(_ movie: Movie, key: String, today: CalendarDate?) {
            if let today, let next = FieldOrder.next(in: movie.extra, key: key, on: today) {
                self = .comingUp(next)
            } else if let latest = FieldOrder.fieldDates(in: movie.extra, key: key).max() {
                self = .past(latest)
            } else {
                self = .undated
            }
        }

        /// Nil for a tie.
        func comes(before other: DateKey) -> Bool? {
            switch (self, other) {
            case let (.comingUp(mine), .comingUp(theirs)): mine == theirs ? nil : mine < theirs
            case let (.past(mine), .past(theirs)): mine == theirs ? nil : mine > theirs
            case (.undated, .undated): nil
            case (.comingUp, _), (.past, .undated): true
            case (.past, .comingUp), (.undated, _): false
            }
        }
    }

    /// Whether `movies`, given in this order, stand otherwise than `byTitle`, the same movies by
    /// title: where they do not (one movie, a year's movies none of them released on a day, a
    /// genre nobody reviewed or the club never screened, or one whose only reviewed movie comes
    /// first by title too), the order is the list by title again, and a link to it leads to the
    /// same list (helper-58: a year's "Newest" whose one release date put it first anyway).
    /// Never for the order by title, which is the list itself.
    func tellsApart(_ movies: [Movie], from byTitle: [Movie]) -> Bool {
        self != .title && !movies.elementsEqual(byTitle) { $0.slug == $1.slug }
    }

    /// Whether `first` and `second` have the same key in this order (any two do by title).
    func ties(_ first: Movie, _ second: Movie, today: CalendarDate?) -> Bool {
        !precedes(first, second, today: today) { _, _ in false } && !precedes(second, first, today: today) { _, _ in false }
    }

    /// What the order newest first compares, the same for `sorted` and `precedes`: within a year,
    /// a movie released later first, and those with no date after those with one. By year alone,
    /// "Newest" on a year's own page was its list by title again.
    private struct YearKey {
        var year: Int, released: CalendarDate?

        init(_ movie: Movie) { (year, released) = (movie.year, movie.released) }

        /// Nil for a tie.
        func isNewer(than other: YearKey) -> Bool? {
            if year != other.year { return year > other.year }
            switch (released, other.released) {
            case let (mine?, theirs?): return mine == theirs ? nil : mine > theirs
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return nil
            }
        }
    }

    /// What the rating order compares, the same for `sorted` and `precedes` (a saved movie must
    /// go where a sort would put it).
    private struct RatingKey {
        var halves: Int, reviews: Int

        init(_ movie: Movie) { (halves, reviews) = (movie.averageHalfStarsTimesReviews, movie.reviews.count) }

        /// Enough reviews first, then the higher weighted average, then more reviews, the unrated
        /// last; nil for a tie.
        func ranks(before other: RatingKey) -> Bool? {
            let ranked = (reviews >= MovieOrder.rankedReviewCount, other.reviews >= MovieOrder.rankedReviewCount)
            if ranked.0 != ranked.1 { return ranked.0 }
            if (reviews == 0) != (other.reviews == 0) { return other.reviews == 0 }
            // Weighted averages compared without division: a/n > b/m ⇔ a·m > b·n.
            let prior = MovieOrder.priorReviews, priorHalves = MovieOrder.priorReviews * MovieOrder.priorHalfStars
            let left = (halves + priorHalves) * (other.reviews + prior), right = (other.halves + priorHalves) * (reviews + prior)
            if left != right { return left > right }
            return reviews != other.reviews ? reviews > other.reviews : nil
        }
    }
}

extension Movie {
    /// The sum of the reviews' half stars: the average times the number of reviews, exact.
    var averageHalfStarsTimesReviews: Int { self.reviews.reduce(0) { $0 + $1.rating.halfStars } }
}
