import Glibc
public import SitegenDomain
import SitegenPresentation

/// The destinations of Markdown's links, read from its bytes without cmark, for most prose: a
/// build of one shard checks the links of every page of the site, and parsing 100,000 synopses
/// took it as long as rendering a tenth of the site.
///
/// It answers only when it can be sure. Without `<` (autolinks, `<dest>`, raw HTML) and `]:`
/// (reference definitions), the only links cmark makes are inline ones, `[text](dest …)` or
/// `![alt](dest …)`, and each destination is the bytes after `](` and optional whitespace, up to
/// whitespace or `)`, unless it holds `&` or `\` (an entity or an escape cmark would decode) or a
/// parenthesis (which cmark balances), or starts on a line that a block quote's `>` begins (which
/// cmark takes off first). Elsewhere an entity or an escape may change which `](` are links (`\]`,
/// an escaped backtick), never where a destination starts or ends: `&` in a link's text (36% of
/// the 100k corpus's synopses) is no reason to parse. Every `](` is taken as a link, also in code
/// or where cmark makes none: more destinations than cmark's, never fewer. So if each of them
/// resolves, as a link and as an image, cmark's do too; anything else is left to cmark.
public enum LinkDestinationScan {
    /// The destinations in `text`, or nil when it holds something only cmark reads.
    /// - Parameter isFreeOfControlCharacters: the text is known to hold no control character but
    ///   whitespace (a content file's: `TextFile` refuses them), and is not searched for one.
    ///
    /// `<` and each `]` are found by `memchr`: a byte-by-byte scan of the 100,000 synopses a shard
    /// of four loads at 100k took 1.2 s of CPU, a seventh of their decoding.
    public static func scan(_ text: String, isFreeOfControlCharacters: Bool = false) -> ScannedLinks? {
        var text = text
        return text.withUTF8 { bytes -> ScannedLinks? in
            guard let base = bytes.baseAddress else { return ScannedLinks(destinations: []) }
            let count = bytes.count
            guard memchr(base, Int32(UInt8(ascii: "<")), count) == nil else { return nil }
            // Where a control character ends a destination, cmark may see it otherwise.
            if !isFreeOfControlCharacters, bytes.contains(where: { ($0 < 0x20 && !isWhitespace($0)) || $0 == 0x7F }) { return nil }
            var destinations: [Substring] = []
            var searched = 0
            while searched < count, let found = memchr(base + searched, Int32(UInt8(ascii: "]")), count - searched) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                searched = index + 1
                guard index + 1 < count else { break }
                if bytes[index + 1] == UInt8(ascii: ":") { return nil }
                if bytes[index + 1] == UInt8(ascii: "(") {
                    guard let destination = destination(in: bytes, from: index + 2) else { return nil }
                    destinations.append(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[destination]), as: UTF8.self))
                }
            }
            return ScannedLinks(destinations: destinations)
        }
    }

    static func allResolve(_ text: String, with links: InternalLinkResolver) -> Bool {
        guard let scanned = scan(text) else { return false }
        return allResolve(scanned, with: links)
    }

    static func allResolve(_ scanned: ScannedLinks, with links: InternalLinkResolver) -> Bool {
        scanned.destinations.allSatisfy { destination in
            let destination = String(destination)
            // An image's destination resolves as a link's unless it names a media image.
            return resolves(links.resolve(destination))
                && (!destination.hasPrefix("media/") || resolves(links.resolveImage(destination)))
        }
    }

    /// The destination's bytes after `(`; nil when it holds a parenthesis, whose balancing is
    /// cmark's, or an entity or escape, which cmark decodes, or when it starts on the next line
    /// after a `>`: in a block quote, `> [a](⏎> user:nobody)` has the destination `user:nobody`.
    private static func destination(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var index = start, startsOnNextLine = false
        while index < bytes.count, isWhitespace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { startsOnNextLine = true }
            index += 1
        }
        if startsOnNextLine, index < bytes.count, bytes[index] == UInt8(ascii: ">") { return nil }
        let first = index
        while index < bytes.count, !isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ")") {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "&"), UInt8(ascii: "\\"): return nil
            default: index += 1
            }
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
