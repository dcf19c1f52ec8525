/// Two names that would be one page only because a page's address keeps the first 64 characters
/// of a name's slug: `Thursday Night Retrospective: The Complete Films of Agnès Varda, Part One`
/// and `… Part Two` are two screening series, but one address, and the second's movies were
/// listed under the first's name, silently (helper-50). Spellings of one name (`… PART ONE`)
/// are one page, as shorter names' are.
///
/// An error rather than an address of another kind (a digest at its end): every address of a
/// long name a site has now stays where it is, and `person:` links and profile files keep naming
/// it. Only names whose slug is cut, 64 characters long, are looked at: a handful in a catalog.
enum LongNameClashes {
    /// One error for each movie naming a long name that another movie before it (by path), or it
    /// itself, names otherwise beyond the 64th character, in its genres, its people or a field of
    /// names the site makes pages of.
    static func errors(in movies: [Movie], fields: [FieldTaxonomy]) -> [Diagnostic] {
        let namingFields = fields.filter { !$0.holdsFlags }
        var first: [String: [Slug: (uncut: String, name: String, path: String)]] = [:]
        var errors: [Diagnostic] = []
        for movie in movies.sorted(by: { $0.source.path < $1.source.path }) {
            var named: [(kind: String, term: Term, at: SourceLocation)] = movie.genres.map { ("genres", $0, movie.source) }
                + (movie.directorTerms + movie.castTerms).map { ("people", $0, movie.source) }
            for field in namingFields {
                guard let entry = movie.extra.entries.first(where: { $0.key == field.key }) else { continue }
                // Item by item: the terms of a list are each slug once.
                let items = if case .list(let items) = entry.value { items } else { [entry.value] }
                for (index, item) in items.enumerated() {
                    let at = entry.itemSources.indices.contains(index) ? entry.itemSources[index] : entry.source ?? movie.source
                    named += field.terms(of: ExtraFields.Entry(key: field.key, value: item)).map { (field.key, $0, at) }
                }
            }
            for (kind, term, location) in named where term.slug.rawValue.utf8.count == Slug.maximumLength {
                let uncut = Slug.uncut(term.name)
                guard let known = first[kind]?[term.slug] else {
                    first[kind, default: [:]][term.slug] = (uncut, term.name, movie.source.path)
                    continue
                }
                guard known.uncut != uncut else { continue }
                errors.append(Diagnostic(at: location, "'\(term.name)' and '\(known.name)' (\(known.path)) would be one page: a page's address keeps the first \(Slug.maximumLength) characters of a name",
                                         hint: "make the names differ within their first \(Slug.maximumLength) letters and digits, e.g. by putting what tells them apart first"))
            }
        }
        return errors
    }
}
