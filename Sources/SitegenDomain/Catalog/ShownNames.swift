/// The one name a genre, a person or a name of a site's own field is shown under, on every page
/// that names it: the spelling that sorts first among the movies' (`TermIndex.canonicalTerms`).
/// `Bong Joon Ho` in one file and `Bong Joon-ho` in another are one person with one page; without
/// this, the page of each movie and its card named him as its own file spells him, and the
/// person's page otherwise (helper-47 saw a venue so).
///
/// The catalog holds each movie respelt so (`respelt(_:)`): every page, JSON view, search entry
/// and digest reads the movie as shown, so a spelling that renames a term elsewhere changes every
/// movie it renames, and their pages are made again.
struct ShownNames {
    /// The name of each term, by taxonomy: genres, people (directors and cast alike), and the
    /// site's own fields of names.
    private let names: (Taxonomy, Slug) -> String?
    private let fields: [FieldTaxonomy]

    /// - Parameter name: the name a term of a taxonomy is shown under, nil for one it does not
    ///   know (left as written).
    init(fields: [FieldTaxonomy], name: @escaping (Taxonomy, Slug) -> String?) {
        self.fields = fields.filter { !$0.holdsFlags }
        names = name
    }

    /// The names as `movies` spell them, each term under the spelling that sorts first.
    static func firstSpellings(in movies: [Movie], fields: [FieldTaxonomy]) -> ShownNames {
        let fields = fields.filter { !$0.holdsFlags }
        let genres = TermIndex.canonicalTerms(in: movies.flatMap(\.genres))
        let people = TermIndex.canonicalTerms(in: movies.flatMap(\.peopleTerms))
        let named = Dictionary(fields.map { field in
            (field, TermIndex.canonicalTerms(in: movies.flatMap { field.terms(in: $0.extra) }))
        }, uniquingKeysWith: { first, _ in first })
        return ShownNames(fields: fields) { taxonomy, slug in
            switch taxonomy {
            case .genres: genres[slug]?.name
            case .people: people[slug]?.name
            case .field(let field): named[field]?[slug]?.name
            case .directors, .years, .decades: nil
            }
        }
    }

    /// `movie` with its genres, directors, cast and names of the site's fields as they are shown,
    /// a name it gives twice in one list once (`Bo Kim, bo kim` was "Bo Kim, Bo Kim"); nil when it
    /// already names each so, as most movies do (they keep their box, shared with the copy the
    /// decode cache holds).
    func respelt(_ movie: Movie) -> Movie? {
        var genres = movie.genres.map { genre in names(.genres, genre.slug).map { Genre(slug: genre.slug, name: $0) } ?? genre }
        genres = genres.indices.filter { index in !genres[..<index].contains { $0.slug == genres[index].slug } }.map { genres[$0] }
        let directors = respelt(people: movie.directors, as: movie.directorTerms), cast = respelt(people: movie.cast, as: movie.castTerms)
        let extra = respelt(movie.extra)
        guard genres != movie.genres || directors != nil || cast != nil || extra != nil else { return nil }
        var shown = movie
        if genres != movie.genres { shown.genres = genres }
        if let directors { shown.directors = directors }
        if let cast { shown.cast = cast }
        if let extra { shown.extra = extra }
        return shown
    }

    /// Names of people as shown, each person once; nil if they are so already. `terms`: the
    /// names' terms, slugged once per movie (`Movie.Credits`), one for each name unless a name
    /// has nothing to slug.
    private func respelt(people: [String], as terms: [Term]) -> [String]? {
        let slugs = terms.count == people.count ? terms.map(\.slug) : people.map(Slug.derived(from:))
        let isShown = slugs.indices.allSatisfy { index in
            guard let slug = slugs[index] else { return true }
            return !slugs[..<index].contains(slug) && (names(.people, slug) ?? people[index]) == people[index]
        }
        guard !isShown else { return nil }
        var shown: [String] = [], seen: [Slug] = []
        for (name, slug) in zip(people, slugs) {
            guard let slug else { shown.append(name); continue }
            guard !seen.contains(slug) else { continue }
            seen.append(slug)
            shown.append(names(.people, slug) ?? name)
        }
        return shown
    }

    /// The extra fields with the texts of the site's fields of names as shown; nil if each is already.
    private func respelt(_ extra: ExtraFields) -> ExtraFields? {
        guard !fields.isEmpty else { return nil }
        var shown: ExtraFields?
        for (position, entry) in extra.entries.enumerated() {
            guard let field = fields.first(where: { $0.key == entry.key }),
                  let value = respelt(entry.value, in: field), value != entry.value
            else { continue }
            if shown == nil { shown = extra }
            shown?.entries[position].value = value
        }
        return shown
    }

    /// A name as its term is shown, or each of a list once; a number stays a number if its
    /// term is named as it is written (`7`), and is shown as its term otherwise (`7.5` in a site
    /// whose first spelling is `7,5`).
    private func respelt(_ value: ExtraFields.Value, in field: FieldTaxonomy) -> ExtraFields.Value? {
        guard case .list(let items) = value else { return shown(value, in: field).value }
        var kept: [ExtraFields.Value] = [], seen: [Slug] = []
        for item in items {
            let (slug, shown) = shown(item, in: field)
            if let slug {
                guard !seen.contains(slug) else { continue }
                seen.append(slug)
            }
            kept.append(shown)
        }
        return .list(kept)
    }

    /// The slug of a scalar name, and the name as shown.
    private func shown(_ value: ExtraFields.Value, in field: FieldTaxonomy) -> (slug: Slug?, value: ExtraFields.Value) {
        let written: String
        switch value {
        case .text(let text), .decimal(let text): written = text
        case .number(let number): written = String(number)
        case .flag, .list: return (nil, value)
        }
        guard let slug = Slug.derived(from: written) else { return (nil, value) }
        guard let name = names(.field(field), slug), name != written else { return (slug, value) }
        return (slug, .text(name))
    }
}
