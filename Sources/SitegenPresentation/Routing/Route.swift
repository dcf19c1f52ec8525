public import SitegenDomain

/// Every kind of page the site has. A route is an identity; the `Router` turns it into a URL and
/// an output path, so a link and the file it points to always agree.
public enum Route: Sendable, Hashable, Comparable {
    case home
    /// A page of every movie, in one of the orders a list is read in.
    case movieList(page: Int, order: MovieOrder = .title)
    case movie(Slug)
    case userList(page: Int)
    case user(Slug)
    /// A page of every review, newest first.
    case reviewList(page: Int)
    /// The index of a taxonomy: every genre, every person, paginated.
    case terms(Taxonomy, page: Int)
    /// The movies of one genre or director, paginated.
    case term(Taxonomy, Slug, page: Int, order: MovieOrder = .title)
    case page(Slug)
    case search
    case searchIndex
    case notFound
    case robots
    /// `sitemap.xml`: every listed page, or, when they are more than one file may list
    /// (`SiteMap.sitemapLimit`), the index of the parts that list them.
    case sitemap
    /// `sitemap-2.xml`: the second part of a sitemap too long for one file.
    case sitemapPart(Int)
    case feed
    /// `calendar.ics`: the screenings of the site's own first order of dates, on a site with one.
    case calendar

    /// Routes that are files of their own rather than `folder/index.html` pages.
    public var isFile: Bool {
        switch self {
        case .notFound, .robots, .sitemap, .sitemapPart, .feed, .calendar, .searchIndex: true
        default: false
        }
    }

    /// Pages search engines should not index: a director's pages, kept so that old links work,
    /// send their visitor on to the person's; the 404 page is no page of the site.
    public var isNotIndexed: Bool {
        switch self {
        case .term(.directors, _, _, _), .notFound: true
        default: false
        }
    }

    /// Where a page kept only so that old links work sends its visitor: a director's pages
    /// moved to their person's, which shows everything they showed and the roles beside it
    /// (`/directors/ann-lee/page/2/` → `/people/ann-lee/`). Nil for a page of its own: the
    /// directors' index is one, the people's index with the directors alone, each name leading
    /// to the person's page.
    public var movedTo: Route? {
        switch self {
        case .term(.directors, let slug, _, _): .term(.people, slug, page: 1)
        default: nil
        }
    }

    /// Whether a crawler should find this page in the sitemap.
    public var isListed: Bool { !isFile && !isNotIndexed }

    /// The template that renders this kind of route.
    public var templateName: String {
        if movedTo != nil { return "redirect" }
        return switch self {
        case .home: "home"
        case .movieList: "movie-list"
        case .movie: "movie"
        case .userList: "user-list"
        case .user: "user"
        case .reviewList: "review-list"
        case .terms: "terms"
        case .term: "term"
        case .page: "page"
        case .search: "search"
        case .searchIndex: "search.json"
        case .notFound: "404"
        case .robots: "robots.txt"
        case .sitemap, .sitemapPart: "sitemap.xml"
        case .feed: "feed.xml"
        case .calendar: "calendar.ics"
        }
    }
}
