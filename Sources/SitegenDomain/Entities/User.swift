/// A person who reviews movies.
///
/// Its fields live in a `SharedBox`, like a movie's: every review a page shows carries its author.
public struct User: Sendable, Encodable, Hashable {
    public struct Fields: Sendable, Encodable, Hashable {
        public var id: Slug
        public var name: String
        public var email: String?
        public var joined: CalendarDate?
        /// Where they live, as they wrote it ("London").
        public var location: String?
        public var website: String?
        public var bio: MarkdownSource?
        public var favorites: [MovieReference]
        /// The site's own fields (`extra:`).
        public var extra: ExtraFields
        /// Where the user is defined: their file, or their entry in `users.json`.
        public var source: SourceLocation
    }

    @usableFromInline var box: SharedBox<Fields>

    public var fields: Fields { box.fields }

    @usableFromInline mutating func update(_ change: (inout Fields) -> Void) { box = box.updating(change) }

    @inlinable public var id: Slug {
        get { box.fields.id }
        set { update { $0.id = newValue } }
    }

    @inlinable public var name: String {
        get { box.fields.name }
        set { update { $0.name = newValue } }
    }

    @inlinable public var email: String? {
        get { box.fields.email }
        set { update { $0.email = newValue } }
    }

    @inlinable public var joined: CalendarDate? {
        get { box.fields.joined }
        set { update { $0.joined = newValue } }
    }

    @inlinable public var location: String? {
        get { box.fields.location }
        set { update { $0.location = newValue } }
    }

    @inlinable public var website: String? {
        get { box.fields.website }
        set { update { $0.website = newValue } }
    }

    @inlinable public var bio: MarkdownSource? {
        get { box.fields.bio }
        set { update { $0.bio = newValue } }
    }

    @inlinable public var favorites: [MovieReference] {
        get { box.fields.favorites }
        set { update { $0.favorites = newValue } }
    }

    @inlinable public var source: SourceLocation {
        get { box.fields.source }
        set { update { $0.source = newValue } }
    }


    public init(
        id: Slug, name: String, email: String? = nil, joined: CalendarDate? = nil, location: String? = nil,
        website: String? = nil, bio: MarkdownSource? = nil, favorites: [MovieReference] = [], extra: ExtraFields = .none,
        source: SourceLocation
    ) {
        box = SharedBox(Fields(
            id: id, name: name, email: email, joined: joined, location: location, website: website, bio: bio,
            favorites: favorites, extra: extra, source: source
        ))
    }

    @inlinable public var extra: ExtraFields {
        get { box.fields.extra }
        set { update { $0.extra = newValue } }
    }

    /// Encoded as its fields, as if they were its own.
    public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
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
