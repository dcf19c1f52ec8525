public import SitegenDomain

/// Movies held in memory, with whatever diagnostics a test wants the "files" to have produced.
public struct InMemoryMovieRepository: MovieRepository {
    public var report: LoadReport<Movie>

    public init(_ movies: [Movie], diagnostics: [Diagnostic] = [], unloadable: Set<String> = []) {
        report = LoadReport(entities: movies, diagnostics: diagnostics, unloadable: unloadable)
    }

    public func loadMovies() async -> LoadReport<Movie> { report }
}

public struct InMemoryUserRepository: UserRepository {
    public var report: LoadReport<User>

    public init(_ users: [User], diagnostics: [Diagnostic] = [], unloadable: Set<String> = []) {
        report = LoadReport(entities: users, diagnostics: diagnostics, unloadable: unloadable)
    }

    public func loadUsers() async -> LoadReport<User> { report }
}

public struct InMemoryPageRepository: PageRepository {
    public var report: LoadReport<FreePage>

    public init(_ pages: [FreePage] = []) {
        report = LoadReport(entities: pages)
    }

    public func loadPages() async -> LoadReport<FreePage> { report }
}
