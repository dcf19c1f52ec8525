public import Foundation
import SitegenDomain

/// Decoded content files, by the digest of their bytes: a file whose bytes are what they were is
/// not parsed again. `serve` keeps one in memory from save to save; `build` keeps one in a file beside
/// its output (`.public.cache`), so that a rebuild after editing one movie parses one movie.
///
/// Files are still read: their text is what tells, whatever the file system's clock or a copy tool
/// did to their times, and the file keeps Markdown bodies, which the cache file leaves out.
public final class DecodeCache: Sendable {
    let movies = Shelf<Movie>()
    let users = Shelf<User>()

    public init() {}

    /// Takes the entries saved at `url` by the same build of sitegen (`identity`); keeps none when
    /// there is no file, or it is from another build, or it is damaged in any way.
    public func read(contentsOf url: URL, identity: String) {
        guard let bytes = WholeFile.read(url.path) else { return }
        var reader = CacheReader(bytes)
        do throws(CacheReader.Corrupt) {
            guard try reader.read() as String == Self.magic, try reader.read() as String == identity else { return }
            try movies.read(from: &reader)
            try users.read(from: &reader)
            guard reader.isAtEnd else { throw CacheReader.Corrupt() }
        } catch {
            movies.removeAll()
            users.removeAll()
        }
    }

    /// Writes the entries this process used (so deleted files drop out), atomically, unless they
    /// are what was read. Failing to save only makes the next build parse every file.
    public func save(to url: URL, identity: String) {
        guard movies.hasChanged || users.hasChanged else { return }
        var writer = CacheWriter()
        writer.write(Self.magic)
        writer.write(identity)
        movies.write(to: &writer)
        users.write(to: &writer)
        WholeFile.replace(url.path, with: writer.bytes)
    }

    /// Files parsed (not found in the cache) by this process; entries held; for tests.
    var decodedFileCount: Int { movies.decodedCount + users.decodedCount }
    var entryCount: Int { movies.count + users.count }
    func hasEntry(for path: String) -> Bool { movies.hasEntry(for: path) || users.hasEntry(for: path) }

    private static let magic = "sitegen-decode-cache 3"
}

