/// A film in the catalog, with what its file says about it.
public struct Movie: Sendable, Encodable, Hashable {
    public var slug: Slug
    public var title: String
    public var year: Int
    public var released: CalendarDate?
    public var runtimeMinutes: Int?
    public var genres: [Genre]
    public var directors: [String]
    public var cast: [String]
    /// A path below `content/`, e.g. `media/alien.jpg`.
    public var poster: String?
    public var isDraft: Bool
    public var reviews: [Review]
    public var synopsis: MarkdownSource
    /// Where the movie is defined: its file.
    public var source: SourceLocation

    public init(
        slug: Slug, title: String, year: Int, released: CalendarDate? = nil, runtimeMinutes: Int? = nil,
        genres: [Genre] = [], directors: [String] = [], cast: [String] = [], poster: String? = nil,
        isDraft: Bool = false, reviews: [Review] = [], synopsis: MarkdownSource, source: SourceLocation
    ) {
        self.slug = slug
        self.title = title
        self.year = year
        self.released = released
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.directors = directors
        self.cast = cast
        self.poster = poster
        self.isDraft = isDraft
        self.reviews = reviews
        self.synopsis = synopsis
        self.source = source
    }

    /// The newest date the movie's content mentions: its release or its latest review.
    public var lastModified: CalendarDate? {
        (reviews.map(\.date) + (released.map { [$0] } ?? [])).max()
    }

    /// The directors as terms of their taxonomy; a name with nothing to make a slug of gets no page.
    public var directorTerms: [Term] { directors.compactMap(Term.init(named:)) }

    /// The mean of the reviews' ratings, or nil when nobody reviewed it yet.
    public var averageRating: Double? {
        guard !reviews.isEmpty else { return nil }
        return Double(reviews.map(\.rating.halfStars).reduce(0, +)) / Double(reviews.count) / 2
    }
}
