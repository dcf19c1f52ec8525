public import SitegenDomain

/// The one place that knows how routes map to URLs and to files in the output folder.
///
/// Page URLs are folders (`/movies/alien-1979/`) written as `index.html`, so they work on any static
/// host; page 1 of a list is the list's own URL, later pages live under `page/N/`.
public struct Router: Sendable {
    public let baseURL: BaseURL
    /// Whether pages get a JSON view beside them (`outputs: [html, json]` in `site.yml`).
    public let writesJSONViews: Bool
    /// The site's own fields whose names have pages (`taxonomies:` in `site.yml`).
    public let fieldTaxonomies: [FieldTaxonomy]
    /// The site's own fields each movie's card shows (`cardFields:` in `site.yml`): kept here, beside
    /// the taxonomies, because every presenter that makes a card has the router.
    public let cardFields: [CardField]
    /// The site's own orders of movie lists (`orders:` in `site.yml`): their folders and names.
    public let fieldOrders: [FieldOrder]
    /// The day the site is built for: a date of a site's own order from it on is coming up (a
    /// club's next screening), said so on cards, lists and the home page. Nil: no date is. A
    /// build gives it the catalog's (`Catalog.today`), whose order of dates puts those first, so
    /// that a list and its headings cannot disagree. Kept here for the same reason as
    /// `cardFields`; every page's digest has it (`SiteBuilder.readChanges`).
    public var today: CalendarDate?
    /// The zone of the site's times (`timeZone:`), for the offset a screening's structured data
    /// says; nil for none.
    public var timeZone: SiteTimeZone?

    public init(baseURL: BaseURL, writesJSONViews: Bool = false, fieldTaxonomies: [FieldTaxonomy] = [], cardFields: [CardField] = [],
                fieldOrders: [FieldOrder] = []) {
        self.baseURL = baseURL
        self.writesJSONViews = writesJSONViews
        self.fieldTaxonomies = fieldTaxonomies
        self.cardFields = cardFields
        self.fieldOrders = fieldOrders
    }

    /// The router of a site's settings, built on `today`.
    public init(settings: SiteSettings, today: CalendarDate? = nil) {
        self.init(baseURL: settings.baseURL, writesJSONViews: settings.writesJSONViews, fieldTaxonomies: settings.taxonomies,
                  cardFields: settings.cardFields, fieldOrders: settings.orders)
        self.today = today
        timeZone = settings.timeZone
    }

    /// The URL a link uses: root-relative, under the base URL's path (`/club/movies/`).
    public func url(for route: Route) -> String {
        baseURL.path + folder(of: route)
    }

    /// The absolute URL, for canonical links and sharing (`https://example.org/club/movies/`).
    public func absoluteURL(for route: Route) -> String {
        baseURL.origin + url(for: route)
    }

    /// The file the route is written to, relative to the output folder.
    public func outputPath(for route: Route) -> String {
        route.isFile ? folder(of: route) : folder(of: route) + Self.pageFileName
    }

    /// The names a page and its JSON view have in their folder; every page that is not a file of
    /// its own (`search.json`) is written under one of them.
    public static let pageFileName = "index.html", jsonViewFileName = "index.json"

    /// The URL of a file copied as it is: a theme asset (`css/site.css`) or content media (`media/x.jpg`).
    public func url(forFile path: String) -> String {
        baseURL.path + path
    }

    /// Where the JSON view of a detail or list page is written (`movies/alien-1979/index.json`);
    /// nil for routes without one, and for every route of a site without JSON views.
    public func jsonOutputPath(for route: Route) -> String? {
        guard writesJSONViews else { return nil }
        return switch route {
        case .movie, .movieList, .user, .userList, .reviewList, .terms, .term: folder(of: route) + Self.jsonViewFileName
        default: nil
        }
    }

    /// Where a resized copy of an image is written: `images/alien.5f0c1e9a2b-320.webp`, named by
    /// its source's file name (made safe for a URL), a digest of the source's bytes and settings,
    /// and its width. A changed image gets a new name, so no cache serves the old one.
    public func outputPath(forImage source: String, key: UInt64, width: Int, format: ImageFormat) -> String {
        let file = source.split(separator: "/").last.map(String.init) ?? source
        let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        let safe = String(stem.lowercased().unicodeScalars.map { scalar -> Character in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
        }.prefix(80))
        let hex = String(key >> 24, radix: 16)
        return "images/\(safe).\(String(repeating: "0", count: max(0, 10 - hex.count)) + hex)-\(width).\(format.fileExtension)"
    }

    /// The absolute URL of a file copied as it is.
    public func absoluteURL(forFile path: String) -> String {
        baseURL.origin + url(forFile: path)
    }

    /// The folder of a route below the site root, with a trailing slash (empty for the home
    /// page), or the file name of a route that is a file.
    private func folder(of route: Route) -> String {
        switch route {
        case .home: ""
        case .movieList(let page, let order): paginated("movies/" + order.folder, page)
        case .movie(let slug): "movies/\(slug)/"
        case .userList(let page): paginated("users/", page)
        case .user(let id): "users/\(id)/"
        case .reviewList(let page): paginated("reviews/", page)
        case .terms(let taxonomy, let page): paginated("\(taxonomy.folderName)/", page)
        // A taxonomy of flags has one term, whose pages are the taxonomy's own: `/club-pick/`. Its
        // kind looked up in the site's own list, whatever the route's copy says: one read back
        // from a build's recorded reads (`Taxonomy(name:)`) knows its key alone.
        case .term(.field(let field), _, let page, let order) where flagTaxonomy(field.key) != nil:
            paginated("\(field.folderName)/" + order.folder, page)
        case .term(let taxonomy, let slug, let page, let order): paginated("\(taxonomy.folderName)/\(slug)/" + order.folder, page)
        case .page(let slug): "\(slug)/"
        case .search: "search/"
        case .searchIndex: "search.json"
        case .notFound: "404.html"
        case .robots: "robots.txt"
        case .sitemap: "sitemap.xml"
        case .sitemapPart(let part): "sitemap-\(part).xml"
        case .feed: "feed.xml"
        case .calendar: "calendar.ics"
        }
    }

    /// Every order a list with orders is read in, the site's own last (as `Catalog.movieOrders`).
    public var movieOrders: [MovieOrder] { MovieOrder.all(fields: fieldOrders) }

    /// What a site's own order is called (`Screened`), by its key.
    public func label(ofOrder key: String) -> String { (fieldOrders.first { $0.key == key } ?? FieldOrder(key: key)).label }
    /// What heads the movies a site's own order has no date for: its `undated` wording, or "No date yet".
    public func undatedHeading(ofOrder key: String) -> String { fieldOrders.first { $0.key == key }?.undated ?? "No date yet" }

    /// The address `site.yml` notes for a screening's place (`TermInfo`), where it is at one
    /// place of the first order's: its calendar's and its structured data's location.
    public func address(of screening: Screening) -> String? {
        guard screening.places.count == 1, let key = fieldOrders.first?.place, let slug = Slug.derived(from: screening.places[0]) else { return nil }
        return fieldTaxonomies.first { $0.key == key }?.info(of: slug)?.address
    }

    /// The page of a screening's place, where it is at one and the site makes pages of the field
    /// that names it (`taxonomies: {venue: …}`): the programme's place and a film's past dates
    /// link to it.
    public func placeURL(of screening: Screening, in order: FieldOrder) -> String? {
        guard screening.places.count == 1, let key = order.place, let term = Term(named: screening.places[0]),
              let taxonomy = fieldTaxonomies.first(where: { $0.key == key && !$0.holdsFlags }) else { return nil }
        return url(for: .term(.field(taxonomy), term.slug, page: 1))
    }

    /// The taxonomy of flags the site makes of a movie's `extra.key`, if it makes one.
    public func flagTaxonomy(_ key: String) -> FieldTaxonomy? { fieldTaxonomies.first { $0.key == key && $0.holdsFlags } }

    private func paginated(_ folder: String, _ page: Int) -> String {
        page <= 1 ? folder : folder + "page/\(page)/"
    }
}

extension MovieOrder {
    /// Below a list's own folder: nothing for titles, `by-year/`, `by-rating/`, a site's own
    /// `by-screened/`.
    public var folder: String { self == .title ? "" : "by-\(urlName)/" }

    /// Its name as URLs and ids have it: a key's `_` a `-`, as in a taxonomy's folder.
    public var urlName: String { name.replacing("_", with: "-") }
}

extension Taxonomy {
    /// The folder below the site root that holds the taxonomy's pages: its name, or a site's
    /// field's own folder (`screening-series`).
    public var folderName: String { field?.folderName ?? name }
}
