import SitegenPresentation

/// The second view of a page: its view model as JSON, so the site doubles as a read-only API.
/// Same fields as the templates see, in declaration order, without nil fields and empty lists;
/// the layout (navigation, meta tags) is left out, its canonical URL kept as `url`.
public enum JSONPageEncoder {
    /// Writes the page from its prepared value: the view model was walked once already, to be
    /// rendered and digested.
    public static func encode(_ page: PreparedPage) -> [UInt8] {
        guard case .object(let root) = page.root else { return Array("{}\n".utf8) }
        var url = ""
        if case .object(let layout) = root["layout"], case .string(let canonical) = layout["canonicalURL"] { url = canonical }
        var output: [UInt8] = []
        output.reserveCapacity(16_384)
        output += #"{"url":"#.utf8
        JSONText.appendString(url, to: &output)
        for (name, value) in root.fields where name != "layout" && !isLeftOut(value) {
            output.append(UInt8(ascii: ","))
            JSONText.appendString(name, to: &output)
            output.append(UInt8(ascii: ":"))
            write(value, to: &output)
        }
        output += "}\n".utf8
        return output
    }

    private static func write(_ value: TemplateValue, to output: inout [UInt8]) {
        switch value {
        case .string(let text): JSONText.appendString(text, to: &output)
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .int(let number): output += String(number).utf8
        case .null: output += "null".utf8
        case .list(let list):
            output.append(UInt8(ascii: "["))
            for (index, element) in list.elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            var first = true
            for (name, field) in object.fields where !isLeftOut(field) {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                JSONText.appendString(name, to: &output)
                output.append(UInt8(ascii: ":"))
                write(field, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Fields without a value are left out, as JSON-LD leaves out optional facts.
    private static func isLeftOut(_ value: TemplateValue) -> Bool {
        switch value {
        case .null: true
        case .list(let list): list.elements.isEmpty
        default: false
        }
    }
}
