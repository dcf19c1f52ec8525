import SitegenDomain
import SitegenRendering

/// What a page read from the catalog while it was presented (`CatalogRead`s), kept in the build
/// manifest so that a rebuild can tell a page whose inputs did not change without presenting it.
enum PageReads: Sendable, Equatable {
    /// Carried over from the last build: the positions of its reads in that build's `ReadTable`.
    case previous([Int32])
    /// Presented by this build: the reads' descriptions.
    case noted([String])
}

/// Every read the pages of a build made, each once, with the digest of what it answered then.
/// Pages refer to their reads by position: 21,000 pages at 10k movies make 170,000 reads of
/// 35,000 different things, and a rebuild compares each thing once, not once per page.
struct ReadTable: Sendable, Equatable {
    var descriptions: [String] = []
    var digests: [UInt64] = []

    /// Interns the reads of every page into a new table with the digests `digest` gives now.
    /// Carried-over pages refer to `previous`; reads nobody makes any more are left out.
    static func of(
        _ pages: [String: PageReads], previous: ReadTable?, digest: (String) -> UInt64
    ) -> (table: ReadTable, pages: [String: [Int32]]) {
        var table = ReadTable()
        var positions: [String: Int32] = [:]
        var fromPrevious = [Int32](repeating: -1, count: previous?.descriptions.count ?? 0)
        func intern(_ description: String) -> Int32 {
            if let known = positions[description] { return known }
            let position = Int32(table.descriptions.count)
            table.descriptions.append(description)
            table.digests.append(digest(description))
            positions[description] = position
            return position
        }
        var result: [String: [Int32]] = [:]
        result.reserveCapacity(pages.count)
        for (path, reads) in pages {
            switch reads {
            case .noted(let descriptions):
                result[path] = descriptions.map(intern).sorted()
            case .previous(let old):
                result[path] = old.map { position in
                    if fromPrevious[Int(position)] < 0 { fromPrevious[Int(position)] = intern(previous!.descriptions[Int(position)]) }
                    return fromPrevious[Int(position)]
                }
            }
        }
        return (table, result)
    }
}

/// What changed since the last build that pages depend on: the reads whose digests differ now,
/// the templates, and everything every page depends on. Tells a rebuild which pages to present.
struct ReadChanges: Sendable {
    /// Everything every page depends on besides its reads: settings and options, media, the list
    /// of routes, the sitegen build.
    let global: StableDigest
    let catalog: CatalogDigests
    let renderer: MustachePageRenderer
    /// Per read of the last build's table: whether it answers something else now.
    private let changed: [Bool]
    private let globalChanged: Bool
    private let templatesBefore: [String: UInt64]

    init(global: StableDigest, catalog: CatalogDigests, renderer: MustachePageRenderer, previous: BuildManifest?) {
        self.global = global
        self.catalog = catalog
        self.renderer = renderer
        let table = previous?.table ?? ReadTable()
        changed = zip(table.descriptions, table.digests).map { catalog.digest(ofRead: $0).value != $1 }
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

    /// The digest of what a read answers now, for the next build's table.
    func digest(ofRead description: String) -> UInt64 { catalog.digest(ofRead: description).value }
}
