import Synchronization

/// For every movie, up to six others most like it: those that share the most people with it,
/// then the most genres, then the nearest in years; ties in catalog order. Computed once per
/// catalog, on all cores, not once per page.
///
/// Candidates are the movies that share a person with it (a few each) and, of those filed under
/// exactly its genres, the six nearest to it in years and every one as near as the sixth: any
/// other of them shares no person (or it is a candidate already) and is further away, so it could
/// only rank below those. Comparing every movie with every other would be 10¹⁰ pairs at 100,000
/// movies, and weighing all of a movie's genre set grew with the square of the catalog too: 57
/// movies each at 10,000 (the benchmark corpus), 569 at 100,000, where a set of one genre holds
/// up to 1,480. That was 4% of a clean build's wall there (about 3 s of CPU), and under 0.1% at 10,000.
/// A movie with fewer than six candidates so (most of a small club's: Alien had two) also has,
/// from each of its genres, the six movies nearest to it in years, and every movie as near as
/// the sixth: a binary search of the genre's movies by year, not a walk through them.
///
/// People and genres are numbered once, and each movie's shared people are counted by walking
/// its people's filmographies, not by intersecting sets of slugs per pair: every build computes
/// this, a one-movie rebuild included, and at 10k movies the sets took 38% of a cast edit's CPU
/// samples (about 1.4 s) where the counts take 5% (about 0.1 s).
struct SimilarMovies: Sendable {
    static let limit = 6
    /// The lists ranked up front.
    private var bySlug: [Slug: [Slug]]
    /// The others, once asked for.
    private var asked = Asked()
    /// The movies as numbered when the catalog was indexed (in its order then), each movie's
    /// number, and its place in the catalog order now: a save in `serve` moves a movie in the
    /// catalog without numbering every movie again (`replace`), which took 18 ms of a save's CPU
    /// at 10k movies (perf).
    private var movies: [Movie]
    private let indexBySlug: [Slug: Int]
    private var catalogPlaces: [Int32]
    private var credits: Credits

    /// - Parameter isRankedUpFront: the movies whose lists are ranked here, on all cores (nil:
    ///   every movie); any other's is ranked when asked for, the same. A build of one shard of a
    ///   site asks for its own movies' lists only, a fraction of the work.
    init(movies: [Movie], rankingUpFront isRankedUpFront: (@Sendable (Slug) -> Bool)? = nil) async {
        let credits = Credits(movies)
        let ranked = isRankedUpFront.map { isRanked in movies.indices.filter { isRanked(movies[$0].slug) } } ?? Array(movies.indices)
        let lists = await ranked.concurrentChunks { chunk in
            var scratch = Scratch(count: movies.count)
            return chunk.map { Self.rank(movies, index: $0, credits: credits, places: nil, scratch: &scratch) }
        }.flatMap { $0 }
        bySlug = Dictionary(uniqueKeysWithValues: zip(ranked.map { movies[$0].slug }, lists))
        self.movies = movies
        self.credits = credits
        indexBySlug = Dictionary(uniqueKeysWithValues: movies.enumerated().map { ($1.slug, $0) })
        catalogPlaces = movies.indices.map { Int32($0) }
    }

    func similar(to slug: Slug) -> [Slug] {
        if let ranked = bySlug[slug] { return ranked }
        guard let index = indexBySlug[slug] else { return [] }
        return asked.list(of: slug, count: movies.count) { [movies, credits, catalogPlaces] in
            Self.rank(movies, index: index, credits: credits, places: catalogPlaces, scratch: &$0)
        }
    }

    /// The movies filed under any of `genres` (by slug) whose own candidates are fewer than six,
    /// and so also drawn from their genres by year: those a movie of one of these genres, edited,
    /// can join or leave the list of, whatever its people.
    func moviesDrawingOnGenres(_ genres: [Genre]) -> [Slug] {
        let numbers = Set(genres.compactMap { credits.genreNumber($0.slug) })
        var drawing: Set<Int32> = []
        for genre in numbers {
            for movie in credits.moviesByYear(in: genre) where !drawing.contains(movie) && credits.hasFewCandidates(Int(movie), fewerThan: Self.limit) {
                drawing.insert(movie)
            }
        }
        return drawing.sorted().map { movies[Int($0)].slug }
    }

    /// The movies filed under exactly `genres` (by slug), none for no genres: those a movie of
    /// these genres may be a candidate for, as one of the nearest of them in years.
    func movies(filedUnderExactly genres: [Genre]) -> [Slug] {
        let numbers = genres.compactMap { credits.genreNumber($0.slug) }
        guard !genres.isEmpty, numbers.count == genres.count else { return [] }
        return credits.byGenres[Array(Set(numbers)).sorted()]?.map { movies[Int($0)].slug } ?? []
    }

    /// A movie saved again (see `Catalog.replacing`): its credits and genres as they are now, and
    /// moved in the catalog from `oldPlace` to `newPlace` of `catalogOrder`, which is the catalog
    /// after the move. Every list is ranked again when asked: the save may have changed any that
    /// shares a person or a genre with the movie, as it was or as it is.
    mutating func replace(_ movie: Movie, catalogOrder: [Movie], from oldPlace: Int, to newPlace: Int) {
        guard let number = indexBySlug[movie.slug] else { return }
        movies[number] = movie
        for place in min(oldPlace, newPlace)...max(oldPlace, newPlace) {
            if let moved = indexBySlug[catalogOrder[place].slug] { catalogPlaces[moved] = Int32(place) }
        }
        credits.replace(number, with: movie)
        bySlug = [:]
        asked = Asked()
    }

    /// The lists ranked when asked for, each once, and the scratch arrays that ranked them, kept
    /// for the next: one array as long as the catalog for each list would be 400 KB each at 100k
    /// movies.
    private final class Asked: Sendable {
        private let lists = Mutex<[Slug: [Slug]]>([:])
        private let scratches = Mutex<[Scratch]>([])

        func list(of slug: Slug, count: Int, rank: (inout Scratch) -> [Slug]) -> [Slug] {
            if let known = lists.withLock({ $0[slug] }) { return known }
            var scratch = scratches.withLock { $0.popLast() } ?? Scratch(count: count)
            let ranked = rank(&scratch)
            scratches.withLock { $0.append(scratch) }
            lists.withLock { $0[slug] = ranked }
            return ranked
        }
    }

    /// How many people each movie shares with the one being ranked; -1 for movies that are no
    /// candidate. Reset after each movie, so one array serves a whole chunk.
    private struct Scratch {
        var shared: [Int32]
        var candidates: [Int] = []
        init(count: Int) { shared = [Int32](repeating: -1, count: count) }
    }

    /// - Parameter places: each movie's place in the catalog order, if not its number.
    private static func rank(_ movies: [Movie], index: Int, credits: Credits, places: [Int32]?, scratch: inout Scratch) -> [Slug] {
        func consider(_ other: Int) {
            guard other != index else { return }
            if scratch.shared[other] < 0 {
                scratch.shared[other] = 0
                scratch.candidates.append(other)
            }
        }
        for person in credits.people[index] {
            for other in credits.filmography[Int(person)] where Int(other) != index {
                consider(Int(other))
                scratch.shared[Int(other)] += 1
            }
        }
        credits.nearestInYears(among: credits.sameGenres(as: index), to: index, count: Self.limit) { consider(Int($0)) }
        if scratch.candidates.count < Self.limit {
            for genre in credits.genres[index] {
                credits.nearestInYears(among: credits.moviesByYear(in: genre), to: index, count: Self.limit) { consider(Int($0)) }
            }
        }
        var best = Ranking(limit: Self.limit)
        for other in scratch.candidates {
            best.offer(Ranking.Candidate(people: Int(scratch.shared[other]), genres: credits.genresShared(index, other),
                                         years: abs(movies[index].year - movies[other].year), index: other,
                                         place: places.map { Int($0[other]) } ?? other))
            scratch.shared[other] = -1
        }
        scratch.candidates.removeAll(keepingCapacity: true)
        return best.ranked.map { movies[$0.index].slug }
    }
}

private extension SimilarMovies {
    /// Every movie's people and genres by number, and each person's movies.
    struct Credits: Sendable {
        /// Each movie's people, each once.
        private(set) var people: [[Int32]]
        /// Each person's movies (in catalog order, until a movie is replaced: the order does not
        /// change a ranking, whose ties are broken by place in the catalog).
        private(set) var filmography: [[Int32]]
        /// Each movie's genres, sorted, each once.
        private(set) var genres: [[Int32]]
        /// The movies filed under exactly each set of genres, by year, then by number.
        private(set) var byGenres: [[Int32]: [Int32]]
        /// Each genre's movies by year, then by number; and each movie's year.
        private var byGenreAndYear: [[Int32]], years: [Int]
        /// The numbers of people and genres.
        private var personNumbers: [Slug: Int32], genreNumbers: [Slug: Int32]

        init(_ movies: [Movie]) {
            var personNumbers: [Slug: Int32] = [:], genreNumbers: [Slug: Int32] = [:]
            var filmography: [[Int32]] = [], byGenres: [[Int32]: [Int32]] = [:]
            var people: [[Int32]] = [], genres: [[Int32]] = []
            people.reserveCapacity(movies.count)
            genres.reserveCapacity(movies.count)
            for (index, movie) in movies.enumerated() {
                let credited = movie.peopleTerms.map { term in
                    if let number = personNumbers[term.slug] { return number }
                    let number = Int32(filmography.count)
                    personNumbers[term.slug] = number
                    filmography.append([])
                    return number
                }
                for person in credited { filmography[Int(person)].append(Int32(index)) }
                people.append(credited)
                let filed = Array(Set(movie.genres.map { genre in
                    if let number = genreNumbers[genre.slug] { return number }
                    let number = Int32(genreNumbers.count)
                    genreNumbers[genre.slug] = number
                    return number
                })).sorted()
                genres.append(filed)
            }
            (self.people, self.filmography, self.genres) = (people, filmography, genres)
            (self.personNumbers, self.genreNumbers) = (personNumbers, genreNumbers)
            // The movies sorted by year once, then dealt out to their genres in that order.
            let years = movies.map(\.year)
            var byGenreAndYear = [[Int32]](repeating: [], count: genreNumbers.count)
            for index in movies.indices.sorted(by: { (years[$0], $0) < (years[$1], $1) }) {
                for genre in genres[index] { byGenreAndYear[Int(genre)].append(Int32(index)) }
                if !genres[index].isEmpty { byGenres[genres[index], default: []].append(Int32(index)) }
            }
            self.years = years
            self.byGenreAndYear = byGenreAndYear
            self.byGenres = byGenres
        }

        func genreNumber(_ genre: Slug) -> Int32? { genreNumbers[genre] }

        /// Movie `number` filed as `movie` is now.
        mutating func replace(_ number: Int, with movie: Movie) {
            let movieNumber = Int32(number)
            for person in people[number] { filmography[Int(person)].removeAll { $0 == movieNumber } }
            let credited = movie.peopleTerms.map { term in
                if let known = personNumbers[term.slug] { return known }
                personNumbers[term.slug] = Int32(filmography.count)
                filmography.append([])
                return Int32(filmography.count - 1)
            }
            for person in credited { filmography[Int(person)].append(movieNumber) }
            people[number] = credited
            if !genres[number].isEmpty {
                byGenres[genres[number]]?.removeAll { $0 == movieNumber }
                if byGenres[genres[number]]?.isEmpty == true { byGenres[genres[number]] = nil }
            }
            for genre in genres[number] { byGenreAndYear[Int(genre)].removeAll { $0 == movieNumber } }
            let filed = Array(Set(movie.genres.map { genre in
                if let known = genreNumbers[genre.slug] { return known }
                genreNumbers[genre.slug] = Int32(genreNumbers.count)
                byGenreAndYear.append([])
                return Int32(genreNumbers.count - 1)
            })).sorted()
            genres[number] = filed
            years[number] = movie.year
            for genre in filed { insertByYear(movieNumber, into: &byGenreAndYear[Int(genre)]) }
            if !filed.isEmpty { insertByYear(movieNumber, into: &byGenres[filed, default: []]) }
        }

        private func insertByYear(_ movie: Int32, into list: inout [Int32]) {
            let place = list.firstIndex { (years[Int($0)], $0) > (years[Int(movie)], movie) } ?? list.count
            list.insert(movie, at: place)
        }

        func sameGenres(as movie: Int) -> [Int32] { genres[movie].isEmpty ? [] : byGenres[genres[movie]] ?? [] }

        func moviesByYear(in genre: Int32) -> [Int32] { byGenreAndYear[Int(genre)] }

        /// Passes `body` the movies of `list` (in year order) nearest to `movie` in years, but
        /// `movie`: at least `count` of them if the list has as many, and every one as near as the
        /// last, so that which are passed does not depend on their order.
        func nearestInYears(among list: [Int32], to movie: Int, count: Int, _ body: (Int32) -> Void) {
            let year = years[movie]
            // The first of the genre's movies not before `year`.
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if years[Int(list[middle])] < year { low = middle + 1 } else { high = middle }
            }
            var before = low - 1, after = low, passed = 0
            while passed < count, before >= 0 || after < list.count {
                let gap = min(before >= 0 ? year - years[Int(list[before])] : .max, after < list.count ? years[Int(list[after])] - year : .max)
                while before >= 0, year - years[Int(list[before])] == gap {
                    if Int(list[before]) != movie { body(list[before]); passed += 1 }
                    before -= 1
                }
                while after < list.count, years[Int(list[after])] - year == gap {
                    if Int(list[after]) != movie { body(list[after]); passed += 1 }
                    after += 1
                }
            }
        }

        /// Whether the movies sharing a person with `movie` or filed under exactly its genres are
        /// fewer than `limit`: counted until there are as many, in a list, not a set (it never
        /// holds more than `limit`).
        func hasFewCandidates(_ movie: Int, fewerThan limit: Int) -> Bool {
            let sameGenres = sameGenres(as: movie)
            guard sameGenres.count <= limit else { return false }
            var candidates = sameGenres.filter { Int($0) != movie }
            for person in people[movie] {
                for other in filmography[Int(person)] where Int(other) != movie && !candidates.contains(other) {
                    candidates.append(other)
                    if candidates.count >= limit { return false }
                }
            }
            return true
        }

        /// A movie has a few genres: a scan, not a set.
        func genresShared(_ movie: Int, _ other: Int) -> Int {
            genres[movie].reduce(0) { count, genre in genres[other].contains(genre) ? count + 1 : count }
        }
    }

    /// The best few candidates seen so far, best first.
    struct Ranking {
        struct Candidate {
            /// `index`: the movie's number; `place`: where it is in the catalog order.
            var people: Int, genres: Int, years: Int, index: Int, place: Int

            /// More people shared, then more genres, then nearer in years, then earlier in the catalog.
            func isBetter(than other: Candidate) -> Bool {
                (other.people, other.genres, years, place) < (people, genres, other.years, other.place)
            }
        }

        let limit: Int
        private(set) var ranked: [Candidate] = []

        init(limit: Int) { self.limit = limit }

        mutating func offer(_ candidate: Candidate) {
            guard ranked.count < limit || candidate.isBetter(than: ranked[ranked.count - 1]) else { return }
            let place = ranked.firstIndex { candidate.isBetter(than: $0) } ?? ranked.count
            ranked.insert(candidate, at: place)
            if ranked.count > limit { ranked.removeLast() }
        }
    }
}
