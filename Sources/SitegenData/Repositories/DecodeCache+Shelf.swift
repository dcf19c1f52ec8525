import Foundation
import SitegenDomain

/// An entity a `DecodeCache` keeps.
protocol CachedEntity: CacheCodable, Sendable {
    /// Prose that may be the end of its file (a Markdown body), which the cache file leaves out.
    var fileBody: MarkdownSource? { get set }
}

extension DecodeCache {
    /// The decoded files of one kind of entity, by path relative to the site.
    final class Shelf<Entity: CachedEntity>: @unchecked Sendable {
        typealias File = DecodedFolder<Entity>.File

        private struct Entry {
            /// Of the file's bytes, and of whatever else decoding depended on.
            var digest: UInt64
            var context: UInt64
            /// The file's status when it was read, if it was settled then (see `FileStatus`): the
            /// same status again means the same bytes, and the file is not read at all.
            var status: FileStatus?
            var file: File
            /// Per entity: its `fileBody` when that is the end of the file.
            var bodies: [StoredBody?]
            /// The file's text is its bytes as they are (no byte order mark, carriage return or NUL
            /// to change): bodies are taken from the bytes, without decoding the whole file again.
            var isVerbatim: Bool
            /// Read from a cache file, whose entities lack the bodies `bodies` measures.
            var lacksBodies: Bool
            /// Looked up or decoded by this process: entries of files that are gone are not saved.
            var isUsed: Bool
            /// The entry as the cache file wrote it, after its path: saved again as it is, without
            /// encoding every unchanged entity again.
            var saved: ArraySlice<UInt8>? = nil
        }

        private var entries: [String: Entry] = [:]
        /// What each file decoded again by this process held before, by path: none for a file the
        /// cache did not know (see `edits`). Not kept while the cache had nothing to compare with (a
        /// clean build, `serve`'s first): 100,000 entries at 100k movies that no one asks for.
        private var before: [String: [Entity]] = [:]
        private var keepsEdits = true
        private(set) var decodedCount = 0
        /// Files whose bytes were read, decoded or not.
        private(set) var readCount = 0
        /// Entries whose status was taken again, their bytes unchanged: saved anew.
        private var restatedCount = 0
        /// How old a file's status must be to be trusted (see `FileStatus.settledCutoff`).
        let settleMargin: Duration
        private let lock = NSLock()

        /// Whether prose decoded here stays in memory (`serve`), or is left in its file (`build`).
        let keepsProse: Bool
        /// Reads the links of prose left in its file, if the build asks (see `FileText.scannedLinks`).
        let scanLinks: (@Sendable (String) -> ScannedLinks?)?

        init(settleMargin: Duration, keepsProse: Bool, scanLinks: (@Sendable (String) -> ScannedLinks?)?) {
            self.settleMargin = settleMargin
            self.keepsProse = keepsProse
            self.scanLinks = scanLinks
        }

        /// What the file at `path` decoded to before in the same `context`, if its `status` is the
        /// settled one it had then: the file is not read. Bodies the cache file left out are left
        /// in the file, and `readBytes` reads it when a page asks for one (see `FileText`).
        func unchangedFile(
            at path: String, status: FileStatus, context: UInt64, readBytes: @escaping @Sendable () -> [UInt8]?
        ) -> File? {
            let hit: Entry? = lock.withLock {
                guard let entry = entries[path], entry.status == status, entry.context == context else { return nil }
                entries[path]?.isUsed = true
                return entry
            }
            guard let hit else { return nil }
            guard hit.lacksBodies else { return hit.file }
            let digest = hit.digest, isVerbatim = hit.isVerbatim
            return Self.filling(hit.file, bodies: hit.bodies) { body, cached in
                Self.leftInFile(body, origin: cached.origin, fileDigest: digest, isVerbatim: isVerbatim, path: path, readBytes: readBytes)
            }
        }

        /// Prose left in its file, read from it when a page asks, if the file still holds the
        /// bytes it was decoded from (`fileDigest`): text, with the body at its end.
        private static func leftInFile(
            _ body: StoredBody, origin: SourceLocation, fileDigest: UInt64, isVerbatim: Bool, path: String,
            readBytes: @escaping @Sendable () -> [UInt8]?
        ) -> MarkdownSource {
            MarkdownSource(leftIn: FileText(digest: body.digest, scannedLinks: body.links) {
                guard let bytes = readBytes(), Self.digest(of: bytes) == fileDigest else { return nil }
                let text = isVerbatim ? nil : try? TextFile(path: path, bytes: bytes)
                guard isVerbatim || text != nil else { return nil }
                return Self.tail(body.length, of: bytes, text: text)
            }, origin: origin)
        }

        /// What the file at `path`, holding `bytes`, decoded to before in the same `context`, or
        /// what `decode` makes of its text, remembered for next time with its `status` (nil unless
        /// settled). `context` is whatever else decoding depended on (for movies: which media files
        /// exist, since a poster must name one).
        /// Throws only for a file that is not text, which is never remembered.
        ///
        /// `build` (`keepsProse` false) leaves a freshly decoded body in its file, to be read
        /// again by `readBytes` for the one page that shows it: a clean 10k build held 59 MB of
        /// synopses from loading to the end, a third of its heap peak.
        func file(
            for bytes: [UInt8], status: FileStatus?, path: String, context: UInt64,
            readBytes: @escaping @Sendable () -> [UInt8]?, decode: (TextFile) -> File
        ) throws(ContentError) -> File {
            let digest = Self.digest(of: bytes)
            let hit: Entry? = lock.withLock {
                readCount += 1
                guard let entry = entries[path], entry.digest == digest, entry.context == context else { return nil }
                entries[path]?.isUsed = true
                if entry.status != status {
                    entries[path]?.status = status
                    entries[path]?.saved = nil
                    restatedCount += 1
                }
                return entry
            }
            if let hit {
                guard hit.lacksBodies else { return hit.file }
                let text = hit.isVerbatim ? nil : try TextFile(path: path, bytes: bytes)
                return Self.filling(hit.file, bodies: hit.bodies) { body, cached in
                    MarkdownSource(leftIn: FileText(digest: body.digest, text: Self.tail(body.length, of: bytes, text: text)),
                                   origin: cached.origin)
                }
            }
            let text = try TextFile(path: path, bytes: bytes)
            var file = decode(text)
            // Links are scanned only for prose the shelf leaves in its file: what `serve` keeps is
            // checked as text. (The shelf's setting, not the `keepsProse` below, which a broken file sets.)
            let scan = self.keepsProse ? nil : scanLinks
            let bodies = (file.decoded.entity ?? []).map { Self.storedBody(of: $0, in: text, scanLinks: scan) }
            let isVerbatim = Self.isVerbatim(text, bytes)
            // The bodies keep the digests just taken, which the catalog's digests ask for.
            let keepsProse = keepsProse || !file.decoded.isClean  // a broken file is decoded again anyway
            file = Self.filling(file, bodies: bodies) { body, decoded in
                keepsProse
                    ? MarkdownSource(leftIn: FileText(digest: body.digest, text: decoded.text), origin: decoded.origin)
                    : Self.leftInFile(body, origin: decoded.origin, fileDigest: digest, isVerbatim: isVerbatim, path: path, readBytes: readBytes)
            }
            lock.withLock {
                if keepsEdits, before[path] == nil { before[path] = entries[path]?.file.decoded.entity ?? [] }
                entries[path] = Entry(digest: digest, context: context, status: status, file: file, bodies: bodies,
                                      isVerbatim: isVerbatim, lacksBodies: false, isUsed: true)
                decodedCount += 1
            }
            return file
        }

        private static func digest(of bytes: [UInt8]) -> UInt64 {
            var digest = StableDigest()
            bytes.withUnsafeBytes { digest.combine($0) }
            return digest.value
        }

        /// Whether `text` is `bytes` as they are, compared as memory: `elementsEqual` on a string's
        /// UTF-8 view steps through it a byte at a time.
        private static func isVerbatim(_ text: TextFile, _ bytes: [UInt8]) -> Bool {
            let utf8 = text.text.utf8
            guard utf8.count == bytes.count, !bytes.isEmpty else { return utf8.count == bytes.count }
            return utf8.withContiguousStorageIfAvailable { text in
                bytes.withUnsafeBufferPointer { memcmp(text.baseAddress!, $0.baseAddress!, bytes.count) == 0 }
            } ?? utf8.elementsEqual(bytes)
        }

        /// Something was decoded or its status taken again, or a file read from the cache file is gone.
        var hasChanged: Bool {
            lock.withLock { decodedCount > 0 || restatedCount > 0 || entries.values.contains { !$0.isUsed } }
        }

        /// The files decoded again by this process, with what they held before and hold now, and the
        /// files of the cache that were not looked up, which are gone: asked once every file is
        /// read, these are every file that is not what it was when the cache was saved.
        var edits: [(before: [Entity], after: [Entity])] {
            lock.withLock {
                before.map { path, before in (before, entries[path]?.file.decoded.entity ?? []) }
                    + entries.values.filter { !$0.isUsed }.map { ($0.file.decoded.entity ?? [], []) }
            }
        }

        func forgetEdits() {
            lock.withLock {
                before.removeAll()
                keepsEdits = !entries.isEmpty
            }
        }

        var count: Int { lock.withLock { entries.count } }
        func hasEntry(for path: String) -> Bool { lock.withLock { entries[path] != nil } }
        func trustsStatus(of path: String) -> Bool { lock.withLock { entries[path]?.status != nil } }

        func removeAll() { lock.withLock { entries.removeAll(); before.removeAll() } }

        /// Only files that decoded without errors are kept: a broken file is decoded again, so its
        /// errors are always reported from the file as it is.
        func write(to writer: inout CacheWriter) {
            let kept = lock.withLock {
                entries.filter { $0.value.isUsed && $0.value.file.decoded.isClean }.sorted { $0.key < $1.key }
            }
            writer.write(UInt64(kept.count))
            for (path, entry) in kept {
                writer.write(path)
                if let saved = entry.saved {
                    writer.write(raw: saved)
                    continue
                }
                writer.write(entry.digest)
                writer.write(entry.context)
                writer.write(entry.status)
                writer.write(entry.file.stem)
                let entities = zip(entry.file.decoded.entity ?? [], entry.bodies).map { entity, body in
                    var entity = entity
                    if body != nil, let fileBody = entity.fileBody { entity.fileBody = MarkdownSource("", origin: fileBody.origin) }
                    return entity
                }
                writer.write(entities)
                writer.write(entry.bodies)
                writer.write(entry.isVerbatim)
                writer.write(entry.file.decoded.warnings)
            }
        }

        func read(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
            let count = Int(try reader.read() as UInt64)
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path: String = try reader.read()
                var entry: Entry?
                let saved = try reader.raw { reader throws(CacheReader.Corrupt) in
                    let digest: UInt64 = try reader.read(), context: UInt64 = try reader.read()
                    let status: FileStatus? = try reader.read()
                    let stem: String = try reader.read()
                    let entities: [Entity] = try reader.read()
                    let bodies: [StoredBody?] = try reader.read()
                    guard bodies.count == entities.count else { throw CacheReader.Corrupt() }
                    let isVerbatim: Bool = try reader.read()
                    let decoded = Decoded<[Entity]>(entity: entities, warnings: try reader.read())
                    entry = Entry(digest: digest, context: context, status: status, file: File(stem: stem, decoded: decoded),
                                  bodies: bodies, isVerbatim: isVerbatim, lacksBodies: true, isUsed: false)
                }
                entry?.saved = saved
                entries[path] = entry
            }
            lock.withLock { self.entries = entries }
        }
    }
}

extension Decoded {
    /// Decoded to an entity, with no errors: the only kind of result worth keeping on disk.
    var isClean: Bool { entity != nil && errors.isEmpty }
}
