/// The user list, a page at a time, by name.
public struct ListUsersUseCase: Sendable {
    private let catalog: Catalog
    private let pageSize: PageSize

    public init(catalog: Catalog, pageSize: PageSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    public var pageCount: Int { pageSize.pageCount(for: catalog.users.count) }

    /// Each user with how many reviews they wrote.
    public func execute(page: Int) -> Paginated<UserSummary>? {
        pageSize.page(page, of: catalog.users)
            .map { page in
                Paginated(
                    items: page.items.map { UserSummary(user: $0, reviewCount: catalog.reviews(by: $0.id).count) },
                    number: page.number, pageCount: page.pageCount, totalCount: page.totalCount
                )
            }
    }

    /// Where the users filed under each letter start, and on which page.
    public func letters() -> [TermSection.Placed] {
        TermSection.placed(catalog.userSections, of: catalog.users.count, in: pageSize)
    }
}

public struct UserSummary: Sendable, Hashable {
    public var user: User
    public var reviewCount: Int
}
