/// What `site.yml` says of one name of a site's own taxonomy (`taxonomies: {venue: {terms: …}}`):
/// where a venue is, a word about it, its own website. A film club's member looking up the town
/// hall cinema finds its address on its page, and a subscriber's calendar can route to it.
///
/// ```yaml
/// taxonomies:
///   venue:
///     title: Venues
///     terms:
///       Back room: {address: "Little Lamp café, 14 Mill Lane", description: Thirty seats behind the café.}
/// ```
public struct TermInfo: Sendable, Encodable, Hashable {
    /// The name's slug: it is of the term movies name so (`Back room`, `back room`).
    public let slug: Slug
    /// The name as `site.yml` writes it, for a warning about it.
    public let name: String
    /// What the site says of it, as text: shown under its page's heading.
    public let description: String?
    /// Where it is, as a visitor would write it on an envelope: shown with a link to a map, and
    /// the location of its screenings in the calendar and structured data.
    public let address: String?
    /// Its own website, an http(s) URL.
    public let website: String?
    /// Where `site.yml` writes the name: a name no movie gives is a warning there.
    public let source: SourceLocation?

    public init(slug: Slug, name: String, description: String? = nil, address: String? = nil, website: String? = nil, source: SourceLocation? = nil) {
        self.slug = slug
        self.name = name
        self.description = description
        self.address = address
        self.website = website
        self.source = source
    }

    /// Encoded without `name` and `source`, as `FieldTaxonomy` is: neither changes a page.
    private enum CodingKeys: String, CodingKey { case slug, description, address, website }
}
