import SitegenDomain

/// A theme's parsed templates compiled once into one flat list of instructions, with their text in
/// one byte array: rendering a page steps through plain structs by index, where walking the
/// `TemplateNode` tree retained and released every node, array and string it passed (half of the
/// renderer's time in a clean 10k build).
///
/// A section's, block's or parent's contents follow its instruction and end with `.end`; the
/// instruction says where to go on after them. Partials and parents name a template by number.
struct TemplateProgram: Sendable {
    enum Operation: UInt8, Sendable {
        /// `text`: bytes `first..<first+count`.
        case text
        /// `name`, escaped if `escaped` (and the template has not switched escaping off).
        case value
        /// `name`'s contents, up to `next`.
        case section, invertedSection
        /// Template `target`, indented by bytes `first..<first+count`.
        case partial
        /// Template `target` with the overrides of table `table`, whose contents lie up to `next`.
        case parent
        /// Block `name`: an enclosing parent's override, else its own contents, up to `next`.
        case block
        /// Escaping on (`escaped`) or off for the rest of the template.
        case escaping
        case end
    }

    struct Instruction: Sendable {
        var operation: Operation
        var escaped = false
        /// A name (value, section) or block number (block).
        var name: Int32 = 0
        /// The instruction to go on with.
        var next: Int32 = 0
        var target: Int32 = -1
        var first: Int32 = 0
        var count: Int32 = 0
        var table: Int32 = 0
    }

    /// A name's components are `components[first..<first+count]`.
    struct Name: Sendable {
        var first: Int32
        var count: Int32
        var isAnchored: Bool
    }

    private(set) var instructions: [Instruction] = []
    private(set) var bytes: [UInt8] = []
    private(set) var names: [Name] = []
    private(set) var components: [String] = []
    /// Per parent: which block numbers it overrides, and where each override's contents start.
    private(set) var overrideTables: [[(block: Int32, start: Int32)]] = []
    /// Each value instruction's tag, by the instruction's place: read only to report one.
    private(set) var valueTags: [Int32: ValueTag] = [:]

    struct ValueTag: Sendable {
        var name: TemplateName
        var location: SourceLocation
    }
    private var entries: [Int32] = []
    private var templateNumbers: [String: Int32] = [:]
    private var blockNumbers: [String: Int32] = [:]

    init(_ templates: [String: [TemplateNode]]) {
        for name in templates.keys.sorted() { templateNumbers[name] = Int32(templateNumbers.count) }
        entries = Array(repeating: 0, count: templateNumbers.count)
        for (name, nodes) in templates.sorted(by: { $0.key < $1.key }) {
            entries[Int(templateNumbers[name]!)] = Int32(instructions.count)
            compile(nodes)
        }
    }

    /// Where template `name` starts, or nil if there is none.
    func entry(of name: String) -> Int? {
        templateNumbers[name].map { Int(entries[Int($0)]) }
    }

    func entry(ofTemplate number: Int32) -> Int? {
        number >= 0 ? Int(entries[Int(number)]) : nil
    }

    // MARK: Compiling

    private mutating func compile(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                let (first, count) = store(text)
                append(Instruction(operation: .text, first: first, count: count))
            case .value(let name, let escaped, let location):
                valueTags[Int32(instructions.count)] = ValueTag(name: name, location: location)
                append(Instruction(operation: .value, escaped: escaped, name: store(name)))
            case .section(let name, let content):
                enclose(Instruction(operation: .section, name: store(name))) { $0.compile(content) }
            case .invertedSection(let name, let content):
                enclose(Instruction(operation: .invertedSection, name: store(name))) { $0.compile(content) }
            case .partial(let name, let indentation):
                let (first, count) = store(indentation)
                append(Instruction(operation: .partial, target: templateNumbers[name] ?? -1, first: first, count: count))
            case .parent(let name, let indentation, let overrides):
                let (first, count) = store(indentation)
                let table = Int32(overrideTables.count)
                overrideTables.append([])
                enclose(Instruction(operation: .parent, target: templateNumbers[name] ?? -1, first: first, count: count, table: table)) { program in
                    for (block, content) in overrides.sorted(by: { $0.key < $1.key }) {
                        program.overrideTables[Int(table)].append((program.blockNumber(block), Int32(program.instructions.count)))
                        program.compile(content)
                    }
                }
            case .block(let name, let defaultContent, let indentation):
                let (first, count) = store(indentation)
                enclose(Instruction(operation: .block, name: blockNumber(name), first: first, count: count)) { $0.compile(defaultContent) }
            case .escaping(let on):
                append(Instruction(operation: .escaping, escaped: on))
            }
        }
        append(Instruction(operation: .end))
    }

    /// Appends `instruction`, then what `contents` compiles (each `compile` ends with `.end`), and
    /// points the instruction past it.
    private mutating func enclose(_ instruction: Instruction, contents: (inout TemplateProgram) -> Void) {
        let index = instructions.count
        append(instruction)
        contents(&self)
        instructions[index].next = Int32(instructions.count)
    }

    /// Appends `instruction`, which goes on to the next one unless `enclose` says otherwise.
    private mutating func append(_ instruction: Instruction) {
        var instruction = instruction
        instruction.next = Int32(instructions.count + 1)
        instructions.append(instruction)
    }

    private mutating func store(_ text: String) -> (Int32, Int32) {
        let first = Int32(bytes.count)
        bytes += text.utf8
        return (first, Int32(bytes.count) - first)
    }

    private mutating func store(_ name: TemplateName) -> Int32 {
        names.append(Name(first: Int32(components.count), count: Int32(name.components.count), isAnchored: name.isAnchored))
        components += name.components
        return Int32(names.count - 1)
    }

    private mutating func blockNumber(_ name: String) -> Int32 {
        if let number = blockNumbers[name] { return number }
        blockNumbers[name] = Int32(blockNumbers.count)
        return Int32(blockNumbers.count - 1)
    }
}
