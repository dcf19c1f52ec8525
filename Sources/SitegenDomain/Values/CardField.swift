/// A site's own field that each movie's card shows too, as the movie's page shows it
/// (`cardFields: [screened]` in `site.yml`): a film club's screening date, on every list the
/// movie is in. A venue's page said what the club showed there, but not when.
public struct CardField: Sendable, Hashable, Encodable {
    /// The key under `extra:`, as movies write it: `screened`, `screeningDate`.
    public let key: String
    /// Where `site.yml` names it: a key no movie gives is warned about there.
    public let source: SourceLocation?
    /// What a card calls it: its key as words (`screeningDate` → `Screening date`), worked out
    /// once, not for each of the 600,000 cards of a site of 10,000 movies.
    public let label: String

    public init(key: String, source: SourceLocation? = nil) {
        self.key = key
        self.source = source
        label = ExtraFields.label(ofKey: key)
    }

    /// Encoded as its key: where `site.yml` names it changes no page (the settings' digest is
    /// every page's), as with `FieldTaxonomy`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(key)
    }
}
