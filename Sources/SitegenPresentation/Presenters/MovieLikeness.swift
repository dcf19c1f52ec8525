public import SitegenDomain

/// Says why one movie is among another's "More like this", in the order `SimilarMovies` ranks
/// by: the same director, then people in both, then the same genres.
public enum MovieLikeness {
    /// `Also by Bong Joon-ho`, `Also with Harrison Ford and Sean Young`, `Also with A, B and 3
    /// more`, `Same genres` (the card's tags name them), `Also Drama` for some of them; nil when
    /// they share none of these.
    /// Names are spelt as `other`'s file spells them, as its card and page show them.
    public static func of(_ other: Movie, to movie: Movie) -> String? {
        let directors = Set(movie.directorTerms.map(\.slug))
        let sameDirectors = other.directorTerms.filter { directors.contains($0.slug) }
        if !sameDirectors.isEmpty { return "Also by " + DisplayFormat.list(sameDirectors.map(\.name)) }
        let people = Set(movie.peopleTerms.map(\.slug))
        let shared = other.peopleTerms.filter { people.contains($0.slug) }.map(\.name)
        if !shared.isEmpty {
            let named = Array(shared.prefix(shared.count > 3 ? 2 : 3))
            let more = shared.count - named.count
            return "Also with " + DisplayFormat.list(named + (more > 0 ? ["\(more) more"] : []))
        }
        let genres = Set(movie.genres.map(\.slug))
        let sharedGenres = other.genres.filter { genres.contains($0.slug) }
        if sharedGenres.isEmpty { return nil }
        return Set(other.genres.map(\.slug)) == genres ? "Same genres" : "Also " + DisplayFormat.list(sharedGenres.map(\.name))
    }
}
