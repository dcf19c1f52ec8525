public import SitegenDomain

/// Presents a movie's own page.
public struct MovieDetailPresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter
    private let markdown: any MarkdownRenderer
    private let reviews: ReviewPresenter
    private let pictures: PicturePresenter
    private let images: ImageLibrary

    public init(router: Router, layout: LayoutPresenter, markdown: any MarkdownRenderer, images: ImageLibrary = .empty) {
        self.router = router
        self.layout = layout
        self.markdown = markdown
        self.images = images
        reviews = ReviewPresenter(router: router, markdown: markdown, showsMovie: false)
        pictures = PicturePresenter(router: router, images: images)
    }

    public func present(_ detail: MovieDetail) throws(DiagnosticList) -> MovieDetailViewModel {
        let movie = detail.movie
        var diagnostics: [Diagnostic] = []
        var synopsis = "", reviewModels: [ReviewViewModel] = []
        do { synopsis = try markdown.html(from: movie.synopsis) } catch { diagnostics += error.diagnostics }
        do { reviewModels = try reviews.present(detail.reviews) } catch { diagnostics += error.diagnostics }
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        let poster = movie.poster.map { pictures.present($0, alt: "Poster of \(movie.title) (\(movie.year))") }
        let posterImage = movie.poster.map(sharedImageURL).map(layout.absolute)
        let flags = linkingBadges(of: movie.extra)
        let screenings = ScreeningPresenter(router: router), upcoming = screenings?.upcoming(of: movie)
        return MovieDetailViewModel(
            layout: layout.layout(
                for: .movie(movie.slug), title: "\(movie.title) (\(movie.year))",
                description: Self.description(of: movie),
                trail: [LinkViewModel(title: "Movies", url: router.url(for: .movieList(page: 1)))],
                crumb: movie.title, crumbNote: "(\(movie.year))",
                sharing: PageSharing(
                    type: "video.movie", image: posterImage,
                    schema: [SchemaOrg.movie(detail, url: router.absoluteURL(for: .movie(movie.slug)), image: posterImage) {
                        router.absoluteURL(for: .user($0))
                    }] + (upcoming?.screenings ?? []).map {
                        SchemaOrg.screening($0, url: router.absoluteURL(for: .movie(movie.slug)), address: router.address(of: $0), zone: router.timeZone)
                    }
                )
            ),
            title: movie.title,
            year: String(movie.year),
            // A field of blank items (`venue: [~]`) says nothing: a label over an empty line.
            facts: facts(of: movie) + sayingScreenings(linkingNames(MovieDetailViewModel.Fact.ofExtras(movie.extra).facts, of: movie.extra), of: movie)
                .filter { !$0.value.isEmpty || !$0.links.isEmpty },
            screenings: upcoming.map { upcoming in upcoming.screenings.compactMap { screenings?.present($0, in: upcoming.order, card: nil) } } ?? [],
            hasScreenings: upcoming?.screenings.isEmpty == false,
            badges: flags.map(\.title),
            flags: flags,
            genres: movie.genres.map { LinkViewModel(title: $0.name, url: router.url(for: .term(.genres, $0.slug, page: 1))) },
            poster: poster,
            hue: DisplayFormat.hue(of: movie.slug),
            longestWordLength: DisplayFormat.longestWordLength(of: movie.title),
            averageRating: detail.averageRating.map(DisplayFormat.rating),
            stars: detail.averageRating.map(DisplayFormat.stars),
            reviewCount: DisplayFormat.count(detail.reviews.count, "review", "reviews"),
            // One rating spreads over nothing: its chart would be one bar among nine empty ones.
            distribution: detail.reviews.count < 2 ? nil : RatingPresenter(router: router).distribution(of: detail.reviews.map(\.review.rating)),
            synopsisHTML: synopsis,
            reviews: reviewModels,
            moreLikeThis: detail.moreLikeThis.map { other in
                var card = MovieCardPresenter(router: router, images: images).present(other)
                card.likeness = MovieLikeness.of(other, to: movie)
                return card
            },
            hasMoreLikeThis: !detail.moreLikeThis.isEmpty,
            extra: movie.extra
        )
    }

    /// The poster as a link preview shows it: its widest copy in its own format (every site that
    /// reads OpenGraph takes JPEG and PNG), or the file itself.
    private func sharedImageURL(_ poster: String) -> String {
        if let copy = images[poster]?.copies.last(where: \.isFallback) { return copy.url }
        return poster.hasPrefix("http://") || poster.hasPrefix("https://") ? poster : router.url(forFile: poster)
    }

    /// The facts the catalog knows; the site's own fields follow them (`Fact.ofExtras`), so they show
    /// without a template of the site's own.
    private func facts(of movie: Movie) -> [MovieDetailViewModel.Fact] {
        var facts: [MovieDetailViewModel.Fact] = []
        if !movie.directors.isEmpty {
            facts.append(.init(label: movie.directors.count == 1 ? "Director" : "Directors",
                               value: DisplayFormat.list(movie.directors), links: personLinks(movie.directors, movie.directorTerms)))
        }
        let year = movie.yearTerm, decade = movie.decadeTerm
        facts.append(.init(label: "Year", value: year.name, links: [
            .init(title: year.name, url: router.url(for: .term(.years, year.slug, page: 1)), separator: " · "),
            .init(title: decade.name, url: router.url(for: .term(.decades, decade.slug, page: 1)), separator: ""),
        ]))
        if let released = movie.released { facts.append(.init(label: "Released", value: DisplayFormat.date(released), datetime: released.description)) }
        if let runtime = movie.runtimeMinutes { facts.append(.init(label: "Runtime", value: DisplayFormat.runtime(minutes: runtime))) }
        if let country = movie.country { facts.append(.init(label: "Country", value: country)) }
        if !movie.cast.isEmpty { facts.append(.init(label: "Cast", value: DisplayFormat.list(movie.cast), links: personLinks(movie.cast, movie.castTerms))) }
        return facts
    }

    /// The site's own facts with each name of a field the site makes a taxonomy of linked to its
    /// page: "Venue: Back room" leads to every film shown in the back room. Such a fact is labelled
    /// as the site names the taxonomy (`IMAX screen`, `IMAX screens`), not by its key.
    private func linkingNames(_ facts: [MovieDetailViewModel.Fact], of extra: ExtraFields) -> [MovieDetailViewModel.Fact] {
        guard !router.fieldTaxonomies.isEmpty else { return facts }
        // `ofExtras` made one fact of each entry but a flag, in their order.
        let entries = extra.entries.filter { if case .flag = $0.value { false } else { true } }
        return zip(facts, entries).map { fact, entry in
            guard let field = router.fieldTaxonomies.first(where: { $0.key == entry.key }) else { return fact }
            let names = field.terms(of: entry), wording = TaxonomyWording(.field(field))
            guard !names.isEmpty else { return fact }
            var linked = fact
            linked.label = names.count == 1 ? wording.singular : wording.plural
            linked.links = names.enumerated().map { index, name in
                .init(title: name.name, url: router.url(for: .term(.field(field), name.slug, page: 1)),
                      separator: index < names.count - 1 ? " · " : "")
            }
            return linked
        }
    }

    /// The screenings of the site's first order as facts: those still to come left out, as the
    /// screenings under the rating say them, each led by its day; those before today under the
    /// field's own name ("Screened 7 October 2021"), each with its place where the movie pairs
    /// dates with places of more than one ("9 December 2021, Back room"): "Screened 9 December
    /// 2021" beside "Venues Back room · Town hall cinema" did not say which (helper-62). A field
    /// with only dates to come is no fact.
    private func sayingScreenings(_ facts: [MovieDetailViewModel.Fact], of movie: Movie) -> [MovieDetailViewModel.Fact] {
        guard let today = router.today, let order = router.fieldOrders.first, !movie.extra.isEmpty else { return facts }
        // `ofExtras` made one fact of each entry but a flag, in their order.
        let entries = movie.extra.entries.filter { if case .flag = $0.value { false } else { true } }
        let screenings = Screening.all(of: movie, in: order)
        // Where the dates pair with places that differ; a date whose place is blank says none,
        // and no longer hid every other date's place.
        let saysPlaces = Set(screenings.map(\.places)).count > 1 && screenings.allSatisfy { $0.places.count <= 1 }
        return zip(facts, entries).compactMap { fact, entry -> MovieDetailViewModel.Fact? in
            // Each date says its place, the past ones here and those to come under the rating:
            // "Venues Back room · Town hall cinema" after them said them again (helper-68).
            if saysPlaces, entry.key == order.place { return nil }
            // The screenings are the first order's; another's date stays a fact as written.
            guard order.key == entry.key else { return fact }
            let past = screenings.filter { !FieldOrder.isComingUp($0.date, on: today) }
            guard past.count < screenings.count || saysPlaces else { return fact }
            guard !past.isEmpty else { return nil }
            let said = past.map { DisplayFormat.date($0.start) + (saysPlaces ? $0.places.map { ", " + $0 }.joined() : "") }
            var saying = MovieDetailViewModel.Fact(label: fact.label, value: said.joined(separator: " · "),
                                                   datetime: past.count == 1 && !saysPlaces ? past[0].start.description : nil)
            // Each place said leads to its page, where the site makes pages of them (helper-66).
            if saysPlaces, past.contains(where: { router.placeURL(of: $0, in: order) != nil }) {
                saying.links = past.enumerated().flatMap { index, screening -> [MovieDetailViewModel.ListedLink] in
                    let separator = index < past.count - 1 ? " · " : ""
                    guard let place = screening.places.first else {
                        return [.init(title: DisplayFormat.date(screening.start), url: nil, separator: separator)]
                    }
                    return [.init(title: DisplayFormat.date(screening.start) + ", ", url: nil, separator: ""),
                            .init(title: place, url: router.placeURL(of: screening, in: order), separator: separator)]
                }
            }
            return saying
        }
    }

    /// The flags the movie sets, each linked to the list of every movie setting it where the site
    /// makes a taxonomy of it: a "Club pick" badge leads to every club pick (helper-43, helper-47).
    private func linkingBadges(of extra: ExtraFields) -> [MovieDetailViewModel.Badge] {
        extra.entries.compactMap { entry in
            guard entry.value == .flag(true) else { return nil }
            return .init(title: router.flagName(entry.key),
                         url: router.flagTaxonomy(entry.key).map { router.url(for: .term(.field($0), $0.flagTerm.slug, page: 1)) })
        }
    }

    /// Links to the pages of the people `names` credits, or none when a name has no page
    /// (nothing to make a slug of): the names are then shown as text.
    private func personLinks(_ names: [String], _ terms: [Term]) -> [MovieDetailViewModel.ListedLink] {
        guard terms.count == names.count else { return [] }
        return zip(terms, DisplayFormat.listSeparators(count: terms.count)).map { term, separator in
            .init(title: term.name, url: router.url(for: .term(.people, term.slug, page: 1)), separator: separator)
        }
    }

    private static func description(of movie: Movie) -> String {
        let by = movie.directors.isEmpty ? "" : " by \(DisplayFormat.list(movie.directors))"
        let genres = movie.genres.isEmpty ? "" : " — \(movie.genres.map(\.name).joined(separator: ", "))"
        return "\(movie.title) (\(movie.year))\(by)\(genres)."
    }
}

/// Presents a user's own page.
public struct UserDetailPresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter
    private let markdown: any MarkdownRenderer
    private let reviews: ReviewPresenter
    private let cards: MovieCardPresenter

    public init(router: Router, layout: LayoutPresenter, markdown: any MarkdownRenderer, images: ImageLibrary = .empty) {
        self.router = router
        self.layout = layout
        self.markdown = markdown
        reviews = ReviewPresenter(router: router, markdown: markdown, images: images, showsAuthor: false)
        cards = MovieCardPresenter(router: router, images: images)
    }

    public func present(_ detail: UserDetail) throws(DiagnosticList) -> UserDetailViewModel {
        let user = detail.user
        var diagnostics: [Diagnostic] = []
        var bio: String?, reviewModels: [ReviewViewModel] = []
        do { bio = try user.bio.map { source throws(DiagnosticList) in try markdown.html(from: source) } } catch {
            diagnostics += error.diagnostics
        }
        do { reviewModels = try reviews.present(detail.reviews) } catch { diagnostics += error.diagnostics }
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        let shown = reviewModels.count > Self.reviewsShownAtMost ? Self.reviewsShownFirst : reviewModels.count
        var page = UserDetailViewModel(
            layout: layout.layout(
                for: .user(user.id), title: user.name,
                description: "\(user.name) has written \(DisplayFormat.count(detail.reviews.count, "review", "reviews")).",
                trail: [LinkViewModel(title: "Reviewers", url: router.url(for: .userList(page: 1)))],
                sharing: PageSharing(type: "profile", schema: [SchemaOrg.person(user, url: router.absoluteURL(for: .user(user.id)))])
            ),
            name: user.name,
            initials: DisplayFormat.initials(of: user.name),
            location: user.location,
            joined: user.joined.map(DisplayFormat.date),
            website: user.website,
            websiteName: user.website.map(DisplayFormat.webAddress),
            bioHTML: bio,
            reviewCount: DisplayFormat.count(detail.reviews.count, "review", "reviews"),
            profile: RatingPresenter(router: router).profile(of: detail.reviews, closestTastes: detail.closestTastes),
            favorites: detail.favorites.map { movie in
                // The reviewer's own rating beside the club's: their latest review of it (newest first).
                var card = cards.present(movie)
                card.ownRating = detail.reviews.first { $0.movie.slug == movie.slug }.map { published in
                    let rating = published.review.rating.value
                    return .init(label: "Their rating", rating: DisplayFormat.rating(rating), stars: DisplayFormat.stars(rating))
                }
                return card
            },
            reviews: reviewModels,
            extra: user.extra
        )
        page.newestReviews = Array(reviewModels[..<shown])
        if shown < reviewModels.count {
            page.earlierReviews = Array(reviewModels[shown...])
            page.earlierReviewsLabel = DisplayFormat.count(page.earlierReviews.count, "earlier review", "earlier reviews")
        }
        return page
    }

    /// A reviewer's page shows their newest twenty reviews and folds the rest, if there are
    /// more than five of them: folding away two or three would only hide them.
    static let reviewsShownFirst = 20, reviewsShownAtMost = 25
}

/// Presents a free page.
public struct FreePagePresenter: Sendable {
    private let layout: LayoutPresenter
    private let markdown: any MarkdownRenderer

    public init(layout: LayoutPresenter, markdown: any MarkdownRenderer) {
        self.layout = layout
        self.markdown = markdown
    }

    public func present(_ page: FreePage) throws(DiagnosticList) -> FreePageViewModel {
        FreePageViewModel(
            layout: layout.layout(for: .page(page.slug), title: page.title, description: page.description),
            title: page.title,
            bodyHTML: try markdown.html(from: page.body)
        )
    }
}
