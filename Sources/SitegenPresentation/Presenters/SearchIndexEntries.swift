import SitegenDomain
import Synchronization

/// Each movie's entry in the search index, kept from one presentation of the index to the next by
/// `sitegen serve`, which presents the index again at nearly every save of a movie's front matter:
/// an entry is written again only for a movie that is not what it was. The index is the costliest
/// page of a save. With the entries kept, a title save at 10k movies took 120 ms of the server's
/// CPU, not 132, and reached the browser in the same 60 ms; at 30k, 346 ms of CPU, not 384, and
/// 148 ms, not 155 (`scripts/serve-latency --edit title`, medians of 7 and 6 runs of 10 saves,
/// taking turns).
///
/// Only an optimisation: an index presented without the entries, or while another presentation
/// holds them, writes every entry, and is the same.
public final class SearchIndexEntries: Sendable {
    struct Entry: Sendable {
        /// The movie without its prose, as the entry shows it, and its thumbnail's address.
        var movie: Movie
        var thumbnail: String
        var json: [UInt8]
    }

    private struct Kept: Sendable {
        /// The router's address of the home page: every entry's link is under it.
        var home: String
        var entries: [Slug: Entry]
    }

    private let kept = Mutex<Kept?>(nil)

    public init() {}

    /// The entries kept by a presentation under the same `home`, taken out until `keep` puts the
    /// next ones back; none otherwise.
    func take(home: String) -> [Slug: Entry] {
        kept.withLock { kept in
            defer { kept = nil }
            guard let entries = kept?.entries, kept?.home == home else { return [:] }
            return entries
        }
    }

    func keep(_ entries: [Slug: Entry], home: String) {
        kept.withLock { $0 = Kept(home: home, entries: entries) }
    }
}
