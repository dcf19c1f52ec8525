public import SitegenDomain

/// Any page the theme renders; the route says which template.
public protocol PageViewModel: Sendable, Equatable, Encodable {
    var layout: LayoutViewModel { get }
}


public struct HomeViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var introduction: String
    /// The movie list, for the button under the introduction; nil on a site of pages alone.
    public var moviesURL: String?
    /// How much the catalog holds, under the introduction; nil without movies.
    public var stats: SiteStatsViewModel?
    /// The catalog's sections; nil on a site of pages alone, whose home lists its pages instead.
    /// The first, the screenings the site's own order dates on the day the site is built or after
    /// ("Coming up"), the soonest first; then the movies it dates latest before that day ("Latest
    /// screened"): each only on a site with such an order and a movie it dates so.
    public var comingUp: ProgrammeViewModel?
    public var latestInSiteOrder: MovieShelfViewModel?
    public var newestMovies: MovieShelfViewModel?
    public var topRated: MovieShelfViewModel?
    public var latestReviews: ReviewShelfViewModel?
    /// The site's free pages, on a site without movies: its home is their table of contents.
    public var pageList: PageListViewModel?
}

/// The numbers a home page leads with, each linking to what it counts: `45 movies`, `86
/// reviews`, `9 reviewers`, `1941–2024 years`.
public struct SiteStatsViewModel: Sendable, Equatable, Encodable {
    public var items: [SiteStatViewModel]
}

public struct SiteStatViewModel: Sendable, Equatable, Encodable {
    /// `1,247`, or `1941–2024`.
    public var value: String
    /// `movies`, `review`.
    public var label: String
    public var url: String
}

/// A list of free pages with what each is about.
public struct PageListViewModel: Sendable, Equatable, Encodable {
    public var id: String
    public var heading: String
    public var pages: [PageSummaryViewModel]
}

/// One free page in a list: its title, link and description.
public struct PageSummaryViewModel: Sendable, Equatable, Encodable {
    public var title: String
    public var url: String
    public var description: String?
}

/// A section of the home page showing a few movies.
public struct MovieShelfViewModel: Sendable, Equatable, Encodable {
    /// The `id` of the section's heading, for `aria-labelledby` and `#` links.
    public var id: String
    public var heading: String
    /// How the movies were chosen, when that is not obvious from the heading.
    public var note: String?
    /// What to say when there is nothing to show.
    public var emptyText: String
    public var movies: [MovieCardViewModel]
    /// The whole list the shelf's movies come from, in the order nearest the shelf's (newest by
    /// year, best rated); nil on an empty shelf.
    public var more: LinkViewModel?
}

/// The home page's "Coming up": a film club's next screenings, each led by its day as a printed
/// programme sets it. On a shelf of cards the date was a card's fourth line, in muted type.
public struct ProgrammeViewModel: Sendable, Equatable, Encodable {
    public var id: String
    public var heading: String
    public var screenings: [ScreeningViewModel]
    /// The site's calendar (`calendar.ics`), to follow the programme in one's own.
    public var calendar: LinkViewModel
    /// The whole list in the order, where no shelf of the latest follows to link it.
    public var more: LinkViewModel?
}

/// One screening of a programme: its day, its place, and its movie's card.
public struct ScreeningViewModel: Sendable, Equatable, Encodable {
    /// `Thu`, `3`, `Dec`; `year` only where the day is 300 days or more ahead.
    public var weekday: String
    public var day: String
    public var month: String
    public var year: String?
    /// When it starts, `19:30`, where the site gives a time (`screened: 2026-12-03 19:30`).
    public var time: String?
    /// `2026-12-03`, or `2026-12-03T19:30` with a time, for `<time datetime>`.
    public var datetime: String
    /// "Today" or "Tomorrow", where it is either; nil further ahead.
    public var soon: String?
    /// Where, as the movie's place field says it (`Back room`); nil for a site that names no
    /// place field (`place:` of its order) or a movie without one.
    public var place: String?
    /// The place's own page, where the site makes pages of the field (`taxonomies:`) and the
    /// screening is at one place.
    public var placeURL: String?
    /// The movie's card, its facts without the date and the place the screening leads with; nil
    /// on the movie's own page.
    public var movie: MovieCardViewModel?
}

/// The section of the home page showing the latest reviews.
public struct ReviewShelfViewModel: Sendable, Equatable, Encodable {
    public var id: String
    public var heading: String
    public var emptyText: String
    public var reviews: [ReviewViewModel]
    /// The list of every review, newest first; nil on an empty shelf.
    public var more: LinkViewModel?
}

/// A page of every review, newest first, under a heading for each month.
public struct ReviewListViewModel: PageViewModel {
    /// The reviews of one month on this page.
    public struct Month: Sendable, Equatable, Encodable {
        /// `March 2024`.
        public var heading: String
        /// The heading's `id`: `month-2024-03`.
        public var anchor: String
        /// Whether the month's reviews began on the page before.
        public var continued: Bool
        public var reviews: [ReviewViewModel]
        /// Where a jump to the month's year leads (`year-2024`), for the year's newest month.
        public var yearAnchor: String? = nil
    }

    public var layout: LayoutViewModel
    public var heading: String
    public var summary: String
    /// What to say on a site with no reviews yet.
    public var emptyText: String
    public var months: [Month]
    /// The months on this page, each a link to its heading (`#month-2024-03`): a desktop shows
    /// them beside the reviews. `hasMonthLinks` is false for a page of one month.
    public var monthLinks: [LinkViewModel]
    public var hasMonthLinks: Bool
    /// A link to where each year's reviews start, on whichever page: a list of many pages (1,110
    /// at 10k movies) is not read page by page (helper-47). Nil for a list of one page, or of one year.
    public var years: JumpsViewModel? = nil
    public var pagination: PaginationViewModel?
}

public struct MovieListViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var heading: String
    public var summary: String
    /// Every decade with movies, newest first: a way into the list by time.
    public var decades: [LinkViewModel]
    /// By title, a link to where each letter's movies start, on whichever page: nil in other
    /// orders, and for a list of fewer than two letters.
    public var letters: JumpsViewModel?
    public var orders: OrderControlViewModel
    public var movies: [MovieCardViewModel]
    public var pagination: PaginationViewModel?
}

public struct MovieDetailViewModel: PageViewModel {
    /// A line of the facts list; when it names things with pages of their own (directors), `links`
    /// holds them and the theme shows links instead of `value`.
    public struct Fact: Sendable, Equatable, Encodable {
        public var label: String
        public var value: String
        public var links: [ListedLink]
        /// `2021-04-29`, or `2021-04-29T19:30` with a time, for `<time datetime>`, when the value
        /// is a date.
        public var datetime: String?

        public init(label: String, value: String, links: [ListedLink] = [], datetime: String? = nil) {
            self.label = label
            self.value = value
            self.links = links
            self.datetime = datetime
        }

        /// A site's own field (`extra:`) as a reader sees it: a date marked as one.
        public init(extra key: String, _ value: ExtraFields.Value) {
            var datetime: String?
            if case .text(let text) = value { datetime = (try? FieldDate(text))?.description }
            self.init(label: ExtraFields.label(ofKey: key), value: DisplayFormat.value(value), datetime: datetime)
        }

        /// A site's own fields as a reader sees them: each a fact but its flags, which are badges
        /// (`club_pick: true` → "Club pick") when set and nothing when not: a line reading "Club
        /// pick — Yes" looked like a form (helper-28). The template still has every one in `extra`.
        public static func ofExtras(_ extra: ExtraFields) -> (facts: [Fact], badges: [String]) {
            let facts = extra.entries.filter { if case .flag = $0.value { false } else { true } }.map { Fact(extra: $0.key, $0.value) }
            return (facts, badges(of: extra))
        }

        /// The flags alone, as `ofExtras` names them: what a card shows, which has no facts to
        /// make (each a date parsed and a value formatted, for every card of every list).
        public static func badges(of extra: ExtraFields) -> [String] {
            extra.entries.compactMap { entry in
                if case .flag(true) = entry.value { ExtraFields.label(ofKey: entry.key) } else { nil }
            }
        }
    }

    /// A flag the movie sets, and where the movies setting it are listed, if anywhere.
    public struct Badge: Sendable, Equatable, Encodable {
        public var title: String
        public var url: String?
    }

    /// A link in running text, with what follows it: ", ", " and " or nothing after the last.
    public struct ListedLink: Sendable, Equatable, Encodable {
        public var title: String
        /// Nil for an item of the list that leads nowhere, shown as text among the links.
        public var url: String?
        public var separator: String

        public init(title: String, url: String?, separator: String) {
            self.title = title
            self.url = url
            self.separator = separator
        }
    }

    public var layout: LayoutViewModel
    public var title: String
    public var year: String
    public var facts: [Fact]
    /// Its screenings to come by the site's own orders, the soonest first, each led by its day as
    /// the home page's programme sets it (the `movie` of each nil): under the rating, where a
    /// member looks for when. The facts keep the dates before today.
    public var screenings: [ScreeningViewModel] = []
    /// Whether it has `screenings`: a theme leaves out their wrapper without.
    public var hasScreenings = false
    /// The site's own flags that are set, by name: "Club pick", or as the site names one of the
    /// list a taxonomy of the flag makes (`FieldTaxonomy.singular`).
    public var badges: [String]
    /// The same, each leading to every movie that sets it where the site makes a taxonomy of the
    /// flag: a theme's `{{#badges}}{{.}}{{/badges}}` of before keeps its badges as they were.
    public var flags: [Badge]
    public var genres: [LinkViewModel]
    /// Nil for a movie without a poster: the theme draws one from its title, year and `hue`.
    public var poster: PictureViewModel?
    public var hue: String
    /// As a card's (`MovieCardViewModel.longestWordLength`).
    public var longestWordLength: String
    public var averageRating: String?
    public var stars: String?
    public var reviewCount: String
    /// Nil until somebody has rated it.
    public var distribution: RatingDistributionViewModel?
    public var synopsisHTML: String
    public var reviews: [ReviewViewModel]
    public var moreLikeThis: [MovieCardViewModel]
    /// Whether there is any: the theme leaves the section out rather than tell a visitor it is empty.
    public var hasMoreLikeThis: Bool
    /// The site's own fields (`extra:` in the movie's file), as written.
    public var extra: ExtraFields
}

public struct UserListViewModel: PageViewModel {
    public struct Item: Sendable, Equatable, Encodable {
        public var name: String
        /// Shown in a round avatar beside the name (`DisplayFormat.initials`).
        public var initials: String
        public var url: String
        public var location: String?
        public var reviewCount: String
        /// The `id` of the first user filed under a letter (`letter-k`), which `letters` lead to.
        public var anchor: String?
    }

    public var layout: LayoutViewModel
    public var heading: String
    public var summary: String
    /// A link to where each letter's users start, on whichever page: nil for a list of one page.
    public var letters: JumpsViewModel?
    public var users: [Item]
    public var pagination: PaginationViewModel?
}

public struct UserDetailViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var name: String
    /// Shown in a round avatar beside the name, as the reviewers' list shows it (`DisplayFormat.initials`).
    public var initials: String
    public var location: String?
    public var joined: String?
    public var website: String?
    /// The website's address as a reader names it (`DisplayFormat.webAddress`), for its link's text.
    public var websiteName: String?
    public var bioHTML: String?
    public var reviewCount: String
    /// Nil until they have reviewed something.
    public var profile: ReviewerProfileViewModel?
    public var favorites: [MovieCardViewModel]
    /// Every review of theirs, newest first.
    public var reviews: [ReviewViewModel]
    /// The same in two: the newest twenty of a reviewer who has written more than twenty-five,
    /// and the rest, which the default theme folds away (190 reviews made a page 30,000 pixels
    /// tall on a phone); all of them, and none, for the others.
    public var newestReviews: [ReviewViewModel] = []
    public var earlierReviews: [ReviewViewModel] = []
    /// `170 earlier reviews`, when there are any.
    public var earlierReviewsLabel: String? = nil
    /// The site's own fields (`extra:` in the user's file), as written.
    public var extra: ExtraFields
}

/// The index of a taxonomy: `/genres/`, `/directors/`.
public struct TermListViewModel: PageViewModel {
    public struct Item: Sendable, Equatable, Encodable {
        public var name: String
        public var url: String
        public var movieCount: String
        /// A genre's or a decade's best rated movies, shown as posters beside its name.
        public var covers: [MovieCardViewModel] = []
        /// A person who directs, as search says it ("director", "director and actor"); nil for
        /// someone who only acts, most of the index, and for every other term.
        public var role: String? = nil
        /// Where a name of the site's own taxonomy is, if the site says (`terms:`): a venue's address.
        public var address: String? = nil
        /// A place's next screening: "Next Thu 3 Dec: Stalker".
        public var next: String? = nil
    }

    /// The terms of a page under one heading: a letter of the people index, a decade of the
    /// years. An index without sections has one, without a heading.
    public struct Section: Sendable, Equatable, Encodable {
        public var heading: String?
        /// Whether the section began on an earlier page.
        public var continued = false
        /// The heading's `id`, which `jumps` link to.
        public var anchor: String?
        /// Where the heading leads, if anywhere: a decade's own page.
        public var url: String?
        public var terms: [Item]
        /// The same `terms` in runs, each read down its columns before the next
        /// (`TermListPresenter.blocks`).
        public var blocks: [Block]

        public struct Block: Sendable, Equatable, Encodable {
            public var terms: [Item]
        }
    }

    public var layout: LayoutViewModel
    public var heading: String
    public var summary: String
    /// Every term of the page, as `sections` has them.
    public var terms: [Item]
    public var sections: [Section]
    /// A link to the start of each section of the whole index, on whichever page it is: `A`–`Z`.
    /// Nil for an index of fewer than two sections.
    public var jumps: JumpsViewModel?
    /// The same index otherwise: the decades from the years and back, the directors alone from the
    /// people and back.
    public var alternate: LinkViewModel? = nil
    /// What the site says of its own taxonomy (`description:` under `taxonomies:` in `site.yml`):
    /// on the first page only.
    public var about: String? = nil

    public var pagination: PaginationViewModel?
    /// Whether the terms come with `covers`: the genres' and the decades' index.
    public var hasCovers = false
}

/// A page of one genre's or one director's movies.
public struct TermDetailViewModel: PageViewModel {
    /// The movies of a page in groups of their own: a person's, by the role they had.
    public struct Group: Sendable, Equatable, Encodable {
        public var heading: String
        public var movies: [MovieCardViewModel]
    }

    public var layout: LayoutViewModel
    public var heading: String
    /// What the site says of a taxonomy of flags, the one list it makes (`description:` under
    /// `taxonomies:` in `site.yml`): on the first page only.
    public var about: String? = nil
    /// What a person is, by the movies the catalog credits them in: "Director and actor". Nil for
    /// other terms.
    public var role: String?
    public var summary: String
    /// By title, a link to where each letter's movies start, on whichever page: a genre's, a
    /// year's or a decade's list of more than one page (see `MovieListViewModel.letters`).
    public var letters: JumpsViewModel?
    /// The page's movies, when they are not in `groups`.
    public var movies: [MovieCardViewModel]
    public var groups: [Group]
    /// Nil for a person's list, which comes by role, newest first.
    public var orders: OrderControlViewModel?
    public var pagination: PaginationViewModel?
    /// What the site says of a person (`content/people/<slug>.md`): only on the first page of theirs.
    public var profile: PersonProfileViewModel?
    /// A year's or a decade's neighbours that movies came out in, in the page's order: `‹ 1978`
    /// and `1980 ›`. Nil for other terms.
    public var neighbours: Neighbours?
    /// A decade's years that movies came out in. Nil for other terms.
    public var years: Years? = nil
    /// A person without a photo: their initials, in a round avatar beside the name, as a
    /// reviewer's page has them (helper-37). Nil for other terms, and beside a photo.
    public var initials: String? = nil
    /// On a person's first page, those credited with them: the way on from a person of one film.
    /// Nil for other terms, and for someone credited alone.
    public var workedWith: WorkedWith? = nil
    /// Whether a person's page lists three films or fewer in all, whatever their roles: those
    /// they worked with then stand beside them on a wide screen. False for other terms.
    public var fewFilms: Bool = false
    /// What the site says of a name of its own taxonomy (`terms:` in `site.yml`): a venue's
    /// address, with a map, on its first page. Nil for other names and terms.
    public var info: Info? = nil
    /// A place's screenings to come, as the home page's programme sets them, where it has some
    /// (`TermDetail.comingUp`). Nil for other terms.
    public var programme: ProgrammeViewModel? = nil

    public struct Info: Sendable, Equatable, Encodable {
        public var description: String?
        public var address: String?
        /// The address on OpenStreetMap, for a member finding the way: a link, no map embedded.
        public var mapURL: String?
        /// Its own website, named by its address without the scheme (`example.org/town-hall`).
        public var website: LinkViewModel?
        /// Whether it says where (an address or a website), not only what.
        public var hasFacts: Bool
    }

    public struct WorkedWith: Sendable, Equatable, Encodable {
        /// "Worked with"; for a person of one film, "Also in Stalker".
        public var heading: String
        /// Each person's page, with what they share (`note`): "3 films", or the one film's title;
        /// none for a person of one film, where the heading names it.
        public var people: [LinkViewModel]
    }

    public struct Neighbours: Sendable, Equatable, Encodable {
        public var label: String
        public var earlier: LinkViewModel?
        public var later: LinkViewModel?
    }

    public struct Years: Sendable, Equatable, Encodable {
        /// What the row is to a screen reader: "Years of the 1970s".
        public var label: String
        /// The earliest first, as the neighbours run, each with how many movies (`note`, as the
        /// years' index says it).
        public var links: [LinkViewModel]
    }
}

/// A person's photo, bio and the site's own fields.
public struct PersonProfileViewModel: Sendable, Equatable, Encodable {
    public var photo: PictureViewModel?
    public var bioHTML: String?
    public var extra: ExtraFields
    /// The site's own fields as a reader sees them, as a movie's facts and badges are.
    public var facts: [MovieDetailViewModel.Fact]
    /// The site's own flags that are set, by name (`Fact.ofExtras`).
    public var badges: [String]
}

public struct FreePageViewModel: PageViewModel {
    public var layout: LayoutViewModel
    public var title: String
    public var bodyHTML: String

    public init(layout: LayoutViewModel, title: String, bodyHTML: String) {
        self.layout = layout
        self.title = title
        self.bodyHTML = bodyHTML
    }
}
