/// Renders compiled templates against a `TemplateValue` into UTF-8 bytes: one pass over the
/// program's instructions, names looked up in the values' field lists, values escaped for HTML
/// byte by byte.
///
/// Sections follow Mustache: a list repeats its section for each element, `true` shows it once,
/// `false`, a nil field, an empty list and a missing name hide it, and any other value shows it
/// once with that value as the innermost context. A name no enclosing value has is remembered in
/// `lookups`, for the check of misspelt names.
struct TemplateRenderer {
    private let program: TemplateProgram
    private let lookups: TemplateLookups
    /// The program's instructions and text while a page renders: reading the arrays through
    /// `program` retained and released them at every instruction.
    private var instructions = UnsafeBufferPointer<TemplateProgram.Instruction>(start: nil, count: 0)
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue] = []
    private var escapes = true
    /// The override tables of the parents being rendered, outermost first: the outermost override
    /// of a block wins, the page's over its layout's.
    private var overrideChain: [Int32] = []
    /// The indentation of the standalone partials and blocks being rendered, added to each line
    /// their own text starts.
    private var indentation: [UInt8] = []
    private var atLineStart = false

    init(program: TemplateProgram, lookups: TemplateLookups, capacity: Int) {
        self.program = program
        self.lookups = lookups
        output.reserveCapacity(capacity)
    }

    mutating func render(_ template: String, with root: TemplateValue) {
        guard let entry = program.entry(of: template) else { return }
        stack = [root]
        let program = program
        program.instructions.withUnsafeBufferPointer { instructions in
            program.bytes.withUnsafeBufferPointer { bytes in
                self.instructions = instructions
                self.bytes = bytes
                run(from: entry)
            }
        }
        instructions = .init(start: nil, count: 0)
        bytes = .init(start: nil, count: 0)
    }

    /// Runs instructions from `start` to the `.end` of that level. An escaping switch lasts to it.
    private mutating func run(from start: Int) {
        let outerEscapes = escapes
        defer { escapes = outerEscapes }
        var index = start
        while true {
            let instruction = instructions[index]
            switch instruction.operation {
            case .end:
                return
            case .text:
                emit(first: instruction.first, count: instruction.count)
            case .value:
                switch lookUp(instruction.name) {
                case .string(let text): emit(text, escaped: instruction.escaped && escapes)
                case .int(let number): emit(String(number), escaped: false)
                case .bool(let flag): emit(flag ? "true" : "false", escaped: false)
                case .null, nil: break
                // Shows nothing: reported where the tag is (`MustachePageRenderer.wholeValues`).
                case .list, .object: lookups.shownWhole.insert(Int32(index))
                }
            case .section:
                switch lookUp(instruction.name) {
                case .null, nil, .bool(false): break
                case .bool(true): run(from: index + 1)
                case .list(let list):
                    let elements = list.elements
                    for element in elements.indices { run(from: index + 1, within: elements[element]) }
                case .some(let value): run(from: index + 1, within: value)
                }
            case .invertedSection:
                switch lookUp(instruction.name) {
                case .null, nil, .bool(false): run(from: index + 1)
                case .list(let list) where list.elements.isEmpty: run(from: index + 1)
                default: break
                }
            case .partial:
                if let entry = program.entry(ofTemplate: instruction.target) { run(from: entry, indentedBy: instruction) }
            case .parent:
                overrideChain.append(instruction.table)
                if let entry = program.entry(ofTemplate: instruction.target) { run(from: entry, indentedBy: instruction) }
                overrideChain.removeLast()
            case .block:
                run(from: overrideStart(of: instruction.name) ?? index + 1, indentedBy: instruction)
            case .escaping:
                escapes = instruction.escaped
            }
            index = Int(instruction.next)
        }
    }

    private mutating func run(from start: Int, within value: TemplateValue) {
        stack.append(value)
        run(from: start)
        stack.removeLast()
    }

    /// Runs a partial's, parent's or block's contents with the indentation the instruction holds.
    private mutating func run(from start: Int, indentedBy instruction: TemplateProgram.Instruction) {
        guard instruction.count > 0 else { return run(from: start) }
        let outer = indentation
        defer { indentation = outer }
        indentation += bytes[Int(instruction.first)..<Int(instruction.first + instruction.count)]
        atLineStart = true
        run(from: start)
    }

    private func overrideStart(of block: Int32) -> Int? {
        for table in overrideChain {
            for override in program.overrideTables[Int(table)] where override.block == block { return Int(override.start) }
        }
        return nil
    }

    // MARK: Lookup

    private func lookUp(_ nameNumber: Int32) -> TemplateValue? {
        let name = program.names[Int(nameNumber)]
        guard name.count > 0 else { return stack.last }
        let first = program.components[Int(name.first)]
        var found: TemplateValue?
        if name.isAnchored {
            if case .object(let object) = stack.last { found = object[first] }
        } else {
            var level = stack.count - 1
            while level >= 0 {
                if case .object(let object) = stack[level], let field = object[first] {
                    found = field
                    break
                }
                level -= 1
            }
        }
        guard var value = found else {
            lookups.missed.insert(first)
            return nil
        }
        for component in Int(name.first + 1)..<Int(name.first + name.count) {
            guard case .object(let object) = value else { return nil }
            guard let field = object[program.components[component]] else {
                lookups.missed.insert(program.components[component])
                return nil
            }
            value = field
        }
        return value
    }

    // MARK: Output

    /// The program's text at `first..<first + count`.
    private mutating func emit(first: Int32, count: Int32) {
        guard count > 0 else { return }
        if atLineStart {
            output += indentation
            atLineStart = false
        }
        let end = Int(first + count)
        output += UnsafeBufferPointer(rebasing: bytes[Int(first)..<end])
        if !indentation.isEmpty, bytes[end - 1] == UInt8(ascii: "\n") { atLineStart = true }
    }

    private mutating func emit(_ text: String, escaped: Bool) {
        guard !text.isEmpty else { return }
        if atLineStart {
            output += indentation
            atLineStart = false
        }
        if escaped { HTMLEscaping.append(text, to: &output) } else { output += text.utf8 }
    }
}

/// `<`, `>`, `&`, `"` and `'` as entities: safe in element content and in quoted attributes; C0
/// control characters but tab and line breaks, and DEL, as U+FFFD, which XML allows.
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
                // Content never holds control characters (the loader refuses them); should one come
                // from elsewhere, it must not make a page or feed invalid.
                case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: entity = "\u{FFFD}"
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
