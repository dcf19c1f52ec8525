/// A user with their favorite movies and every review they wrote.
public struct ShowUserUseCase: Sendable {
    private let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func execute(id: Slug) -> UserDetail? {
        guard let user = catalog.user(id) else { return nil }
        let favorites = user.favorites.compactMap { catalog.movieWithoutProse($0.slug) }
        let reviews = catalog.reviews(by: id)
        return UserDetail(user: user, favorites: favorites, reviews: reviews,
                          closestTastes: TasteMatch.closest(to: reviews, reviewsOf: catalog.reviews(of:)))
    }
}

public struct UserDetail: Sendable, Hashable {
    public var user: User
    /// In the order the user listed them.
    public var favorites: [Movie]
    /// Newest first.
    public var reviews: [PublishedReview]
    /// The reviewers whose ratings come closest to theirs (`TasteMatch.closest`).
    public var closestTastes: [TasteMatch] = []
}
