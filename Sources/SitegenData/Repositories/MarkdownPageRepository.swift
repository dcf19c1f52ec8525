public import Foundation
public import SitegenDomain

/// Free pages from `content/pages/<name>.md`.
public struct MarkdownPageRepository: PageRepository {
    private let folder: ContentFolder

    public init(siteRoot: URL) {
        folder = ContentFolder(siteRoot: siteRoot, relativePath: "content/pages")
    }

    public func loadPages() async -> LoadReport<FreePage> {
        if let problem = folder.folderProblem() { return LoadReport(diagnostics: [problem.diagnostic]) }
        var (documents, errors, warnings) = folder.markdownDocuments()
        var pages: [FreePage] = []
        for (slug, file, document) in documents {
            if let fields = PageFrontMatter.read(document.fields, errors: &errors, warnings: &warnings), let body = document.body {
                pages.append(fields.toDomain(slug: slug, body: body, file: SourceLocation(path: file.path)))
            }
        }
        return LoadReport(entities: pages, diagnostics: errors.map(\.diagnostic) + warnings)
    }
}
