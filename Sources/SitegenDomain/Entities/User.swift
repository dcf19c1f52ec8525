/// A person who reviews movies.
///
/// Its fields live in a `SharedBox`, like a movie's: every review a page shows carries its author.
@dynamicMemberLookup
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

    // The box, `update` and the field subscript are Movie's, written again on purpose: a protocol
    // giving them by default would have to make `box` public, and hand every layer its `SharedBox`.
    @usableFromInline var box: SharedBox<Fields>

    public var fields: Fields { box.fields }

    @usableFromInline mutating func update(_ change: (inout Fields) -> Void) { box = box.updating(change) }

    /// Each field of `Fields`, read and set as if it were the user's own (`user.name`): a field added
    /// to `Fields` needs no accessor of its own.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set { update { $0[keyPath: field] = newValue } }
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
