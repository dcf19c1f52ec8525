/// Movies a site most likely has twice: two files of one title and year publish one film at two
/// addresses, which no reference rule catches (helper-35: `arrival.md` beside `arrival-2016.md`).
/// A warning, not an error: two films of one title in one year are rare, not impossible.
public enum ProbableDuplicates {
    /// What two files of one film share: the year and the title, case aside.
    public static func key(of movie: Movie) -> String { "\(movie.year) \(movie.title.lowercased())" }

    /// One warning for each file after the first (by path) of a title, case aside, and a year.
    static func warnings(in movies: [Movie]) -> [Diagnostic] {
        let groups = Dictionary(grouping: movies, by: key(of:))
        return groups.values.filter { $0.count > 1 }.flatMap { group in
            let files = group.map(\.source.path).sorted()
            return group.filter { $0.source.path != files[0] }.map { movie in
                Diagnostic(.warning, at: SourceLocation(path: movie.source.path, line: 1),
                           "'\(movie.title)' (\(movie.year)) is published twice: \(files[0]) has it too",
                           hint: "delete one of the two files, or tell the films apart by their titles")
            }
        }
    }
}
