public import Foundation
public import SitegenDomain

/// Free pages from `content/pages/<name>.md`.
public struct MarkdownPageRepository: PageRepository {
    private let folder: ContentFolder

    public init(siteRoot: URL) {
        folder = ContentFolder(siteRoot: siteRoot, relativePath: "content/pages")
    }

    public func loadPages() async -> LoadReport<FreePage> {
        var pages: [FreePage] = []
        var errors: [ContentError] = []
        if let problem = folder.folderProblem() { return LoadReport(diagnostics: [problem.diagnostic]) }
        let listing = folder.listing(withExtensions: ["md"])
        var warnings: [Diagnostic] = listing.ignored
        for name in listing.names {
            do {
                if let dots = folder.extraDotsWarning(name) { warnings.append(dots) }
                let slug = try folder.slug(ofFileNamed: name)
                let file = try folder.read(name)
                let document = try ContentDocument.read(file)
                if let fields = PageFrontMatter.read(document.fields, errors: &errors, warnings: &warnings),
                   let body = document.body {
                    pages.append(fields.toDomain(slug: slug, body: body, file: SourceLocation(path: file.path)))
                }
            } catch {
                errors.append(error)
            }
        }
        return LoadReport(entities: pages, diagnostics: errors.map(\.diagnostic) + warnings)
    }
}
