import Foundation
import SitegenDomain
import SitegenRendering

/// Where a link `check` found broken is written, when a template writes it as it is: the
/// template's line and column, where it is fixed, rather than the pages it shows on (helper-35:
/// a typo in `movie.html` was reported once for each of 45 pages, at none of them a line).
struct WrittenLinks {
    private let templates: [(path: String, text: String)]

    init(theme: Theme) {
        templates = theme.files.filter { $0.path.hasPrefix("templates/") }
            .map { (theme.displayPath + "/" + $0.path, String(decoding: $0.bytes, as: UTF8.self)) }
            .sorted { $0.path < $1.path }
    }

    /// The first place a template writes `link` as an attribute's whole value (`href="/movie/"`).
    func location(of link: String) -> SourceLocation? {
        for template in templates {
            for quote in ["\"", "'"] {
                for attribute in ["href=", "src=", "action="] {
                    guard let found = template.text.range(of: attribute + quote + link + quote) else { continue }
                    let before = template.text[..<found.lowerBound]
                    // `isNewline`, as the template scanner counts lines: "\r\n" is one character, not "\n".
                    let line = before.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
                    let column = before.distance(from: before.lastIndex(where: \.isNewline).map(before.index(after:)) ?? before.startIndex,
                                                 to: before.endIndex) + 1
                    return SourceLocation(path: template.path, line: line, column: column)
                }
            }
        }
        return nil
    }
}
