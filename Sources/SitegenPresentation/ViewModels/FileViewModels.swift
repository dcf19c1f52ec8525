/// `/404.html`: what a visitor sees for a page that does not exist.
public struct NotFoundViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var heading: String
    /// The movie and user lists, where the site has any: nil on a site of pages alone.
    public var moviesURL: String?
    public var usersURL: String?
    /// The reviews' list, where the site has movies and reviewers.
    public var reviewsURL: String?
    /// The search page, where the site has movies or reviewers to search: the lost visitor's way on.
    public var searchURL: String?
}

/// A page kept so that old links work, sending its visitor on at once (`Route.movedTo`): what
/// Hugo's aliases write, with the new page as the canonical one for search engines.
public struct RedirectViewModel: PageViewModel {
    public var layout: LayoutViewModel
    /// Root-relative, for the refresh and the link: it works on a preview server as on the host.
    public var targetURL: String
    /// Absolute, for the canonical link.
    public var canonicalTargetURL: String
}

/// `/robots.txt`: everything may be crawled; here is the sitemap.
public struct RobotsViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var sitemapURL: String
}

/// `/sitemap.xml`: every page a crawler should know, with the date its content last changed.
public struct SitemapViewModel: PageViewModel {
    public struct Entry: Sendable, Equatable, Encodable {
        public var location: String
        /// `YYYY-MM-DD`, when the page's content has a date.
        public var lastModified: String?
    }

    public var layout: LayoutViewModel
    public var entries: [Entry]
    /// In `sitemap.xml`, when the pages are too many for one file: the parts that list them,
    /// which `entries` then leaves to them.
    public var parts: [Entry] = []
    /// Whether this is the index of `parts`, not a list of pages.
    public var isIndex = false
}

/// `/feed.xml`: an Atom feed of the latest reviews and movies.
public struct FeedViewModel: PageViewModel {
    public struct Entry: Sendable, Equatable, Encodable {
        /// A permanent, absolute IRI.
        public var id: String
        public var title: String
        public var url: String
        /// RFC 3339, e.g. `2021-05-01T00:00:00Z`.
        public var updated: String
        public var authorName: String
        public var summary: String
        /// HTML, printed escaped inside `<content type="html">` as Atom asks.
        public var contentHTML: String?
    }

    public var layout: LayoutViewModel
    public var id: String
    public var title: String
    public var subtitle: String
    public var selfURL: String
    public var siteURL: String
    public var updated: String
    public var authorName: String
    public var entries: [Entry]
}

/// `/calendar.ics`: the site's screenings as iCalendar, to subscribe to. `text` is the whole
/// file (`ICalendar`): its line ends, escapes and folding are the format's, not a theme's.
public struct CalendarViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var text: String
}

/// `/search/`: a search box over the index; without JavaScript, links to the lists instead.
public struct SearchViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var heading: String
    public var pageURL: String
    public var indexURL: String
    public var scriptURL: String
    public var moviesURL: String
    public var usersURL: String
    public var genresURL: String
    public var directorsURL: String
    /// Everyone credited, directors and cast; `directorsURL` is the directors alone.
    public var peopleURL: String
    /// The years' index, offered beside the other lists to browse.
    public var yearsURL: String
    /// Every review, newest first.
    public var reviewsURL: String
    /// The indexes of the site's own taxonomies (`taxonomies:`), titled as a list names them
    /// (`venues`).
    public var taxonomies: [LinkViewModel] = []
}

/// `/search.json`: what the search page searches, as compact as it can be read.
public struct SearchIndexViewModel: PageViewModel {
    public var layout: LayoutViewModel
    /// `{"movies":[[title, year, url, "genres · directors · cast"], …], "users":[[name, url, location], …]}`
    public var indexJSON: String
}
