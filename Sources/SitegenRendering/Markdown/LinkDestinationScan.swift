import SitegenPresentation

/// Whether Markdown's links all resolve, told from its bytes without cmark, for most prose: a
/// build of one shard checks the links of every page of the site, and parsing 100,000 synopses
/// took it as long as rendering a tenth of the site.
///
/// It answers only when it can be sure. Without `<` (autolinks, `<dest>`, raw HTML), `&` and
/// `\` (entities and escapes inside a destination) and `]:` (reference definitions), the only
/// links cmark makes are inline ones, `[text](dest …)` or `![alt](dest …)`, and each destination is
/// the bytes after `](` and optional whitespace, up to whitespace or `)`. Every `](` is taken as a
/// link, also in code or where cmark makes none: more destinations than cmark's, never fewer. So if
/// each resolves, as a link and as an image, cmark's do too; anything else is left to cmark.
enum LinkDestinationScan {
    static func allResolve(_ text: String, with links: InternalLinkResolver) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            var destinations: [Range<Int>] = []
            while index < count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\\"):
                    return false
                case UInt8(ascii: "]") where index + 1 < count:
                    if bytes[index + 1] == UInt8(ascii: ":") { return false }
                    if bytes[index + 1] == UInt8(ascii: "(") {
                        guard let destination = destination(in: bytes, from: index + 2) else { return false }
                        destinations.append(destination)
                    }
                case 0..<0x20 where !isWhitespace(byte), 0x7F:
                    return false  // a control character: cmark's idea of where a destination ends may differ
                default:
                    break
                }
                index += 1
            }
            return destinations.allSatisfy { range in
                let destination = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                // An image's destination resolves as a link's unless it names a media image.
                return resolves(links.resolve(destination))
                    && (!destination.hasPrefix("media/") || resolves(links.resolveImage(destination)))
            }
        }
    }

    /// The destination's bytes after `(`; nil when it holds a parenthesis, whose balancing is cmark's.
    private static func destination(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var index = start
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        let first = index
        while index < bytes.count, !isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ")") {
            if bytes[index] == UInt8(ascii: "(") { return nil }
            index += 1
        }
        return first..<index
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func resolves(_ resolution: InternalLinkResolver.Resolution) -> Bool {
        if case .broken = resolution { return false }
        return true
    }
}
