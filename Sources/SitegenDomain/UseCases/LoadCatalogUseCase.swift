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
        /// The movies whose "more like this" is ranked up front, on all cores, if not all; every
        /// other movie's is ranked when asked. A build of one shard of a site ranks its own movies';
        /// a rebuild, which asks for a few (the movies an edit touches), ranks none.
        public var rankedUpFront: (@Sendable (Slug) -> Bool)?
        /// The site's own taxonomies (`taxonomies:` in `site.yml`).
        public var taxonomies: [FieldTaxonomy]
        /// The site's own fields each card shows (`cardFields:` in `site.yml`).
        public var cardFields: [CardField]
        /// The site's own orders of its lists (`orders:` in `site.yml`).
        public var orders: [FieldOrder]

        public init(includeDrafts: Bool = false, today: CalendarDate, whenFilesAreRead: @escaping @Sendable () -> Void = {},
                    rankedUpFront: (@Sendable (Slug) -> Bool)? = nil, taxonomies: [FieldTaxonomy] = [], cardFields: [CardField] = [],
                    orders: [FieldOrder] = []) {
            self.includeDrafts = includeDrafts
            self.today = today
            self.whenFilesAreRead = whenFilesAreRead
            self.rankedUpFront = rankedUpFront
            self.taxonomies = taxonomies
            self.cardFields = cardFields
            self.orders = orders
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
    private let people: any PersonRepository

    public init(movies: any MovieRepository, users: any UserRepository, pages: any PageRepository,
                people: any PersonRepository = NoPeople()) {
        self.movies = movies
        self.users = users
        self.pages = pages
        self.people = people
    }

    /// What loading gave, broken or not: the catalog of everything that loaded (rules between
    /// files not enforced), every diagnostic, and the files that failed, so that prose links can
    /// still be checked against it without blaming a link for its target's broken file.
    public struct Outcome: Sendable {
        public var catalog: Catalog
        /// Errors and warnings, sorted.
        public var diagnostics: [Diagnostic]
        /// The published movies, users and pages that loaded: their prose is what pages would show.
        public var publishedMovies: [Movie]
        public var users: [User]
        public var pages: [FreePage]
        /// Slugs and ids of files that exist but failed to load.
        public var unloadableMovies: Set<String>
        public var unloadableUsers: Set<String>
        /// The prose of movie files that failed to load (`StrayProse`), drafts' only when published.
        public var strayProse: [MarkdownSource] = []

        public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
    }

    /// Throws every error of every file at once, warnings included, sorted by location.
    public func execute(_ options: Options) async throws(DiagnosticList) -> Result {
        let outcome = await load(options)
        if outcome.hasErrors { throw DiagnosticList(outcome.diagnostics) }
        return Result(catalog: outcome.catalog, warnings: outcome.diagnostics)
    }

    /// Loads and checks everything, and returns it all whether or not there were errors.
    public func load(_ options: Options) async -> Outcome {
        async let movieLoad = movies.loadMovies()
        async let userLoad = users.loadUsers()
        async let pageLoad = pages.loadPages()
        async let peopleLoad = people.loadPeople()
        let (movieReport, userReport, pageReport, peopleReport) = await (movieLoad, userLoad, pageLoad, peopleLoad)
        options.whenFilesAreRead()

        let published = movieReport.entities.filter { options.includeDrafts || !$0.isDraft }
        let drafts = Set(movieReport.entities.filter { !options.includeDrafts && $0.isDraft }.map(\.slug))
        // Each of flags or of names, as the movies give them: `Catalog.taxonomies` has them so.
        let taxonomies = options.taxonomies.map { $0.holdingFlags(in: published) }
        let rules = ReferenceRules(
            knownUsers: Set(userReport.entities.map(\.id)),
            unloadableUsers: userReport.unloadable,
            publishedMovies: Set(published.map(\.slug)),
            draftMovies: drafts,
            unloadableMovies: movieReport.unloadable,
            today: options.today
        )
        // Indexed while the rules are checked; a broken site uses it only to check prose links.
        // A profile is of someone a movie credits, published or draft: a draft's people keep theirs.
        // Finding who needs every movie's credits, worked out on one core: a site without
        // profiles leaves them to the indexes, which work them out on all cores. A cast edit at
        // 10k without profiles, taking turns: 0.875 → 0.845 and 0.760 → 0.730 s (medians of 20;
        // two runs of one binary differ by up to 2% here).
        let credited: Set<Slug> = peopleReport.entities.isEmpty ? [] : Set(movieReport.entities.flatMap { $0.peopleTerms.map(\.slug) })
        let profiles = peopleReport.entities.filter { credited.contains($0.slug) }
        async let indexing = Catalog(movies: published, users: userReport.entities, pages: pageReport.entities, draftSlugs: drafts,
                                    profiles: profiles, fields: taxonomies, orders: options.orders, today: options.today,
                                    similarUpFront: options.rankedUpFront)
        let unknownPeople = peopleReport.entities.filter { !credited.contains($0.slug) }.map { profile in
            Diagnostic(at: profile.source, "no movie credits a person '\(profile.slug)'",
                       hint: "name the file by the slug of a director's or cast member's name, as in /people/<slug>/")
        }
        let violations = published.flatMap(rules.violations(in:)) + userReport.entities.flatMap(rules.violations(in:))
            + taxonomies.flatMap { taxonomy in published.flatMap(taxonomy.violations(in:)) }
            + options.orders.flatMap { order in published.flatMap(order.violations(in:)) }
        let clashes = LongNameClashes.errors(in: published, fields: taxonomies)

        // A taxonomy no movie gives a name: its index, built meanwhile, has none.
        let catalog = await indexing
        let unnamed = published.isEmpty ? [] : taxonomies.filter { catalog.unnotedTermCount(.field($0)) == 0 }.map {
            Self.unusedTaxonomyWarning($0, movies: published)
        } + taxonomies.compactMap { Self.flagLikeNamesWarning($0, names: catalog.unnotedTermsWithCounts(.field($0)).map(\.term.name)) }
        let unshown = UnusedSiteFields.warnings(cardFields: options.cardFields, orders: options.orders, movies: published)
            + taxonomies.flatMap { taxonomy in
                UnusedSiteFields.warnings(termInfo: taxonomy, names: catalog.unnotedTermsWithCounts(.field(taxonomy)).map(\.term))
            }
        let unpaired = options.orders.flatMap { order in published.compactMap(order.unpairedPlaces(in:)) }
        // Once each: a folder all three read (`content` as a file) is one problem, not three.
        var seen = Set<Diagnostic>()
        let diagnostics = (movieReport.diagnostics + userReport.diagnostics + pageReport.diagnostics + peopleReport.diagnostics
            + violations.map(\.diagnostic) + clashes + unknownPeople + unnamed + unshown + unpaired + ProbableDuplicates.warnings(in: published)).filter { seen.insert($0).inserted }
        return Outcome(catalog: catalog, diagnostics: diagnostics.sorted(), publishedMovies: published, users: userReport.entities,
                       pages: pageReport.entities, unloadableMovies: movieReport.unloadable, unloadableUsers: userReport.unloadable,
                       strayProse: movieReport.strayProse.filter { options.includeDrafts || !$0.isDraft }.flatMap(\.texts))
    }

    /// A warning for a taxonomy of names whose every name reads as a flag: YAML reads
    /// `club_pick: yes` as text, and a site meaning one list of its picks got a page named "yes"
    /// and a fact "Club pick: yes" instead, silently (helper-48).
    private static func flagLikeNamesWarning(_ taxonomy: FieldTaxonomy, names: [String]) -> Diagnostic? {
        let flagWords: Set<String> = ["yes", "no", "y", "n", "on", "off", "true", "false", "1", "0"]
        guard !taxonomy.holdsFlags, !names.isEmpty, names.allSatisfy({ flagWords.contains($0.lowercased()) }) else { return nil }
        return Diagnostic(.warning, at: taxonomy.source ?? SourceLocation(path: "site.yml"),
                          "taxonomy '\(taxonomy.key)' has names that read as flags (\(names.joined(separator: ", "))), each with a page of its own",
                          hint: "for one list of the movies that set it, write \(taxonomy.key): true (or false), not yes, on or 1")
    }

    /// A warning for a taxonomy (`taxonomies:` in `site.yml`) that no published movie gives a
    /// name: a key misspelt on one side or the other leaves an index saying "0 venues" and every
    /// venue as plain text. The hint names the key the movies give that is closest.
    private static func unusedTaxonomyWarning(_ taxonomy: FieldTaxonomy, movies: [Movie]) -> Diagnostic {
        if taxonomy.holdsFlags {
            return Diagnostic(.warning, at: taxonomy.source ?? SourceLocation(path: "site.yml"),
                              "taxonomy '\(taxonomy.key)' lists no movie: no published movie sets extra: \(taxonomy.key): true",
                              hint: "set \(taxonomy.key): true on the movies its list should show, or leave it out of taxonomies:")
        }
        let keys = Set(movies.flatMap { $0.extra.entries.map(\.key) }).subtracting([taxonomy.key]).sorted()
        let hint = Suggestion.closest(to: taxonomy.key, among: keys).map { "did you mean '\($0)', which movies give under extra:?" }
            ?? "give movies a name under extra: \(taxonomy.key):, or leave it out of taxonomies:"
        return Diagnostic(.warning, at: taxonomy.source ?? SourceLocation(path: "site.yml"),
                          "taxonomy '\(taxonomy.key)' has no names: no published movie gives extra: \(taxonomy.key): a value", hint: hint)
    }
}
