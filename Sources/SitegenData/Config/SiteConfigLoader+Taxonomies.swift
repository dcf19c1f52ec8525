import SitegenDomain

/// `taxonomies:` in `site.yml`, the site's own fields whose names get pages, as Hugo's and Zola's
/// taxonomies do:
///
/// ```yaml
/// taxonomies:          # extra.venue of each movie: /venue/ lists every venue, /venue/back-room/ its movies
///   venue: Venues      # its key under extra:, and what its index is headed
///   screen: {title: IMAX screens, singular: IMAX screen}   # and what one name is ("1 IMAX screen")
///   club_pick: {title: Club picks, description: The film we voted best of each season.}   # said on its page
/// taxonomies: [venue]  # the same, headed "Venue"
/// taxonomies:          # and what the site says of some of its names, on their pages (`TermInfo`)
///   venue:
///     title: Venues
///     terms:
///       Back room: {address: "The Crown, 12 Mill Lane", description: Thirty seats., website: "https://…"}
///     menu: true       # the site's menu leads to /venue/, after Years
/// ```
extension SiteConfigLoader {
    func readTaxonomies(_ fields: inout FieldReader, errors: inout [ContentError], warnings: inout [Diagnostic]) -> [FieldTaxonomy]? {
        guard let node = fields.node("taxonomies") else { return nil }
        var named: [(key: String, keyAt: SourceLocation, wording: Wording)] = []
        switch node.value {
        case .mapping(let entries):
            for entry in entries {
                guard let wording = readWording(entry.value, of: entry.key, &fields, errors: &errors, warnings: &warnings) else { continue }
                named.append((entry.key, entry.keyLocation, wording))
            }
        case .list(let elements):
            for element in elements {
                guard let key = fields.stringValue(of: element, field: "taxonomies") else { continue }
                named.append((key, element.location, Wording()))
            }
        case .scalar:
            fields.record(ContentError(.wrongType(field: "taxonomies", expected: "a mapping or a list", found: node.summary), at: node.location,
                                       hint: Self.taxonomiesExample))
            return nil
        }
        var taxonomies: [FieldTaxonomy] = []
        for (key, location, wording) in named {
            guard FieldTaxonomy.isValidKey(key) else {
                let problem = key.count > 64
                    ? "which is longer than the 64 characters a key of extra: may have" : "which is not a lowercase key of extra:"
                fields.record(ContentError(.invalidValue(field: "taxonomies", "names '\(key)', \(problem)"),
                                           at: location, hint: "a lowercase letter, then lowercase letters, digits and _; " + Self.taxonomiesExample))
                continue
            }
            guard !taxonomies.contains(where: { $0.key == key }) else {
                fields.record(ContentError(.invalidValue(field: "taxonomies", "names '\(key)' twice"), at: location, hint: "name each field once"))
                continue
            }
            taxonomies.append(FieldTaxonomy(key: key, title: wording.title, singular: wording.singular, description: wording.description,
                                            source: location, termInfo: wording.termInfo, inMenu: wording.inMenu))
        }
        return taxonomies
    }

    /// How the pages of a taxonomy speak of it; nil for what its key and the pages say.
    private struct Wording {
        var title: String?, singular: String?, description: String?
        var termInfo: [TermInfo] = []
        var inMenu = false
    }

    /// A taxonomy's title (`venue: Venues`), or its title, what one of its names is and what it
    /// is (`venue: {title: Venues, singular: Venue, description: …}`); nothing (`venue:`) leaves
    /// them to its key. Nil after recording an error.
    private func readWording(_ node: ContentNode, of key: String, _ fields: inout FieldReader, errors: inout [ContentError],
                             warnings: inout [Diagnostic]) -> Wording? {
        func named(_ text: String) -> String? { text.allSatisfy(\.isWhitespace) ? nil : text }
        switch node.value {
        case .scalar(let scalar) where scalar.isNull:
            return Wording()
        case .mapping:
            guard var wording = FieldReader(node, errors: &errors, what: "taxonomies") else { return nil }
            let title = wording.string("title"), singular = wording.string("singular"), description = wording.string("description")
            let termInfo = wording.node("terms").map { readTermInfo($0, of: key, &wording, errors: &errors, warnings: &warnings) } ?? []
            let inMenu = wording.boolean("menu") ?? false
            errors += wording.errors
            warnings += wording.unknownKeyWarnings(known: ["title", "singular", "description", "terms", "menu"])
            return Wording(title: title.flatMap(named), singular: singular.flatMap(named), description: description.flatMap(named),
                           termInfo: termInfo, inMenu: inMenu)
        default:
            guard let title = fields.stringValue(of: node, field: "taxonomies.\(key)") else { return nil }
            return Wording(title: named(title))
        }
    }

    /// `terms:` of a taxonomy: each name as movies write it, and what the site says of it.
    private func readTermInfo(_ node: ContentNode, of key: String, _ fields: inout FieldReader, errors: inout [ContentError],
                              warnings: inout [Diagnostic]) -> [TermInfo] {
        guard case .mapping(let entries) = node.value else {
            fields.record(ContentError(.wrongType(field: "taxonomies.\(key).terms", expected: "a mapping of names", found: node.summary),
                                       at: node.location, hint: Self.termInfoExample))
            return []
        }
        var termInfo: [TermInfo] = []
        for entry in entries {
            let field = "taxonomies.\(key).terms"
            guard let slug = Slug.derived(from: entry.key) else {
                fields.record(ContentError(.invalidValue(field: field, "names '\(entry.key)', which has no letter or digit to make a page of"),
                                           at: entry.keyLocation, hint: "write the name as movies give it under extra: \(key):"))
                continue
            }
            guard !termInfo.contains(where: { $0.slug == slug }) else {
                fields.record(ContentError(.invalidValue(field: field, "names '\(entry.key)' twice"), at: entry.keyLocation,
                                           hint: "names that differ only in case or accents are one page: say each once"))
                continue
            }
            guard case .mapping = entry.value.value, var said = FieldReader(entry.value, errors: &errors, what: "\(field).\(entry.key)") else {
                fields.record(ContentError(.wrongType(field: "\(field).\(entry.key)", expected: "a mapping", found: entry.value.summary),
                                           at: entry.value.location, hint: Self.termInfoExample))
                continue
            }
            let description = said.text("description"), address = said.text("address"), website = said.webAddress("website")
            errors += said.errors
            warnings += said.unknownKeyWarnings(known: ["description", "address", "website"])
            termInfo.append(TermInfo(slug: slug, name: entry.key, description: description, address: address, website: website,
                                     source: entry.keyLocation))
        }
        return termInfo
    }

    private static let termInfoExample = "for example terms: {Back room: {address: \"12 Mill Lane, Bristol\", description: Thirty seats.}}"

    private static let taxonomiesExample = "for example taxonomies: {venue: Venues}, for the venue: of each movie's extra:"
}
