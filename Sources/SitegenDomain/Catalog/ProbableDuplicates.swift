/// Movies a site most likely has twice: two files of one title and year publish one film at two
/// addresses, which no reference rule catches (helper-35: `arrival.md` beside `arrival-2016.md`).
/// A warning, not an error: two films of one title in one year are rare, not impossible, and the
/// directors tell them apart (helper-36: two *Hamlet*s of one year are two films when each file
/// names its director and they share none).
public enum ProbableDuplicates {
    /// What two files of one film share: the year and the title, case aside.
    public static func key(of movie: Movie) -> String { "\(movie.year) \(movie.title.lowercased())" }

    /// One warning for each file after the first (by path) of a title, case aside, and a year,
    /// naming the first file before it that may hold the same film.
    static func warnings(in movies: [Movie]) -> [Diagnostic] {
        let groups = Dictionary(grouping: movies, by: key(of:))
        return groups.values.filter { $0.count > 1 }.flatMap { group in
            let files = group.sorted { $0.source.path < $1.source.path }
            return files.indices.compactMap { index -> Diagnostic? in
                let movie = files[index]
                guard let twin = files[..<index].first(where: { maySameFilm($0, movie) }) else { return nil }
                return Diagnostic(.warning, at: SourceLocation(path: movie.source.path, line: 1),
                                  "'\(movie.title)' (\(movie.year)) is published twice: \(twin.source.path) has it too",
                                  hint: "delete one of the two files; if they are two films, name each one's `directors:` and they are told apart")
            }
        }
    }

    /// Two movies of one title and year are one film unless each names its directors and they
    /// have none in common (by slug, so that `Agnès Varda` and `Agnes Varda` are one person).
    private static func maySameFilm(_ one: Movie, _ other: Movie) -> Bool {
        let ones = Set(one.directorTerms.map(\.slug)), others = Set(other.directorTerms.map(\.slug))
        return ones.isEmpty || others.isEmpty || !ones.isDisjoint(with: others)
    }
}
