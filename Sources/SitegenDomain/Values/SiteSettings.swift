/// What `site.yml` says about the site as a whole; every field has a default.
public struct SiteSettings: Sendable, Encodable {
    public var title: String
    public var description: String
    /// BCP 47 language tag for `<html lang>`.
    public var language: String
    public var baseURL: BaseURL
    public var pageSize: PageSize
    /// The folder name under `themes/`; `default` is built in.
    public var theme: String
    /// Keep raw HTML written in Markdown. Off by default: with it on, any content author can run
    /// script in every visitor's browser.
    public var allowsRawHTML: Bool
    public var images: ImageSettings
    /// What each page is written as (`outputs:`): its HTML always, its data as JSON beside it
    /// (`movies/alien-1979/index.json`) only where the site asks, since at 10k movies the JSON
    /// views are 21,000 files and a third of the bytes, which static hosts count.
    public var outputs: [PageOutput]
    /// The site's own fields whose names get pages, as genres do (`taxonomies:`), in the order
    /// `site.yml` names them.
    public var taxonomies: [FieldTaxonomy]
    /// The site's own fields each movie's card shows too (`cardFields:`), in the order `site.yml`
    /// names them.
    public var cardFields: [CardField]
    /// The site's own orders of its movie lists (`orders:`), by fields of dates, in the order
    /// `site.yml` names them.
    public var orders: [FieldOrder]
    /// The zone the site's days are in (`timeZone: Europe/Paris`): which dates are coming up on
    /// the day of a build, and the zone of the times its screenings give. Nil: UTC, and the
    /// times float, the hour wherever they are read.
    public var timeZone: SiteTimeZone?

    public init(
        title: String = "My catalog", description: String = "", language: String = "en",
        baseURL: BaseURL = Self.defaultBaseURL, pageSize: PageSize = Self.defaultPageSize,
        theme: String = "default", allowsRawHTML: Bool = false, images: ImageSettings = ImageSettings(),
        outputs: [PageOutput] = [.html], taxonomies: [FieldTaxonomy] = [], cardFields: [CardField] = [], orders: [FieldOrder] = [],
        timeZone: SiteTimeZone? = nil
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.baseURL = baseURL
        self.pageSize = pageSize
        self.theme = theme
        self.allowsRawHTML = allowsRawHTML
        self.images = images
        self.outputs = outputs
        self.taxonomies = taxonomies
        self.cardFields = cardFields
        self.orders = orders
        self.timeZone = timeZone
    }

    /// Whether a JSON view is written beside each movie, user, term and list page.
    public var writesJSONViews: Bool { outputs.contains(.json) }

    // Force-tries: literals that pass their own rules.
    public static let defaultBaseURL = try! BaseURL("http://localhost:8000/")
    public static let defaultPageSize = try! PageSize(24)
}

/// A form a page is written in.
public enum PageOutput: String, Sendable, Encodable, CaseIterable {
    case html, json
}
