public import Foundation
public import SitegenDomain

/// What a site says about the people its movies credit: `content/people/<slug>.md`, the slug of
/// the name as the movies write it, with a photo and the site's own fields in the front matter and
/// the bio as the body. Which slugs name someone is the catalog's to check.
public struct MarkdownPersonRepository: PersonRepository {
    private let folder: ContentFolder
    private let media: MediaFolder

    public init(siteRoot: URL) {
        folder = ContentFolder(siteRoot: siteRoot, relativePath: "content/people")
        media = MediaFolder(siteRoot: siteRoot)
    }

    public func loadPeople() async -> LoadReport<PersonProfile> {
        if let problem = folder.folderProblem() { return LoadReport(diagnostics: [problem.diagnostic]) }
        var (documents, errors, warnings) = folder.markdownDocuments()
        var people: [PersonProfile] = []
        for (slug, file, document) in documents {
            guard var fields = FieldReader(document.fields, errors: &errors, what: "person") else { continue }
            let photoLocation = fields.peekLocation("photo")
            let photo = fields.link("photo")
            let sortAsLocation = fields.peekLocation("sortAs")
            let sortAs = fields.text("sortAs")
            let extra = fields.extra()
            if let sortAs, Slug.derived(from: sortAs) == nil {
                fields.record(ContentError(.invalidValue(field: "sortAs", "has no letter or digit to file the person by (got \"\(sortAs)\")"),
                                           at: sortAsLocation ?? SourceLocation(path: file.path),
                                           hint: "write the name as the index should file it, family name first: sortAs: Bong Joon-ho"))
            }
            if let photo, !photo.hasPrefix("http://"), !photo.hasPrefix("https://"), !media.contains(photo) {
                fields.record(ContentError(.invalidValue(field: "photo", "names no file in content/media/ (got \"\(photo)\")"),
                                           at: photoLocation ?? SourceLocation(path: file.path),
                                           hint: MediaPathGuess.hint(for: photo, exists: media.contains,
                                                                     otherwise: "photos are paths below content/, e.g. media/people/agnes-varda.jpg")))
            }
            errors += fields.errors
            warnings += fields.unknownKeyWarnings(known: ["photo", "sortAs", "extra"], takesExtra: true)
            guard fields.errors.isEmpty else { continue }
            let bio = document.body.flatMap { $0.text.allSatisfy(\.isWhitespace) ? nil : $0 }
            people.append(PersonProfile(slug: slug, photo: photo, photoSource: photoLocation, bio: bio, sortAs: sortAs, extra: extra,
                                        source: SourceLocation(path: file.path)))
        }
        return LoadReport(entities: people, diagnostics: errors.map(\.diagnostic) + warnings)
    }
}
