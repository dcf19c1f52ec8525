public import Foundation
public import SitegenDomain

/// Movies from `content/movies/`: `<slug>.md` (front matter + Markdown) and `<slug>.json`.
public struct FileMovieRepository: MovieRepository {
    private let folder: ContentFolder
    private let media: MediaFolder

    public init(siteRoot: URL) {
        folder = ContentFolder(siteRoot: siteRoot, relativePath: "content/movies")
        media = MediaFolder(siteRoot: siteRoot)
    }

    public func loadMovies() async -> LoadReport<Movie> {
        let media = self.media
        let decoded = await folder.decodeEach(withExtensions: ["md", "json"]) { file, slug, _ in
            MovieFileDecoder.decode(file, slug: slug) { media.contains($0) }
        }
        return decoded.report(id: \.slug, source: \.source)
    }
}
