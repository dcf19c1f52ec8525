import SitegenDomain
import SitegenTestSupport
import Testing

/// Broken movie front matter: positions are file positions (the `---` line counts), and YAML 1.1's
/// surprises are errors instead of silent coercions.
struct InvalidMovieTests {
    private func headlines(_ yaml: String, body: String = "Body.") async -> [String] {
        await ContentSite(["content/movies/m-2000.md": movieFile(yaml, body: body)]).headlines
    }

    @Test(arguments: [
        ("title: Inception: Dream\nyear: 2010",
         "content/movies/m-2000.md:2:17: error: invalid YAML: mapping values are not allowed in this context"),
        ("title: T\nyear: 2000\ngenres:\n\t- Drama",
         "content/movies/m-2000.md:5:1: error: invalid YAML: found character that cannot start any token while scanning for the next token"),
        ("title: T\nyear: 02010", "content/movies/m-2000.md:3:7: error: 'year' must be a whole number written in decimal (got 02010)"),
        ("title: T\nyear: 2000\nruntime: 2:28", "content/movies/m-2000.md:4:10: error: 'runtime' must be a whole number written in decimal (got 2:28)"),
        ("title: T\nyear: 2000\nruntime: 0x94", "content/movies/m-2000.md:4:10: error: 'runtime' must be a whole number written in decimal (got 0x94)"),
        ("title: T\nyear: 2000\ndraft: no", "content/movies/m-2000.md:4:8: error: 'draft' must be true or false (got no)"),
        ("title: T\nyear: 2000\ndraft: on", "content/movies/m-2000.md:4:8: error: 'draft' must be true or false (got on)"),
        ("title: T\nyear: 2000\nreleased: 2021-02-30",
         "content/movies/m-2000.md:4:11: error: 'released' is not a valid date: 2021-2-30 is not a day in the calendar"),
        ("title: T\nyear: 2000\nreleased: tuesday",
         "content/movies/m-2000.md:4:11: error: 'released' is not a valid date: expected a date as YYYY-MM-DD (got \"tuesday\")"),
        ("title: T\nyear: 2000\ngenres: &g [Drama]\ncast: *g",
         "content/movies/m-2000.md:4:9: error: anchors and aliases (&name, *name) not allowed in front matter"),
        ("title: T\nyear: 2000\n<<: {runtime: 3}", "content/movies/m-2000.md:4:1: error: merge keys (<<) not allowed in front matter"),
        ("title: T\nyear: 2000\nposter: !!binary aGk=", "content/movies/m-2000.md:4:9: error: tags (tag:yaml.org,2002:binary) not allowed in front matter"),
        ("title: T\nyear: 2000\nposter: !custom x", "content/movies/m-2000.md:4:9: error: tags (!custom) not allowed in front matter"),
        ("title: T\nyear: 2000\ntitle: U", "content/movies/m-2000.md:4:1: error: duplicate key 'title' (first defined on line 2)"),
        ("- a\n- b", "content/movies/m-2000.md:2:1: error: 'movie' must be a mapping (got a list)"),
        ("title: T\nyear: 2000\nposter: media/missing.jpg", "content/movies/m-2000.md:4:9: error: 'poster' names no file in content/media/ (got \"media/missing.jpg\")"),
        ("title: T\nyear: 2000\nposter: ../../etc/passwd", "content/movies/m-2000.md:4:9: error: 'poster' names no file in content/media/ (got \"../../etc/passwd\")"),
        ("title: T\nyear: 2000\nposter: javascript:alert(1)", "content/movies/m-2000.md:4:9: error: 'poster' must be an http or https URL (got scheme 'javascript')"),
        ("title: T\nyear: 2000\nslug: ../../etc", "content/movies/m-2000.md:4:7: error: 'slug' movie slug must match [a-z0-9-]{1,64} (got \"../../etc\")"),
        ("title: \"\"\nyear: 2000", "content/movies/m-2000.md:2:8: error: 'title' is empty"),
        // A credited name gets a page: one with nothing to make its address of says so, in any list.
        ("title: T\nyear: 2000\ndirectors: [\"!!\"]", "content/movies/m-2000.md:4:13: error: 'directors' entry \"!!\" has no letters or digits"),
        ("title: T\nyear: 2000\ncast: [Amy Adams, Иван Петров]",
         "content/movies/m-2000.md:4:19: error: 'cast' entry \"Иван Петров\" has no Latin letters or digits to make its page's address from"),
        ("title: T\nyear: 2000\ndirectors: [李安]",
         "content/movies/m-2000.md:4:13: error: 'directors' entry \"李安\" has no Latin letters or digits to make its page's address from"),
        ("title: \"   \"\nyear: 2000", "content/movies/m-2000.md:2:8: error: 'title' is empty"),
        ("title: T\nyear: 2000\nextra: [a]", "content/movies/m-2000.md:4:8: error: 'extra' must be a mapping (got a list)"),
        ("title: T\nyear: 2000\nextra:\n  venue:\n    room: back", "content/movies/m-2000.md:6:5: error: 'extra' 'venue' is a mapping, which a template cannot show"),
        ("title: T\nyear: 2000\nextra:\n  tags: [a, [b]]", "content/movies/m-2000.md:5:13: error: 'extra' 'tags' holds a list in a list, which a template cannot show"),
        ("title: T\nyear: 2000\nextra:\n  2nd-venue: x", "content/movies/m-2000.md:5:3: error: 'extra' key '2nd-venue' is not a name a template can use"),
        ("title: T\nyear: 2000\nvenue: x", "content/movies/m-2000.md:4:1: warning: unknown key 'venue' is ignored"),
    ])
    func reportsTheMistakeAtItsFilePosition(_ yaml: String, _ expected: String) async {
        #expect(await headlines(yaml) == [expected])
    }

    /// A line indented out of step gets a hint naming the columns; a tab one saying YAML allows
    /// none; an unquoted ': ' on a line in step keeps the quoting hint.
    @Test(arguments: [
        ("title: Alien\n year: 1979",
         "content/movies/m-2000.md:3:6: error: invalid YAML: mapping values are not allowed in this context\n"
            + "    hint: indent with spaces, lining up the lines of one mapping or list: this line is 1 space in, the line above 0"),
        ("title: T\nyear: 2000\nreviews:\n  - user: ada\n   rating: 4",
         "content/movies/m-2000.md:6:4: error: invalid YAML: did not find expected '-' indicator while parsing a block collection\n"
            + "    hint: indent with spaces, lining up the lines of one mapping or list: this line is 3 spaces in, the line above 2 (4 for its item's fields)"),
        ("title: T\nyear: 2000\nreviews:\n  - user: ada\n    rating: 4\n date: 2000-01-01",
         "content/movies/m-2000.md:7:2: error: invalid YAML: did not find expected key while parsing a block mapping\n"
            + "    hint: indent with spaces, lining up the lines of one mapping or list: this line is 1 space in, the line above 4"),
        ("title: T\nyear: 2000\nextra:\n  venue: a\n   room: b",
         "content/movies/m-2000.md:6:8: error: invalid YAML: mapping values are not allowed in this context\n"
            + "    hint: indent with spaces, lining up the lines of one mapping or list: this line is 3 spaces in, the line above 2"),
        ("title: T\nyear: 2000\ngenres:\n\t- Drama",
         "content/movies/m-2000.md:5:1: error: invalid YAML: found character that cannot start any token while scanning for the next token\n"
            + "    hint: YAML does not allow tabs for indentation: indent with spaces"),
        ("title: T\nyear: 2000\nreviews:\n  - user: ada\n\trating: 4",
         "content/movies/m-2000.md:6:1: error: invalid YAML: found a tab character that violates indentation while scanning a plain scalar\n"
            + "    hint: YAML does not allow tabs for indentation: indent with spaces"),
        ("title: T\nyear: 2000\nextra:\n  venue: Back: room",
         "content/movies/m-2000.md:5:14: error: invalid YAML: mapping values are not allowed in this context\n"
            + "    hint: a value containing ': ' must be quoted, e.g. title: \"Alien: Covenant\""),
    ])
    func indentationMistakesGetAHintNamingTheColumns(_ yaml: String, _ expected: String) async {
        #expect(await ContentSite(["content/movies/m-2000.md": movieFile(yaml)]).messages == [expected])
    }

    /// A quote left open is reported where it opens, not at the end of the front matter, where
    /// the YAML parser runs out of text looking for its end.
    @Test(arguments: [
        ("title: \"T\nyear: 2000\ngenres: [Drama]", "2:8"),
        ("title: T\nyear: 2000\ncast: [\"Al Pacino, Robert De Niro]\ngenres: [Drama]", "4:8"),
        ("title: T\nyear: 2000\nreviews:\n  - user: ada\n    rating: 4\n    text: 'Long.\n    date: 2021-01-01", "7:11"),
    ])
    func anUnclosedQuoteIsReportedWhereItOpens(_ yaml: String, _ position: String) async {
        #expect(await ContentSite(["content/movies/m-2000.md": movieFile(yaml)]).messages == [
            "content/movies/m-2000.md:\(position): error: this quoted value is never closed\n"
                + "    hint: end the value with the quote mark it starts with, on the same line",
        ])
    }

    @Test(arguments: [
        ("4.3", "must be in half steps, as 4 or 4.5 are (got 4.3)"), ("0", "must be between 0.5 and 5 (got 0)"),
        ("5.5", "must be between 0.5 and 5 (got 5.5)"), ("-1", "must be between 0.5 and 5 (got -1)"), ("7.0", "must be between 0.5 and 5 (got 7)"),
    ])
    func ratingsOutOfRangeAreErrorsAtTheValue(_ rating: String, _ problem: String) async {
        let yaml = "title: T\nyear: 2000\nreviews:\n  - user: ada\n    rating: \(rating)\n    date: 2021-01-01"
        #expect(await headlines(yaml) == ["content/movies/m-2000.md:6:13: error: 'rating' \(problem)"])
    }

    @Test(arguments: [".nan", ".inf", "\"4.5\"", "four"])
    func ratingsThatAreNotNumbersAreErrors(_ rating: String) async {
        let yaml = "title: T\nyear: 2000\nreviews:\n  - user: ada\n    rating: \(rating)\n    date: 2021-01-01"
        #expect(await headlines(yaml).first?.hasPrefix("content/movies/m-2000.md:6:13: error: 'rating' must be a number") == true)
    }

    /// A year that is not the one the file's name ends in is a warning at the year; a name that
    /// ends in no year, or in the title's own number, says nothing.
    @Test(arguments: [
        ("content/movies/arrival-2016.md", "title: Arrival\nyear: 2015", ["content/movies/arrival-2016.md:3:7: warning: 'year' 2015 is not the year the movie's address ends in (2016)"]),
        ("content/movies/arrival.md", "title: Arrival\nyear: 2015", []),
        ("content/movies/arrival-2016.md", "title: Arrival\nyear: 2016", []),
        ("content/movies/blade-runner-2049.md", "title: Blade Runner 2049\nyear: 2017", []),
        ("content/movies/spielberg-1941.md", "title: \"1941\"\nyear: 1979", []),
        ("content/movies/x.md", "title: Arrival\nslug: arrival-2016\nyear: 2015", ["content/movies/x.md:4:7: warning: 'year' 2015 is not the year the movie's address ends in (2016)"]),
    ])
    func aYearUnlikeTheFileNamesIsAWarning(_ path: String, _ yaml: String, _ expected: [String]) async {
        #expect(await ContentSite([path: movieFile(yaml)]).headlines == expected)
    }

    /// A reviewer's name where their id belongs gets the id it would be.
    @Test func aNameWhereAnIdBelongsGetsTheId() async {
        let yaml = "title: T\nyear: 2000\nreviews:\n  - user: Grace Hopper\n    rating: 4\n    date: 2021-01-01"
        #expect(await ContentSite(["content/movies/m-2000.md": movieFile(yaml)]).messages == [
            "content/movies/m-2000.md:5:11: error: 'user' user id must match [a-z0-9-]{1,64} (got \"Grace Hopper\")\n"
                + "    hint: user ids are written in lower case, words joined by hyphens: grace-hopper",
        ])
    }

    /// A decimal comma, as many languages write it, is pointed out.
    @Test func aRatingWithADecimalCommaGetsAHint() async {
        let yaml = "title: T\nyear: 2000\nreviews:\n  - user: ada\n    rating: 4,5\n    date: 2021-01-01"
        #expect(await ContentSite(["content/movies/m-2000.md": movieFile(yaml)]).messages.first?.hasSuffix("hint: write a decimal point: 4.5") == true)
    }

    @Test func emptyFrontMatterMissesEveryRequiredField() async {
        #expect(await headlines("") == [
            "content/movies/m-2000.md:2:1: error: missing required field 'title'",
            "content/movies/m-2000.md:2:1: error: missing required field 'year'",
        ])
    }

    @Test func aDuplicateKeyInsideAReviewNamesBothLines() async {
        let yaml = "title: T\nyear: 2000\nreviews:\n  - user: ada\n    rating: 4\n    user: bob\n    date: 2021-01-01"
        #expect(await headlines(yaml) == ["content/movies/m-2000.md:7:5: error: duplicate key 'user' (first defined on line 5)"])
    }

    @Test func aMissingReviewFieldIsReportedAtTheReview() async {
        let yaml = "title: T\nyear: 2000\nreviews:\n  - user: ada\n    date: 2021-01-01"
        #expect(await headlines(yaml) == ["content/movies/m-2000.md:5:5: error: missing required field 'rating'"])
    }

    @Test func genresStayStringsEvenWhenYAMLWouldMakeThemBooleans() async throws {
        let site = ContentSite(["content/movies/m-2000.md": movieFile("title: T\nyear: 2000\ngenres: [no, yes, on]")])
        #expect(await site.movies.entities.first?.genres.map(\.name) == ["no", "yes", "on"])
    }

    @Test func frontMatterThatIsNeverClosedIsReportedAtItsStart() async {
        let site = ContentSite(["content/movies/m-2000.md": "---\ntitle: T\nyear: 2000\n\nBody without a closing line."])
        #expect(await site.headlines == ["content/movies/m-2000.md:1:1: error: front matter opened here is never closed with '---'"])
    }

    @Test func aMovieWithoutFrontMatterIsAnErrorNotAPage() async {
        let site = ContentSite(["content/movies/m-2000.md": "title: T\nyear: 2000\n"])
        #expect(await site.headlines == ["content/movies/m-2000.md:1:1: error: file does not start with front matter ('---' on the first line)"])
    }

    @Test func aBillionLaughsIsRefusedQuickly() async {
        var yaml = "title: T\nyear: 2000\na0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n" }
        let result = await headlines(yaml)
        #expect(result.count == 1)
        #expect(result.first?.contains("not allowed in front matter") == true)
    }

    @Test func fileNamesMustBeSlugs() async {
        let site = ContentSite(["content/movies/Inception.md": movieFile("title: T\nyear: 2000")])
        #expect(await site.headlines == ["content/movies/Inception.md:1:1: error: file name 'Inception.md' is not a valid slug: it must match [a-z0-9-]{1,64} (got \"Inception\")"])
    }

    @Test func twoFormatsOfOneMovieNameBothFiles() async {
        let site = ContentSite([
            "content/movies/m-2000.md": movieFile("title: T\nyear: 2000"),
            "content/movies/m-2000.json": "{\"title\": \"T\", \"year\": 2000}",
        ])
        #expect(await site.headlines == ["content/movies/m-2000.md:1:1: error: 'm-2000' is also defined at content/movies/m-2000.json:1:1"])
    }

    @Test func everyErrorOfOneFileIsReportedNotJustTheFirst() async {
        let yaml = "title: T\nyear: 3000\nruntime: 2:28\ndraft: maybe\ntitel: U"
        #expect(await ContentSite(["content/movies/m-2000.md": movieFile(yaml)]).headlines == [
            "content/movies/m-2000.md:3:7: error: 'year' must be between 1870 and 2100 (got 3000)",
            "content/movies/m-2000.md:4:10: error: 'runtime' must be a whole number written in decimal (got 2:28)",
            "content/movies/m-2000.md:5:8: error: 'draft' must be true or false (got maybe)",
            "content/movies/m-2000.md:6:1: warning: unknown key 'titel' is ignored",
        ])
    }
}
