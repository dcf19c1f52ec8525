/// A page that is not a movie or a user: about, colophon, house rules.
public struct FreePage: Sendable, Encodable, Hashable {
    public var slug: Slug
    public var title: String
    /// Position in the site's navigation; pages without one are left out of it.
    public var menuOrder: Int?
    /// A sentence on what the page is about: its meta description, and its line in a list of pages.
    public var description: String?
    public var body: MarkdownSource
    public var source: SourceLocation

    public init(slug: Slug, title: String, menuOrder: Int? = nil, description: String? = nil, body: MarkdownSource,
                source: SourceLocation) {
        self.slug = slug
        self.title = title
        self.menuOrder = menuOrder
        self.description = description
        self.body = body
        self.source = source
    }
}
