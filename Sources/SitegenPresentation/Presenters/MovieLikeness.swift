public import SitegenDomain

/// Says why one movie is among another's "More like this", in the order `SimilarMovies` ranks
/// by: the same director, then people in both. Genres in common go unsaid: the card's genres
/// under it show them, and "Also Science Fiction" above "Science Fiction, Horror" read as an echo
/// (helper-40).
public enum MovieLikeness {
    /// `Also by Bong Joon-ho`, `Also with Harrison Ford and Sean Young`, `Also with A, B and 3
    /// more`; nil when they share no one.
    /// Names are spelt as `other`'s file spells them, as its card and page show them.
    /// A movie names a few people: they are compared as lists, not sets (sets made for
    /// each of the six suggestions of every movie page took this 1.2% of a clean build's CPU at
    /// 10k, lists 0.65%; perf).
    public static func of(_ other: Movie, to movie: Movie) -> String? {
        func shared(_ theirs: [Term], _ ours: [Term]) -> [String] {
            theirs.filter { term in ours.contains { $0.slug == term.slug } }.map(\.name)
        }
        let sameDirectors = shared(other.directorTerms, movie.directorTerms)
        if !sameDirectors.isEmpty { return "Also by " + DisplayFormat.list(sameDirectors) }
        let people = shared(other.peopleTerms, movie.peopleTerms)
        if !people.isEmpty {
            let named = Array(people.prefix(people.count > 3 ? 2 : 3))
            let more = people.count - named.count
            return "Also with " + DisplayFormat.list(named + (more > 0 ? ["\(more) more"] : []))
        }
        return nil
    }
}
