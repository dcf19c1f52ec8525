import SitegenDomain

/// The front matter of a free page, `pages/<name>.md`.
struct PageFrontMatter {
    static let keys = ["title", "menu", "description"]

    var title: String
    var menuOrder: Int?
    var description: String?

    static func read(_ node: ContentNode, errors: inout [ContentError], warnings: inout [Diagnostic]) -> PageFrontMatter? {
        guard var fields = FieldReader(node, errors: &errors, what: "page") else { return nil }
        let title = fields.required("title") { $0.text($1) }
        let menu = fields.integer("menu", in: 0...1000)
        let description = fields.text("description")
        errors += fields.errors
        warnings += fields.unknownKeyWarnings(known: keys)
        guard let title, fields.errors.isEmpty else { return nil }
        return PageFrontMatter(title: title, menuOrder: menu, description: description)
    }

    func toDomain(slug: Slug, body: MarkdownSource, file: SourceLocation) -> FreePage {
        FreePage(slug: slug, title: title, menuOrder: menuOrder, description: description, body: body, source: file)
    }
}
