/// A person who reviews movies.
public struct User: Sendable, Encodable, Hashable {
    public var id: Slug
    public var name: String
    public var email: String?
    public var joined: CalendarDate?
    /// Where they live, as they wrote it ("London").
    public var location: String?
    public var website: String?
    public var bio: MarkdownSource?
    public var favorites: [MovieReference]
    /// Where the user is defined: their file, or their entry in `users.json`.
    public var source: SourceLocation

    public init(
        id: Slug, name: String, email: String? = nil, joined: CalendarDate? = nil, location: String? = nil,
        website: String? = nil, bio: MarkdownSource? = nil, favorites: [MovieReference] = [], source: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.joined = joined
        self.location = location
        self.website = website
        self.bio = bio
        self.favorites = favorites
        self.source = source
    }
}

/// A mention of a movie by slug, remembered with where it was written so a dangling one can be reported there.
public struct MovieReference: Sendable, Encodable, Hashable {
    public var slug: Slug
    public var source: SourceLocation

    public init(_ slug: Slug, at source: SourceLocation) {
        self.slug = slug
        self.source = source
    }
}
