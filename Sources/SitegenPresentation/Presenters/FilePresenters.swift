public import SitegenDomain

/// Presents the pages every site needs besides its content: 404, robots.txt, sitemap and feed.
public struct FilePresenters: Sendable {
    private let catalog: Catalog
    private let settings: SiteSettings
    private let router: Router
    private let layout: LayoutPresenter
    private let markdown: any MarkdownRenderer
    private let images: ImageLibrary
    /// Each movie's entry in the search index as the last presentation wrote it, when kept (`serve`).
    private let searchEntries: SearchIndexEntries?

    public init(catalog: Catalog, settings: SiteSettings, router: Router, layout: LayoutPresenter, markdown: any MarkdownRenderer,
                images: ImageLibrary = .empty, searchEntries: SearchIndexEntries? = nil) {
        self.images = images
        self.searchEntries = searchEntries
        self.catalog = catalog
        self.settings = settings
        self.router = router
        self.layout = layout
        self.markdown = markdown
    }

    public func notFound() -> NotFoundViewModel {
        let contents = catalog.contents
        return NotFoundViewModel(
            layout: layout.layout(for: .notFound, title: "Page not found", description: "There is no page at this address."),
            heading: "Page not found",
            moviesURL: contents.hasMovies ? router.url(for: .movieList(page: 1)) : nil,
            usersURL: contents.hasUsers ? router.url(for: .userList(page: 1)) : nil,
            reviewsURL: contents.hasMovies && contents.hasUsers ? router.url(for: .reviewList(page: 1)) : nil,
            searchURL: contents.hasMovies || contents.hasUsers ? router.url(for: .search) : nil
        )
    }

    public func search() -> SearchViewModel {
        SearchViewModel(
            layout: layout.layout(for: .search, title: "Search", description: "Find a movie or a reviewer."),
            heading: "Search",
            pageURL: router.url(for: .search),
            indexURL: router.url(for: .searchIndex),
            scriptURL: router.url(forFile: LayoutPresenter.searchScriptPath),
            moviesURL: router.url(for: .movieList(page: 1)),
            usersURL: router.url(for: .userList(page: 1)),
            genresURL: router.url(for: .terms(.genres, page: 1)),
            directorsURL: router.url(for: .terms(.directors, page: 1)),
            peopleURL: router.url(for: .terms(.people, page: 1)),
            yearsURL: router.url(for: .terms(.years, page: 1)),
            reviewsURL: router.url(for: .reviewList(page: 1)),
            taxonomies: router.fieldTaxonomies.map { field in
                LinkViewModel(title: TaxonomyWording(.field(field)).pluralInText, url: router.url(for: .terms(.field(field), page: 1)))
            }
        )
    }

    /// Arrays rather than objects, and one string of everything else to match against: the index
    /// of a large catalog stays small enough to fetch on a phone.
    /// Written straight to bytes, entry by entry: at 30,000 movies a tree of `JSONValue`s built
    /// first took as long again as the writing. Each term's kind ("genre, ") is escaped once per
    /// taxonomy and its count written as digits, and a movie's names are not gathered into an
    /// array first: at 30k movies this took 60 ms of CPU, not 74 (perf samples of four rebuilds
    /// each), and every title save in `serve` presents it again.
    public func searchIndex() -> SearchIndexViewModel {
        let movies = catalog.moviesWithoutProse, users = catalog.users
        var json: [UInt8] = []
        json.reserveCapacity(200 * (movies.count + users.count))
        json += #"{"movies":["#.utf8
        if let searchEntries {
            appendEntries(of: movies, to: &json, keeping: searchEntries)
        } else {
            for index in movies.indices {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                appendEntry(of: movies[index], to: &json)
            }
        }
        json += #"],"users":["#.utf8
        for (index, user) in users.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "["))
            JSONText.appendString(user.name, to: &json)
            json.append(UInt8(ascii: ","))
            JSONText.appendString(router.url(for: .user(user.id)), to: &json)
            json.append(UInt8(ascii: ","))
            JSONText.appendString(user.location ?? "", to: &json)
            json.append(UInt8(ascii: "]"))
        }
        json += #"],"terms":["#.utf8
        var first = true
        // Directors are people too: the people pages stand for them, each said to be what the
        // catalog credits them as.
        let directed = Dictionary(uniqueKeysWithValues: catalog.termsWithCounts(.directors).map { ($0.term.slug, $0.movieCount) })
        for taxonomy in catalog.taxonomies where taxonomy != .directors {
            let kinds = Self.searchKinds(of: taxonomy)
            for (term, count) in catalog.termsWithCounts(taxonomy) {
                if !first { json.append(UInt8(ascii: ",")) }
                first = false
                json.append(UInt8(ascii: "["))
                JSONText.appendString(term.name, to: &json)
                json.append(UInt8(ascii: ","))
                JSONText.appendString(router.url(for: .term(taxonomy, term.slug, page: 1)), to: &json)
                json.append(UInt8(ascii: ","))
                let role = taxonomy == .people ? PersonRole(directed: directed[term.slug] ?? 0, of: count) : nil
                json += kinds[role] ?? []
                json += String(count).utf8
                json += (count == 1 ? #" movie""# : #" movies""#).utf8
                // A site's own names are found under their taxonomy's heading, not among genres.
                if let field = taxonomy.field {
                    json.append(UInt8(ascii: ","))
                    JSONText.appendString(TaxonomyWording(.field(field)).plural, to: &json)
                }
                json.append(UInt8(ascii: "]"))
            }
        }
        json += "]}".utf8
        return SearchIndexViewModel(layout: layout.layout(for: .searchIndex, title: nil), indexJSON: String(decoding: json, as: UTF8.self))
    }

    /// Every movie's entry, each as `entries` kept it when the movie is what it was, and the
    /// entries kept for the next presentation.
    private func appendEntries(of movies: [Movie], to json: inout [UInt8], keeping entries: SearchIndexEntries) {
        let home = router.url(for: .home)
        var kept = entries.take(home: home)
        for (index, movie) in movies.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            let thumbnail = thumbnail(of: movie)
            if let entry = kept[movie.slug], entry.movie == movie, entry.thumbnail == thumbnail {
                json += entry.json
                continue
            }
            var entry: [UInt8] = []
            appendEntry(of: movie, to: &entry)
            json += entry
            kept[movie.slug] = .init(movie: movie, thumbnail: thumbnail, json: entry)
        }
        // Movies gone since: not kept.
        if kept.count > movies.count {
            let slugs = Set(movies.map(\.slug))
            kept = kept.filter { slugs.contains($0.key) }
        }
        entries.keep(kept, home: home)
    }

    /// The smallest copy of a movie's poster, for the result's thumbnail; "" for none.
    private func thumbnail(of movie: Movie) -> String { movie.poster.flatMap { images[$0]?.copies.first?.url } ?? "" }

    /// What a term of `taxonomy` is said to be in search results, up to its count: `"genre · `,
    /// escaped once per taxonomy; a person by their role, as their page says it.
    private static func searchKinds(of taxonomy: Taxonomy) -> [PersonRole?: [UInt8]] {
        func opening(_ kind: String) -> [UInt8] {
            var bytes: [UInt8] = []
            JSONText.appendString(kind + " · ", to: &bytes)
            bytes.removeLast()  // the closing quote: the count follows inside the string
            return bytes
        }
        guard taxonomy == .people else { return [nil: opening(TaxonomyWording(taxonomy).singularInText)] }
        return Dictionary(uniqueKeysWithValues: PersonRole.allCases.map { ($0, opening($0.name)) })
    }

    /// `[title, year, url, "genres · directors · cast", thumbnail, genre count, director count, hue,
    /// average]`: the counts tell the names apart, so that a result can say who directed the
    /// movie; the names in one string keep the index small and what themes before the counts
    /// read. The hue is its drawn poster's, for a result without a poster to show in the colour its
    /// card has; the average its rating as its card shows it (`"4.5"`, `""` before any review).
    private func appendEntry(of movie: Movie, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "["))
        JSONText.appendString(movie.title, to: &json)
        json += ",\(movie.year),".utf8
        JSONText.appendString(router.url(for: .movie(movie.slug)), to: &json)
        json += #",""#.utf8
        var first = true
        func appendName(_ name: String) {
            if !first { json += " · ".utf8 }
            first = false
            JSONText.appendEscaped(name, to: &json)
        }
        for genre in movie.genres { appendName(genre.name) }
        for name in movie.directors { appendName(name) }
        for name in movie.cast { appendName(name) }
        json += #"","#.utf8
        JSONText.appendString(thumbnail(of: movie), to: &json)
        json += ",\(movie.genres.count),\(movie.directors.count),\(DisplayFormat.hue(of: movie.slug)),\"".utf8
        if let average = movie.averageRating { json += DisplayFormat.rating(average).utf8 }
        json += "\"]".utf8
    }

    public func robots() -> RobotsViewModel {
        RobotsViewModel(layout: layout.layout(for: .robots, title: nil), sitemapURL: router.absoluteURL(for: .sitemap))
    }

    /// Every listed route of the site, in the site map's order, as `part` of the sitemap lists
    /// them: all of them in `sitemap.xml`, unless they are more than `limit`, when it lists the
    /// parts (`sitemap-1.xml`…) and each part lists its `limit` of them.
    public func sitemap(routes: [Route], part: Route = .sitemap, limit: Int = SiteMap.sitemapLimit) -> SitemapViewModel {
        let listed = routes.filter(\.isListed)
        let parts = routes.filter { if case .sitemapPart = $0 { true } else { false } }
        if part == .sitemap, !parts.isEmpty {
            return SitemapViewModel(layout: layout.layout(for: part, title: nil), entries: [],
                                    parts: parts.map { SitemapViewModel.Entry(location: router.absoluteURL(for: $0)) }, isIndex: true)
        }
        var shown = listed[...]
        if case .sitemapPart(let number) = part {
            shown = listed[min(listed.count, (number - 1) * limit)..<min(listed.count, number * limit)]
        }
        let siteUpdated = catalog.lastModified
        return SitemapViewModel(
            layout: layout.layout(for: part, title: nil),
            entries: shown.map { route in
                SitemapViewModel.Entry(location: router.absoluteURL(for: route), lastModified: lastModified(route, site: siteUpdated)?.description)
            }
        )
    }

    public func feed() throws(DiagnosticList) -> FeedViewModel {
        let feed = ShowFeedUseCase(catalog: catalog).execute()
        let reviews = try collectingDiagnostics(feed.reviews) { (published: PublishedReview) throws(DiagnosticList) -> FeedViewModel.Entry in
            let movieURL = router.absoluteURL(for: .movie(published.movie.slug))
            let rating = DisplayFormat.rating(published.review.rating.value)
            return FeedViewModel.Entry(
                id: movieURL + "#review-\(published.author.id)",
                title: "\(published.author.name) on \(published.movie.title): \(rating) / 5",
                url: movieURL,
                updated: Self.timestamp(published.review.date),
                authorName: published.author.name,
                summary: "\(published.author.name) rated \(published.movie.title) (\(published.movie.year)) \(rating) out of 5.",
                contentHTML: try published.review.text.map { source throws(DiagnosticList) in try markdown.html(from: source) }
            )
        }
        let movies = feed.movies.map { movie in
            FeedViewModel.Entry(
                id: router.absoluteURL(for: .movie(movie.slug)),
                title: "\(movie.title) (\(movie.year))",
                url: router.absoluteURL(for: .movie(movie.slug)),
                updated: Self.timestamp(movie.lastModified),
                authorName: settings.title,
                summary: "\(movie.title) (\(movie.year)): \(DisplayFormat.count(movie.reviews.count, "review", "reviews")).",
                contentHTML: nil
            )
        }
        return FeedViewModel(
            layout: layout.layout(for: .feed, title: nil),
            id: router.absoluteURL(for: .home),
            title: settings.title,
            subtitle: settings.description,
            selfURL: router.absoluteURL(for: .feed),
            siteURL: router.absoluteURL(for: .home),
            updated: Self.timestamp(feed.updated),
            authorName: settings.title,
            entries: (reviews + movies).sorted { ($1.updated, $0.id) < ($0.updated, $1.id) }
        )
    }

    /// The site's calendar: every screening its first order of dates gives from a year before
    /// the build's day on (`ListScreeningsUseCase`), each an event of its day, or of its time to
    /// its movie's end where the date gives one, with its movie's title and year, where it is
    /// (`place:` of the order), who directed it, and its page.
    public func calendar() -> CalendarViewModel {
        // Unique across sites: the host and the site's path (two clubs on one host), the day and
        // time, the movie, and which of its screenings then (two untimed the same day) it is.
        // `example.org/club` of `https://example.org/club/`.
        let site = (settings.baseURL.origin.split(separator: "/").last.map(String.init) ?? "") + settings.baseURL.path.dropLast()
        var shownThatDay: [String: Int] = [:]
        let events = (ListScreeningsUseCase(catalog: catalog, orders: settings.orders).execute() ?? []).map { screening in
            // A screening's time is in its UID: a show added earlier the same day renumbered the
            // others, which a subscribed calendar takes for changed events (helper-63).
            let movie = screening.movie, key = "\(screening.start.description.filter { $0 != ":" })-\(movie.slug)"
            shownThatDay[key, default: 0] += 1
            let uid = key + (shownThatDay[key]! > 1 ? "-\(shownThatDay[key]!)" : "") + "@" + site
            return ICalendar.Event(uid: uid, start: screening.start, minutes: screening.time == nil ? nil : movie.runtimeMinutes, summary: "\(movie.title) (\(movie.year))",
                                   // With its address, a calendar app can route a member there.
                                   location: screening.places.isEmpty ? nil
                                       : ([DisplayFormat.list(screening.places)] + [router.address(of: screening)].compactMap(\.self)).joined(separator: ", "),
                                   description: movie.directors.isEmpty ? nil : "Directed by \(DisplayFormat.list(movie.directors)).",
                                   url: router.absoluteURL(for: .movie(movie.slug)))
        }
        let calendar = ICalendar(name: settings.title, description: settings.description.isEmpty ? nil : settings.description,
                                 url: router.absoluteURL(for: .home), zone: settings.timeZone, stamp: catalog.today ?? Self.epoch, events: events)
        return CalendarViewModel(layout: layout.layout(for: .calendar, title: nil), text: calendar.text)
    }

    /// The stamp of a catalog without a day, which has no screening to come: the day stamps count from.
    private static let epoch = try! CalendarDate(year: 1970, month: 1, day: 1)

    private func lastModified(_ route: Route, site: CalendarDate?) -> CalendarDate? {
        switch route {
        case .home: site
        case .movie(let slug): catalog.lastModified(movie: slug)
        case .user(let id): catalog.lastModified(user: id)
        // The newest review's day; later pages shift with it, and say nothing.
        case .reviewList(page: 1): catalog.newestReviewDate
        default: nil
        }
    }

    /// Midnight UTC of the day: content has dates, not times, and Atom wants a timestamp.
    private static func timestamp(_ date: CalendarDate?) -> String {
        "\(date?.description ?? "1970-01-01")T00:00:00Z"
    }
}
