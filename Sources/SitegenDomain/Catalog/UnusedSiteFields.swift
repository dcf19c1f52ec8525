/// Warnings for the keys of `cardFields:` and `orders:` (and an order's `place:`) in
/// `site.yml` that no published movie gives under `extra:`: a key misspelt on one side or the
/// other shows nothing on any card, makes lists by title again under another name, or places
/// no screening, silently. Each hint names the closest key the movies give. And for what a
/// taxonomy says of a name no movie gives (`terms:`), which no page shows.
enum UnusedSiteFields {
    static func warnings(cardFields: [CardField], orders: [FieldOrder], movies: [Movie]) -> [Diagnostic] {
        guard !movies.isEmpty, !cardFields.isEmpty || !orders.isEmpty else { return [] }
        let given = Set(movies.flatMap { $0.extra.entries.map(\.key) })
        func warning(_ key: String, at source: SourceLocation?, _ problem: String, otherwise remedy: String) -> Diagnostic? {
            guard !given.contains(key) else { return nil }
            let hint = Suggestion.closest(to: key, among: given.sorted()).map { "did you mean '\($0)', which movies give under extra:?" } ?? remedy
            return Diagnostic(.warning, at: source ?? SourceLocation(path: "site.yml"), problem, hint: hint)
        }
        return cardFields.compactMap { field in
            warning(field.key, at: field.source, "card field '\(field.key)' shows nothing: no published movie gives extra: \(field.key): a value",
                    otherwise: "give movies a value under extra: \(field.key):, or leave it out of cardFields:")
        } + orders.compactMap { order in
            warning(order.key, at: order.source, "order '\(order.key)' orders nothing: no published movie gives extra: \(order.key): a date",
                    otherwise: "give movies a date under extra: \(order.key):, or leave it out of orders:")
        } + orders.compactMap { order in
            order.place.flatMap { place in
                warning(place, at: order.source, "order '\(order.key)' places nothing: no published movie gives extra: \(place): a place",
                        otherwise: "give movies a place under extra: \(place):, or leave place: out of orders: \(order.key)")
            }
        }
    }

    /// A warning at each name `taxonomy` says something of (`terms:`) that none of `names` (those
    /// movies give) is, where they give some; or, for a taxonomy of flags, whose one page says
    /// its `description:`, at the first.
    static func warnings(termInfo taxonomy: FieldTaxonomy, names: [Term]) -> [Diagnostic] {
        guard let first = taxonomy.termInfo.first else { return [] }
        if taxonomy.holdsFlags {
            return [Diagnostic(.warning, at: first.source ?? SourceLocation(path: "site.yml"),
                               "taxonomies.\(taxonomy.key).terms says nothing: '\(taxonomy.key)' holds flags, and its one page has no names",
                               hint: "say what its page lists as its description:, or leave terms: out")]
        }
        // A taxonomy of no names is a warning of its own already (`unusedTaxonomyWarning`).
        guard !names.isEmpty else { return [] }
        let given = Set(names.map(\.slug))
        return taxonomy.termInfo.filter { !given.contains($0.slug) }.map { info in
            let closest = Suggestion.closest(to: info.slug.rawValue, among: names.map(\.slug.rawValue))
                .flatMap { slug in names.first { $0.slug.rawValue == slug }?.name }
            return Diagnostic(.warning, at: info.source ?? SourceLocation(path: "site.yml"),
                              "'\(info.name)' of taxonomies.\(taxonomy.key).terms says nothing: no published movie gives extra: \(taxonomy.key): that name",
                              hint: closest.map { "did you mean '\($0)', which movies give?" } ?? "write the name as movies give it, or leave it out")
        }
    }
}
