import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

/// Issue #21, item 2: control characters never reach a page or feed. Written in the file, they are
/// an error at their own line and column; written as an escape in a string field (`\u0000`,
/// `"\x01"`), at the field's value. A raw NUL byte stays U+FFFD, as in Markdown (catalog #24).
struct ControlCharacterTests {
    @Test(arguments: [
        ("content/movies/m-2000.md", "---\ntitle: A\u{01}B\nyear: 2000\n---\nBody.\n",
         "content/movies/m-2000.md:2:9: error: control character U+0001 is not allowed"),
        ("content/movies/m-2000.md", "---\ntitle: Red \u{1B}[31mtext\nyear: 2000\n---\nBody.\n",
         "content/movies/m-2000.md:2:12: error: control character U+001B is not allowed"),
        ("content/movies/m-2000.md", "---\ntitle: T\nyear: 2000\n---\nFine.\n\nA \u{85}next line.\n",
         "content/movies/m-2000.md:7:3: error: control character U+0085 is not allowed"),
        ("content/movies/m-2000.md", "---\ntitle: T\u{FFFF}\nyear: 2000\n---\nBody.\n",
         "content/movies/m-2000.md:2:9: error: control character U+FFFF is not allowed"),
        ("content/movies/m-2000.md", "---\ntitle: \"A\\x01B\"\nyear: 2000\n---\nBody.\n",
         "content/movies/m-2000.md:2:8: error: 'title' contains the control character U+0001"),
        ("content/movies/m-2000.md", "---\ntitle: \"A\\0B\"\nyear: 2000\n---\nBody.\n",
         "content/movies/m-2000.md:2:8: error: 'title' contains the control character U+0000"),
        ("content/movies/m-2000.md", "---\ntitle: T\nyear: 2000\ngenres: [\"Dra\\u007Fma\"]\n---\nBody.\n",
         "content/movies/m-2000.md:4:10: error: 'genres' contains the control character U+007F"),
        ("content/users/ada.json", "{\"id\": \"ada\", \"name\": \"Ada\\u0000\"}",
         "content/users/ada.json:1:23: error: 'name' contains the control character U+0000"),
        ("content/users/ada.json", "{\"id\": \"ada\", \"name\": \"Ada\", \"bio\": \"\\u001b[2J\"}",
         "content/users/ada.json:1:37: error: 'bio' contains the control character U+001B"),
        ("content/users/ada.json", "{\"id\": \"ada\",\n \"name\": \"Ada\u{08}\"}",
         "content/users/ada.json:2:14: error: control character U+0008 is not allowed"),
        ("site.yml", "title: Club\u{07}\n", "site.yml:1:12: error: control character U+0007 is not allowed"),
    ])
    func isALocatedError(_ path: String, _ text: String, _ expected: String) async throws {
        let site = ContentSite([path: text])
        if path == "site.yml" {
            #expect(throws: DiagnosticList.self) { try SiteConfigLoader(siteRoot: site.folder.url).load() }
            do { _ = try SiteConfigLoader(siteRoot: site.folder.url).load() } catch {
                #expect(error.diagnostics.map(\.headline) == [expected])
            }
        } else {
            #expect(await site.headlines == [expected])
        }
    }

    @Test func tabsAndLineBreaksAreText() async throws {
        let site = ContentSite(["content/movies/m-2000.md": "---\r\ntitle: \"A\\tB\"\r\nyear: 2000\r\nreviews:\r\n  - user: ada\r\n    rating: 4\r\n    date: 2020-01-01\r\n    text: \"one\\ntwo\"\r\n---\r\nBody\twith a tab.\r\n"])
        let movie = try #require(await site.movies.entities.first)
        #expect(movie.title == "A\tB")
        #expect(movie.reviews.first?.text?.text == "one\ntwo")
    }
}

/// Diagnostics quote file names and values: bidirectional overrides, zero-width characters and
/// terminal escapes in them are printed as `\u{…}`, never sent to the terminal as they are.
struct DisplayEscapingTests {
    @Test(arguments: [
        ("evil\u{202E}gpj.md", "evil\\u{202E}gpj.md"),
        ("a\u{200B}b\u{200D}c\u{2066}d\u{FEFF}", "a\\u{200B}b\\u{200D}c\\u{2066}d\\u{FEFF}"),
        ("red \u{1B}[31m and \r back", "red \\u{1B}[31m and \\u{D} back"),
        ("plain — Zoé, 東京, line\n\ttab", "plain — Zoé, 東京, line\n\ttab"),
    ])
    func invisibleAndControlCharactersAreEscaped(_ text: String, _ shown: String) {
        #expect(ControlCharacters.escapedForDisplay(text) == shown)
    }
}
