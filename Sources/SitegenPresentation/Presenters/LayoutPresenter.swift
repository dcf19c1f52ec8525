public import SitegenDomain

/// Builds the parts every page shares: navigation, titles, canonical URL, breadcrumbs.
public struct LayoutPresenter: Sendable {
    public static let stylesheetPath = "css/site.css"
    public static let iconPath = "favicon.svg"
    public static let searchScriptPath = "js/search.js"

    private let router: Router
    private let settings: SiteSettings
    private let menuPages: [FreePage]
    private let contents: CatalogContents

    /// - Parameter contents: which catalog sections the menu offers: a site without movies has no
    ///   movie, genre, people or year lists worth a link, and search needs something to find.
    public init(router: Router, settings: SiteSettings, pages: [FreePage], contents: CatalogContents = .catalog) {
        self.router = router
        self.settings = settings
        menuPages = pages.filter { $0.menuOrder != nil }
        self.contents = contents
    }

    /// - Parameters:
    ///   - title: the page's own name; nil for the home page, whose title is the site's.
    ///   - trail: the pages between home and this one, for the breadcrumb.
    ///   - crumbNote: what the breadcrumb prints after the page's title, outside it (a movie's year).
    ///   - sharing: OpenGraph type and image, and schema.org items for the page.
    public func layout(
        for route: Route, title: String?, description: String? = nil, trail: [LinkViewModel] = [], crumb: String? = nil,
        crumbNote: String? = nil, sharing: PageSharing = PageSharing()
    ) -> LayoutViewModel {
        let home = LinkViewModel(title: "Home", url: router.url(for: .home))
        // The breadcrumb ends with the page's title, or with `crumb` (`Page 2` of a list).
        let current = (crumb ?? title).map { LinkViewModel(title: $0, note: crumbNote, url: router.url(for: route), isCurrent: true) }
        let breadcrumb = route == .home ? nil : BreadcrumbViewModel(links: [home] + trail + (current.map { [$0] } ?? []))
        let pageDescription = description ?? settings.description
        var schema = sharing.schema
        if let breadcrumb, route != .notFound { schema.append(SchemaOrg.breadcrumbList(breadcrumb.links, absolute: absolute)) }
        var layout = LayoutViewModel(
            siteTitle: settings.title,
            language: settings.language,
            homeURL: router.url(for: .home),
            stylesheetURL: router.url(forFile: Self.stylesheetPath),
            iconURL: router.url(forFile: Self.iconPath),
            feedURL: router.url(for: .feed),
            navigation: navigation(current: route),
            documentTitle: title.map { "\($0) · \(settings.title)" } ?? settings.title,
            description: pageDescription,
            canonicalURL: router.absoluteURL(for: route),
            breadcrumb: breadcrumb,
            metaTags: metaTags(route: route, title: title ?? settings.title, description: pageDescription, sharing: sharing),
            jsonLDHTML: JSONValue.object([("@context", "https://schema.org"), ("@graph", .array(schema))]).serialized
        )
        layout.hasCanonical = route != .notFound
        layout.showsFeed = contents.hasMovies
        layout.calendarURL = contents.hasMovies && !router.fieldOrders.isEmpty ? router.url(for: .calendar) : nil
        return layout
    }

    /// A root-relative URL made absolute with the base URL's origin.
    func absolute(_ url: String) -> String {
        url.hasPrefix("/") ? router.baseURL.origin + url : url
    }

    private func metaTags(route: Route, title: String, description: String, sharing: PageSharing) -> [MetaTagViewModel] {
        var tags: [(String, String, String?)] = [
            ("property", "og:site_name", settings.title),
            ("property", "og:type", sharing.type),
            ("property", "og:title", title),
            ("property", "og:description", description.isEmpty ? nil : description),
            ("property", "og:url", route == .notFound ? nil : router.absoluteURL(for: route)),
            ("property", "og:image", sharing.image),
            ("property", "og:locale", settings.language.replacingHyphens),
            ("name", "twitter:card", sharing.image == nil ? "summary" : "summary_large_image"),
            ("name", "twitter:title", title),
        ]
        if let image = sharing.image { tags.append(("name", "twitter:image", image)) }
        if route.isNotIndexed { tags.append(("name", "robots", "noindex, follow")) }
        return tags.compactMap { attribute, key, content in
            content.map { MetaTagViewModel(attribute: attribute, key: key, content: $0) }
        }
    }

    private func navigation(current: Route) -> [LinkViewModel] {
        let movieSections: [(String, Route)] = [("Movies", .movieList(page: 1)), ("Genres", .terms(.genres, page: 1)),
                                                ("People", .terms(.people, page: 1)), ("Years", .terms(.years, page: 1))]
        // A site's own taxonomy it puts in the menu (`menu: true`): its index, or a taxonomy of
        // flags' one list.
        let fieldSections: [(String, Route)] = settings.taxonomies.filter(\.inMenu).map { field in
            (TaxonomyWording(.field(field)).plural, field.holdsFlags ? .term(.field(field), field.flagTerm.slug, page: 1) : .terms(.field(field), page: 1))
        }
        let sections = (contents.hasMovies ? movieSections + fieldSections : [])
            + (contents.hasMovies && contents.hasUsers ? [("Reviews", .reviewList(page: 1))] : [])
            + (contents.hasUsers ? [("Reviewers", .userList(page: 1))] : [])
            + menuPages.map { ($0.title, Route.page($0.slug)) }
            + (contents.hasMovies || contents.hasUsers ? [("Search", .search)] : [])
        return sections.map { title, route in
            LinkViewModel(title: title, url: router.url(for: route), isCurrent: Self.section(of: current) == Self.section(of: route))
        }
    }

    /// The navigation entry a route belongs to: page 3 of the movie list and a movie both sit under Movies.
    private static func section(of route: Route) -> String {
        switch route {
        case .home: "home"
        case .movieList, .movie: "movies"
        case .userList, .user: "users"
        case .reviewList: "reviews"
        case .terms(let taxonomy, _), .term(let taxonomy, _, _, _):
            switch taxonomy {
            case .genres: "genres"
            // A director's page is a person's page by one role.
            case .directors, .people: "people"
            case .years, .decades: "years"
            case .field(let field): "field-" + field.key
            }
        case .page(let slug): "page-\(slug)"
        case .search, .searchIndex: "search"
        case .notFound, .robots, .sitemap, .sitemapPart, .feed, .calendar: "none"
        }
    }
}

private extension String {
    /// `en-GB` → `en_GB`, as OpenGraph writes locales.
    var replacingHyphens: String { String(map { $0 == "-" ? "_" : $0 }) }
}
