/// A genre, identified by the slug of its name: `Sci-Fi` and `sci fi` are one genre.
public struct Genre: Sendable, Hashable, Comparable {
    public var slug: Slug
    public var name: String

    public init(slug: Slug, name: String) {
        self.slug = slug
        self.name = name
    }

    /// A genre named as an author wrote it; nil when the name has nothing to make a slug of.
    public init?(named name: String) {
        guard let slug = Slug.derived(from: name) else { return nil }
        self.init(slug: slug, name: name)
    }

    public static func < (lhs: Genre, rhs: Genre) -> Bool { (lhs.name, lhs.slug) < (rhs.name, rhs.slug) }
}
