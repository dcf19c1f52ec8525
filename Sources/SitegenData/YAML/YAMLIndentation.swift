/// Why a line of YAML that Yams could not read is probably wrong, from its indentation: a hint
/// naming the numbers, since a column off by one is hard to see.
enum YAMLIndentation {
    /// A hint for a syntax error on line `index` (0-based) of `lines`, or nil when the line is
    /// indented as the lines above it allow.
    static func hint(forLine index: Int, of lines: [Substring]) -> String? {
        guard lines.indices.contains(index) else { return nil }
        let line = lines[index]
        let leading = line.prefix { $0 == " " || $0 == "\t" }
        if leading.contains("\t") { return "YAML does not allow tabs for indentation: indent with spaces" }
        guard let aboveIndex = lines[..<index].lastIndex(where: isSignificant) else { return nil }
        let above = Shape(lines[aboveIndex])
        let indent = leading.count
        if indent == above.indent || indent == above.fields { return nil }
        // Further in, under a key with nothing after its colon: a nested block, as it should be.
        if indent > above.indent, above.opensBlock { return nil }
        // Back out to a column an enclosing line starts at: the end of a nested block.
        if indent < above.indent, enclosingColumns(above: aboveIndex, of: lines).contains(indent) { return nil }
        let fields = above.fields == above.indent ? "" : " (\(above.fields) for its item's fields)"
        return "indent with spaces, lining up the lines of one mapping or list: this line is \(spaces(indent)) in, "
            + "the line above \(above.indent)\(fields)"
    }

    /// The columns of the lines that enclose line `index`: each earlier line indented less than all after it.
    private static func enclosingColumns(above index: Int, of lines: [Substring]) -> Set<Int> {
        var columns: Set<Int> = []
        var limit = Int.max
        for line in lines[...index].reversed() where isSignificant(line) {
            let shape = Shape(line)
            guard shape.indent < limit else { continue }
            columns.insert(shape.indent)
            columns.insert(shape.fields)
            limit = shape.indent
        }
        return columns
    }

    private static func isSignificant(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return !text.isEmpty && !text.hasPrefix("#") && text != "\r"
    }

    private static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    /// Where a line starts, where the fields of a list item on it start (`- user: ada`), and
    /// whether it ends in a bare key, which nested lines follow.
    private struct Shape {
        var indent: Int
        var fields: Int
        var opensBlock: Bool

        init(_ line: Substring) {
            indent = line.prefix { $0 == " " }.count
            var rest = line.dropFirst(indent)
            fields = indent
            while rest.hasPrefix("- ") || rest == "-" {
                rest = rest.dropFirst(2)
                let gap = rest.prefix { $0 == " " }.count
                rest = rest.dropFirst(gap)
                fields += 2 + gap
            }
            let content = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = content.reversed().drop { $0 == " " || $0 == "\r" }
            opensBlock = rest.isEmpty || trimmed.first == ":" || ["|", ">"].contains(trimmed.first)
        }
    }
}
