public import SitegenPresentation

/// The second view of a page: its view model as JSON, so the site doubles as a read-only API.
/// Same fields as the templates see, in declaration order; the layout (navigation, meta tags) is
/// left out, its canonical URL kept as `url`.
public enum JSONPageEncoder {
    /// Encodes the page from its prepared context: the view model was walked once already, to be
    /// rendered and digested, and walking it again by reflection cost as much as that.
    public static func encode(_ page: PreparedPage) -> String {
        guard let root = page.context as? TemplateObject else { return "{}\n" }
        let url = (root.field("layout") as? TemplateObject)?.field("canonicalURL") as? String ?? ""
        let fields = root.names.compactMap { name -> (String, JSONValue)? in
            guard name != "layout", let value = root.field(name) else { return nil }
            return (name, self.value(of: value))
        }
        return JSONValue.compactObject([("url", .string(url))] + fields).serialized + "\n"
    }

    private static func value(of value: Any) -> JSONValue {
        switch value {
        case let text as String: .string(text)
        case let flag as Bool: .bool(flag)
        case let number as Int: .number(number)
        case let array as [Any]: .array(array.map(Self.value(of:)))
        case let object as TemplateObject:
            .compactObject(object.names.compactMap { name in object.field(name).map { (name, Self.value(of: $0)) } })
        default: .null  // TemplateNull: a field without a value
        }
    }
}
