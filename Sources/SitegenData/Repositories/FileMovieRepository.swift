public import Foundation
public import SitegenDomain

/// Movies from `content/movies/`: `<slug>.md` (front matter + Markdown) and `<slug>.json`.
public struct FileMovieRepository: MovieRepository {
    private let folder: ContentFolder
    private let media: MediaFolder
    private let cache: DecodeCache?

    /// - Parameter cache: keeps decoded files between loads (`serve`, and `build` across runs).
    public init(siteRoot: URL, cache: DecodeCache? = nil) {
        folder = ContentFolder(siteRoot: siteRoot, relativePath: "content/movies")
        media = MediaFolder(siteRoot: siteRoot)
        self.cache = cache
    }

    /// The files a load reads; any other is no movie's.
    static let extensions: Set<String> = ["md", "json"]

    /// Whether a load reads a file of this name, by its extension (`alien-1979.md`; not
    /// `alien-1979.txt`, sed's `sedX1y2z3` or an editor's `alien-1979.md___jb_tmp___`). Editors'
    /// hidden files and backups (`EditorFiles`), which a load skips too, are not told apart here.
    public static func reads(fileNamed name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]))
    }

    public func loadMovies() async -> LoadReport<Movie> {
        let media = self.media
        // Whether a poster exists is part of a movie's decoding: a media change decodes them again.
        let context = cache == nil ? 0 : StableDigest.of((try? media.files()) ?? []).value
        let decoded = await folder.decodeEach(withExtensions: Self.extensions, cache: cache?.movies, context: context) { file, slug, _ in
            MovieFileDecoder.decode(file, slug: slug) { media.contains($0) }
        }
        return decoded.report(id: \.slug, source: \.source)
    }

    /// The movie in one file of the folder (`alien-1979.md`), decoded as `loadMovies` decodes it,
    /// or nil if the file has any problem, which a whole load then reports, or is not one a load
    /// reads (`alien-1979.txt`, an editor's `alien-1979.md___jb_tmp___`): `serve` reads a saved
    /// file this way to apply the save without a build.
    public func movie(inFile name: String) -> Movie? {
        guard Self.reads(fileNamed: name),
              let slug = try? folder.slug(ofFileNamed: name), folder.extraDotsWarning(name) == nil,
              let read = try? folder.bytesAndStatus(of: name),
              let text = try? TextFile(path: folder.relativePath(of: name), bytes: read.bytes)
        else { return nil }
        let decoded = MovieFileDecoder.decode(text, slug: slug) { media.contains($0) }
        return decoded.errors.isEmpty && decoded.warnings.isEmpty ? decoded.entity : nil
    }
}
