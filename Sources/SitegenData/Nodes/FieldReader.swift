import SitegenDomain

/// Reads the fields of one mapping, with every problem recorded at the value's own position.
///
/// Each accessor returns nil after recording an error, so a DTO reads all its fields and reports
/// every mistake of a file in one run. Keys that no accessor asked for are warned about at the end,
/// with a suggestion when one of the known keys is close.
struct FieldReader {
    private let fields: [String: ContentNode.Field]
    private let mappingLocation: SourceLocation
    private var consumed: Set<String> = []
    private(set) var errors: [ContentError] = []

    init?(_ node: ContentNode, errors: inout [ContentError], what: String) {
        guard case .mapping(let fields) = node.value else {
            errors.append(ContentError(.wrongType(field: what, expected: "a mapping", found: node.summary), at: node.location))
            return nil
        }
        self.fields = Dictionary(fields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        mappingLocation = node.location
        self.errors = []
    }

    var location: SourceLocation { mappingLocation }

    mutating func record(_ error: ContentError) { errors.append(error) }

    /// The node of `key`, marking it read; nil when absent (or `null`).
    mutating func node(_ key: String) -> ContentNode? {
        consumed.insert(key)
        guard let node = fields[key]?.value else { return nil }
        if case .scalar(let scalar) = node.value,
           scalar.kind == .null || (scalar.kind == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.text)) {
            return nil
        }
        return node
    }

    /// Where `key`'s value is written, without marking it read.
    func peekLocation(_ key: String) -> SourceLocation? {
        fields[key]?.value.location
    }

    mutating func required<T>(_ key: String, _ read: (inout FieldReader, String) -> T?) -> T? {
        guard fields[key] != nil, node(key) != nil else {
            consumed.insert(key)
            errors.append(ContentError(.missingField(key), at: mappingLocation))
            return nil
        }
        return read(&self, key)
    }

    /// Warnings for keys nobody read, with the closest known key as a hint.
    func unknownKeyWarnings(known: [String]) -> [Diagnostic] {
        fields.values
            .filter { !consumed.contains($0.key) }
            .sorted { $0.keyLocation < $1.keyLocation }
            .map { field in
                let hint = Suggestion.closest(to: field.key, among: known).map { "did you mean '\($0)'?" }
                return Diagnostic(.warning, at: field.keyLocation, "unknown key '\(field.key)' is ignored", hint: hint)
            }
    }
}
