public import SitegenDomain

/// Presents a page of the movie list.
public struct MovieListPresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter
    private let cards: MovieCardPresenter

    public init(router: Router, layout: LayoutPresenter, images: ImageLibrary = .empty) {
        self.router = router
        self.layout = layout
        cards = MovieCardPresenter(router: router, images: images)
    }

    /// - Parameters:
    ///   - decades: every decade with movies, for the list's index by time, with the orders its
    ///     own list comes in.
    ///   - letters: by title, where each letter's movies start, and on which page
    ///     (`ListMoviesUseCase.letters`).
    public func present(_ page: Paginated<Movie>, order: MovieOrder = .title, decades: [(term: Term, orders: [MovieOrder])] = [],
                        letters: [TermSection.Placed] = []) -> MovieListViewModel {
        let title = PaginationPresenter.title("Movies" + OrderPresenter.suffix(order, router: router), page: page.number)
        let crumbs = OrderPresenter.crumbs("Movies", order: order, page: page.number, router: router) { router.url(for: .movieList(page: 1, order: $0)) }
        let ranks = OrderPresenter.ranks(of: page, order: order)
        return MovieListViewModel(
            layout: layout.layout(for: .movieList(page: page.number, order: order), title: title,
                                  description: "All \(DisplayFormat.count(page.totalCount, "movie", "movies")) in the catalog.",
                                  trail: crumbs.trail, crumb: crumbs.current,
                                  sharing: .movieList(page, router: router, layout: layout)),
            heading: title,
            summary: PaginationPresenter.summary(page, "movie", "movies"),
            // A decade in the order the list is read in, if its own comes in it: from the best rated,
            // the decade's best rated.
            decades: decades.map { decade in
                LinkViewModel(title: decade.term.name, url: router.url(for: .term(.decades, decade.term.slug, page: 1,
                                                                                   order: decade.orders.contains(order) ? order : .title)))
            },
            // Each letter's first movie: its card carries the anchor (`letter-k`) where the page holds it.
            letters: JumpsViewModel(letters, onPage: page.number, alphabet: true, anchor: letterAnchor) {
                router.url(for: .movieList(page: $0, order: .title))
            },
            orders: OrderPresenter.control(current: order, router: router) { .movieList(page: 1, order: $0) },
            movies: zip(page.items, OrderPresenter.stretchHeadings(of: page.items, order: order, router: router)).enumerated().map { offset, item in
                var card = cards.present(item.0)
                card.anchor = letterAnchor(at: offset, onPage: page.number, of: letters)
                card.groupHeading = item.1
                card.rank = ranks[offset]
                return card
            },
            pagination: PaginationPresenter.present(page, router: router) { .movieList(page: $0, order: order) }
        )
    }
}

/// `letter-k`; `letter-other-0` for titles filed under `#` (before A, or after Z).
func letterAnchor(_ section: TermSection) -> String {
    "letter-" + (section.name == "#" ? "other-\(section.start)" : section.name.lowercased())
}

/// The anchor of the item at `offset` of page `page` of a list, if one of its `letters` starts there.
func letterAnchor(at offset: Int, onPage page: Int, of letters: [TermSection.Placed]) -> String? {
    letters.first { $0.page == page && $0.offset == offset }.map { letterAnchor($0.section) }
}

/// Presents a page of the user list.
public struct UserListPresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter

    public init(router: Router, layout: LayoutPresenter) {
        self.router = router
        self.layout = layout
    }

    /// - Parameter letters: where the users filed under each letter start, and on which page
    ///   (`ListUsersUseCase.letters`): jumped to from a list of more than one page.
    public func present(_ page: Paginated<UserSummary>, letters: [TermSection.Placed] = []) -> UserListViewModel {
        let letters = page.pageCount > 1 ? letters : []
        let title = PaginationPresenter.title("Reviewers", page: page.number)
        let crumbs = PaginationPresenter.crumbs("Reviewers", page: page.number, firstPageURL: router.url(for: .userList(page: 1)))
        return UserListViewModel(
            layout: layout.layout(for: .userList(page: page.number), title: title,
                                  description: "The \(DisplayFormat.count(page.totalCount, "person", "people")) who review movies here.",
                                  trail: crumbs.trail, crumb: crumbs.current,
                                  sharing: PageSharing(schema: [SchemaOrg.itemList(
                                      page.items.map { ($0.user.name, router.url(for: .user($0.user.id))) },
                                      firstPosition: page.firstPosition, absolute: layout.absolute)])),
            heading: title,
            summary: PaginationPresenter.summary(page, "reviewer", "reviewers"),
            letters: JumpsViewModel(letters, onPage: page.number, alphabet: true, anchor: letterAnchor) { router.url(for: .userList(page: $0)) },
            users: page.items.enumerated().map { offset, summary in
                UserListViewModel.Item(
                    name: summary.user.name,
                    initials: DisplayFormat.initials(of: summary.user.name),
                    url: router.url(for: .user(summary.user.id)),
                    location: summary.user.location,
                    reviewCount: DisplayFormat.count(summary.reviewCount, "review", "reviews"),
                    anchor: letterAnchor(at: offset, onPage: page.number, of: letters)
                )
            },
            pagination: PaginationPresenter.present(page, router: router) { .userList(page: $0) }
        )
    }
}

/// Presents a page of every review, newest first, grouped by the month each was written in.
public struct ReviewListPresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter
    private let reviews: ReviewPresenter

    public init(router: Router, layout: LayoutPresenter, markdown: any MarkdownRenderer, images: ImageLibrary = .empty) {
        self.router = router
        self.layout = layout
        reviews = ReviewPresenter(router: router, markdown: markdown, images: images)
    }

    /// - Parameter monthBefore: the month of the last review on the page before, if any: a month
    ///   that runs on from it says so.
    /// - Parameter years: where each year's reviews start, and on which page
    ///   (`ListReviewsUseCase.years`): jumped to from a list of more than one page.
    public func present(_ page: Paginated<PublishedReview>, monthBefore: CalendarDate? = nil,
                        years: [TermSection.Placed] = []) throws(DiagnosticList) -> ReviewListViewModel {
        let years = page.pageCount > 1 ? years : []
        let title = PaginationPresenter.title("Reviews", page: page.number)
        let crumbs = PaginationPresenter.crumbs("Reviews", page: page.number, firstPageURL: router.url(for: .reviewList(page: 1)))
        let presented = try reviews.present(page.items)
        var months: [ReviewListViewModel.Month] = []
        for (offset, (published, review)) in zip(page.items, presented).enumerated() {
            let date = published.review.date
            if let last = months.last, last.anchor == Self.anchor(of: date) {
                months[months.count - 1].reviews.append(review)
            } else {
                let continued = months.isEmpty && monthBefore.map { ($0.year, $0.month) == (date.year, date.month) } == true
                let startsYear = years.first { $0.page == page.number && $0.offset == offset }
                months.append(.init(heading: DisplayFormat.month(date), anchor: Self.anchor(of: date), continued: continued, reviews: [review],
                                    yearAnchor: startsYear.map { Self.yearAnchor($0.section) }))
            }
        }
        return ReviewListViewModel(
            layout: layout.layout(for: .reviewList(page: page.number), title: title,
                                  description: "Every review, newest first: \(DisplayFormat.count(page.totalCount, "review", "reviews")).",
                                  trail: crumbs.trail, crumb: crumbs.current,
                                  sharing: PageSharing(schema: [SchemaOrg.itemList(
                                      page.items.map { ("\($0.author.name) on \($0.movie.title)", router.url(for: .movie($0.movie.slug))) },
                                      firstPosition: page.firstPosition, absolute: layout.absolute)])),
            heading: title,
            summary: PaginationPresenter.summary(page, "review", "reviews") + (page.totalCount > 1 ? ", newest first" : ""),
            emptyText: "No reviews yet. A review is written in its movie's file, under reviews:, by a reviewer of content/users/.",
            months: months,
            monthLinks: months.map { LinkViewModel(title: $0.heading, url: "#" + $0.anchor) },
            hasMonthLinks: months.count > 1,
            years: JumpsViewModel(years, onPage: page.number, anchor: Self.yearAnchor) { router.url(for: .reviewList(page: $0)) },
            pagination: PaginationPresenter.present(page, router: router) { .reviewList(page: $0) }
        )
    }

    /// `year-2024`.
    private static func yearAnchor(_ section: TermSection) -> String { "year-" + section.name }

    /// `month-2024-03`.
    private static func anchor(of date: CalendarDate) -> String {
        "month-\(date.year)-\(date.month < 10 ? "0" : "")\(date.month)"
    }
}

extension PageSharing {
    /// A page whose content is a list of movies: schema.org `ItemList` of their pages.
    static func movieList(_ page: Paginated<Movie>, router: Router, layout: LayoutPresenter) -> PageSharing {
        PageSharing(schema: [SchemaOrg.itemList(page.items.map { ($0.title, router.url(for: .movie($0.slug))) },
                                                firstPosition: page.firstPosition, absolute: layout.absolute)])
    }
}
