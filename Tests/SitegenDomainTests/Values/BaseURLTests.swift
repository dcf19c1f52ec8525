import SitegenDomain
import Testing

struct BaseURLTests {
    @Test(arguments: [
        ("https://example.org", "https://example.org", "/"),
        ("https://example.org/club", "https://example.org", "/club/"),
        ("HTTP://Example.org:8080/a/b/", "http://Example.org:8080", "/a/b/"),
    ])
    func splitsOriginAndFolderPath(_ text: String, _ origin: String, _ path: String) async throws {
        let url = try BaseURL(text)
        #expect(url.origin == origin)
        #expect(url.path == path)
    }

    @Test(arguments: ["example.org", "javascript:alert(1)", "ftp://example.org/", "https://", "https:///x", "https://a/../b", "https://a/?q=1",
                      // Issue #21: control characters would reach every canonical URL and the feed.
                      "https://exa\u{1}mple.org/", "https://example.org/cl\u{1B}ub/", "https://example.org/a\nb/", "https://example.org/\u{85}/"])
    func refusesWhatIsNotAnHTTPFolder(_ text: String) async {
        #expect(throws: BaseURLError.self) { try BaseURL(text) }
    }
}
