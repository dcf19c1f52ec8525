import SitegenDomain

extension ContentFolder {
    /// The folder's Markdown files in name order, each with its slug and parsed document; a file
    /// that cannot be read or parsed is an error instead, and the listing's warnings (ignored
    /// files, names with extra dots) come with them. Free pages and people are read this way.
    func markdownDocuments() -> (documents: [(slug: Slug, file: TextFile, document: ContentDocument)], errors: [ContentError],
                                 warnings: [Diagnostic]) {
        let listing = listing(withExtensions: ["md"])
        var documents: [(slug: Slug, file: TextFile, document: ContentDocument)] = [], errors: [ContentError] = []
        var warnings = listing.ignored
        for name in listing.names {
            do throws(ContentError) {
                if let dots = extraDotsWarning(name) { warnings.append(dots) }
                let slug = try slug(ofFileNamed: name)
                let file = try read(name)
                documents.append((slug, file, try ContentDocument.read(file)))
            } catch {
                errors.append(error)
            }
        }
        return (documents, errors, warnings)
    }
}
