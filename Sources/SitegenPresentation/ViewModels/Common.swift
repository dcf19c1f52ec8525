public import SitegenDomain

/// What every page shares: the site's name, navigation, and the page's own title and address.
public struct LayoutViewModel: Sendable, Equatable, Encodable {
    public var siteTitle: String
    public var language: String
    public var homeURL: String
    public var stylesheetURL: String
    public var iconURL: String
    public var feedURL: String
    /// Whether the footer links the feed: a site of pages alone has nothing in it.
    public var showsFeed = true
    /// The site's calendar of screenings (`calendar.ics`), for the footer: nil for a site without
    /// its own orders, which has none.
    public var calendarURL: String? = nil
    public var navigation: [LinkViewModel]
    /// The `<title>`: the page's own name, then the site's.
    public var documentTitle: String
    public var description: String
    public var canonicalURL: String
    /// False on the not-found page, which is served at any address that has no page: it names
    /// none as its own.
    public var hasCanonical = true
    /// Nil on the home page, which is the trail's start.
    public var breadcrumb: BreadcrumbViewModel?
    /// OpenGraph and Twitter card tags.
    public var metaTags: [MetaTagViewModel]
    /// schema.org JSON-LD, escaped so it is safe inside `<script type="application/ld+json">`.
    public var jsonLDHTML: String
}

/// The trail from the home page to the current one.
public struct BreadcrumbViewModel: Sendable, Equatable, Encodable {
    public var links: [LinkViewModel]
}

/// A link as a template prints it. `isCurrent` marks the page the reader is on.
public struct LinkViewModel: Sendable, Equatable, Encodable {
    public var title: String
    /// Words after the title that are not part of it, such as a movie's year: printed outside the
    /// title's bidirectional isolation, so that "(1979)" stays after a Hebrew or Arabic title.
    public var note: String?
    public var url: String
    public var isCurrent: Bool

    public init(title: String, note: String? = nil, url: String, isCurrent: Bool = false) {
        self.title = title
        self.note = note
        self.url = url
        self.isCurrent = isCurrent
    }

    /// The title with its note, where text cannot be isolated (structured data).
    public var fullTitle: String { note.map { "\(title) \($0)" } ?? title }
}

/// Previous / next links of a paginated list, the numbers of pages near the reader's, and where
/// the reader is.
public struct PaginationViewModel: Sendable, Equatable, Encodable {
    /// One page's number, or the gap between two that are not next to each other.
    public struct PageNumber: Sendable, Equatable, Encodable {
        /// `4`, or `…` for a gap.
        public var label: String
        /// Nil for the reader's own page and for a gap.
        public var url: String?
        public var isCurrent: Bool
        public var isGap: Bool

        public init(label: String, url: String?, isCurrent: Bool = false, isGap: Bool = false) {
            (self.label, self.url, self.isCurrent, self.isGap) = (label, url, isCurrent, isGap)
        }
    }

    public var previousURL: String?
    public var nextURL: String?
    /// `Page 2 of 5`
    public var status: String
    /// The first and last pages, and the reader's with one on each side: `1 … 4 5 6 … 417`.
    public var pages: [PageNumber]

    public init(previousURL: String?, nextURL: String?, status: String, pages: [PageNumber] = []) {
        self.previousURL = previousURL
        self.nextURL = nextURL
        self.status = status
        self.pages = pages
    }
}

/// A movie as one item of a list.
public struct MovieCardViewModel: Sendable, Equatable, Encodable {
    public var title: String
    public var year: String
    /// Who directed it, as its file names them (`Lana Wachowski and Lilly Wachowski`); nil for
    /// no one, and on the page of a person who directed it alone. The director is how a film
    /// lover tells one film from another of the same title, and the drawn poster's credit is
    /// too small to read on a card.
    public var directors: String? = nil
    public var url: String
    public var genres: [LinkViewModel]
    /// `4.5` or nil when nobody has reviewed it.
    public var rating: String?
    public var stars: String?
    public var reviewCount: String
    /// Nil for a movie without a poster: the theme draws one from its title, year and `hue`.
    public var poster: PictureViewModel?
    /// 0–359, from the slug: the colour of the drawn poster, the same on every page.
    public var hue: String
    /// How many letters the title's longest word has: a drawn poster sizes its title so that the
    /// word fits a line whole (`RESURRECTION` broke as `RESURRECTIO/N`).
    public var longestWordLength: String
    /// The site's own fields (`extra:` in the movie's file), as written.
    public var extra: ExtraFields
    /// Its own flags that are set, by name ("Club pick"), as its page shows them.
    public var badges: [String] = []
    /// The site's own fields the site shows on cards (`cardFields:` in `site.yml`), those the movie
    /// gives, as its page's `facts` say them (`Screened`, `29 April 2021`, `datetime` for a date).
    public var facts: [MovieDetailViewModel.Fact] = []
    /// Whether it has `facts`: a theme leaves out their wrapper on a site that shows none.
    public var hasFacts = false
    /// The card's `id` where a list's jump leads to it (`letter-k`), if one does.
    public var anchor: String? = nil
    /// On a reviewer's favorites, the rating they gave it themselves, if they reviewed it.
    public var ownRating: OwnRating? = nil
    /// False on a year's own page, where every card would say the same year.
    public var showsYear = true
    /// In a movie's "More like this", who it shares with that movie: `Also by Bong Joon-ho`,
    /// `Also with Carrie-Anne Moss`; nil for genres alone, which the card shows. A suggestion that
    /// does not say why reads as random when the link is an actor.
    public var likeness: String? = nil
    /// Best rated first, the heading of the stretch of the list this card starts on its page:
    /// the movies with fewer reviews than the ranked ones, the unrated (`OrderPresenter.stretchHeadings`).
    public var groupHeading: String? = nil
    /// Best rated first, the movie's place in the ranking (`1`, `2`, … across pages), for a ranked
    /// movie (`OrderPresenter.ranks`): numbered, a 4.5 above a 4.8 reads as the weighted ranking
    /// the list's note explains, not as a sorting mistake (helper-34). Nil elsewhere.
    public var rank: String? = nil

    public struct OwnRating: Sendable, Equatable, Encodable {
        public var label: String
        /// `4.5`, and `★★★★½`.
        public var rating: String
        public var stars: String
    }
}

/// Links into a long list, each to where a section of it starts (a letter, a decade), on
/// whichever page that is.
public struct JumpsViewModel: Sendable, Equatable, Encodable {
    public var links: [Jump]
    /// Whether the sections are letters, `#` and A to Z, rather than decades.
    public var isAlphabet = false

    public struct Jump: Sendable, Equatable, Encodable {
        /// `K`, `#`, `1970s`.
        public var title: String
        /// Nil for a letter nothing is filed under.
        public var url: String?
        /// Whether some of the section is on the reader's page.
        public var isHere = false
        /// Where a jump to another page leads, for screen readers: `page 4`.
        public var place: String?
    }
}

/// A review on a movie page, a user page or the home page.
public struct ReviewViewModel: Sendable, Equatable, Encodable {
    public var authorName: String
    public var authorURL: String
    public var movieTitle: String
    /// Beside the title wherever the movie is named: many movies share a title (*The River*).
    public var movieYear: String
    public var movieURL: String
    public var rating: String
    public var stars: String
    /// `1 May 2021`, and `2021-05-01` for `<time datetime>`.
    public var date: String
    public var isoDate: String
    public var textHTML: String?
    /// Whether the byline names the movie: not on the movie's own page.
    public var showsMovie: Bool
    /// Whether the byline names the reviewer: not on the reviewer's own page.
    public var showsAuthor: Bool
    /// The movie as its card has it (`poster`, or `hue` and `title` to draw one), where the byline
    /// names it: the home page's and a reviewer's reviews show its poster beside them.
    public var movieCover: MovieCardViewModel?

    public init(authorName: String, authorURL: String, movieTitle: String, movieYear: String, movieURL: String, rating: String,
                stars: String, date: String, isoDate: String, textHTML: String?, showsMovie: Bool = true, showsAuthor: Bool = true,
                movieCover: MovieCardViewModel? = nil) {
        self.authorName = authorName
        self.authorURL = authorURL
        self.movieTitle = movieTitle
        self.movieYear = movieYear
        self.movieURL = movieURL
        self.rating = rating
        self.stars = stars
        self.date = date
        self.isoDate = isoDate
        self.textHTML = textHTML
        self.showsMovie = showsMovie
        self.showsAuthor = showsAuthor
        self.movieCover = movieCover
    }
}

/// Ratings spread over the ten half stars: a small bar chart, and the same in words for those
/// who do not see it.
public struct RatingDistributionViewModel: Sendable, Equatable, Encodable {
    public struct Bar: Sendable, Equatable, Encodable {
        /// `½`, `1`, `1½` … `5`
        public var label: String
        public var count: String
        /// 0–100: its share of the tallest bar.
        public var height: String
    }

    public var bars: [Bar]
    /// `3 ratings: 2 of 5 and 1 of 4½.`
    public var summary: String
}

/// A link with how many things it stands for: a reviewer's most reviewed genres and people, and
/// the reviewers closest to them with how close (`0.3 stars apart over 5 movies`).
public struct CountedLinkViewModel: Sendable, Equatable, Encodable {
    public var title: String
    public var url: String
    public var count: String
}

/// A reviewer's ratings and tastes, from their reviews.
public struct ReviewerProfileViewModel: Sendable, Equatable, Encodable {
    /// `3.9`
    public var average: String
    public var distribution: RatingDistributionViewModel
    /// Constants, so that each list's flag below says what it holds.
    public let genres: [CountedLinkViewModel]
    public let people: [CountedLinkViewModel]
    /// The reviewers whose ratings come closest to theirs, closest first (`TasteMatch`).
    public let closestTastes: [CountedLinkViewModel]
    /// Whether each list has anyone in it: a theme leaves an empty one out, where "No one twice
    /// yet" under three headings read as a riddle on most reviewers' pages (helper-56).
    public let hasGenres: Bool, hasPeople: Bool, hasClosestTastes: Bool

    public init(average: String, distribution: RatingDistributionViewModel, genres: [CountedLinkViewModel], people: [CountedLinkViewModel],
                closestTastes: [CountedLinkViewModel] = []) {
        self.average = average
        self.distribution = distribution
        self.genres = genres
        self.people = people
        self.closestTastes = closestTastes
        (hasGenres, hasPeople, hasClosestTastes) = (!genres.isEmpty, !people.isEmpty, !closestTastes.isEmpty)
    }
}

/// The orders a list can be read in, each a link to its first page, the current one marked.
public struct OrderControlViewModel: Sendable, Equatable, Encodable {
    public var links: [LinkViewModel]
    /// How the current order ranks, where that is not obvious: best rated puts movies with few
    /// reviews last.
    public var note: String?
}
