import Mustache

/// A view model as templates see it: fields in a dictionary, built once per page with `Mirror`
/// instead of once per `{{lookup}}` as swift-mustache does for plain structs.
///
/// It also makes a misspelt name visible. A field that exists but is nil answers with `TemplateNull`,
/// so a lookup that finds nothing really names no field; `TemplateLookups` remembers such names,
/// and a name that no object of the whole build ever had is reported against the template.
struct TemplateObject: MustacheParent {
    private let fields: [String: Any]
    /// Field names in declaration order, for the page's JSON view.
    let names: [String]
    private let lookups: TemplateLookups

    init(fields: [String: Any], names: [String], lookups: TemplateLookups) {
        self.fields = fields
        self.names = names
        self.lookups = lookups
    }

    /// A field's value without counting a miss: for reading the object outside a template.
    func field(_ name: String) -> Any? { fields[name] }

    func child(named name: String) -> Any? {
        guard let value = fields[name] else {
            lookups.missed.insert(name)
            return nil
        }
        return value
    }

    /// `value` prepared for Mustache: structs become `TemplateObject`s, arrays are converted element
    /// by element, nil becomes `TemplateNull`, and strings, numbers and booleans stay as they are.
    static func wrap(_ value: Any, lookups: TemplateLookups) -> Any {
        switch value {
        case let text as String:
            return text
        case let flag as Bool:
            return flag
        case let number as Int:
            return number
        case let array as [Any]:
            return array.map { wrap($0, lookups: lookups) }
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                guard let wrapped = mirror.children.first?.value else { return TemplateNull() }
                return wrap(wrapped, lookups: lookups)
            case .struct, .class:
                var fields: [String: Any] = [:], names: [String] = []
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    fields[label] = wrap(child.value, lookups: lookups)
                    names.append(label)
                }
                lookups.noteFields(of: type(of: value), fields.keys)
                return TemplateObject(fields: fields, names: names, lookups: lookups)
            default:
                return String(describing: value)
            }
        }
    }
}

/// A view model wrapped for Mustache, with the digest of everything it holds.
public struct PreparedPage {
    let context: Any
    public let digest: StableDigest
}

/// A field that exists and has no value: renders as nothing, and counts as false in sections.
struct TemplateNull: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// The names templates asked for and did not find on the object asked, and the field names of
/// every view-model type rendered. Not shared between tasks: each rendering task has its own,
/// and they are merged when the tasks are done.
public final class TemplateLookups: @unchecked Sendable {
    private var fieldNames = Set<String>()
    private var typesSeen = Set<ObjectIdentifier>()
    var missed = Set<String>()

    public init() {}

    /// Records a type's field names, once per type rather than once per lookup.
    func noteFields(of type: Any.Type, _ names: some Sequence<String>) {
        guard typesSeen.insert(ObjectIdentifier(type)).inserted else { return }
        fieldNames.formUnion(names)
    }

    /// Adds another page's (or another thread's) lookups to these.
    public func merge(_ other: TemplateLookups) {
        fieldNames.formUnion(other.fieldNames)
        typesSeen.formUnion(other.typesSeen)
        missed.formUnion(other.missed)
    }

    /// Every field name of the view models wrapped so far, for the next build's manifest.
    public var knownFieldNames: Set<String> { fieldNames }

    /// Adds field names an earlier build saw: a rebuild wraps only the pages that changed, and
    /// the unknown-name check must still know the fields of the others.
    public func learnFieldNames(_ names: some Sequence<String>) {
        fieldNames.formUnion(names)
    }

    /// Names some template asked for that no view model of the build has. (A miss on one object
    /// is normal, Mustache then asks the enclosing ones; a name no type has is a mistake.)
    var unknownNames: Set<String> { missed.subtracting(fieldNames) }
}
