/// What a repository could load, and what it could not, so that one run reports every broken file
/// and rules about references do not pile errors on top of a file that already failed.
public struct LoadReport<Entity: Sendable>: Sendable {
    public var entities: [Entity]
    public var diagnostics: [Diagnostic]
    /// Identifiers of files that exist but failed to load: references to them are not reported again.
    public var unloadable: Set<String>
    /// The prose of files that failed to load, whose links are checked all the same.
    public var strayProse: [StrayProse]

    public init(entities: [Entity] = [], diagnostics: [Diagnostic] = [], unloadable: Set<String> = [], strayProse: [StrayProse] = []) {
        self.entities = entities
        self.diagnostics = diagnostics
        self.unloadable = unloadable
        self.strayProse = strayProse
    }
}

/// The prose of a file that failed to load: its links are checked all the same, so that one run
/// reports every problem of the file (helper-35: a link was reported only once the rating beside
/// it was fixed). A draft's only when drafts are published, as a draft's prose is checked only then.
public struct StrayProse: Sendable {
    public var texts: [MarkdownSource]
    public var isDraft: Bool

    public init(texts: [MarkdownSource], isDraft: Bool) {
        self.texts = texts
        self.isDraft = isDraft
    }
}

/// The source of the catalog's movies.
public protocol MovieRepository: Sendable {
    func loadMovies() async -> LoadReport<Movie>
}

/// The source of the catalog's users.
public protocol UserRepository: Sendable {
    func loadUsers() async -> LoadReport<User>
}

/// The source of the site's free pages.
public protocol PageRepository: Sendable {
    func loadPages() async -> LoadReport<FreePage>
}

/// The source of what a site says about the people its movies credit.
public protocol PersonRepository: Sendable {
    func loadPeople() async -> LoadReport<PersonProfile>
}

/// A site without `content/people/`.
public struct NoPeople: PersonRepository {
    public init() {}
    public func loadPeople() async -> LoadReport<PersonProfile> { LoadReport() }
}
