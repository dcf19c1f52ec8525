/// Someone credited on a film with a person, for the person's page ("Worked with"). Most people
/// of a small club's catalog are credited in one film, the one the visitor came from: without
/// the others credited there, their page led nowhere but back (helper-56).
public struct Collaborator: Sendable, Equatable {
    public let person: Term
    /// The films they share, in the person's own order (newest first).
    public let films: [Movie]

    /// Those credited with `person` in `filmography`: the most films shared first, then as the
    /// filmography first credits them (its newest film's directors, then its cast as billed), at
    /// most `limit`. Eight are a row or two of names; twelve made the 1k corpus's site 20% bigger,
    /// most of its pages being people's.
    public static func of(_ person: Slug, in filmography: [Movie], limit: Int = 8) -> [Collaborator] {
        var order: [Slug] = [], shared: [Slug: (term: Term, films: [Movie])] = [:]
        for movie in filmography {
            for term in movie.peopleTerms where term.slug != person {
                if shared[term.slug] == nil { order.append(term.slug) }
                shared[term.slug, default: (term, [])].films.append(movie)
            }
        }
        let ranked = order.enumerated().sorted { first, second in
            let (a, b) = (shared[first.element]!.films.count, shared[second.element]!.films.count)
            return a != b ? a > b : first.offset < second.offset
        }
        return ranked.prefix(limit).map { Collaborator(person: shared[$0.element]!.term, films: shared[$0.element]!.films) }
    }
}
