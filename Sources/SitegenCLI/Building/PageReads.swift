import SitegenDomain
import SitegenRendering

/// What a page read from the catalog while it was presented (`CatalogRead`s), kept in the build
/// manifest so that a rebuild can tell a page whose inputs did not change without presenting it.
enum PageReads: Sendable, Equatable {
    /// Carried over from the last build: the positions of its reads in that build's `ReadTable`.
    case previous([Int32])
    /// Presented by this build: the positions of its reads in the `NotedReads` of its batch, then
    /// (once the batches are merged) of the build.
    case noted([Int32])
}

/// The reads the pages a build presented made, each once, pages referring to them by position.
/// Each batch of pages notes into its own, on its own core; the build's is theirs merged: 170,000
/// reads at 10k movies are hashed in parallel, and only each batch's different ones again, after
/// the last page is made. Each read is spelt out (`description`) once, for the manifest.
struct NotedReads: Sendable {
    private(set) var reads: [CatalogRead] = []
    private var positions: [CatalogRead: Int32] = [:]

    var descriptions: [String] { reads.map(\.description) }

    /// The positions of `reads`, added if they are new.
    mutating func positions(of reads: some Sequence<CatalogRead>) -> [Int32] {
        reads.map { position(of: $0) }
    }

    mutating func position(of read: CatalogRead) -> Int32 {
        if let known = positions[read] { return known }
        let added = Int32(reads.count)
        reads.append(read)
        positions[read] = added
        return added
    }

    /// Adds `other`'s reads; returns where each of them is here, by its position in `other`.
    mutating func merge(_ other: NotedReads) -> [Int32] {
        positions.reserveCapacity(positions.count + other.reads.count)
        return positions(of: other.reads)
    }
}

/// What a build made of one page, for its manifest: a `BuildManifest.Page` once its reads are
/// positions in the build's own table (`ReadTable.of`).
struct PageRecord: Sendable {
    var digest: UInt64
    /// Nil in a build that does not note reads (`check`).
    var reads: PageReads?
    /// The name of the JSON view beside the page, for pages that have one.
    var jsonView: String?
}

/// Every read the pages of a build made, each once, with the digest of what it answered then.
/// Pages refer to their reads by position: 21,000 pages at 10k movies make 170,000 reads of
/// 35,000 different things, and a rebuild compares each thing once, not once per page.
struct ReadTable: Sendable, Equatable {
    var descriptions: [String] = []
    var digests: [UInt64] = []

    /// The table of this build's pages: the last build's table with the digests its reads answer
    /// now (`digestsNow`), so carried-over pages keep their positions, and the reads of presented
    /// pages (`noted`, each once) found in it (`known`: `positions(in:)` of the last table) or
    /// added with what they answer now (`notedDigests`, by position in `noted`; what a read found
    /// in the table answers is never asked). Reads no page makes any more stay until they are a
    /// quarter of the table; then it is rebuilt with only the reads in use.
    static func of(
        _ pages: [String: PageRecord], noted: [String], notedDigests: [UInt64], previous: ReadTable?, known: [String: Int32],
        digestsNow: [UInt64]
    ) -> (table: ReadTable, pages: [String: BuildManifest.Page]) {
        precondition(noted.count == notedDigests.count, "a digest for each noted read")
        var table = ReadTable(descriptions: previous?.descriptions ?? [], digests: digestsNow)
        let notedPositions = zip(noted, notedDigests).map { description, digest in
            if let position = known[description] { return position }
            table.descriptions.append(description)
            table.digests.append(digest)
            return Int32(table.descriptions.count - 1)
        }
        // `mapValues` keeps the dictionary's layout: no path is hashed again.
        let result = pages.mapValues { page in
            var entry = BuildManifest.Page(digest: page.digest, jsonView: page.jsonView)
            switch page.reads {
            case .noted(let positions)?: entry.reads = Self.sortedOnce(positions.map { notedPositions[Int($0)] })
            case .previous(let kept)?: entry.reads = kept
            case nil: break
            }
            return entry
        }
        var used = [Bool](repeating: false, count: table.descriptions.count)
        for page in result.values { for position in page.reads ?? [] { used[Int(position)] = true } }
        let unused = used.lazy.filter { !$0 }.count
        guard unused * 4 > table.descriptions.count else { return (table, result) }
        return compacted(table, result, used: used)
    }

    /// Where each read of `table` is, to find the reads of presented pages in it. A clean build
    /// has no table to look its reads up in (each is simply added), and a rebuild that presented
    /// no page (`noted` empty) has nothing to look up.
    static func positions(in table: ReadTable?, for noted: [String]) -> [String: Int32] {
        guard let table, !noted.isEmpty else { return [:] }
        return table.positions
    }

    /// Where each read is.
    var positions: [String: Int32] {
        Dictionary(descriptions.enumerated().map { ($1, Int32($0)) }) { first, _ in first }
    }

    /// Positions sorted, each once: a page notes a read as often as it makes it.
    private static func sortedOnce(_ positions: [Int32]) -> [Int32] {
        var sorted = positions.sorted()
        guard sorted.count > 1 else { return sorted }
        var kept = 1
        for index in 1..<sorted.count where sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// Only the reads in use, pages' positions renumbered to match.
    private static func compacted(
        _ table: ReadTable, _ pages: [String: BuildManifest.Page], used: [Bool]
    ) -> (table: ReadTable, pages: [String: BuildManifest.Page]) {
        var compact = ReadTable()
        var renumbered = [Int32](repeating: -1, count: used.count)
        for (old, isUsed) in used.enumerated() where isUsed {
            renumbered[old] = Int32(compact.descriptions.count)
            compact.descriptions.append(table.descriptions[old])
            compact.digests.append(table.digests[old])
        }
        return (compact, pages.mapValues { page in
            var page = page
            page.reads = page.reads?.map { renumbered[Int($0)] }
            return page
        })
    }
}

/// What changed since the last build that pages depend on: the reads whose digests differ now,
/// the templates, and everything every page depends on. Tells a rebuild which pages to present.
/// A class: every page of a rebuild asks it, and copying a struct of nine fields for each of
/// 39,000 pages at 10k movies was 5.7% of a cast edit's CPU in perf (retains and releases).
final class ReadChanges: Sendable {
    /// Everything every page depends on besides its reads: settings and options, media, the list
    /// of routes, the sitegen build.
    let global: StableDigest
    let catalog: CatalogDigests
    let renderer: MustachePageRenderer
    /// Per read of the last build's table: what it answers now, and whether that is something else.
    let previousDigestsNow: [UInt64]
    private let changed: [Bool]
    private let globalChanged: Bool
    private let templatesBefore: [String: UInt64]

    /// Where each read of the last build's table is, when it was needed here.
    let previousPositions: [String: Int32]?
    /// How many of the last build's reads were digested again.
    let digestedCount: Int

    /// - Parameters:
    ///   - edits: the movie files that are not what they were at the last build, if known: then
    ///     only the reads they can have changed are digested again (`CatalogDigests.readsChanged`).
    ///   - positions: where each read of the last build's table is, found meanwhile by the
    ///     caller; the shortcut needs it.
    init(global: StableDigest, catalog: CatalogDigests, renderer: MustachePageRenderer, previous: BuildManifest?,
         edits: [MovieFileEdit]? = nil, positions known: [String: Int32]? = nil) async {
        self.global = global
        self.catalog = catalog
        self.renderer = renderer
        let table = previous?.table ?? ReadTable()
        let positions = edits != nil && !table.descriptions.isEmpty ? known : nil
        previousPositions = positions
        if let edits, let positions,
           let stale = catalog.readsChanged(byEditing: edits, descriptions: table.descriptions, digests: table.digests, positions: positions) {
            var now = table.digests
            let fresh = await stale.concurrentMap { [catalog] in catalog.digest(ofRead: table.descriptions[$0]).value }
            for (position, digest) in zip(stale, fresh) { now[position] = digest }
            previousDigestsNow = now
            digestedCount = stale.count
        } else {
            // Each read once, on all cores: 80,000 of them at 10k movies.
            previousDigestsNow = await table.descriptions.concurrentMap { [catalog] in catalog.digest(ofRead: $0).value }
            digestedCount = table.descriptions.count
        }
        changed = zip(previousDigestsNow, table.digests).map { $0 != $1 }
        globalChanged = previous?.global != global.value
        templatesBefore = previous?.templates ?? [:]
    }

    /// Whether a page that made `reads` (positions in the last build's table) with `template` would
    /// be presented as it was.
    func unchanged(_ reads: [Int32], template: String) -> Bool {
        guard !globalChanged, let before = templatesBefore[template], before == renderer.templateDigest(template).value else {
            return false
        }
        return !reads.contains { changed[Int($0)] }
    }

    /// The digest of a page template with its partials now, for the next build's manifest.
    func templateDigest(_ name: String) -> UInt64 { renderer.templateDigest(name).value }

    /// What the reads described as `descriptions` answer now, for the next build's table, but for
    /// those it has already (`known`: 0 for them, never read): each worked out when asked (see
    /// `CatalogDigests`), on all cores, as all 80,000 are in a clean build at 10k (one core made
    /// its end 110 ms slower).
    func digests(ofReads descriptions: [String], apartFrom known: [String: Int32]) async -> [UInt64] {
        await descriptions.concurrentMap { [catalog] in known[$0] == nil ? catalog.digest(ofRead: $0).value : 0 }
    }
}
