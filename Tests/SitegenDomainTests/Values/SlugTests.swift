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
        guard slug.count > Slug.maximumLength else { return (try? Slug(slug))?.rawValue }
        // Longer: the words up to the 55th character (or 55 characters, if a word is longer than
        // 31), and 8 hex digits of the whole's digest.
        var digest = StableDigest()
        digest.combine(slug)
        let hex = String(digest.value, radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        let first56 = String(slug.prefix(56))
        var kept = String(slug.prefix(55))
        if let hyphen = first56.lastIndex(of: "-"), first56.distance(from: first56.startIndex, to: hyphen) >= 24 {
            kept = String(first56[..<hyphen])
        }
        while kept.hasSuffix("-") { kept.removeLast() }
        return kept + "-" + padded.prefix(8)
    }

    /// Names whose slugs would be longer than 64 characters are told apart by what comes after,
    /// not cut there and merged; two spellings of one long name are still one slug.
    @Test func longNamesThatDifferOnlyAfterTheLimitHaveSlugsOfTheirOwn() async throws {
        let series = "Thursday Night Retrospective: The Complete Films of Agnès Varda, Part"
        let one = try #require(Slug.derived(from: series + " One")), two = try #require(Slug.derived(from: series + " Two"))
        #expect(one != two)
        #expect(one.rawValue.utf8.count <= Slug.maximumLength && two.rawValue.utf8.count <= Slug.maximumLength)
        #expect(one.rawValue.dropLast(8) == "thursday-night-retrospective-the-complete-films-of-")
        #expect(Slug.derived(from: series.uppercased() + " one") == one)
        #expect(Slug.derived(from: "Thursday night retrospective — the complete films of Agnes Varda (part one)") == one)
        // A slug the rule allows is the name's own, at the limit too.
        let sixtyFour = String(repeating: "ab ", count: 21) + "c"
        #expect(Slug.derived(from: sixtyFour)?.rawValue == String(repeating: "ab-", count: 21) + "c")
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
