import SitegenDomain

/// What a served page shows when the last rebuild failed: the same located diagnostics as the
/// terminal, HTML-escaped, over the last good version of the page.
enum ErrorOverlay {
    static func html(for diagnostics: [Diagnostic]) -> String {
        let items = diagnostics.sorted().map { diagnostic in
            let hint = diagnostic.hint.map { "<br><small>hint: \(escape($0))</small>" } ?? ""
            return "<li><code>\(escape(diagnostic.location.description))</code> \(diagnostic.severity.rawValue): \(escape(diagnostic.message))\(hint)</li>"
        }.joined(separator: "\n")
        let count = diagnostics.filter(\.isError).count
        return """
            <div id="sitegen-error-overlay" role="alert" style="position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;\
            z-index:2147483647;margin:0;padding:1rem 1.5rem;background:#2b0b0b;color:#fde8e8;font:14px/1.5 ui-monospace,monospace;\
            border-top:4px solid #e5484d">
            <strong>sitegen: the last save broke the build (\(count) \(count == 1 ? "error" : "errors")).</strong> \
            This page is the last good version; it reloads when the next save builds.
            <ul style="margin:.5rem 0 0;padding-left:1.2rem">
            \(items)
            </ul>
            </div>
            """
    }

    /// HTML-escaped, with control and bidirectional characters shown as `\u{…}`, as the terminal shows them.
    static func escape(_ text: String) -> String {
        let text = ControlCharacters.escapedForDisplay(text)
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
