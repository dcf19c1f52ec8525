import SitegenDomain

/// One entry of a movie's `reviews:` list.
struct ReviewDTO {
    static let keys = ["user", "rating", "date", "text"]

    var author: Slug
    var rating: Rating
    var date: CalendarDate
    var text: MarkdownSource?
    var source: SourceLocation
    var dateSource: SourceLocation?

    /// Reads a review, recording its problems; nil if a required field is missing or wrong.
    static func read(_ node: ContentNode, errors: inout [ContentError], warnings: inout [Diagnostic]) -> ReviewDTO? {
        guard var fields = FieldReader(node, errors: &errors, what: "review") else { return nil }
        let author = fields.required("user") { $0.slug($1, what: "user id") }
        let rating = fields.required("rating") { reader, key in reader.rating(key) }
        let dateSource = fields.peekLocation("date")
        let date = fields.required("date") { $0.date($1) }
        let textNode = fields.node("text")
        let text = textNode.flatMap { fields.stringValue(of: $0, field: "text") }
        errors += fields.errors
        warnings += fields.unknownKeyWarnings(known: keys)
        guard let author, let rating, let date else { return nil }
        let prose = both(text, textNode?.location).map { MarkdownSource($0, origin: $1) }
        return ReviewDTO(author: author, rating: rating, date: date, text: prose, source: fields.location, dateSource: dateSource)
    }

    func toDomain() -> Review {
        Review(author: author, rating: rating, date: date, text: text, source: source, dateSource: dateSource)
    }
}

extension FieldReader {
    /// A rating, 0.5 to 5 in half steps, at its own position when it is not one.
    mutating func rating(_ key: String) -> Rating? {
        guard let (value, location) = decimal(key) else { return nil }
        do {
            return try Rating(value)
        } catch {
            record(ContentError(.invalidValue(field: key, error.explanation), at: location))
            return nil
        }
    }
}
