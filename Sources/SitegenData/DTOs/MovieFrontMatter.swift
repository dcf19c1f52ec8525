import SitegenDomain

/// The fields of a movie file: YAML front matter of `movies/<slug>.md`, or `movies/<slug>.json`.
struct MovieFrontMatter {
    static let keys = ["title", "slug", "year", "released", "runtime", "country", "genres", "directors", "cast",
                       "poster", "draft", "reviews", "synopsis", "extra"]

    var slug: Slug?
    var title: String
    var year: Int
    var released: CalendarDate?
    var runtime: Int?
    var country: String?
    var genres: [Genre]
    var directors: [String]
    var cast: [String]
    var poster: String?
    var posterLocation: SourceLocation?
    var draft: Bool
    var reviews: [ReviewDTO]
    /// Markdown in the JSON form's `synopsis` field; the Markdown form uses the file's body instead.
    var synopsis: MarkdownSource?
    var extra: ExtraFields

    /// Reads the fields, recording every problem; nil if the movie cannot be built. `fileSlug`:
    /// the file's name, whose year, if it ends in one, the movie's should be.
    static func read(_ node: ContentNode, fileSlug: Slug? = nil, errors: inout [ContentError], warnings: inout [Diagnostic]) -> MovieFrontMatter? {
        guard var fields = FieldReader(node, errors: &errors, what: "movie") else { return nil }
        let title = fields.required("title") { $0.text($1) }
        let slug = fields.slug("slug", what: "movie slug")
        let yearLocation = fields.peekLocation("year")
        let year = fields.required("year") { $0.integer($1, in: 1870...2100) }
        if let year, let yearLocation, let named = Self.year(endingAddress: slug ?? fileSlug), named != year,
           // `blade-runner-2049.md`, `1941.md`: the number is the title's.
           title.flatMap(Slug.derived(from:)).map({ $0.rawValue != "\(named)" && !$0.rawValue.hasSuffix("-\(named)") }) ?? true {
            warnings.append(Diagnostic(.warning, at: yearLocation, "'year' \(year) is not the year the movie's address ends in (\(named))",
                                       hint: "correct the year, or the file's name (or its 'slug:'), which is its page's address"))
        }
        let released = fields.date("released")
        let runtime = fields.integer("runtime", in: 1...10_000)
        let country = fields.text("country")
        let genres = fields.terms("genres").compactMap(Genre.init(named:))
        // Directors stay as written; each still needs a slug, for the page listing their movies.
        let directors = fields.terms("directors")
        let cast = fields.terms("cast")
        let posterLocation = fields.peekLocation("poster")
        let poster = fields.link("poster")
        let draft = fields.boolean("draft") ?? false
        let extra = fields.extra()
        let synopsisNode = fields.node("synopsis")
        let synopsis = synopsisNode.flatMap { fields.stringValue(of: $0, field: "synopsis") }
        var reviews: [ReviewDTO] = []
        var reviewsFailed = false
        if let list = fields.node("reviews") {
            if case .list(let entries) = list.value {
                for entry in entries {
                    if let review = ReviewDTO.read(entry, errors: &errors, warnings: &warnings) {
                        reviews.append(review)
                    } else {
                        reviewsFailed = true
                    }
                }
            } else {
                fields.record(ContentError(.wrongType(field: "reviews", expected: "a list", found: list.summary), at: list.location))
            }
        }
        errors += fields.errors
        warnings += fields.unknownKeyWarnings(known: keys, takesExtra: true)
        guard let title, let year, fields.errors.isEmpty, !reviewsFailed else { return nil }
        return MovieFrontMatter(
            slug: slug, title: title, year: year, released: released, runtime: runtime, country: country, genres: genres,
            directors: directors, cast: cast, poster: poster, posterLocation: posterLocation, draft: draft,
            reviews: reviews, synopsis: both(synopsis, synopsisNode?.location).map { MarkdownSource($0, origin: $1) },
            extra: extra
        )
    }

    /// The year an address like `arrival-2016` ends in, as `sitegen new` names movie files; nil
    /// for one that ends otherwise (`arrival`).
    static func year(endingAddress slug: Slug?) -> Int? {
        guard let slug, let dash = slug.rawValue.lastIndex(of: "-") else { return nil }
        let digits = slug.rawValue[slug.rawValue.index(after: dash)...]
        guard digits.count == 4, let year = Int(digits), (1870...2100).contains(year) else { return nil }
        return year
    }

    func toDomain(slug fileSlug: Slug, body: MarkdownSource, file: SourceLocation) -> Movie {
        Movie(
            slug: slug ?? fileSlug, title: title, year: year, released: released, runtimeMinutes: runtime,
            country: country, genres: genres, directors: directors, cast: cast, poster: poster, posterSource: posterLocation, isDraft: draft,
            reviews: reviews.map { $0.toDomain() }, synopsis: synopsis ?? body, extra: extra, source: file
        )
    }
}

private extension FieldReader {
    /// A list of names that each get a page of their own: a name without letters or digits is
    /// recorded as a mistake at its position and left out. So is a name in another script than
    /// Latin (`Иван Петров`, `李安`), whose page's address could not be made from it: left out
    /// silently, it had no page and took the links of every other name of its list.
    mutating func terms(_ key: String) -> [String] {
        var names: [String] = []
        for (name, location) in strings(key) ?? [] {
            guard Term(named: name) == nil else { names.append(name); continue }
            if name.contains(where: \.isLetter) {
                record(ContentError(.invalidValue(field: key, "entry \"\(name)\" has no Latin letters or digits to make its page's address from"),
                                    at: location, hint: "write the name in Latin letters as well, as film catalogs do: \"Ivan Petrov (Иван Петров)\""))
            } else {
                record(ContentError(.invalidValue(field: key, "entry \"\(name)\" has no letters or digits"), at: location))
            }
        }
        return names
    }
}

// MARK: - In the decode cache

// What `.public.cache` keeps of a decoded movie, field by field: beside the DTO, so that a new
// field is read from its file and kept in the cache in one file. (The digest a rebuild compares is
// taken from these bytes too.)
extension Movie: CacheCodable {
    func write(to writer: inout CacheWriter) {
        let fields = self.fields
        writer.write(fields.slug)
        writer.write(fields.title)
        writer.write(fields.year)
        writer.write(fields.released)
        writer.write(fields.runtimeMinutes.map(CacheInt.init))
        writer.write(fields.country)
        writer.write(fields.genres)
        writer.write(fields.directors)
        writer.write(fields.cast)
        writer.write(fields.poster)
        writer.write(fields.posterSource)
        writer.write(fields.isDraft)
        writer.write(fields.reviews)
        writer.write(fields.synopsis)
        writer.write(fields.extra)
        writer.write(fields.source)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(
            slug: try reader.read(), title: try reader.read(), year: try reader.read(), released: try reader.read(),
            runtimeMinutes: (try reader.read() as CacheInt?)?.value, country: try reader.read(), genres: try reader.read(),
            directors: try reader.read(), cast: try reader.read(), poster: try reader.read(),
            posterSource: try reader.read(), isDraft: try reader.read(), reviews: try reader.read(), synopsis: try reader.read(), extra: try reader.read(),
            source: try reader.read()
        )
    }
}
