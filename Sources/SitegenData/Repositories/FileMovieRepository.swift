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

    public func loadMovies() -> LoadReport<Movie> {
        var registry = IdentityRegistry<Movie>()
        var errors: [ContentError] = []
        var warnings: [Diagnostic] = []
        var unloadable: Set<String> = []
        for name in folder.fileNames(withExtensions: ["md", "json"]) {
            do {
                let fileSlug = try folder.slug(ofFileNamed: name)
                var fileErrors: [ContentError] = []
                if let movie = try decode(name, slug: fileSlug, errors: &fileErrors, warnings: &warnings) {
                    registry.register(movie, id: movie.slug, at: movie.source, errors: &errors)
                } else {
                    unloadable.insert(fileSlug.rawValue)
                }
                errors += fileErrors
            } catch {
                errors.append(error)
                unloadable.insert(String(name.prefix { $0 != "." }))
            }
        }
        return LoadReport(entities: registry.entities, diagnostics: errors.map(\.diagnostic) + warnings, unloadable: unloadable)
    }

    private func decode(_ name: String, slug: Slug, errors: inout [ContentError], warnings: inout [Diagnostic]) throws(ContentError) -> Movie? {
        let file = try folder.read(name)
        let document = try ContentDocument.read(file)
        guard let fields = MovieFrontMatter.read(document.fields, errors: &errors, warnings: &warnings) else { return nil }
        if let poster = fields.poster, !poster.hasPrefix("http://"), !poster.hasPrefix("https://"), !media.contains(poster) {
            errors.append(ContentError(.invalidValue(field: "poster", "names no file in content/media/ (got \"\(poster)\")"),
                                       at: fields.posterLocation ?? SourceLocation(path: file.path),
                                       hint: "posters are paths below content/, e.g. media/alien.jpg"))
            return nil
        }
        let start = SourceLocation(path: file.path)
        let body = document.body ?? MarkdownSource("", origin: start)
        return fields.toDomain(slug: slug, body: body, file: start)
    }
}
