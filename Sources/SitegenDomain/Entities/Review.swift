/// One user's opinion of one movie.
public struct Review: Sendable, Encodable, Hashable {
    public var author: Slug
    public var rating: Rating
    public var date: CalendarDate
    public var text: MarkdownSource?
    /// The review's entry in its movie's front matter.
    public var source: SourceLocation
    /// Where its date is written, for a rule about the date alone; the entry's place if unknown.
    public var dateSource: SourceLocation

    public init(author: Slug, rating: Rating, date: CalendarDate, text: MarkdownSource? = nil, source: SourceLocation,
                dateSource: SourceLocation? = nil) {
        self.author = author
        self.rating = rating
        self.date = date
        self.text = text
        self.source = source
        self.dateSource = dateSource ?? source
    }
}
