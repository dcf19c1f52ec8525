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
    /// With a `cache`, files unchanged since they were last decoded in the same `context` are not read again.
    func decodeEach<Entity: Sendable>(
        withExtensions extensions: Set<String>,
        cache: DecodeCache? = nil, context: Int = 0,
        _ decode: @escaping @Sendable (TextFile, Slug, String) -> Decoded<Entity>
    ) async -> DecodedFolder<Entity> {
        let folder = self
        let files = await fileNames(withExtensions: extensions).concurrentMap { name in
            guard let cache else { return folder.decodeFile(name, decode) }
            return cache.value(for: folder.url.appending(path: name).path, context: context) { folder.decodeFile(name, decode) }
        }
        return DecodedFolder(files: files)
    }

    private func decodeFile<Entity: Sendable>(
        _ name: String, _ decode: (TextFile, Slug, String) -> Decoded<Entity>
    ) -> DecodedFolder<Entity>.File {
        let stem = String(name.prefix { $0 != "." })
        do throws(ContentError) {
            let slug = try slug(ofFileNamed: name)
            let decoded = decode(try read(name), slug, name)
            return DecodedFolder<Entity>.File(
                stem: stem,
                decoded: Decoded(entity: decoded.entity.map { [$0] }, errors: decoded.errors, warnings: decoded.warnings)
            )
        } catch {
            return DecodedFolder<Entity>.File(stem: stem, decoded: Decoded(failure: error))
        }
    }
}
