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
            var file: File
            /// Per entity: the UTF-8 length of its `fileBody` when that is the end of the file.
            var bodyLengths: [Int?]
            /// The file's text is its bytes as they are (no byte order mark, carriage return or NUL
            /// to change): bodies are taken from the bytes, without decoding the whole file again.
            var isVerbatim: Bool
            /// Read from a cache file, whose entities lack the bodies `bodyLengths` counts.
            var lacksBodies: Bool
            /// Looked up or decoded by this process: entries of files that are gone are not saved.
            var isUsed: Bool
            /// The entry as the cache file wrote it, after its path: saved again as it is, without
            /// encoding every unchanged entity again.
            var saved: ArraySlice<UInt8>? = nil
        }

        private var entries: [String: Entry] = [:]
        private(set) var decodedCount = 0
        private let lock = NSLock()

        /// What the file at `path`, holding `bytes`, decoded to before in the same `context`, or
        /// what `decode` makes of its text, remembered for next time. `context` is whatever else
        /// decoding depended on (for movies: which media files exist, since a poster must name one).
        /// Throws only for a file that is not text, which is never remembered.
        func file(for bytes: [UInt8], path: String, context: UInt64, decode: (TextFile) -> File) throws(ContentError) -> File {
            var digest = StableDigest()
            bytes.withUnsafeBytes { digest.combine($0) }
            let hit: Entry? = lock.withLock {
                guard let entry = entries[path], entry.digest == digest.value, entry.context == context else { return nil }
                entries[path]?.isUsed = true
                return entry
            }
            if let hit {
                guard hit.lacksBodies else { return hit.file }
                if hit.isVerbatim { return Self.filling(hit.file, bodyLengths: hit.bodyLengths, fromUTF8: bytes) }
                return Self.filling(hit.file, bodyLengths: hit.bodyLengths, from: try TextFile(path: path, bytes: bytes))
            }
            let text = try TextFile(path: path, bytes: bytes)
            let file = decode(text)
            let lengths = (file.decoded.entity ?? []).map { Self.bodyLength(of: $0, in: text) }
            let isVerbatim = Self.isVerbatim(text, bytes)
            lock.withLock {
                entries[path] = Entry(digest: digest.value, context: context, file: file, bodyLengths: lengths,
                                      isVerbatim: isVerbatim, lacksBodies: false, isUsed: true)
                decodedCount += 1
            }
            return file
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

        /// Something was decoded, or a file read from the cache file is gone.
        var hasChanged: Bool { lock.withLock { decodedCount > 0 || entries.values.contains { !$0.isUsed } } }

        var count: Int { lock.withLock { entries.count } }
        func hasEntry(for path: String) -> Bool { lock.withLock { entries[path] != nil } }

        func removeAll() { lock.withLock { entries.removeAll() } }

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
                writer.write(entry.file.stem)
                let entities = zip(entry.file.decoded.entity ?? [], entry.bodyLengths).map { entity, length in
                    var entity = entity
                    if length != nil, let body = entity.fileBody { entity.fileBody = MarkdownSource("", origin: body.origin) }
                    return entity
                }
                writer.write(entities)
                writer.write(entry.bodyLengths.map { $0.map(CacheInt.init) })
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
                    let stem: String = try reader.read()
                    let entities: [Entity] = try reader.read()
                    let lengths: [CacheInt?] = try reader.read()
                    guard lengths.count == entities.count else { throw CacheReader.Corrupt() }
                    let isVerbatim: Bool = try reader.read()
                    let decoded = Decoded<[Entity]>(entity: entities, warnings: try reader.read())
                    entry = Entry(digest: digest, context: context, file: File(stem: stem, decoded: decoded),
                                  bodyLengths: lengths.map { $0?.value }, isVerbatim: isVerbatim, lacksBodies: true, isUsed: false)
                }
                entry?.saved = saved
                entries[path] = entry
            }
            lock.withLock { self.entries = entries }
        }

        /// How much of the end of `text` is the entity's body, if all of it is.
        private static func bodyLength(of entity: Entity, in text: TextFile) -> Int? {
            guard var body = entity.fileBody?.text, !body.isEmpty else { return nil }
            var whole = text.text
            let isEnd = whole.withUTF8 { file in
                body.withUTF8 { body in
                    body.count <= file.count && memcmp(file.baseAddress! + (file.count - body.count), body.baseAddress!, body.count) == 0
                }
            }
            return isEnd ? body.utf8.count : nil
        }

        /// The entities with their bodies taken from the end of the file's bytes, which are its text.
        private static func filling(_ file: File, bodyLengths: [Int?], fromUTF8 bytes: [UInt8]) -> File {
            filling(file, bodyLengths: bodyLengths) { length in String(decoding: bytes[(bytes.count - length)...], as: UTF8.self) }
        }

        /// The entities with their bodies taken from the end of `text` again: a copy of the text's
        /// end, already valid UTF-8, not decoded again.
        private static func filling(_ file: File, bodyLengths: [Int?], from text: TextFile) -> File {
            let whole = text.text, utf8 = whole.utf8
            return filling(file, bodyLengths: bodyLengths) { length in String(whole[utf8.index(utf8.endIndex, offsetBy: -length)...]) }
        }

        /// The entities with their bodies, `body(length)` giving the last `length` bytes of the file.
        private static func filling(_ file: File, bodyLengths: [Int?], last body: (_ length: Int) -> String) -> File {
            var file = file
            file.decoded.entity = zip(file.decoded.entity ?? [], bodyLengths).map { entity, length in
                guard let length, let origin = entity.fileBody?.origin else { return entity }
                var entity = entity
                entity.fileBody = MarkdownSource(body(length), origin: origin)
                return entity
            }
            return file
        }
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

extension Decoded {
    /// Decoded to an entity, with no errors: the only kind of result worth keeping on disk.
    var isClean: Bool { entity != nil && errors.isEmpty }
}
