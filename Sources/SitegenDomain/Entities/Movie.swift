/// A film in the catalog, with what its file says about it.
///
/// The fields live in a `SharedBox`: the catalog holds every movie in its lists, its genre and
/// director indexes and beside each of its reviews. `movie.title` reads the field of `Fields`;
/// `movie.title = …` puts changed fields in a new box.
@dynamicMemberLookup
public struct Movie: Sendable, Encodable, Hashable {
    public struct Fields: Sendable, Encodable, Hashable {
        public var slug: Slug
        public var title: String
        public var year: Int
        public var released: CalendarDate?
        public var runtimeMinutes: Int?
        /// Where it was made, as written ("France", "Hong Kong").
        public var country: String?
        public var genres: [Genre]
        public var directors: [String]
        public var cast: [String]
        /// A path below `content/`, e.g. `media/alien.jpg`.
        public var poster: String?
        /// Where `poster` is written: an image that cannot be used is an error there.
        public var posterSource: SourceLocation?
        public var isDraft: Bool
        public var reviews: [Review]
        public var synopsis: MarkdownSource
        /// The site's own fields (`extra:`).
        public var extra: ExtraFields
        /// Where the movie is defined: its file.
        public var source: SourceLocation
    }

    @usableFromInline var box: SharedBox<Fields>
    /// The credits as terms, worked out once (see `Credits`); a copy that keeps its people keeps it.
    private var credits = Credits.Memo()

    public var fields: Fields { box.fields }

    @usableFromInline mutating func update(_ change: (inout Fields) -> Void) {
        let before = box.fields
        box = box.updating(change)
        if box.fields.directors != before.directors || box.fields.cast != before.cast { credits = Credits.Memo() }
    }

    /// Each field of `Fields`, read and set as if it were the movie's own (`movie.title`): a field added
    /// to `Fields` needs no accessor of its own.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set { update { $0[keyPath: field] = newValue } }
    }

    public init(
        slug: Slug, title: String, year: Int, released: CalendarDate? = nil, runtimeMinutes: Int? = nil, country: String? = nil,
        genres: [Genre] = [], directors: [String] = [], cast: [String] = [], poster: String? = nil,
        posterSource: SourceLocation? = nil, isDraft: Bool = false, reviews: [Review] = [], synopsis: MarkdownSource,
        extra: ExtraFields = .none, source: SourceLocation
    ) {
        box = SharedBox(Fields(
            slug: slug, title: title, year: year, released: released, runtimeMinutes: runtimeMinutes, country: country, genres: genres,
            directors: directors, cast: cast, poster: poster, posterSource: posterSource, isDraft: isDraft, reviews: reviews, synopsis: synopsis, extra: extra,
            source: source
        ))
    }

    /// Encoded as its fields, as if they were its own.
    public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }

    /// Equal and hashed by its fields: the credits are worked out from them.
    public static func == (lhs: Movie, rhs: Movie) -> Bool { lhs.box == rhs.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(box) }

    /// The movie as every page but its own shows it: without its synopsis (kept where it was
    /// written, empty), so that what those pages read does not change with the prose.
    public var withoutProse: Movie {
        var movie = self
        movie.synopsis = MarkdownSource("", origin: self.synopsis.origin)
        return movie
    }

    /// The newest date the movie's content mentions: its release or its latest review.
    public var lastModified: CalendarDate? {
        // A loop, not arrays joined: the site map and the feed ask it of every movie.
        var latest = self.released
        for review in self.reviews where latest.map({ $0 < review.date }) ?? true { latest = review.date }
        return latest
    }

    /// The directors as terms of their taxonomy; a name with nothing to make a slug of gets no page.
    public var directorTerms: [Term] { credits.terms(of: box.fields).directors }

    /// The cast as people; a name with nothing to make a slug of gets no page.
    public var castTerms: [Term] { credits.terms(of: box.fields).cast }

    /// Everyone the movie credits, directors first, each once.
    public var peopleTerms: [Term] { credits.terms(of: box.fields).people }

    /// `1979`, and `1970s`: the year and decade the movie's pages are filed under.
    public var yearTerm: Term { Term(slug: try! Slug(String(max(0, self.year))), name: String(self.year)) }
    public var decadeTerm: Term {
        let decade = "\(max(0, self.year) / 10 * 10)s"
        return Term(slug: try! Slug(decade), name: decade)
    }

    /// The mean of the reviews' ratings, or nil when nobody reviewed it yet.
    public var averageRating: Double? {
        guard !self.reviews.isEmpty else { return nil }
        return Double(self.reviews.map(\.rating.halfStars).reduce(0, +)) / Double(self.reviews.count) / 2
    }
}
