import SitegenDomain

/// schema.org descriptions of the site's pages, for search engines' rich results.
enum SchemaOrg {
    static func breadcrumbList(_ links: [LinkViewModel], absolute: (String) -> String) -> JSONValue {
        .object([
            ("@type", "BreadcrumbList"),
            ("itemListElement", .array(links.enumerated().map { index, link in
                .object([("@type", "ListItem"), ("position", .number(index + 1)), ("name", .string(link.fullTitle)),
                         ("item", .string(absolute(link.url)))])
            })),
        ])
    }

    /// - Parameter firstPosition: the first item's place in the whole list: page 2 of a list goes on
    ///   from page 1's last, as the page's summary counts ("25–48 of 83").
    static func itemList(_ items: [(name: String, url: String)], firstPosition: Int = 1, absolute: (String) -> String) -> JSONValue {
        .object([
            ("@type", "ItemList"),
            ("itemListElement", .array(items.enumerated().map { index, item in
                .object([("@type", "ListItem"), ("position", .number(firstPosition + index)), ("name", .string(item.name)),
                         ("url", .string(absolute(item.url)))])
            })),
        ])
    }

    static func movie(_ detail: MovieDetail, url: String, image: String?, reviewerURL: (Slug) -> String) -> JSONValue {
        let movie = detail.movie
        return .compactObject([
            ("@type", "Movie"),
            ("name", .string(movie.title)),
            ("url", .string(url)),
            ("image", image.map(JSONValue.string) ?? .null),
            ("dateCreated", .string(movie.released?.description ?? String(movie.year))),
            ("duration", movie.runtimeMinutes.map { .string("PT\($0)M") } ?? .null),
            ("countryOfOrigin", movie.country.map { .object([("@type", "Country"), ("name", .string($0))]) } ?? .null),
            ("genre", .array(movie.genres.map { .string($0.name) })),
            ("director", .array(movie.directors.map(person))),
            ("actor", .array(movie.cast.map(person))),
            ("aggregateRating", detail.averageRating.map { average in
                .object([("@type", "AggregateRating"), ("ratingValue", .string(DisplayFormat.rating(average))),
                         ("reviewCount", .number(detail.reviews.count)), ("bestRating", "5"), ("worstRating", "0.5")])
            } ?? .null),
            ("review", .array(detail.reviews.map { published in
                .compactObject([
                    ("@type", "Review"),
                    ("author", .object([("@type", "Person"), ("name", .string(published.author.name)),
                                        ("url", .string(reviewerURL(published.author.id)))])),
                    ("datePublished", .string(published.review.date.description)),
                    ("reviewRating", .object([("@type", "Rating"), ("ratingValue", .string(published.review.rating.description)),
                                              ("bestRating", "5"), ("worstRating", "0.5")])),
                    ("reviewBody", published.review.text.map { .string($0.text) } ?? .null),
                ])
            })),
        ])
    }

    /// A screening to come of a site's own order (`Screening`): an event a search engine can list
    /// under the club's name, presenting the movie of the page (`url`).
    /// - Parameter address: where its place is (`Router.address(of:)`).
    /// - Parameter zone: the site's, whose offset its times say (`19:30+01:00`), as search engines
    ///   ask; without one they float, the hour wherever they are read.
    static func screening(_ screening: Screening, url: String, address: String? = nil, zone: SiteTimeZone? = nil) -> JSONValue {
        let said = { (date: FieldDate) in date.description + (zone?.designator(of: date) ?? "") }
        let movie = screening.movie
        return .compactObject([
            ("@type", "ScreeningEvent"),
            ("name", .string("\(movie.title) (\(movie.year))")),
            ("url", .string(url)),
            ("startDate", .string(said(screening.start))),
            // By the zone's clock, through a change of it; floating, the runtime after the start.
            ("endDate", zone.flatMap { zone in movie.runtimeMinutes.flatMap { $0 > 0 ? zone.end(of: screening.start, after: $0) : nil } }
                .map { .string($0.date.description + $0.designator) } ?? screening.end.map { .string($0.description) } ?? .null),
            ("eventAttendanceMode", "https://schema.org/OfflineEventAttendanceMode"),
            ("eventStatus", "https://schema.org/EventScheduled"),
            ("location", screening.places.isEmpty ? .null : .compactObject([("@type", "Place"), ("name", .string(DisplayFormat.list(screening.places))),
                                                                             ("address", address.map(JSONValue.string) ?? .null)])),
            ("workPresented", .object([("@type", "Movie"), ("name", .string(movie.title)), ("url", .string(url))])),
        ])
    }

    static func person(_ user: User, url: String) -> JSONValue {
        .compactObject([
            ("@type", "Person"),
            ("name", .string(user.name)),
            ("url", .string(url)),
            ("homeLocation", user.location.map { .object([("@type", "Place"), ("name", .string($0))]) } ?? .null),
            ("sameAs", user.website.map(JSONValue.string) ?? .null),
        ])
    }

    /// Someone the catalog credits, with the films on their page and their roles in them.
    static func creditedPerson(_ name: String, url: String, directed: [(name: String, url: String)],
                               actedIn: [(name: String, url: String)], absolute: (String) -> String) -> JSONValue {
        let movie = { (item: (name: String, url: String)) -> JSONValue in
            .object([("@type", "Movie"), ("name", .string(item.name)), ("url", .string(absolute(item.url)))])
        }
        return .compactObject([
            ("@type", "Person"),
            ("name", .string(name)),
            ("url", .string(url)),
            ("subjectOf", directed.isEmpty && actedIn.isEmpty ? .null : .array((directed + actedIn).map(movie))),
        ])
    }

    private static func person(_ name: String) -> JSONValue {
        .object([("@type", "Person"), ("name", .string(name))])
    }
}

/// How a page introduces itself to search engines and to sites it is shared on.
public struct PageSharing: Sendable {
    /// OpenGraph type: `website`, `video.movie`, `profile`.
    var type: String = "website"
    /// Absolute URL of an image (a poster).
    var image: String?
    /// schema.org items besides the breadcrumb, which every page but home gets.
    var schema: [JSONValue] = []

    public init() {}

    init(type: String = "website", image: String? = nil, schema: [JSONValue] = []) {
        self.type = type
        self.image = image
        self.schema = schema
    }
}
