import SitegenDomain
import SitegenPresentation
import SitegenRendering
import SitegenTestSupport
import Testing

struct CmarkMarkdownRendererTests {
    let links: InternalLinkResolver

    init() async throws {
        let catalog = try await Fixture.catalog(movies: [Fixture.movie("memento-2000"), Fixture.movie("secret-2024", draft: true)],
                                          users: [Fixture.user("ada")])
        links = InternalLinkResolver(router: Router(baseURL: try BaseURL("https://example.org/club/")), catalog: catalog)
    }

    private func html(_ text: String, rawHTML: Bool = false, origin: SitegenDomain.SourceLocation = Fixture.location("content/movies/x.md", 7)) throws -> String {
        try CmarkMarkdownRenderer(links: links, allowsRawHTML: rawHTML).html(from: MarkdownSource(text, origin: origin))
    }

    private func diagnostics(_ text: String, origin: SitegenDomain.SourceLocation) -> [String] {
        do throws(DiagnosticList) {
            _ = try CmarkMarkdownRenderer(links: links).html(from: MarkdownSource(text, origin: origin))
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A shard checks prose it does not render: the problems found without rendering are what
    /// rendering throws, for every way Markdown writes a link, and none for prose without one.
    @Test(arguments: [
        "See [nothing](movie:nothing-1999) and [Memento](movie:memento-2000).", "[a]: movie:gone-2000\n\nA [a] link.",
        "<movie:nowhere-1990>", "An ![image](media/none.png).", "Drafts: [s](movie:secret-2024), [u](user:nobody).",
        "No links at all -- \"none\".", "",
        // What the scan without cmark must leave to cmark, or see as cmark does.
        "[a](movie:memento-2000 \"A title\") and [b](\n  user:nobody\n)", "[a](movie:memento-2000)[b]( user:ada )",
        "[a](<user:nobody>)", "[a](user&#58;nobody)", "[a](user\\:nobody)", "[a](movie:memento-2000(1))",
        "[a](movie:nothing-1999(1))", "[r][x]\n\n[x]:\n  user:nobody", "`[a](user:nobody)` in code", "    [a](user:nobody)\n",
        "```\n[a](user:nobody)\n```", "![x](media/none.png \"t\")", "[a]()", "[a]\u{7F}(user:nobody)", "[a](user:no\u{7F}body)",
        "[a](movie:memento-2000\u{0B}user:nobody)", "x](user:nobody) without an opener", "[MOVIE](MOVIE:memento-2000)",
        "[a](https://example.org/(x)) [b](https://example.org)", "[Engine & Outpost](movie:memento-2000) and [b](user:nobody)",
        "[a &amp; b](user:nobody)", "[a\\](user:nobody) is no link", "\\[a](user:nobody) is none either", "[a](user:nobody\\_x)",
        "[a](movie:memento-2000 &quot;t&quot;)", "&#91;a](user:nobody) and [b](movie:memento-2000)",
        // A block quote's `>` is taken off a line before its links are read (found by a review).
        "> [a](\n> user:nobody)", "> ![a](\n> media/none.png)", ">> [a](\n>>user:nobody)", "> - [a](\n>   movie:nothing-1999)",
        "> [a](\n   > user:nobody)", "> [a](\r> user:nobody)", "[a](\n> user:nobody)", "\\`[a](user:nobody)`",
    ])
    func problemsWithoutRenderingAreWhatRenderingThrows(_ text: String) async throws {
        let origin = Fixture.location("content/movies/x.md", 7)
        let found = CmarkMarkdownRenderer(links: links).problems(in: MarkdownSource(text, origin: origin))
        #expect(found.map(\.description) == diagnostics(text, origin: origin))
        // The same prose left in its file with its links scanned as it was decoded (a shard's synopses).
        let leftInFile = MarkdownSource(leftIn: FileText(digest: 0, scannedLinks: LinkDestinationScan.scan(text)) { text }, origin: origin)
        #expect(CmarkMarkdownRenderer(links: links).problems(in: leftInFile).map(\.description) == found.map(\.description))
    }

    /// The same, for prose made at random from the pieces that decide where cmark sees a link and
    /// what its destination is: the check without rendering, from the text or from links scanned
    /// as a file was decoded, never misses a broken link that rendering reports.
    @Test func problemsWithoutRenderingAreWhatRenderingThrowsForRandomProse() async throws {
        let pieces = ["[", "]", "(", ")", "](", "![", "movie:memento-2000", "user:ada", "user:nobody", "movie:secret-2024",
                      "media/none.png", "https://example.org", "&amp;", "&#58;", "\\", "`", "<", ">", " ", "\n", "\n\n", "    ",
                      "\"", "'", "*", ":", "#", "#reviews", "\u{301}", "\u{7F}", "\u{B}", "é", "[x]: ", "[x]", "```\n", "> ", "- ",
                      "\n> ", "\n>", "\u{A0}"]
        var generator = SeededGenerator(seed: 2026)
        let origin = Fixture.location("content/movies/x.md", 7)
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 1...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let rendered = diagnostics(text, origin: origin)
            let found = CmarkMarkdownRenderer(links: links).problems(in: MarkdownSource(text, origin: origin)).map(\.description)
            #expect(found == rendered, "\(text.debugDescription)")
            let scanned = MarkdownSource(leftIn: FileText(digest: 0, scannedLinks: LinkDestinationScan.scan(text)) { text }, origin: origin)
            #expect(CmarkMarkdownRenderer(links: links).problems(in: scanned).map(\.description) == rendered, "\(text.debugDescription)")
        }
    }

    /// Prose whose scanned links all resolve is not read from its file; prose with one that does
    /// not is, for cmark to place the error (here the file is gone, and that is the error).
    @Test func scannedLinksSpareReadingTheFileOnlyWhenTheyAllResolve() async throws {
        let origin = Fixture.location("content/movies/x.md", 7)
        func problems(_ text: String) -> [String] {
            let gone = MarkdownSource(leftIn: FileText(digest: 0, scannedLinks: LinkDestinationScan.scan(text)) { nil }, origin: origin)
            return CmarkMarkdownRenderer(links: links).problems(in: gone).map(\.message)
        }
        #expect(problems("See [Memento](movie:memento-2000) and [Ada](user:ada).").isEmpty)
        #expect(problems("See [nothing](movie:nothing-1999).") == ["the file changed while the site was being built"])
        #expect(problems("See <movie:memento-2000>.") == ["the file changed while the site was being built"])
    }

    @Test func rendersMarkdownWithSmartPunctuation() async throws {
        #expect(try html("A *dream* of a film -- \"really\".") == "<p>A <em>dream</em> of a film – “really”.</p>\n")
    }

    /// Issue #21: cmark turns `&#1;` into U+0001 itself, which the file check never saw.
    @Test func characterReferencesToControlCharactersBecomeReplacementCharacters() async throws {
        #expect(try html("A&#1;B &#x1B;[31m C&#x85;D E&#0;F &#x202E; `&#1;`") ==
                "<p>A\u{FFFD}B \u{FFFD}[31m C\u{FFFD}D E\u{FFFD}F \u{202E} <code>&amp;#1;</code></p>\n")
        #expect(try html("[&#x7F;](movie:memento-2000)\n\n> &#x9F;").contains("\u{FFFD}</a>"))
    }

    @Test func rewritesInternalLinksToSiteURLs() async throws {
        #expect(try html("See [Memento](movie:memento-2000) by [Ada](user:ada).")
            == "<p>See <a href=\"/club/movies/memento-2000/\">Memento</a> by <a href=\"/club/users/ada/\">Ada</a>.</p>\n")
    }

    @Test(arguments: [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "<iframe srcdoc='<script>alert(1)</script>'></iframe>",
    ])
    func dropsRawHTMLUnlessTheSiteOptsIn(_ input: String) async throws {
        #expect(try html(input).contains("<!-- raw HTML omitted -->"))
        #expect(!(try html(input)).contains("alert(1)</script>") || input.hasPrefix("<iframe"))
        #expect(try html(input, rawHTML: true).contains(input))
    }

    @Test(arguments: [
        "[a](javascript:alert(1))", "[a](JaVaScRiPt:alert(1))", "[a](vbscript:x)", "[a](file:///etc/passwd)",
        "<javascript:alert(1)>", "[a](java&#115;cript:alert(1))", "![x](data:image/svg+xml;base64,PHN2Zz4=)",
    ])
    func neverEmitsAScriptURL(_ input: String) async throws {
        let output = try html(input).lowercased()
        #expect(!output.contains("href=\"javascript"))
        #expect(!output.contains("href=\"vbscript"))
        #expect(!output.contains("href=\"file:"))
        #expect(!output.contains("src=\"data:image/svg"))
    }

    @Test func brokenLinksAreReportedAtTheirFilePosition() async {
        let text = "First line [x](movie:nope-1999).\n\nThird line [Ada](user:nobody) and [s](movie:secret-2024)."
        #expect(diagnostics(text, origin: Fixture.location("content/movies/x.md", 7)) == [
            "content/movies/x.md:7:12: error: link to unknown movie 'nope-1999'\n    hint: movie links use the file name: movie:<slug>",
            "content/movies/x.md:9:12: error: link to unknown user 'nobody'\n    hint: user links use the user's id: user:<id>",
            "content/movies/x.md:9:35: error: link to movie 'secret-2024', which is a draft and is not published\n    hint: publish it (draft: false), build with --drafts, or remove the link",
        ])
    }

    @Test func aLinkInProseThatStartsMidLineCountsFromThatColumn() async {
        let result = diagnostics("Hi [x](user:ghost)", origin: Fixture.location("content/users/a.json", 3, 12))
        #expect(result.first?.hasPrefix("content/users/a.json:3:15: error:") == true)
    }

    /// Prose a rebuild left in its file, whose file changed before a page asked for it, is an
    /// error at the prose, not an empty synopsis; prose it can still read renders as usual.
    @Test func proseLeftInAFileThatChangedIsAnErrorAtItsStart() async throws {
        let origin = Fixture.location("content/movies/x.md", 5)
        let gone = MarkdownSource(leftIn: FileText(digest: 1) { nil }, origin: origin)
        do throws(DiagnosticList) {
            _ = try CmarkMarkdownRenderer(links: links).html(from: gone)
            Issue.record("rendered prose it could not read")
        } catch {
            #expect(error.diagnostics.map(\.description)
                == ["content/movies/x.md:5:1: error: the file changed while the site was being built\n    hint: build again"])
        }
        let kept = MarkdownSource(leftIn: FileText(digest: 1) { "A *kept* body." }, origin: origin)
        #expect(try CmarkMarkdownRenderer(links: links).html(from: kept) == "<p>A <em>kept</em> body.</p>\n")
    }

    @Test(arguments: [
        String(repeating: "[", count: 50_000),
        String(repeating: "> ", count: 50_000),
        String(repeating: "*a **a ", count: 65_000),
        String(repeating: "`", count: 10_000),
    ])
    func pathologicalInputFinishes(_ input: String) async throws {
        #expect(try html(input).count > 0)
    }

    @Test func everyImageLoadsLazilyAndTextThatLooksLikeOneIsLeftAlone() async throws {
        #expect(try html("![a](https://x.org/a.png) then `<img src=\"b\">` and ![c](https://x.org/c.png)") ==
            "<p><img loading=\"lazy\" src=\"https://x.org/a.png\" alt=\"a\" /> then <code>&lt;img src=&quot;b&quot;&gt;</code> and "
            + "<img loading=\"lazy\" src=\"https://x.org/c.png\" alt=\"c\" /></p>\n")
        #expect(try html("<img src=\"raw\">", rawHTML: true) == "<img loading=\"lazy\" src=\"raw\">\n")
    }

    /// cmark allocates from one block per thread, handed back after each document: documents
    /// larger than the block, one after another and between small ones, come out whole.
    @Test func documentsOfAnySizeRenderInTurn() async throws {
        let paragraphs = (0..<20_000).map { "Paragraph *\($0)* of many." }
        let manyParagraphs = paragraphs.map { "<p>\($0.replacing("*", with: "<em>", maxReplacements: 1).replacing("*", with: "</em>"))</p>\n" }.joined()
        let longLine = String(repeating: "word ", count: 80_000)
        for _ in 0..<2 {
            #expect(try html("A *small* one.") == "<p>A <em>small</em> one.</p>\n")
            #expect(try html(paragraphs.joined(separator: "\n\n")) == manyParagraphs)
            #expect(try html("`\(longLine)`") == "<p><code>\(longLine)</code></p>\n")
            #expect(try html("[Memento](movie:memento-2000)") == "<p><a href=\"/club/movies/memento-2000/\">Memento</a></p>\n")
        }
    }
}

/// The prose cache `serve` keeps between builds gives what rendering gives, and is not used once
/// the text or the fate of one of its links changed.
struct MarkdownCacheTests {
    @Test func aCachedRenderingIsUsedOnlyWhileTextAndLinksAreTheSame() async throws {
        let cache = MarkdownCache()
        let origin = Fixture.location("content/movies/x.md", 7)
        let published = try await Fixture.catalog(movies: [Fixture.movie("memento-2000")])
        let drafted = try await Fixture.catalog(movies: [Fixture.movie("memento-2000", draft: true)])
        let router = Router(baseURL: try BaseURL("https://example.org/"))
        let before = CmarkMarkdownRenderer(links: InternalLinkResolver(router: router, catalog: published), cache: cache)
        let source = MarkdownSource("See [Memento](movie:memento-2000).", origin: origin)
        let first = try before.html(from: source)
        #expect(try before.html(from: source) == first)

        let after = CmarkMarkdownRenderer(links: InternalLinkResolver(router: router, catalog: drafted), cache: cache)
        #expect(throws: DiagnosticList.self) { try after.html(from: MarkdownSource("See [Memento](movie:memento-2000).", origin: origin)) }
        #expect(try before.html(from: MarkdownSource("See *it*.", origin: origin)) == "<p>See <em>it</em>.</p>\n")
    }
}
