/// A page that is not a movie or a user: about, colophon, house rules.
public struct FreePage: Sendable, Encodable, Hashable {
    public var slug: Slug
    public var title: String
    /// Position in the site's navigation; pages without one are left out of it.
    public var menuOrder: Int?
    public var body: MarkdownSource
    public var source: SourceLocation

    public init(slug: Slug, title: String, menuOrder: Int? = nil, body: MarkdownSource, source: SourceLocation) {
        self.slug = slug
        self.title = title
        self.menuOrder = menuOrder
        self.body = body
        self.source = source
    }
}
