import Foundation
import SitegenDomain

/// Where a link in a generated page leads, as a path in the output folder.
enum LinkTarget: Equatable {
    /// Another site, a `mailto:`, or a fragment of the same page: nothing to check offline.
    case notChecked
    /// A file the site must contain, e.g. `movies/alien-1979/index.html`.
    case file(String)
    /// A link to the site's host that is outside the base URL's path: it cannot work once hosted.
    case outsideSite

    /// - Parameter page: the output path of the page the link is on, e.g. `movies/alien-1979/index.html`.
    init(_ link: String, onPage page: String, base: BaseURL) {
        var link = Substring(link)
        if let cut = link.firstIndex(where: { $0 == "#" || $0 == "?" }) { link = link[..<cut] }
        guard !link.isEmpty else { self = .notChecked; return }
        let siteURL = base.origin + base.path
        if link.hasPrefix(siteURL) || link + "/" == siteURL {
            link = link.dropFirst(min(link.count, siteURL.count))
        } else if link.hasPrefix("//") || link.contains(where: { $0 == ":" }) && Self.hasScheme(link) {
            self = .notChecked
            return
        } else if link.hasPrefix("/") {
            guard link.hasPrefix(base.path) || link + "/" == base.path else { self = .outsideSite; return }
            link = link.dropFirst(min(link.count, base.path.count))
        } else {
            let folder = page.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            link = folder.isEmpty ? link : Substring(folder + "/" + link)
        }
        let decoded = String(link).removingPercentEncoding ?? String(link)
        var segments: [Substring] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { self = .outsideSite; return }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        var path = segments.joined(separator: "/")
        if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        self = .file(path)
    }

    private static func hasScheme(_ link: Substring) -> Bool {
        guard let colon = link.firstIndex(of: ":"), colon > link.startIndex else { return false }
        return link[..<colon].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
}
