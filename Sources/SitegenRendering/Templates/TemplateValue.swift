/// A view model as templates see it: built once per page (see `TemplateValueEncoder`), then read
/// by every `{{lookup}}` without reflection or dynamic casts, and by the page's JSON view.
enum TemplateValue {
    /// A field that exists and has no value: renders as nothing, counts as false in sections.
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case list(TemplateList)
    case object(TemplateObject)
}

/// The fields of a struct, in declaration order (the JSON view keeps it). A class so that the
/// encoder can hand it to its parent first and fill it in afterwards; never changed once the page
/// is encoded. Names and values side by side in one array: one allocation per object, not two.
final class TemplateObject: @unchecked Sendable {
    @exclusivity(unchecked) private(set) var fields: [(name: String, value: TemplateValue)] = []

    init(capacity: Int = 8) {
        fields.reserveCapacity(capacity)
    }

    func append(_ name: String, _ value: TemplateValue) {
        fields.append((name, value))
    }

    /// A view model has a dozen fields or so: a scan of short strings beats hashing the name.
    subscript(name: String) -> TemplateValue? {
        for index in fields.indices where fields[index].name == name { return fields[index].value }
        return nil
    }
}

/// The elements of an array, filled in by the encoder like `TemplateObject`.
final class TemplateList: @unchecked Sendable {
    @exclusivity(unchecked) private(set) var elements: [TemplateValue] = []

    func append(_ element: TemplateValue) { elements.append(element) }
}
