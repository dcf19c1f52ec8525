import Foundation
import SitegenPresentation
import SitegenDomain

/// HTML of Markdown already rendered, for `serve`, which renders the same prose on every save.
///
/// An entry is keyed by where the prose starts (hashing a short path, not kilobytes of prose),
/// holds the text it was made from, and remembers how each of its links resolved; it is used again
/// only for the same text and while every one of those links still resolves the same way (a movie it links to may have become a
/// draft). Prose with broken links is never stored: its errors are reported again on each build.
public final class MarkdownCache: @unchecked Sendable {
    struct Entry {
        var text: String
        var html: String
        var allowsRawHTML: Bool
        var links: [(destination: String, isImage: Bool, resolution: InternalLinkResolver.Resolution)]
    }

    private var entries: [SourceLocation: Entry] = [:]
    private let lock = NSLock()

    public init() {}

    func html(for markdown: MarkdownSource, allowsRawHTML: Bool, resolver: InternalLinkResolver) -> String? {
        // Unchanged files come back from the decode cache as the same strings: `==` is then a pointer check.
        guard let entry = lock.withLock({ entries[markdown.origin] }), entry.text == markdown.text, entry.allowsRawHTML == allowsRawHTML,
              entry.links.allSatisfy({ ($0.isImage ? resolver.resolveImage($0.destination) : resolver.resolve($0.destination)) == $0.resolution })
        else { return nil }
        return entry.html
    }

    func store(_ entry: Entry, for origin: SourceLocation) {
        lock.withLock { entries[origin] = entry }
    }
}
