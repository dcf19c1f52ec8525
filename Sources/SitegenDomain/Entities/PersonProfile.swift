/// What `content/people/<slug>.md` adds to a person the catalog credits: a bio, a photo, and the
/// site's own fields. Everyone a movie names has a page without one.
public struct PersonProfile: Sendable, Encodable, Hashable {
    /// The slug of the name the movies credit, which the file is named by.
    public var slug: Slug
    /// A path below `content/` (`media/people/varda.jpg`) or an http(s) URL.
    public var photo: String?
    public var photoSource: SourceLocation?
    public var bio: MarkdownSource?
    /// The name as the people index files it, when the surname is not the last word: `Bong
    /// Joon-ho` (family name first) under B, not under J. Nil: by the last word.
    public var sortAs: String?
    public var extra: ExtraFields
    public var source: SourceLocation

    public init(slug: Slug, photo: String? = nil, photoSource: SourceLocation? = nil, bio: MarkdownSource? = nil, sortAs: String? = nil,
                extra: ExtraFields = .none, source: SourceLocation) {
        self.slug = slug
        self.photo = photo
        self.photoSource = photoSource
        self.bio = bio
        self.sortAs = sortAs
        self.extra = extra
        self.source = source
    }
}
