/// Loads every movie, user and page through the repositories and checks the rules that span files.
public struct LoadCatalogUseCase: Sendable {
    public struct Options: Sendable {
        /// Publish movies marked `draft: true`.
        public var includeDrafts: Bool
        /// Reviews dated after this day are errors; passed in because the domain has no clock.
        public var today: CalendarDate
        /// Called once every file has been read, before the catalog is indexed: a build saves
        /// what it decoded meanwhile.
        public var whenFilesAreRead: @Sendable () -> Void

        public init(includeDrafts: Bool = false, today: CalendarDate, whenFilesAreRead: @escaping @Sendable () -> Void = {}) {
            self.includeDrafts = includeDrafts
            self.today = today
            self.whenFilesAreRead = whenFilesAreRead
        }
    }

    /// The catalog, and the warnings that did not stop it.
    public struct Result: Sendable {
        public var catalog: Catalog
        public var warnings: [Diagnostic]
    }

    private let movies: any MovieRepository
    private let users: any UserRepository
    private let pages: any PageRepository

    public init(movies: any MovieRepository, users: any UserRepository, pages: any PageRepository) {
        self.movies = movies
        self.users = users
        self.pages = pages
    }

    /// Throws every error of every file at once, warnings included, sorted by location.
    public func execute(_ options: Options) async throws(DiagnosticList) -> Result {
        async let movieLoad = movies.loadMovies()
        async let userLoad = users.loadUsers()
        async let pageLoad = pages.loadPages()
        let (movieReport, userReport, pageReport) = await (movieLoad, userLoad, pageLoad)
        options.whenFilesAreRead()

        let published = movieReport.entities.filter { options.includeDrafts || !$0.isDraft }
        let drafts = Set(movieReport.entities.filter { !options.includeDrafts && $0.isDraft }.map(\.slug))
        let rules = ReferenceRules(
            knownUsers: Set(userReport.entities.map(\.id)),
            unloadableUsers: userReport.unloadable,
            publishedMovies: Set(published.map(\.slug)),
            draftMovies: drafts,
            unloadableMovies: movieReport.unloadable,
            today: options.today
        )
        // Indexed while the rules are checked; a broken site throws it away.
        async let catalog = Catalog(movies: published, users: userReport.entities, pages: pageReport.entities, draftSlugs: drafts)
        let violations = published.flatMap(rules.violations(in:)) + userReport.entities.flatMap(rules.violations(in:))

        // Once each: a folder all three read (`content` as a file) is one problem, not three.
        var seen = Set<Diagnostic>()
        let diagnostics = (movieReport.diagnostics + userReport.diagnostics + pageReport.diagnostics
            + violations.map(\.diagnostic)).filter { seen.insert($0).inserted }
        if diagnostics.contains(where: \.isError) { throw DiagnosticList(diagnostics) }
        return Result(catalog: await catalog, warnings: diagnostics.sorted())
    }
}
