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

    public func loadMovies() async -> LoadReport<Movie> {
        let media = self.media
        // Whether a poster exists is part of a movie's decoding: a media change decodes them again.
        let context = cache == nil ? 0 : StableDigest.of((try? media.files()) ?? []).value
        let decoded = await folder.decodeEach(withExtensions: ["md", "json"], cache: cache?.movies, context: context) { file, slug, _ in
            MovieFileDecoder.decode(file, slug: slug) { media.contains($0) }
        }
        return decoded.report(id: \.slug, source: \.source)
    }

    /// The movie in one file of the folder (`alien-1979.md`), decoded as `loadMovies` decodes it,
    /// or nil if the file has any problem, which a whole load then reports: `serve` reads a saved
    /// file this way to tell whether the save changed its prose alone.
    public func movie(inFile name: String) -> Movie? {
        guard let slug = try? folder.slug(ofFileNamed: name), folder.extraDotsWarning(name) == nil,
              let read = try? folder.bytesAndStatus(of: name),
              let text = try? TextFile(path: folder.relativePath(of: name), bytes: read.bytes)
        else { return nil }
        let decoded = MovieFileDecoder.decode(text, slug: slug) { media.contains($0) }
        return decoded.errors.isEmpty && decoded.warnings.isEmpty ? decoded.entity : nil
    }
}
