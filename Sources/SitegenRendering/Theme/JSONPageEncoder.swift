public import SitegenPresentation

/// The second view of a page: its view model as JSON, so the site doubles as a read-only API.
/// Same fields as the templates see, in declaration order; the layout (navigation, meta tags) is
/// left out, its canonical URL kept as `url`.
public enum JSONPageEncoder {
    public static func encode(_ viewModel: any PageViewModel) -> String {
        // The layout is skipped before it is walked: it is most of a page's fields and none of its data.
        let fields = Mirror(reflecting: viewModel).children.compactMap { child -> (String, JSONValue)? in
            guard let label = child.label, label != "layout" else { return nil }
            return (label, value(of: child.value))
        }
        return JSONValue.compactObject([("url", .string(viewModel.layout.canonicalURL))] + fields).serialized + "\n"
    }

    private static func value(of value: Any) -> JSONValue {
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(number)
        case let array as [Any]: return .array(array.map(Self.value(of:)))
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                return mirror.children.first.map { Self.value(of: $0.value) } ?? .null
            case .struct, .class:
                return .compactObject(mirror.children.compactMap { child in child.label.map { ($0, Self.value(of: child.value)) } })
            default:
                return .string(String(describing: value))
            }
        }
    }
}
