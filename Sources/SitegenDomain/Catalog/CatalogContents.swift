/// Which kinds of content a site has: a site of free pages alone, such as a documentation site, has
/// neither movies nor users, and its pages should not offer empty lists of them.
public struct CatalogContents: Sendable, Equatable, Encodable {
    public var hasMovies: Bool
    public var hasUsers: Bool

    public init(hasMovies: Bool, hasUsers: Bool) {
        self.hasMovies = hasMovies
        self.hasUsers = hasUsers
    }

    /// A site with movies and users: what the menu and the home page were made for.
    public static let catalog = CatalogContents(hasMovies: true, hasUsers: true)
}
