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

    public init(
        title: String = "My catalog", description: String = "", language: String = "en",
        baseURL: BaseURL = Self.defaultBaseURL, pageSize: PageSize = Self.defaultPageSize,
        theme: String = "default", allowsRawHTML: Bool = false, images: ImageSettings = ImageSettings()
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.baseURL = baseURL
        self.pageSize = pageSize
        self.theme = theme
        self.allowsRawHTML = allowsRawHTML
        self.images = images
    }

    // Force-tries: literals that pass their own rules.
    public static let defaultBaseURL = try! BaseURL("http://localhost:8000/")
    public static let defaultPageSize = try! PageSize(24)
}
