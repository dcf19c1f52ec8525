import Foundation
import SitegenDomain

/// A page sink that keeps nothing but what `check` needs: the path of every page and the links
/// each HTML or XML page makes.
final class LinkCollector: PageSink, @unchecked Sendable {
    /// Output path of a page → the `href`, `src` and `action` values it contains.
    private var linksByPage: [String: [String]] = [:]
    private var paths: Set<String> = []
    private let lock = NSLock()

    func write(_ bytes: [UInt8], to path: String) throws(DiagnosticList) {
        let links = path.hasSuffix(".html") || path.hasSuffix(".xml") ? Self.links(in: bytes) : []
        lock.withLock {
            paths.insert(path)
            if !links.isEmpty { linksByPage[path] = links }
        }
    }

    func reuse(_ path: String, from previousFolder: String) -> Bool { false }

    var writtenPaths: Set<String> { lock.withLock { paths } }
    var pages: [String: [String]] { lock.withLock { linksByPage } }

    private static let attributes: [[UInt8]] = [" href=\"", " src=\"", " action=\""].map { Array($0.utf8) }

    /// The values of `href="…"`, `src="…"` and `action="…"` attributes, entities decoded. sitegen's
    /// templates and cmark quote attributes with `"`; a theme's unquoted ones are not seen.
    static func links(in html: String) -> [String] { links(in: Array(html.utf8)) }

    static func links(in bytes: [UInt8]) -> [String] {
        var links: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: " "),
                  let attribute = attributes.first(where: { bytes[index...].starts(with: $0) })
            else { index += 1; continue }
            let start = index + attribute.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            links.append(decodingEntities(String(decoding: bytes[start..<end], as: UTF8.self)))
            index = end + 1
        }
        return links
    }

    private static func decodingEntities(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
