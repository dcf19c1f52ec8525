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
    /// Problems of the folder itself: it is not a folder, or holds files the loader skips.
    var problems: [Diagnostic] = []

    /// Every entity registered by identity (a second claim to one id names both places), and the
    /// stems of files that produced errors, so references to them are not reported again.
    func report(id: KeyPath<Entity, Slug>, source: KeyPath<Entity, SourceLocation>) -> LoadReport<Entity> {
        var registry = IdentityRegistry<Entity>()
        var errors: [ContentError] = []
        var warnings: [Diagnostic] = []
        var unloadable: Set<String> = [], strayProse: [StrayProse] = []
        for file in files {
            errors += file.decoded.errors
            if let prose = file.decoded.strayProse { strayProse.append(prose) }
            warnings += file.decoded.warnings
            if file.decoded.entity == nil || !file.decoded.errors.isEmpty { unloadable.insert(file.stem) }
            for entity in file.decoded.entity ?? [] {
                registry.register(entity, id: entity[keyPath: id], at: entity[keyPath: source], errors: &errors)
            }
        }
        return LoadReport(entities: registry.entities, diagnostics: problems + errors.map(\.diagnostic) + warnings, unloadable: unloadable,
                          strayProse: strayProse)
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
        // Files whose status is older than this are trusted unchanged when it is what it was; a
        // cache with nothing in it (a first build) has no status to compare with.
        let cutoff = cache.map { FileStatus.settledCutoff(margin: $0.settleMargin) } ?? .min
        let statuses = (cache?.count ?? 0) > 0 ? statuses() : nil
        if let problem = folderProblem() { return DecodedFolder(files: [], problems: [problem.diagnostic]) }
        let listing = listing(withExtensions: extensions)
        let files = await listing.names.concurrentMap { name in
            folder.decodeFile(name, cache: cache, context: context, settledBefore: cutoff, statuses: statuses, decode)
        }
        return DecodedFolder(files: files, problems: listing.ignored)
    }

    private func decodeFile<Entity: CachedEntity>(
        _ name: String, cache: DecodeCache.Shelf<Entity>?, context: UInt64, settledBefore cutoff: Int64,
        statuses: Statuses?, _ decode: (TextFile, Slug, String) -> Decoded<Entity>
    ) -> DecodedFolder<Entity>.File {
        let stem = Self.stem(of: name)
        do throws(ContentError) {
            let slug = try slug(ofFileNamed: name)
            let path = relativePath(of: name)
            if let cache, let status = statuses?.status(of: name), status.isSettled(before: cutoff),
               let file = cache.unchangedFile(at: path, status: status, context: context, readBytes: { [self] in try? bytes(of: name) }) {
                return file
            }
            let read = try bytesAndStatus(of: name)
            func decodeText(_ text: TextFile) -> DecodedFolder<Entity>.File {
                let decoded = decode(text, slug, name)
                let nameWarnings = extraDotsWarning(name).map { [$0] } ?? []
                return DecodedFolder<Entity>.File(
                    stem: stem,
                    decoded: Decoded(entity: decoded.entity.map { [$0] }, errors: decoded.errors, warnings: nameWarnings + decoded.warnings,
                                     strayProse: decoded.strayProse)
                )
            }
            guard let cache else { return decodeText(try TextFile(path: path, bytes: read.bytes)) }
            let settled = read.status.isSettled(before: cutoff) ? read.status : nil
            return try cache.file(for: read.bytes, status: settled, path: path, context: context,
                                  readBytes: { [self] in try? bytes(of: name) }, decode: decodeText)
        } catch {
            return DecodedFolder<Entity>.File(stem: stem, decoded: Decoded(failure: error))
        }
    }
}
