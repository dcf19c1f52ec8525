public import SitegenPresentation

/// The second view of a page: its view model as JSON, so the site doubles as a read-only API.
/// Same fields as the templates see, in declaration order; the layout (navigation, meta tags) is
/// left out, its canonical URL kept as `url`.
public enum JSONPageEncoder {
    /// Encodes the page from its prepared value: the view model was walked once already, to be
    /// rendered and digested.
    public static func encode(_ page: PreparedPage) -> String {
        guard case .object(let root) = page.root else { return "{}\n" }
        var url = ""
        if case .object(let layout) = root["layout"], case .string(let canonical) = layout["canonicalURL"] { url = canonical }
        let fields = root.fields.compactMap { name, value -> (String, JSONValue)? in
            name == "layout" ? nil : (name, self.value(of: value))
        }
        return JSONValue.compactObject([("url", .string(url))] + fields).serialized + "\n"
    }

    private static func value(of value: TemplateValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .int(let number): .number(number)
        case .list(let list): .array(list.elements.map(Self.value(of:)))
        case .object(let object): .compactObject(object.fields.map { ($0, Self.value(of: $1)) })
        case .null: .null
        }
    }
}
