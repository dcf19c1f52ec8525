/// For every movie, up to six others most like it: those that share the most people with it,
/// then the most genres, then the nearest in years; ties in catalog order. Computed once per
/// catalog, on all cores, not once per page.
///
/// Candidates are the movies that share a person with it (a few each) and those filed under
/// exactly its genres (a few dozen in a catalog of 100,000): comparing every movie with every
/// other would be 10¹⁰ pairs at that size, and genres alone name thousands of movies each.
struct SimilarMovies: Sendable {
    static let limit = 6
    private let bySlug: [Slug: [Slug]]

    init(movies: [Movie]) async {
        let people = movies.map { Set($0.peopleTerms.map(\.slug)) }
        let genres = movies.map { Set($0.genres.map(\.slug)) }
        var byPerson: [Slug: [Int]] = [:], byGenres: [Set<Slug>: [Int]] = [:]
        for index in movies.indices {
            for person in people[index] { byPerson[person, default: []].append(index) }
            if !genres[index].isEmpty { byGenres[genres[index], default: []].append(index) }
        }
        let lists = await Array(movies.indices).concurrentMap { [byPerson, byGenres] index -> [Slug] in
            var candidates = Set<Int>()
            for person in people[index] { candidates.formUnion(byPerson[person] ?? []) }
            candidates.formUnion(byGenres[genres[index]] ?? [])
            candidates.remove(index)
            let ranked = candidates.map { other in
                (people: people[index].intersection(people[other]).count, genres: genres[index].intersection(genres[other]).count,
                 years: abs(movies[index].year - movies[other].year), other: other)
            }
            return ranked.sorted { ($1.people, $1.genres, $0.years, $0.other) < ($0.people, $0.genres, $1.years, $1.other) }
                .prefix(Self.limit).map { movies[$0.other].slug }
        }
        bySlug = Dictionary(uniqueKeysWithValues: zip(movies.map(\.slug), lists))
    }

    func similar(to slug: Slug) -> [Slug] { bySlug[slug] ?? [] }
}
