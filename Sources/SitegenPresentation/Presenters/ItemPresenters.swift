public import SitegenDomain

/// Presents a movie as a list item.
public struct MovieCardPresenter: Sendable {
    private let router: Router
    private let pictures: PicturePresenter

    public init(router: Router, images: ImageLibrary = .empty) {
        self.router = router
        pictures = PicturePresenter(router: router, images: images)
    }

    public func present(_ movie: Movie) -> MovieCardViewModel { present(movie, apartFrom: []) }

    /// - Parameter shownFields: the site's own fields the card's place says already, which it
    ///   does not repeat among its `facts`: `venue` on a venue's page, a programme's date and place.
    public func present(_ movie: Movie, apartFrom shownFields: [String]) -> MovieCardViewModel {
        let average = movie.averageRating, facts = facts(of: movie, apartFrom: shownFields)
        return MovieCardViewModel(
            title: movie.title,
            year: String(movie.year),
            directors: movie.directors.isEmpty ? nil : DisplayFormat.list(movie.directors),
            url: router.url(for: .movie(movie.slug)),
            genres: movie.genres.map { LinkViewModel(title: $0.name, url: router.url(for: .term(.genres, $0.slug, page: 1))) },
            rating: average.map(DisplayFormat.rating),
            stars: average.map(DisplayFormat.stars),
            reviewCount: DisplayFormat.count(movie.reviews.count, "review", "reviews"),
            // The card's link names the movie: its poster adds nothing to read aloud.
            poster: movie.poster.map { pictures.present($0, alt: "") },
            hue: DisplayFormat.hue(of: movie.slug),
            longestWordLength: DisplayFormat.longestWordLength(of: movie.title),
            extra: movie.extra,
            badges: movie.extra.isEmpty ? [] : movie.extra.entries.compactMap { $0.value == .flag(true) ? router.flagName($0.key) : nil },
            facts: facts,
            hasFacts: !facts.isEmpty
        )
    }

    /// Where a movie coming up is next shown, where `key` is the place of the site's screenings:
    /// "Coming up Thu 10 Dec · Venues Back room · Town hall cinema" read as a screening at both
    /// (helper-66); none where its place is not known (`venue: [Back room, ~]`), which is no fact
    /// rather than the place of another date (helper-67). Nil for another field or a movie not
    /// coming up.
    private func nextPlaces(of movie: Movie, field key: String) -> [String]? {
        guard let order = router.fieldOrders.first, order.place == key, let today = router.today,
              let next = Screening.upcoming(of: movie, in: order, on: today).first else { return nil }
        return next.places
    }

    /// The site's card fields (`cardFields:`) that the movie gives, in the order `site.yml` names
    /// them, as its page's facts say them but a date's month cut short: `Screened 29 Apr 2021`, a field the site makes a
    /// taxonomy of by its names as their pages give them. A flag is a badge already.
    /// Every card of every list makes these: a date is parsed once and the label was worked out
    /// beforehand (`CardField.label`).
    private func facts(of movie: Movie, apartFrom shownFields: [String]) -> [MovieDetailViewModel.Fact] {
        let extra = movie.extra
        guard !router.cardFields.isEmpty, !extra.isEmpty else { return [] }
        return router.cardFields.compactMap { field in
            guard !shownFields.contains(field.key), let entry = extra.entries.first(where: { $0.key == field.key }) else { return nil }
            if let taxonomy = router.fieldTaxonomies.first(where: { $0.key == entry.key }) {
                let names = nextPlaces(of: movie, field: field.key) ?? taxonomy.terms(of: entry).map(\.name), wording = TaxonomyWording(.field(taxonomy))
                guard !names.isEmpty else { return nil }
                return MovieDetailViewModel.Fact(label: names.count == 1 ? wording.singular : wording.plural, value: names.joined(separator: " · "))
            }
            // A date of a site's own order still to come is coming up, whatever the order calls
            // itself: "Screened 3 Dec 2026" on a film not yet shown read as a mistake. A film shown
            // before and coming again is coming up on its next date. Other fields' dates are as
            // written: a date to come need not be a screening (`rights_expire:`).
            let today = router.fieldOrders.contains { $0.key == field.key } ? router.today : nil
            switch entry.value {
            case .flag: return nil
            case .text(let text):
                if let date = try? FieldDate(text) {
                    if let today, FieldOrder.isComingUp(date.day, on: today) {
                        return MovieDetailViewModel.Fact(label: OrderPresenter.comingUp, value: DisplayFormat.upcomingDate(date.day, after: today),
                                                         datetime: date.description)
                    }
                    return MovieDetailViewModel.Fact(label: field.label, value: DisplayFormat.shortDate(date.day), datetime: date.description)
                }
            case .list:
                if let today, let next = FieldOrder.next(in: extra, key: field.key, on: today) {
                    return MovieDetailViewModel.Fact(label: OrderPresenter.comingUp, value: DisplayFormat.upcomingDate(next.day, after: today),
                                                     datetime: next.description)
                }
            default: break
            }
            // An empty list (`screened: []`) says nothing: a label alone read as a broken card (helper-54).
            let value = DisplayFormat.value(entry.value, shortDates: true)
            return value.isEmpty ? nil : MovieDetailViewModel.Fact(label: field.label, value: value)
        }
    }
}

/// Presents a review, rendering its Markdown text.
public struct ReviewPresenter: Sendable {
    private let router: Router
    private let markdown: any MarkdownRenderer
    private let showsMovie: Bool
    private let showsAuthor: Bool
    private let cards: MovieCardPresenter

    /// - Parameters:
    ///   - showsMovie: false on the movie's own page, which needs no link to itself; elsewhere the
    ///     review has the movie's cover, its poster from `images`.
    ///   - showsAuthor: false on the reviewer's own page.
    public init(router: Router, markdown: any MarkdownRenderer, images: ImageLibrary = .empty,
                showsMovie: Bool = true, showsAuthor: Bool = true) {
        self.router = router
        self.markdown = markdown
        self.showsMovie = showsMovie
        self.showsAuthor = showsAuthor
        cards = MovieCardPresenter(router: router, images: images)
    }

    public func present(_ published: PublishedReview) throws(DiagnosticList) -> ReviewViewModel {
        let review = published.review
        return ReviewViewModel(
            authorName: published.author.name,
            authorURL: router.url(for: .user(published.author.id)),
            movieTitle: published.movie.title,
            movieYear: String(published.movie.year),
            movieURL: router.url(for: .movie(published.movie.slug)),
            rating: DisplayFormat.rating(review.rating.value),
            stars: DisplayFormat.stars(review.rating.value),
            date: DisplayFormat.date(review.date),
            isoDate: review.date.description,
            textHTML: try review.text.map { source throws(DiagnosticList) in try markdown.html(from: source) },
            showsMovie: showsMovie,
            showsAuthor: showsAuthor,
            movieCover: showsMovie ? cards.present(published.movie) : nil
        )
    }

    /// Every review presented, with the broken links of all of them reported together.
    public func present(_ reviews: [PublishedReview]) throws(DiagnosticList) -> [ReviewViewModel] {
        try collectingDiagnostics(reviews, present)
    }
}

/// Maps every element, collecting the diagnostics of all failures instead of stopping at the first.
func collectingDiagnostics<Input, Output>(
    _ inputs: [Input], _ transform: (Input) throws(DiagnosticList) -> Output
) throws(DiagnosticList) -> [Output] {
    var outputs: [Output] = []
    var diagnostics: [Diagnostic] = []
    for input in inputs {
        do { outputs.append(try transform(input)) } catch { diagnostics += error.diagnostics }
    }
    guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
    return outputs
}
