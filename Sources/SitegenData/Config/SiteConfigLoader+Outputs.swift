import SitegenDomain

/// `outputs:` in `site.yml`, what each page is written as, as Hugo's `outputs` says it:
///
/// ```yaml
/// outputs: [html, json]   # default [html]; json adds index.json beside each movie, user, term and list page
/// ```
extension SiteConfigLoader {
    func readOutputs(_ fields: inout FieldReader) -> [PageOutput]? {
        guard let location = fields.peekLocation("outputs"), let names = fields.strings("outputs") else { return nil }
        var outputs: Set<PageOutput> = []
        for (name, at) in names {
            guard let output = PageOutput(rawValue: name.lowercased()) else {
                fields.record(ContentError(.invalidValue(field: "outputs", "names '\(name)', which is not an output sitegen writes"),
                                           at: at, hint: "write outputs: [html], or outputs: [html, json] for a JSON view beside each page"))
                return nil
            }
            outputs.insert(output)
        }
        guard outputs.contains(.html) else {
            fields.record(ContentError(.invalidValue(field: "outputs", "leaves out html, which every page is written as"),
                                       at: location, hint: "write outputs: [html], or outputs: [html, json] for a JSON view beside each page"))
            return nil
        }
        // In one order whatever the file's, so that equal settings digest alike.
        return PageOutput.allCases.filter(outputs.contains)
    }
}
