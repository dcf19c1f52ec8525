import SitegenDomain

/// `cardFields:` in `site.yml`, the site's own fields each movie's card shows too:
///
/// ```yaml
/// cardFields: [screened]   # every card says "Screened 29 Apr 2021" for extra: {screened: 2021-04-29}
/// ```
extension SiteConfigLoader {
    func readCardFields(_ fields: inout FieldReader) -> [CardField]? {
        guard let keys = fields.strings("cardFields") else { return nil }
        var cardFields: [CardField] = []
        for (key, location) in keys {
            guard ExtraFields.isValidKey(key) else {
                fields.record(ContentError(.invalidValue(field: "cardFields", "names '\(key)', which is not a key of extra:"), at: location,
                                           hint: "a letter, then letters, digits and _, as a movie writes it under extra:; " + Self.cardFieldsExample))
                continue
            }
            guard !cardFields.contains(where: { $0.key == key }) else {
                fields.record(ContentError(.invalidValue(field: "cardFields", "names '\(key)' twice"), at: location, hint: "name each field once"))
                continue
            }
            cardFields.append(CardField(key: key, source: location))
        }
        return cardFields
    }

    private static let cardFieldsExample = "for example cardFields: [screened], for the screened: of each movie's extra:"
}
