import SitegenDomain

/// Reads the fields of one mapping, with every problem recorded at the value's own position.
///
/// Each accessor returns nil after recording an error, so a DTO reads all its fields and reports
/// every mistake of a file in one run. Keys that no accessor asked for are warned about at the end,
/// with a suggestion when one of the known keys is close.
struct FieldReader {
    /// The mapping's fields as written, and whether each was asked for. A front matter has a
    /// dozen keys and a review four: a scan of short strings beats hashing each key into a
    /// dictionary and a set, once per mapping of every file.
    private let fields: [ContentNode.Field]
    private var consumed: [Bool]
    private let mappingLocation: SourceLocation
    private(set) var errors: [ContentError] = []

    init?(_ node: ContentNode, errors: inout [ContentError], what: String) {
        guard case .mapping(let fields) = node.value else {
            errors.append(ContentError(.wrongType(field: what, expected: "a mapping", found: node.summary), at: node.location))
            return nil
        }
        self.fields = fields
        consumed = Array(repeating: false, count: fields.count)
        mappingLocation = node.location
        self.errors = []
    }

    /// The first field named `key`: a repeated key's later values are not read.
    private func index(of key: String) -> Int? {
        fields.firstIndex { $0.key == key }
    }

    private func field(_ key: String) -> ContentNode.Field? {
        index(of: key).map { fields[$0] }
    }

    var location: SourceLocation { mappingLocation }

    mutating func record(_ error: ContentError) { errors.append(error) }

    /// The node of `key`, marking it read; nil when absent (or `null`).
    mutating func node(_ key: String) -> ContentNode? {
        guard let index = index(of: key) else { return nil }
        consumed[index] = true
        let node = fields[index].value
        if case .scalar(let scalar) = node.value, scalar.isNull { return nil }
        return node
    }

    /// Where `key`'s value is written, without marking it read.
    func peekLocation(_ key: String) -> SourceLocation? {
        field(key)?.value.location
    }

    mutating func required<T>(_ key: String, _ read: (inout FieldReader, String) -> T?) -> T? {
        guard node(key) != nil else {
            errors.append(ContentError(.missingField(key), at: mappingLocation))
            return nil
        }
        return read(&self, key)
    }

    /// Warnings for keys nobody read, with the closest known key as a hint, or, where the file
    /// `takesExtra`, where a site's own fields go.
    func unknownKeyWarnings(known: [String], takesExtra: Bool = false) -> [Diagnostic] {
        fields.indices
            .filter { index in !consumed[index] && self.index(of: fields[index].key) == index }
            .map { fields[$0] }
            .sorted { $0.keyLocation < $1.keyLocation }
            .map { field in
                let hint = Suggestion.closest(to: field.key, among: known).map { "did you mean '\($0)'?" }
                    ?? (takesExtra ? "a site's own fields go under extra:, where templates show them as {{extra.\(field.key)}}" : nil)
                return Diagnostic(.warning, at: field.keyLocation, "unknown key '\(field.key)' is ignored", hint: hint)
            }
    }
}
