import Foundation
import SitegenData

/// The decoded content files `build` keeps beside its output folder (`.public.cache`), like the
/// manifest, so that a rebuild parses only the files that changed. Used only for a rebuild over a
/// previous output: a clean build (no output folder) reads every file, as its name says.
struct DecodeCacheFile: Sendable {
    let cache = DecodeCache(keepsProse: false)
    let url: URL

    init(for output: URL) {
        url = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).cache")
    }

    func load() { cache.read(contentsOf: url, identity: InputFingerprint.sitegenIdentity) }

    func save() { cache.save(to: url, identity: InputFingerprint.sitegenIdentity) }
}
