/// The names templates asked for and found on no enclosing value, and the field names of every
/// view-model type rendered. Not shared between tasks: each rendering task has its own, and they
/// are merged when the tasks are done.
public final class TemplateLookups: @unchecked Sendable {
    // Used by one task at a time (see above): no run-time exclusivity checks on every encoded object.
    @exclusivity(unchecked) private var fieldNames = Set<String>()
    @exclusivity(unchecked) private var keyTypesSeen = Set<ObjectIdentifier>()
    @exclusivity(unchecked) var missed = Set<String>()
    /// The value instructions (by place) that were given a list or an object to show as text.
    @exclusivity(unchecked) var shownWhole = Set<Int32>()

    public init() {}

    /// Whether a view-model type (known by its coding keys) is new to these lookups: its field
    /// names are then recorded, once per type rather than once per page.
    func noteKeys(_ keys: any CodingKey.Type) -> Bool {
        noteType(keys)
    }

    /// The same for a view model that writes its own fields (`TemplateEncodable`), known by its type.
    func noteType(_ type: Any.Type) -> Bool {
        keyTypesSeen.insert(ObjectIdentifier(type)).inserted
    }

    func noteFieldName(_ name: String) {
        fieldNames.insert(name)
    }

    /// Adds another page's (or another thread's) lookups to these.
    public func merge(_ other: TemplateLookups) {
        fieldNames.formUnion(other.fieldNames)
        keyTypesSeen.formUnion(other.keyTypesSeen)
        missed.formUnion(other.missed)
        shownWhole.formUnion(other.shownWhole)
    }

    /// Every field name of the view models encoded so far, for the next build's manifest.
    public var knownFieldNames: Set<String> { fieldNames }

    /// Adds field names an earlier build saw: a rebuild renders only the pages that changed, and
    /// the unknown-name check must still know the fields of the others.
    public func learnFieldNames(_ names: some Sequence<String>) {
        fieldNames.formUnion(names)
    }

    /// Names some template asked for that no view model of the build has. (A name one value lacks
    /// is normal when an enclosing one has it; a name no type has is a mistake.)
    var unknownNames: Set<String> { missed.subtracting(fieldNames) }
}
