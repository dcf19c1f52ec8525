import Foundation
public import SitegenPresentation

/// HTML of Markdown already rendered, for `serve`, which renders the same prose on every save.
///
/// An entry is keyed by the text and remembers how each of its links resolved; it is used again
/// only while every one of them still resolves the same way (a movie it links to may have become a
/// draft). Prose with broken links is never stored: its errors are reported again on each build.
public final class MarkdownCache: @unchecked Sendable {
    struct Entry {
        var html: String
        var allowsRawHTML: Bool
        var links: [(destination: String, resolution: InternalLinkResolver.Resolution)]
    }

    private var entries: [String: Entry] = [:]
    private let lock = NSLock()

    public init() {}

    func html(for text: String, allowsRawHTML: Bool, resolver: InternalLinkResolver) -> String? {
        guard let entry = lock.withLock({ entries[text] }), entry.allowsRawHTML == allowsRawHTML,
              entry.links.allSatisfy({ resolver.resolve($0.destination) == $0.resolution })
        else { return nil }
        return entry.html
    }

    func store(_ entry: Entry, for text: String) {
        lock.withLock { entries[text] = entry }
    }
}
