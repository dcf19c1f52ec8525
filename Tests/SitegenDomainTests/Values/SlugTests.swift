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
        ("aux", .reservedName),
        ("lpt1", .reservedName),
        ("com9", .reservedName),
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

    /// The slug rule in its plainest form, as it was first written: every scalar's Unicode name
    /// read. `Slug.derived` maps ASCII and the first Latin blocks directly and must agree with it.
    static func plainDerivation(of name: String) -> String? {
        var slug = "", pendingHyphen = false
        for scalar in name.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            var letter: Character?
            if scalar.isASCII {
                let lowered = Character(scalar).lowercased()
                letter = lowered.allSatisfy { $0.isLetter || $0.isNumber } ? Character(lowered) : nil
            } else if let unicodeName = scalar.properties.name, unicodeName.hasPrefix("LATIN "),
                      let word = unicodeName.split(separator: " ").drop(while: { $0 != "LETTER" }).dropFirst().first, word.count == 1 {
                letter = Character(word.lowercased())
            }
            guard let letter else { pendingHyphen = true; continue }
            if pendingHyphen, !slug.isEmpty { slug.append("-") }
            pendingHyphen = false
            slug.append(letter)
        }
        return (try? Slug(String(slug.prefix(Slug.maximumLength))))?.rawValue
    }

    @Test func everyCharacterUpToU2FFFMapsAsItsUnicodeNameSays() async {
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let name = "a" + String(Character(scalar)) + "b"
            let expected = Self.plainDerivation(of: name)
            #expect(Slug.derived(from: name)?.rawValue == expected, "U+\(String(value, radix: 16))")
        }
        for name in ["Zoë Knuth", "Łukasz Żuławski", "Ærø Øst", "Đặng Thái Sơn", "Ğ ı İ ß ŉ", "Ǆemal", "Ｆｕｌｌ"] {
            #expect(Slug.derived(from: name)?.rawValue == Self.plainDerivation(of: name), "\(name)")
        }
    }

    /// ASCII names take a path of their own: at every length around the limit, with punctuation
    /// at its edges, and spelling device names, they slug as the plain rule does.
    @Test func asciiNamesSlugAsThePlainRuleSays() async {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ9 -.!/_\t".unicodeScalars)
        var names = ["CON", "Con.", "lpt1!", "com 1", "-aux-", "a", "", " ", "--", "Prn x", "AUX", "nul\u{7F}"]
        names += (58...70).flatMap { length in
            [String(repeating: "a", count: length), String(repeating: "a", count: length - 1) + " b",
             String(repeating: "ab ", count: length / 3) + "c"]
        }
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...90, using: &generator)
            names.append(String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! })))
        }
        for name in names {
            #expect(Slug.derived(from: name)?.rawValue == Self.plainDerivation(of: name), "\(name.debugDescription)")
        }
    }

    @Test func aNameOfOnlyPunctuationHasNoSlug() async {
        #expect(Slug.derived(from: "!!! ???") == nil)
    }
}
