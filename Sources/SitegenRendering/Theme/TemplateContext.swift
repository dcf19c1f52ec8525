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
    /// Everything a template could print is fed to `digest` on the way, in declaration order, so
    /// equal digests mean equal pages.
    static func wrap(_ value: Any, lookups: TemplateLookups, digest: inout StableDigest) -> Any {
        switch value {
        case let text as String:
            digest.combine(text)
            return text
        case let flag as Bool:
            digest.combine(flag ? "true" : "false")
            return flag
        case let number as Int:
            digest.combine(UInt64(bitPattern: Int64(number)))
            return number
        case let array as [Any]:
            digest.combine(UInt64(array.count))
            return array.map { wrap($0, lookups: lookups, digest: &digest) }
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                guard let wrapped = mirror.children.first?.value else {
                    digest.combine("∅")
                    return TemplateNull()
                }
                return wrap(wrapped, lookups: lookups, digest: &digest)
            case .struct, .class:
                var fields: [String: Any] = [:], names: [String] = []
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    digest.combine(label)
                    fields[label] = wrap(child.value, lookups: lookups, digest: &digest)
                    names.append(label)
                }
                lookups.noteFields(of: type(of: value), fields.keys)
                return TemplateObject(fields: fields, names: names, lookups: lookups)
            default:
                let text = String(describing: value)
                digest.combine(text)
                return text
            }
        }
    }

    /// The digest `wrap` computes, without building anything: for pages that are probably
    /// unchanged, whose context would only be thrown away. Must feed `digest` exactly as `wrap`.
    static func digest(_ value: Any, lookups: TemplateLookups, into digest: inout StableDigest) {
        switch value {
        case let text as String:
            digest.combine(text)
        case let flag as Bool:
            digest.combine(flag ? "true" : "false")
        case let number as Int:
            digest.combine(UInt64(bitPattern: Int64(number)))
        case let array as [Any]:
            digest.combine(UInt64(array.count))
            for element in array { Self.digest(element, lookups: lookups, into: &digest) }
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                guard let wrapped = mirror.children.first?.value else { return digest.combine("∅") }
                Self.digest(wrapped, lookups: lookups, into: &digest)
            case .struct, .class:
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    digest.combine(label)
                    Self.digest(child.value, lookups: lookups, into: &digest)
                }
                if lookups.needsFields(of: type(of: value)) {
                    lookups.noteFields(of: type(of: value), mirror.children.compactMap(\.label))
                }
            default:
                digest.combine(String(describing: value))
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
    /// Whether `type`'s field names are still to be noted.
    func needsFields(of type: Any.Type) -> Bool { !typesSeen.contains(ObjectIdentifier(type)) }

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

    /// Adds the field names `other` saw, not its misses: what `serve` remembers of earlier builds,
    /// whose unchanged pages it does not wrap again.
    public func learnFields(from other: TemplateLookups) {
        fieldNames.formUnion(other.fieldNames)
        typesSeen.formUnion(other.typesSeen)
    }

    /// Names some template asked for that no view model of the build has. (A miss on one object
    /// is normal, Mustache then asks the enclosing ones; a name no type has is a mistake.)
    var unknownNames: Set<String> { missed.subtracting(fieldNames) }
}
