import Foundation
import SitegenData
import SitegenDomain
import SitegenRendering

/// The decoded content files `build` keeps beside its output folder (`.public.cache`), like the
/// manifest, so that a rebuild parses only the files that changed. Used only for a rebuild over a
/// previous output: a clean build (no output folder) reads every file, as its name says.
struct DecodeCacheFile: Sendable {
    let cache: DecodeCache
    let url: URL

    /// - Parameter scansLinks: whether synopses keep the destinations of their links (see
    ///   `DecodeCache.init`): a shard's build checks every page's links.
    init(for output: URL, scansLinks: Bool = false) {
        let scan: @Sendable (String) -> ScannedLinks? = { LinkDestinationScan.scan($0, isFreeOfControlCharacters: true) }
        cache = DecodeCache(keepsProse: false, scanLinks: scansLinks ? scan : nil)
        url = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).cache")
    }

    func load() { cache.read(contentsOf: url, identity: InputFingerprint.sitegenIdentity) }

    func save() { cache.save(to: url, identity: InputFingerprint.sitegenIdentity) }
}
