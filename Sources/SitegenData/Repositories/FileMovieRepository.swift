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
}
