import Foundation
import SitegenDomain

/// The decoded files of a content folder, in file-name order, turned into one `LoadReport`.
struct DecodedFolder<Entity: Sendable>: Sendable {
    struct File: Sendable {
        /// The file name without extension: what references to an unloadable file use.
        var stem: String
        /// One file may hold several entities (`users.json`).
        var decoded: Decoded<[Entity]>
    }

    var files: [File]

    /// Every entity registered by identity (a second claim to one id names both places), and the
    /// stems of files that produced errors, so references to them are not reported again.
    func report(id: KeyPath<Entity, Slug>, source: KeyPath<Entity, SourceLocation>) -> LoadReport<Entity> {
        var registry = IdentityRegistry<Entity>()
        var errors: [ContentError] = []
        var warnings: [Diagnostic] = []
        var unloadable: Set<String> = []
        for file in files {
            errors += file.decoded.errors
            warnings += file.decoded.warnings
            if file.decoded.entity == nil || !file.decoded.errors.isEmpty { unloadable.insert(file.stem) }
            for entity in file.decoded.entity ?? [] {
                registry.register(entity, id: entity[keyPath: id], at: entity[keyPath: source], errors: &errors)
            }
        }
        return LoadReport(entities: registry.entities, diagnostics: errors.map(\.diagnostic) + warnings, unloadable: unloadable)
    }
}

extension ContentFolder {
    /// Reads and decodes each file with one of `extensions`, on all cores; a file that cannot be
    /// read, or whose name is not a slug, is a failed file like any other.
    /// With a `cache`, a file whose text was decoded before in the same `context` is not parsed again.
    func decodeEach<Entity: CachedEntity>(
        withExtensions extensions: Set<String>,
        cache: DecodeCache.Shelf<Entity>? = nil, context: UInt64 = 0,
        _ decode: @escaping @Sendable (TextFile, Slug, String) -> Decoded<Entity>
    ) async -> DecodedFolder<Entity> {
        let folder = self
        let files = await fileNames(withExtensions: extensions).concurrentMap { name in
            folder.decodeFile(name, cache: cache, context: context, decode)
        }
        return DecodedFolder(files: files)
    }

    private func decodeFile<Entity: CachedEntity>(
        _ name: String, cache: DecodeCache.Shelf<Entity>?, context: UInt64,
        _ decode: (TextFile, Slug, String) -> Decoded<Entity>
    ) -> DecodedFolder<Entity>.File {
        let stem = String(name.prefix { $0 != "." })
        do throws(ContentError) {
            let slug = try slug(ofFileNamed: name)
            let path = relativePath(of: name), bytes = try bytes(of: name)
            func decodeText(_ text: TextFile) -> DecodedFolder<Entity>.File {
                let decoded = decode(text, slug, name)
                return DecodedFolder<Entity>.File(
                    stem: stem,
                    decoded: Decoded(entity: decoded.entity.map { [$0] }, errors: decoded.errors, warnings: decoded.warnings)
                )
            }
            guard let cache else { return decodeText(try TextFile(path: path, bytes: bytes)) }
            return try cache.file(for: bytes, path: path, context: context, decode: decodeText)
        } catch {
            return DecodedFolder<Entity>.File(stem: stem, decoded: Decoded(failure: error))
        }
    }
}
