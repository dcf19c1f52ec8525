public import Foundation
public import SitegenDomain

/// Decoded content files, by the digest of their bytes: a file whose bytes are what they were is
/// not parsed again. `serve` keeps one in memory from save to save; `build` keeps one in a file beside
/// its output (`.public.cache`), so that a rebuild after editing one movie parses one movie.
///
/// A file is not even read when its status is what it was when it was read, and settled (see
/// `FileStatus`): its Markdown body, which the cache file leaves out, is then read from it only
/// if a page shows it. Any other file is read, and its bytes tell whether it changed.
public final class DecodeCache: Sendable {
    let movies: Shelf<Movie>
    let users: Shelf<User>

    /// - Parameters:
    ///   - settleMargin: how old a file's status must be to be trusted; tests shorten it.
    ///   - keepsProse: whether Markdown bodies stay in memory once decoded (`serve`, which builds
    ///     again and again), or are left in their files and read again for the page that shows
    ///     each (`build`, which shows each once).
    ///   - scanLinks: reads the destinations of the links in prose that is left in its file, for a
    ///     build that checks every page's links without rendering them (a shard's; see
    ///     `FileText.scannedLinks`). It is given the text of a file that `TextFile` accepted.
    public init(settleMargin: Duration = .seconds(3), keepsProse: Bool = true,
                scanLinks: (@Sendable (String) -> ScannedLinks?)? = nil) {
        movies = Shelf(settleMargin: settleMargin, keepsProse: keepsProse, scanLinks: scanLinks)
        users = Shelf(settleMargin: settleMargin, keepsProse: keepsProse, scanLinks: scanLinks)
    }

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

    /// Every movie file that is not what it was when the cache was read, with the movies it held
    /// then and holds now, asked once every file is read: what a rebuild tells changed reads by
    /// (see `CatalogDigests.readsChanged`); none if the cache held nothing when the load began.
    public var movieEdits: [MovieFileEdit] { movies.edits.map { MovieFileEdit(before: $0.before, after: $0.after) } }

    /// Starts `movieEdits` anew: what the next load finds changed since this one, if the cache
    /// holds anything now (a cache with nothing in it calls every file new, and no one asks).
    public func forgetEdits() {
        movies.forgetEdits()
        users.forgetEdits()
    }

    /// Files parsed (not found in the cache) by this process; entries held; for tests.
    var decodedFileCount: Int { movies.decodedCount + users.decodedCount }
    /// Files whose bytes were read by this process, decoded or not; for tests.
    var readFileCount: Int { movies.readCount + users.readCount }
    var entryCount: Int { movies.count + users.count }
    func hasEntry(for path: String) -> Bool { movies.hasEntry(for: path) || users.hasEntry(for: path) }
    func trustsStatus(of path: String) -> Bool { movies.trustsStatus(of: path) || users.trustsStatus(of: path) }

    private static let magic = "sitegen-decode-cache 7"
}

