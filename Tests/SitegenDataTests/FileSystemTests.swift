import Foundation
import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

/// What reaches the loader from the file system: encodings, line endings, sizes, links.
struct FileSystemTests {
    @Test func aNULByteBecomesAReplacementCharacterNotATruncation() async throws {
        let site = ContentSite()
        site.folder.write("content/movies/m-2000.md", bytes: Array(movieFile("title: T\nyear: 2000").utf8) + [0x61, 0x00, 0x62])
        let movie = try #require(await site.movies.entities.first)
        #expect(movie.synopsis.text.hasSuffix("a\u{FFFD}b"))
    }

    @Test func loneCarriageReturnsCountAsLineBreaks() async {
        let site = ContentSite(["content/movies/m-2000.md": "---\rtitle: T\ryear: 2000\rruntime: 2:28\r---\rBody.\r"])
        #expect(await site.headlines == ["content/movies/m-2000.md:4:10: error: 'runtime' must be a whole number written in decimal (got 2:28)"])
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsParsed() async {
        let site = ContentSite()
        site.folder.write("content/users/ada.json", bytes: [UInt8](repeating: 0x20, count: TextFile.sizeLimit + 1))
        #expect(await site.headlines == ["content/users/ada.json:1:1: error: file is \(TextFile.sizeLimit + 1) bytes, larger than the limit of \(TextFile.sizeLimit) bytes"])
    }

    @Test func aContentFileLinkingOutOfTheSiteIsRefused() async throws {
        let site = ContentSite(["content/movies/.keep": ""])
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/movies/passwd-2000.md").path,
                                                   withDestinationPath: "/etc/passwd")
        #expect(await site.headlines == ["content/movies/passwd-2000.md:1:1: error: cannot read file: it links to a file outside the site folder"])
    }

    @Test func symlinkLoopsInContentAndMediaDoNotHang() async throws {
        let site = ContentSite(["content/movies/m-2000.md": movieFile("title: T\nyear: 2000"), "content/media/a.png": "png"])
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/movies/loop").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/media/loop").path, withDestinationPath: ".")
        #expect(await site.movies.entities.count == 1)
        #expect(try MediaFolder(siteRoot: site.folder.url).files() == ["a.png"])
    }

    @Test func aMediaFileLinkingOutOfTheSiteIsAnError() async throws {
        let site = ContentSite(["content/media/a.png": "png"])
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "content/media/secret.txt").path,
                                                   withDestinationPath: "/etc/passwd")
        #expect(throws: DiagnosticList([Diagnostic(at: SourceLocation(path: "content/media/secret.txt", line: 0), "media file points outside the site folder",
                                                   hint: "copy the file into content/media/ instead of linking it")])) {
            try MediaFolder(siteRoot: site.folder.url).files()
        }
    }
}

/// `site.yml`: every setting has a rule and a located error.
struct SiteConfigTests {
    @Test func imageSettingsHaveDefaultsAndTakeWhatTheSiteSays() throws {
        let settings = { (yaml: String) throws -> ImageSettings in
            let site = ContentSite(["site.yml": yaml])
            return try withExtendedLifetime(site) { try SiteConfigLoader(siteRoot: site.folder.url).load().settings.images }
        }
        #expect(try settings("title: Club") == ImageSettings(widths: [160, 320, 640, 1280], formats: [.webp], quality: 80))
        #expect(try settings("images:\n  widths: [640, 200, 200]\n  formats: [avif, webp]\n  quality: 65")
            == ImageSettings(widths: [200, 640], formats: [.avif, .webp], quality: 65))
        #expect(try settings("images:\n  formats: []").formats == [])
    }

    @Test func pagesAreHTMLUnlessTheSiteAsksForJSONViews() throws {
        let outputs = { (yaml: String) throws -> [PageOutput] in
            let site = ContentSite(["site.yml": yaml])
            return try withExtendedLifetime(site) { try SiteConfigLoader(siteRoot: site.folder.url).load().settings.outputs }
        }
        #expect(try outputs("title: Club") == [.html])
        #expect(try outputs("outputs: [JSON, html, json]") == [.html, .json])
        #expect(try outputs("outputs:\n  - html") == [.html])
    }

    /// `taxonomies:` as a mapping of keys to titles, or a list of keys headed by their key.
    @Test func aSitesTaxonomiesAreReadWithTheirTitlesInTheirOrder() throws {
        let taxonomies = { (yaml: String) throws -> [String] in
            let site = ContentSite(["site.yml": yaml])
            return try withExtendedLifetime(site) {
                try SiteConfigLoader(siteRoot: site.folder.url).load().settings.taxonomies.map { "\($0.key)=\($0.title ?? "-")/\($0.singular ?? "-")" }
            }
        }
        #expect(try taxonomies("title: Club") == [])
        // As `sitegen init` writes it, with its first line alone uncommented.
        #expect(try taxonomies("taxonomies:\n#   venue: Venues\n") == [])
        #expect(try taxonomies("taxonomies:\n  venue: Venues\n  screening_series:\n") == ["venue=Venues/-", "screening_series=-/-"])
        #expect(try taxonomies("taxonomies: [tags, venue]") == ["tags=-/-", "venue=-/-"])
        #expect(try taxonomies("taxonomies:\n  screen: {title: IMAX screens, singular: IMAX screen}") == ["screen=IMAX screens/IMAX screen"])
        let described = ContentSite(["site.yml": "taxonomies:\n  club_pick: {title: Club picks, description: Voted best of a season.}"])
        #expect(try withExtendedLifetime(described) {
            try SiteConfigLoader(siteRoot: described.folder.url).load().settings.taxonomies.map(\.description)
        } == ["Voted best of a season."])
        #expect(problems("taxonomies: [\(String(repeating: "k", count: 65))]").first?.contains("longer than the 64 characters") == true)
        #expect(problems("taxonomies:\n  venue: {titel: Venues}") == ["site.yml:2:11: warning: unknown key 'titel' is ignored\n    hint: did you mean 'title'?"])
        #expect(problems("taxonomies: venue") == ["site.yml:1:13: error: 'taxonomies' must be a mapping or a list (got venue)\n"
            + "    hint: for example taxonomies: {venue: Venues}, for the venue: of each movie's extra:"])
        #expect(problems("taxonomies: [venue, Venue, venue]") == [
            "site.yml:1:21: error: 'taxonomies' names 'Venue', which is not a lowercase key of extra:\n"
                + "    hint: a lowercase letter, then lowercase letters, digits and _; for example taxonomies: {venue: Venues}, for the venue: of each movie's extra:",
            "site.yml:1:28: error: 'taxonomies' names 'venue' twice\n    hint: name each field once",
        ])
    }

    private func problems(_ yaml: String) -> [String] {
        let site = ContentSite(["site.yml": yaml])
        do throws(DiagnosticList) {
            return try SiteConfigLoader(siteRoot: site.folder.url).load().warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test(arguments: [
        ("title: [unclosed", "site.yml:2:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence"),
        ("pageSize: 0", "site.yml:1:11: error: 'pageSize' must be between 1 and 1000 (got 0)"),
        ("pageSize: -1", "site.yml:1:11: error: 'pageSize' must be between 1 and 1000 (got -1)"),
        ("pageSize: 1e9", "site.yml:1:11: error: 'pageSize' must be a whole number written in decimal (got 1e9)"),
        ("baseURL: example.org", "site.yml:1:10: error: 'baseURL' must start with http:// or https://\n    hint: for example baseURL: https://example.org/"),
        ("baseURL: javascript:alert(1)", "site.yml:1:10: error: 'baseURL' must start with http:// or https://\n    hint: for example baseURL: https://example.org/"),
        ("titel: Club", "site.yml:1:1: warning: unknown key 'titel' is ignored\n    hint: did you mean 'title'?"),
        ("language: pt_BR", "site.yml:1:11: error: 'language' must be a language tag (got pt_BR)\n"
            + "    hint: for example en, fr or pt-BR, with a hyphen: browsers and search read it from <html lang>"),
        ("unsafeHTML: yes", "site.yml:1:13: error: 'unsafeHTML' must be true or false (got yes)\n    hint: YAML 1.1 words like yes/no/on/off are not booleans here"),
        ("images: [160]", "site.yml:1:9: error: 'images' must be a mapping (got a list)"),
        ("images:\n  widths: [160, 8]", "site.yml:2:17: error: 'widths' must be between 16 and 4096 (got 8)"),
        ("images:\n  widths: 320", "site.yml:2:11: error: 'widths' must be a list (got 320)\n    hint: write a list as [a, b] or as one '- item' line each"),
        ("images:\n  widths: []", "site.yml:2:3: error: 'widths' names no width\n    hint: for example widths: [160, 320, 640]"),
        ("images:\n  formats: [webp, gif]", "site.yml:2:19: error: 'formats' names 'gif', which is not a format sitegen writes\n    hint: write webp or avif; the fallback in the image's own format is always made"),
        ("images:\n  quality: 0", "site.yml:2:12: error: 'quality' must be between 1 and 100 (got 0)"),
        ("outputs: [html, xml]", "site.yml:1:17: error: 'outputs' names 'xml', which is not an output sitegen writes\n    hint: write outputs: [html], or outputs: [html, json] for a JSON view beside each page"),
        ("outputs: [json]", "site.yml:1:10: error: 'outputs' leaves out html, which every page is written as\n    hint: write outputs: [html], or outputs: [html, json] for a JSON view beside each page"),
        ("outputs: json", "site.yml:1:10: error: 'outputs' must be a list (got json)\n    hint: write a list as [a, b] or as one '- item' line each"),
        ("images:\n  qualty: 80", "site.yml:2:3: warning: unknown key 'qualty' is ignored\n    hint: did you mean 'quality'?"),
        ("title: Club\nimages:\n  widths: [160]\n   quality: 80",
         "site.yml:4:4: error: invalid YAML: did not find expected key while parsing a block mapping\n"
            + "    hint: indent with spaces, lining up the lines of one mapping or list: this line is 3 spaces in, the line above 2"),
    ])
    func reportsEachMistakeAtItsPosition(_ yaml: String, _ expected: String) async {
        #expect(problems(yaml).map { $0.hasPrefix("site.yml:2:1: error: invalid YAML") ? String($0.prefix(expected.count)) : $0 } == [expected])
    }
}
