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
    /// A name of a movie whose slug may be cut, and where it is written (a person's, at the top
    /// of the file: a movie keeps no place for each name of its cast).
    struct CutName {
        /// `genres`, `people`, or the key of a site's field of names.
        var kind: String
        var term: Term
        var location: SourceLocation
    }

    /// One error for each name a movie gives that a name before it (by file, line and column)
    /// gives otherwise beyond the 64th character, in its genres, its people or a field of names
    /// the site makes pages of.
    static func errors(in movies: [Movie], fields: [FieldTaxonomy]) -> [Diagnostic] {
        let cut = movies.flatMap { cutNames(of: $0, fields: fields) }
            .sorted { ($0.location.path, $0.location.line, $0.location.column) < ($1.location.path, $1.location.line, $1.location.column) }
        var first: [String: [Slug: (uncut: String, name: String, path: String)]] = [:]
        var errors: [Diagnostic] = []
        for name in cut {
            let uncut = Slug.uncut(name.term.name)
            guard let known = first[name.kind]?[name.term.slug] else {
                first[name.kind, default: [:]][name.term.slug] = (uncut, name.term.name, name.location.path)
                continue
            }
            guard known.uncut != uncut else { continue }
            errors.append(Diagnostic(at: name.location,
                                     "'\(name.term.name)' and '\(known.name)' (\(known.path)) would be one page: a page's address keeps the first \(Slug.maximumLength) characters of a name",
                                     hint: "make the names differ within their first \(Slug.maximumLength) letters and digits, e.g. by putting what tells them apart first"))
        }
        return errors
    }

    /// The names of `movie` whose slugs are `Slug.maximumLength` long, as its file gives them: a
    /// repeated name in a list is each time, so that two long names of one list are told apart.
    /// `fields`: the site's own, whose names (not flags) are looked at. Most movies have no such
    /// name, and nothing is made for them.
    static func cutNames(of movie: Movie, fields: [FieldTaxonomy]) -> [CutName] {
        func isCut(_ term: Term) -> Bool { term.slug.rawValue.utf8.count == Slug.maximumLength }
        var cut: [CutName] = []
        for term in movie.genres where isCut(term) { cut.append(CutName(kind: "genres", term: term, location: movie.source)) }
        for term in movie.directorTerms where isCut(term) { cut.append(CutName(kind: "people", term: term, location: movie.source)) }
        for term in movie.castTerms where isCut(term) { cut.append(CutName(kind: "people", term: term, location: movie.source)) }
        for field in fields where !field.holdsFlags {
            guard let entry = movie.extra.entries.first(where: { $0.key == field.key }) else { continue }
            // Item by item: the terms of a list are each slug once.
            let items = entry.value.items
            for (index, item) in items.enumerated() {
                let location = entry.itemSources.indices.contains(index) ? entry.itemSources[index] : entry.source ?? movie.source
                for term in field.terms(of: ExtraFields.Entry(key: field.key, value: item)) where isCut(term) {
                    cut.append(CutName(kind: field.key, term: term, location: location))
                }
            }
        }
        return cut
    }
}
