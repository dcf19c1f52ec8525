import Mustache

/// A view model as templates see it: fields in a dictionary, built once per page with `Mirror`
/// instead of once per `{{lookup}}` as swift-mustache does for plain structs.
///
/// It also makes a misspelt name visible. A field that exists but is nil answers with `TemplateNull`,
/// so a lookup that finds nothing really names no field; `TemplateLookups` remembers such names,
/// and a name that no object of the whole build ever had is reported against the template.
struct TemplateObject: MustacheParent {
    private let fields: [String: Any]
    private let lookups: TemplateLookups

    init(fields: [String: Any], lookups: TemplateLookups) {
        self.fields = fields
        self.lookups = lookups
    }

    func child(named name: String) -> Any? {
        guard let value = fields[name] else {
            lookups.missed.insert(name)
            return nil
        }
        lookups.found.insert(name)
        return value
    }

    /// `value` prepared for Mustache: structs become `TemplateObject`s, arrays are converted element
    /// by element, nil becomes `TemplateNull`, and strings, numbers and booleans stay as they are.
    static func wrap(_ value: Any, lookups: TemplateLookups) -> Any {
        switch value {
        case is String, is Bool, is Int, is Double:
            return value
        case let array as [Any]:
            return array.map { wrap($0, lookups: lookups) }
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                guard let wrapped = mirror.children.first?.value else { return TemplateNull() }
                return wrap(wrapped, lookups: lookups)
            case .struct, .class:
                var fields: [String: Any] = [:]
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    fields[label] = wrap(child.value, lookups: lookups)
                }
                return TemplateObject(fields: fields, lookups: lookups)
            default:
                return value
            }
        }
    }
}

/// A field that exists and has no value: renders as nothing, and counts as false in sections.
struct TemplateNull: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// The names templates asked for while rendering, found or not.
public final class TemplateLookups {
    var found = Set<String>()
    var missed = Set<String>()

    public init() {}

    /// Adds another page's (or another thread's) lookups to these.
    public func merge(_ other: TemplateLookups) {
        found.formUnion(other.found)
        missed.formUnion(other.missed)
    }

    /// Names some template asked for that no view model of the build has.
    var unknownNames: Set<String> { missed.subtracting(found) }
}
