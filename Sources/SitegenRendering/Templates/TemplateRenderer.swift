/// Renders parsed templates against a `TemplateValue` into UTF-8 bytes: one pass over the nodes,
/// names looked up in the values' field lists, values escaped for HTML byte by byte.
///
/// Sections follow Mustache: a list repeats its section for each element, `true` shows it once,
/// `false`, a nil field, an empty list and a missing name hide it, and any other value shows it
/// once with that value as the innermost context. A name no enclosing value has is remembered in
/// `lookups`, for the check of misspelt names.
struct TemplateRenderer {
    private let templates: [String: [TemplateNode]]
    private let lookups: TemplateLookups
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue] = []
    private var escapes = true
    private var overrides: [String: [TemplateNode]] = [:]
    /// The indentation of the standalone partials and blocks being rendered, added to each line
    /// their own text starts.
    private var indentation: [UInt8] = []
    private var atLineStart = false

    init(templates: [String: [TemplateNode]], lookups: TemplateLookups, capacity: Int) {
        self.templates = templates
        self.lookups = lookups
        output.reserveCapacity(capacity)
    }

    mutating func render(_ template: String, with root: TemplateValue) {
        stack = [root]
        render(templates[template] ?? [])
    }

    private mutating func render(_ nodes: [TemplateNode]) {
        let outerEscapes = escapes
        defer { escapes = outerEscapes }
        for node in nodes {
            switch node {
            case .text(let text):
                emit(text, escaped: false)
                if !indentation.isEmpty, text.utf8.last == UInt8(ascii: "\n") { atLineStart = true }
            case .value(let name, let escaped):
                switch lookUp(name) {
                case .string(let text): emit(text, escaped: escaped && escapes)
                case .int(let number): emit(String(number), escaped: false)
                case .bool(let flag): emit(flag ? "true" : "false", escaped: false)
                case .null, .list, .object, nil: break
                }
            case .section(let name, let content):
                switch lookUp(name) {
                case .null, nil, .bool(false): break
                case .bool(true): render(content)
                case .list(let list):
                    for element in list.elements { render(content, within: element) }
                case .some(let value): render(content, within: value)
                }
            case .invertedSection(let name, let content):
                switch lookUp(name) {
                case .null, nil, .bool(false): render(content)
                case .list(let list) where list.elements.isEmpty: render(content)
                default: break
                }
            case .partial(let name, let indent):
                render(templates[name] ?? [], indentedBy: indent)
            case .parent(let name, let indent, let parentOverrides):
                let outerOverrides = overrides
                defer { overrides = outerOverrides }
                // The outermost override of a block wins: the page's over its layout's.
                overrides = parentOverrides.merging(outerOverrides) { _, outer in outer }
                render(templates[name] ?? [], indentedBy: indent)
            case .block(let name, let defaultContent, let indent):
                render(overrides[name] ?? defaultContent, indentedBy: indent)
            case .escaping(let on):
                escapes = on
            }
        }
    }

    private mutating func render(_ content: [TemplateNode], within value: TemplateValue) {
        stack.append(value)
        render(content)
        stack.removeLast()
    }

    private mutating func render(_ content: [TemplateNode], indentedBy indent: String) {
        guard !indent.isEmpty else { return render(content) }
        let outer = indentation
        defer { indentation = outer }
        indentation += indent.utf8
        atLineStart = true
        render(content)
    }

    // MARK: Lookup

    private func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.components.first else { return stack.last }
        var found: TemplateValue?
        if name.isAnchored {
            if case .object(let object) = stack.last { found = object[first] }
        } else {
            for value in stack.reversed() {
                if case .object(let object) = value, let field = object[first] {
                    found = field
                    break
                }
            }
        }
        guard var value = found else {
            lookups.missed.insert(first)
            return nil
        }
        for component in name.components.dropFirst() {
            guard case .object(let object) = value else { return nil }
            guard let field = object[component] else {
                lookups.missed.insert(component)
                return nil
            }
            value = field
        }
        return value
    }

    // MARK: Output

    private mutating func emit(_ text: String, escaped: Bool) {
        guard !text.isEmpty else { return }
        if atLineStart {
            output += indentation
            atLineStart = false
        }
        if escaped { HTMLEscaping.append(text, to: &output) } else { output += text.utf8 }
    }
}

/// `<`, `>`, `&`, `"` and `'` as entities: safe in element content and in quoted attributes.
enum HTMLEscaping {
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                output += UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount)
                runStart = index + 1
            }
            output += UnsafeBufferPointer(rebasing: bytes[runStart...])
        }
    }
}
