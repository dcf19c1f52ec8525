import SitegenDomain
import SitegenRendering

/// What a page was made from, kept in the build manifest: the catalog reads its presentation
/// made, and a fingerprint of their digests together with its templates and everything every page
/// depends on. A rebuild that computes the same fingerprint from the same reads knows the page is
/// unchanged without presenting it.
struct PageReads: Sendable, Equatable {
    /// `CatalogRead` descriptions, space-separated, sorted.
    var reads: String
    var fingerprint: String
}

/// Fingerprints pages by what they read from the catalog as it is now.
struct ReadFingerprints: Sendable {
    /// Everything every page depends on besides its reads: settings and options, media, the list
    /// of routes, the sitegen build.
    let global: StableDigest
    let catalog: CatalogDigests
    let renderer: MustachePageRenderer

    func pageReads(_ reads: some Sequence<CatalogRead>, template: String) -> PageReads {
        let described = reads.map(\.description).sorted().joined(separator: " ")
        return PageReads(reads: described, fingerprint: fingerprint(described, template: template))
    }

    /// The fingerprint a page that read what `before` says would have now.
    func fingerprintNow(of before: PageReads, template: String) -> String {
        fingerprint(before.reads, template: template)
    }

    /// Splits `reads` at its spaces byte by byte: `split` on a `String` walks grapheme clusters,
    /// and did so for 170,000 reads per rebuild at 10k movies.
    private func fingerprint(_ reads: String, template: String) -> String {
        var digest = global
        digest.combine(renderer.templateDigest(template).value)
        let utf8 = reads.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: " ")) ?? utf8.endIndex
            let description = String(Substring(utf8[start..<end]))
            digest.combine(description)
            digest.combine(catalog.digest(ofRead: description).value)
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return digest.hex
    }
}
