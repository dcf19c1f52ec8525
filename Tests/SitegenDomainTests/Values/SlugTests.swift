import SitegenDomain
import Testing

struct SlugTests {
    @Test(arguments: ["inception-2010", "a", "0", "a-b-9"])
    func acceptsLowercaseLettersDigitsAndHyphens(_ text: String) async throws {
        #expect(try Slug(text).rawValue == text)
    }

    @Test(arguments: [
        ("", SlugError.Reason.empty),
        ("../x", .invalidCharacters),
        ("a/b", .invalidCharacters),
        ("Ada Lovelace", .invalidCharacters),
        ("Inception", .invalidCharacters),
        ("..", .invalidCharacters),
        ("a\\b", .invalidCharacters),
        ("%2e%2e", .invalidCharacters),
        ("con.", .invalidCharacters),
        ("a\0b", .invalidCharacters),
        ("con", .reservedName),
        ("lpt1", .reservedName),
        (String(repeating: "a", count: 65), .tooLong),
    ])
    func refusesAnythingThatCouldLeaveItsFolder(_ text: String, _ reason: SlugError.Reason) async {
        #expect(throws: SlugError(rawValue: text, reason: reason)) { try Slug(text) }
    }

    @Test(arguments: [
        ("Science Fiction", "science-fiction"),
        ("Sci-Fi", "sci-fi"),
        ("sci fi", "sci-fi"),
        ("  Film--Noir!! ", "film-noir"),
        ("Léon", "leon"),
        ("Le\u{301}on", "leon"),
        ("Kovač", "kovac"),
        ("Crème brûlée", "creme-brulee"),
    ])
    func derivesSlugsFromNames(_ name: String, _ expected: String) async {
        #expect(Slug.derived(from: name)?.rawValue == expected)
    }

    @Test func aNameOfOnlyPunctuationHasNoSlug() async {
        #expect(Slug.derived(from: "!!! ???") == nil)
    }
}
