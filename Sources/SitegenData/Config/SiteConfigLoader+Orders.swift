import SitegenDomain

/// `orders:` in `site.yml`, the site's own fields of dates that its movie lists can be read by,
/// the latest first:
///
/// ```yaml
/// orders:
///   screened: Screened   # its key under extra:, and what the lists' Order row calls it
/// orders: [screened]     # the same, called by its key: "Screened"
/// orders:                # and what heads the movies without a date ("No date yet"), and where
///   screened: {title: Screened, undated: Before we kept dates, place: venue}   # each date is
/// ```
///
/// `place` names the field that says where a date is (`venue: Back room`): the location of each
/// screening in the site's calendar (`calendar.ics`), its structured data and the home page's
/// programme.
extension SiteConfigLoader {
    /// - Parameter taxonomies: the site's own, read before: a field of names or flags is not one of dates.
    func readOrders(_ fields: inout FieldReader, taxonomies: [FieldTaxonomy], errors: inout [ContentError],
                    warnings: inout [Diagnostic]) -> [FieldOrder]? {
        guard let node = fields.node("orders") else { return nil }
        var named: [(key: String, keyAt: SourceLocation, title: String?, undated: String?, place: (key: String, at: SourceLocation)?)] = []
        func words(_ text: String?) -> String? { text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 } }
        switch node.value {
        case .mapping(let entries):
            for entry in entries {
                switch entry.value.value {
                case .scalar(let scalar) where scalar.isNull:
                    named.append((entry.key, entry.keyLocation, nil, nil, nil))
                case .mapping:
                    guard var wording = FieldReader(entry.value, errors: &errors, what: "orders.\(entry.key)") else { continue }
                    let title = wording.string("title"), undated = wording.string("undated")
                    let place = wording.string("place").map { ($0, wording.peekLocation("place") ?? entry.keyLocation) }
                    errors += wording.errors
                    warnings += wording.unknownKeyWarnings(known: ["title", "undated", "place"])
                    named.append((entry.key, entry.keyLocation, words(title), words(undated), place))
                default:
                    guard let title = fields.stringValue(of: entry.value, field: "orders.\(entry.key)") else { continue }
                    named.append((entry.key, entry.keyLocation, words(title), nil, nil))
                }
            }
        case .list(let elements):
            for element in elements {
                guard let key = fields.stringValue(of: element, field: "orders") else { continue }
                named.append((key, element.location, nil, nil, nil))
            }
        case .scalar:
            fields.record(ContentError(.wrongType(field: "orders", expected: "a mapping or a list", found: node.summary), at: node.location,
                                       hint: Self.ordersExample))
            return nil
        }
        var orders: [FieldOrder] = []
        for (key, location, title, undated, place) in named {
            guard FieldTaxonomy.isValidKey(key) else {
                fields.record(ContentError(.invalidValue(field: "orders", "names '\(key)', which is not a lowercase key of extra:"), at: location,
                                           hint: "a lowercase letter, then lowercase letters, digits and _; " + Self.ordersExample))
                continue
            }
            // Its folder would be a built-in order's (`by-year/`), or say nothing (`by-title/`).
            guard !MovieOrder.builtIn.contains(where: { $0.name == key }) else {
                fields.record(ContentError(.invalidValue(field: "orders", "names '\(key)', which is an order every list has already"),
                                           at: location, hint: "name a field of dates of your own, as movies write it under extra:"))
                continue
            }
            // Each movie giving it a name would be an error of that movie's file, not of this line.
            guard !taxonomies.contains(where: { $0.key == key }) else {
                fields.record(ContentError(.invalidValue(field: "orders", "names '\(key)', which taxonomies: makes pages of names of"),
                                           at: location, hint: "an order is a field of dates, YYYY-MM-DD; a taxonomy's field is one of names or flags"))
                continue
            }
            guard !orders.contains(where: { $0.key == key }) else {
                fields.record(ContentError(.invalidValue(field: "orders", "names '\(key)' twice"), at: location, hint: "name each field once"))
                continue
            }
            if let place, !FieldTaxonomy.isValidKey(place.key) || place.key == key {
                fields.record(ContentError(.invalidValue(field: "orders.\(key).place", place.key == key ? "names the order's own field" : "names '\(place.key)', which is not a lowercase key of extra:"),
                                           at: place.at, hint: "the key under extra: that says where each date is, for example place: venue"))
                continue
            }
            // A field's places pair with one list of dates: a place's page could not tell whose
            // dates were there.
            if let place, let other = orders.first(where: { $0.place == place.key }) {
                fields.record(ContentError(.invalidValue(field: "orders.\(key).place", "names '\(place.key)', which orders.\(other.key) names already"),
                                           at: place.at, hint: "give each order a field of places of its own, for example place: \(key)_\(place.key)"))
                continue
            }
            orders.append(FieldOrder(key: key, title: title, undated: undated, place: place?.key, source: location))
        }
        return orders
    }

    private static let ordersExample = "for example orders: {screened: Screened}, for the screened: date of each movie's extra:"
}
