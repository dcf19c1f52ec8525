/// The terms of one taxonomy and the movies under each, built once per catalog.
struct TermIndex: Sendable {
    /// Every term used by a published movie, sorted by name (people by surname).
    let terms: [Term]
    private let termsBySlug: [Slug: Term]
    private let moviesByTerm: [Slug: [Movie]]

    /// - Parameter termsOf: the terms a movie names, as written; spellings that slug alike are one term.
    /// - Parameter bySurname: people's names sort by their last word, as a library's catalog
    ///   does (`Kubrick, Stanley` before `Lynch, David`), and are shown as written.
    init(movies: [Movie], termsOf: (Movie) -> [Term], bySurname: Bool = false) {
        let termsByMovie = movies.map(termsOf)
        let canonical = Self.canonicalTerms(in: termsByMovie.flatMap { $0 })
        var moviesByTerm: [Slug: [Movie]] = [:]
        for (movie, terms) in zip(movies, termsByMovie) {
            var seen = Set<Slug>()
            for term in terms where seen.insert(term.slug).inserted {
                moviesByTerm[term.slug, default: []].append(movie)
            }
        }
        terms = bySurname
            ? canonical.values.map { ($0.surnameKey, $0) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1)
            : canonical.values.sorted()
        termsBySlug = canonical
        self.moviesByTerm = moviesByTerm
    }

    func term(_ slug: Slug) -> Term? { termsBySlug[slug] }
    func movies(_ slug: Slug) -> [Movie] { moviesByTerm[slug] ?? [] }

    /// One display name per slug, the same whatever order the files were read in:
    /// of the spellings used (`Sci-Fi`, `sci fi`), the one that sorts first wins.
    static func canonicalTerms(in terms: [Term]) -> [Slug: Term] {
        var canonical: [Slug: Term] = [:]
        for term in terms {
            if let known = canonical[term.slug], known.name <= term.name { continue }
            canonical[term.slug] = term
        }
        return canonical
    }
}

extension Term {
    /// The last word of the name, folded for sorting, then the rest: `varda agnes`.
    var surnameKey: String {
        let words = name.split(separator: " ")
        let ordered = words.count > 1 ? [words.last!] + words.dropLast() : words
        let reordered = ordered.joined(separator: " ")
        // A slug folds case and accents the way the site's URLs do.
        return Term(named: reordered)?.slug.rawValue ?? reordered.lowercased()
    }
}
