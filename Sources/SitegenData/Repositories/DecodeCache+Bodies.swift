import Foundation
import SitegenDomain

/// Markdown bodies, which a `DecodeCache` file leaves out: an entity's body that is the end of its
/// file is measured and digested once, then put back from the file's bytes, or left in the file
/// (`FileText`) when the file was not read at all.
extension DecodeCache {
    /// A body that is the end of its file: its UTF-8 length, its `textDigest`, and its links
    /// if the build scans them (see `FileText.scannedLinks`): kept in the cache file, so that a
    /// shard's rebuild checks the links of the files it does not read without reading them. A
    /// shard of four at 10k rebuilds a cast edit in 0.78 s instead of 1.00 s (medians of 10 pairs;
    /// −11% as the median of the paired ratios), its check 0.295 → 0.17 s; at 100k, 8.4 → 7.5 s.
    struct StoredBody: Sendable {
        var length: Int
        var digest: UInt64
        var links: ScannedLinks?
    }
}

extension DecodeCache.StoredBody: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(length)
        writer.write(digest)
        writer.write(links)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(length: try reader.read(), digest: try reader.read(), links: try reader.read())
    }
}

extension ScannedLinks: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(destinations.map(String.init)) }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(destinations: (try reader.read() as [String]).map { Substring($0) })
    }
}

extension DecodeCache.Shelf {
    typealias StoredBody = DecodeCache.StoredBody

    /// The entity's body, measured and its links scanned (if `scanLinks`), if all of it is the end of `text`.
    static func storedBody(of entity: Entity, in text: TextFile, scanLinks: ((String) -> ScannedLinks?)?) -> StoredBody? {
        guard var body = entity.fileBody?.text, !body.isEmpty else { return nil }
        var whole = text.text
        let isEnd = whole.withUTF8 { file in
            body.withUTF8 { body in
                body.count <= file.count && memcmp(file.baseAddress! + (file.count - body.count), body.baseAddress!, body.count) == 0
            }
        }
        return isEnd ? StoredBody(length: body.utf8.count, digest: MarkdownSource.digest(of: body), links: scanLinks?(body)) : nil
    }

    /// The last `length` bytes of a file's text: of `text`, the file decoded, when its bytes
    /// are not their text as they are (a copy of its end, already valid UTF-8, not decoded
    /// again); else, `text` nil, of its bytes.
    static func tail(_ length: Int, of bytes: [UInt8], text: TextFile?) -> String {
        guard let text else { return String(decoding: bytes[(bytes.count - length)...], as: UTF8.self) }
        let whole = text.text, utf8 = whole.utf8
        return String(whole[utf8.index(utf8.endIndex, offsetBy: -length)...])
    }

    /// The entities with their bodies put back, as `body` makes each from its measure and the
    /// body the entity holds (empty if it came from the cache file).
    static func filling(_ file: File, bodies: [StoredBody?], _ body: (StoredBody, MarkdownSource) -> MarkdownSource) -> File {
        var file = file
        file.decoded.entity = zip(file.decoded.entity ?? [], bodies).map { entity, stored in
            guard let stored, let held = entity.fileBody else { return entity }
            var entity = entity
            entity.fileBody = body(stored, held)
            return entity
        }
        return file
    }
}

extension Movie: CachedEntity {
    var fileBody: MarkdownSource? {
        get { self.synopsis }
        set { if let newValue { self.synopsis = newValue } }
    }
}

extension User: CachedEntity {
    var fileBody: MarkdownSource? {
        get { self.bio }
        set { self.bio = newValue }
    }
}
