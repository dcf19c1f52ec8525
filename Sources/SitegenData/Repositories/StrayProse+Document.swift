import SitegenDomain

extension StrayProse {
    /// The prose of a movie file whose fields failed, read from what parsed: its body, a JSON
    /// file's `synopsis`, each review's `text`, and whether it says `draft: true`.
    static func of(_ document: ContentDocument) -> StrayProse {
        var texts: [MarkdownSource] = document.body.map { [$0] } ?? []
        var isDraft = false
        guard case .mapping(let fields) = document.fields.value else { return StrayProse(texts: texts, isDraft: isDraft) }
        for field in fields {
            switch (field.key, field.value.value) {
            case ("draft", .scalar(let scalar)): isDraft = scalar.text == "true"
            case ("synopsis", .scalar(let scalar)): texts.append(MarkdownSource(scalar.text, origin: field.value.location))
            case ("reviews", .list(let reviews)):
                for case .mapping(let review) in reviews.map(\.value) {
                    for text in review where text.key == "text" {
                        if case .scalar(let scalar) = text.value.value { texts.append(MarkdownSource(scalar.text, origin: text.value.location)) }
                    }
                }
            default: continue
            }
        }
        return StrayProse(texts: texts, isDraft: isDraft)
    }
}
