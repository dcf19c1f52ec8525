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
    /// The keys of fields whose items pair with dates by position (an order's `place:`).
    private let places: Set<String>

    /// - Parameter name: the name a term of a taxonomy is shown under, nil for one it does not
    ///   know (left as written).
    /// - Parameter places: the keys of the site's orders' places (`FieldOrder.place`).
    init(fields: [FieldTaxonomy], places: Set<String>, name: @escaping (Taxonomy, Slug) -> String?) {
        self.fields = fields.filter { !$0.holdsFlags }
        self.places = places
        names = name
    }

    /// The names as `movies` spell them, each term under the spelling that sorts first (as
    /// `TermIndex.canonicalTerms` names terms), gathered movie by movie: a list of every credit
    /// first would be 1.5 million terms at 100k movies.
    static func firstSpellings(in movies: [Movie], fields: [FieldTaxonomy], places: Set<String>) -> ShownNames {
        let fields = fields.filter { !$0.holdsFlags }
        var genres: [Slug: String] = [:], people: [Slug: String] = [:]
        var named: [FieldTaxonomy: [Slug: String]] = Dictionary(uniqueKeysWithValues: fields.map { ($0, [:]) })
        /// The table's entry for the term, made with this spelling if it has none.
        func keep(_ term: Term, in names: inout [Slug: String]) {
            func earliest(_ known: inout String) { if term.name < known { known = term.name } }
            earliest(&names[term.slug, default: term.name])
        }
        for movie in movies {
            for genre in movie.genres { keep(genre, in: &genres) }
            for person in movie.peopleTerms { keep(person, in: &people) }
            for field in fields {
                for term in field.terms(in: movie.extra) { keep(term, in: &named[field, default: [:]]) }
            }
        }
        return ShownNames(fields: fields, places: places) { [genres, people, named] taxonomy, slug in
            switch taxonomy {
            case .genres: genres[slug]
            case .people: people[slug]
            case .field(let field): named[field]?[slug]
            case .directors, .years, .decades: nil
            }
        }
    }

    /// `movie` with its genres, directors, cast and names of the site's fields as they are shown,
    /// a name it gives twice in one list once (`Bo Kim, bo kim` was "Bo Kim, Bo Kim"; an order's
    /// place keeps each, see `shown(_:in:)`); nil when it already names each so, as most movies
    /// do (they keep their box, shared with the copy the decode cache holds), found without
    /// making anything.
    func respelt(_ movie: Movie) -> Movie? {
        let genres = respelt(genres: movie.genres)
        let directors = respelt(people: movie.directors, as: movie.directorTerms), cast = respelt(people: movie.cast, as: movie.castTerms)
        let extra = respelt(movie.extra)
        guard genres != nil || directors != nil || cast != nil || extra != nil else { return nil }
        var shown = movie
        if let genres { shown.genres = genres }
        if let directors { shown.directors = directors }
        if let cast { shown.cast = cast }
        if let extra { shown.extra = extra }
        return shown
    }

    /// Genres as shown, each once; nil if they are so already.
    private func respelt(genres: [Genre]) -> [Genre]? {
        let isShown = genres.indices.allSatisfy { index in
            let genre = genres[index]
            return !genres[..<index].contains { $0.slug == genre.slug } && (names(.genres, genre.slug) ?? genre.name) == genre.name
        }
        guard !isShown else { return nil }
        return respelt(genres.map { ($0.name, $0.slug) }, in: .genres).compactMap { shown in shown.slug.map { Genre(slug: $0, name: shown.name) } }
    }

    /// Names of people as shown, each person once; nil if they are so already. `terms`: the
    /// names' terms, slugged once per movie (`Movie.Credits`), one for each name unless a name
    /// has nothing to slug.
    private func respelt(people: [String], as terms: [Term]) -> [String]? {
        func slugOf(_ index: Int) -> Slug? { terms.count == people.count ? terms[index].slug : Slug.derived(from: people[index]) }
        let isShown = people.indices.allSatisfy { index in
            guard let slug = slugOf(index) else { return true }
            return !(0..<index).contains { slugOf($0) == slug } && (names(.people, slug) ?? people[index]) == people[index]
        }
        guard !isShown else { return nil }
        return respelt(people.indices.map { (people[$0], slugOf($0)) }, in: .people).map(\.name)
    }

    /// Names as shown, each slug once where it first is; a name the catalog does not know (a
    /// saved movie's new one) under its spelling that sorts first, as the catalog would name it.
    private func respelt(_ written: [(name: String, slug: Slug?)], in taxonomy: Taxonomy) -> [(name: String, slug: Slug?)] {
        var shown: [(name: String, slug: Slug?)] = []
        for (name, slug) in written {
            guard let slug else { shown.append((name, nil)); continue }
            if let place = shown.firstIndex(where: { $0.slug == slug }) {
                if names(taxonomy, slug) == nil, name < shown[place].name { shown[place].name = name }
            } else {
                shown.append((names(taxonomy, slug) ?? name, slug))
            }
        }
        return shown
    }

    /// The extra fields with the texts of the site's fields of names as shown; nil if each is already.
    private func respelt(_ extra: ExtraFields) -> ExtraFields? {
        guard !fields.isEmpty else { return nil }
        var respelt: ExtraFields?
        for (position, entry) in extra.entries.enumerated() {
            guard let field = fields.first(where: { $0.key == entry.key }) else { continue }
            let value = shown(entry.value, in: field)
            guard value != entry.value else { continue }
            if respelt == nil { respelt = extra }
            respelt?.entries[position].value = value
        }
        return respelt
    }

    /// A name as its term is shown, or each of a list once where it first is; a number stays a
    /// number if its term is named as it is written (`7`), and is shown as its term otherwise
    /// (`7.5` in a site whose first spelling is `7,5`). An order's place keeps a name it lists
    /// twice: each item is where a date is (`venue: [Back room, Town hall cinema, Back room]`
    /// beside three screenings), and `FieldTaxonomy.terms(of:)` names it once on the pages.
    private func shown(_ value: ExtraFields.Value, in field: FieldTaxonomy) -> ExtraFields.Value {
        guard case .list(let items) = value else { return shownScalar(value, in: field).value }
        if places.contains(field.key) { return .list(items.map { shownScalar($0, in: field).value }) }
        var kept: [ExtraFields.Value] = [], seen: [Slug] = []
        for item in items {
            let (slug, shown) = shownScalar(item, in: field)
            if let slug {
                guard !seen.contains(slug) else { continue }
                seen.append(slug)
            }
            kept.append(shown)
        }
        return .list(kept)
    }

    /// The slug of a scalar name, and the name as shown.
    private func shownScalar(_ value: ExtraFields.Value, in field: FieldTaxonomy) -> (slug: Slug?, value: ExtraFields.Value) {
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
