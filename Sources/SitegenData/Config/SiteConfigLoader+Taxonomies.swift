import SitegenDomain

/// `taxonomies:` in `site.yml`, the site's own fields whose names get pages, as Hugo's and Zola's
/// taxonomies do:
///
/// ```yaml
/// taxonomies:          # extra.venue of each movie: /venue/ lists every venue, /venue/back-room/ its movies
///   venue: Venues      # its key under extra:, and what its index is headed
/// taxonomies: [venue]  # the same, headed "Venue"
/// ```
extension SiteConfigLoader {
    func readTaxonomies(_ fields: inout FieldReader) -> [FieldTaxonomy]? {
        guard let node = fields.node("taxonomies") else { return nil }
        var named: [(key: String, keyAt: SourceLocation, title: String?)] = []
        switch node.value {
        case .mapping(let entries):
            for entry in entries {
                // `venue:` with nothing after it is headed by its key, as in a list.
                if case .scalar(let scalar) = entry.value.value, scalar.kind != .string, ["", "~", "null"].contains(scalar.text) {
                    named.append((entry.key, entry.keyLocation, nil))
                    continue
                }
                guard let title = fields.stringValue(of: entry.value, field: "taxonomies") else { continue }
                named.append((entry.key, entry.keyLocation, title.allSatisfy(\.isWhitespace) ? nil : title))
            }
        case .list(let elements):
            for element in elements {
                guard let key = fields.stringValue(of: element, field: "taxonomies") else { continue }
                named.append((key, element.location, nil))
            }
        case .scalar:
            fields.record(ContentError(.wrongType(field: "taxonomies", expected: "a mapping or a list", found: node.summary), at: node.location,
                                       hint: Self.taxonomiesExample))
            return nil
        }
        var taxonomies: [FieldTaxonomy] = []
        for (key, location, title) in named {
            guard FieldTaxonomy.isValidKey(key) else {
                fields.record(ContentError(.invalidValue(field: "taxonomies", "names '\(key)', which is not a lowercase key of extra:"),
                                           at: location, hint: "a lowercase letter, then lowercase letters, digits and _; " + Self.taxonomiesExample))
                continue
            }
            guard !taxonomies.contains(where: { $0.key == key }) else {
                fields.record(ContentError(.invalidValue(field: "taxonomies", "names '\(key)' twice"), at: location, hint: "name each field once"))
                continue
            }
            taxonomies.append(FieldTaxonomy(key: key, title: title, source: location))
        }
        return taxonomies
    }

    private static let taxonomiesExample = "for example taxonomies: {venue: Venues}, for the venue: of each movie's extra:"
}
