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

    /// This machine's addresses, a port or a path after them or not; a host that only starts
    /// like one is someone else's.
    @Test(arguments: [
        ("http://localhost:8000/", true), ("http://LOCALHOST/club/", true), ("http://127.0.0.1:1313/", true), ("http://[::1]:8080/", true),
        ("http://0.0.0.0/", true), ("http://club.localhost/", true),
        ("https://example.org/", false), ("https://localhost.example.org/", false), ("http://127.0.0.10/", false), ("http://[::2]/", false),
    ])
    func tellsAnAddressOfThisMachine(_ text: String, _ isLocal: Bool) throws {
        #expect(try BaseURL(text).isLocal == isLocal)
    }
}
