/// The identity of a movie, user or genre in URLs and references: `[a-z0-9-]{1,64}`.
///
/// Slugs become folder names in the output, so the rule is also what keeps a build inside `public/`:
/// no `/`, no `.`, no case variants that collide on case-insensitive file systems.
public struct Slug: Sendable, Encodable, Hashable, Comparable, CustomStringConvertible {
    public static let maximumLength = 64

    public let rawValue: String

    /// Accepts `rawValue` only if it follows the slug rule.
    public init(_ rawValue: String) throws(SlugError) {
        guard !rawValue.isEmpty else { throw SlugError(rawValue: rawValue, reason: .empty) }
        guard rawValue.utf8.count <= Self.maximumLength else {
            throw SlugError(rawValue: rawValue, reason: .tooLong)
        }
        guard rawValue.utf8.allSatisfy(Self.isAllowed) else {
            throw SlugError(rawValue: rawValue, reason: .invalidCharacters)
        }
        // Every device name has three or four letters: other slugs are not hashed to find out.
        guard rawValue.utf8.count > 4 || !Self.deviceNames.contains(rawValue) else {
            throw SlugError(rawValue: rawValue, reason: .reservedName)
        }
        self.rawValue = rawValue
    }

    /// Derives a slug from a display name: `Science Fiction` → `science-fiction`, `Léon` → `leon`
    /// (composed or decomposed `é` alike). Returns nil when nothing sluggable is left.
    public static func derived(from name: String) -> Slug? {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return derived(fromASCII: name.utf8) }
        return try? Slug(String(uncut(name).prefix(maximumLength)))
    }

    /// What `derived(from:)` makes of a name before keeping its first `maximumLength`
    /// characters: two names whose slugs are one may differ after them (`LongNameClashes`).
    static func uncut(_ name: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in name.unicodeScalars {
            if !scalar.isASCII, scalar.properties.generalCategory == Unicode.GeneralCategory.nonspacingMark { continue }
            if let letter = asciiLetter(for: scalar) {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.unicodeScalars.append(letter)
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// `text` in lower case with each Latin letter's diacritics dropped (`Ève` → `eve`) and the
    /// letters written as two spelt out (`Æon` → `aeon`, `Œdipe` → `oedipe`, `ß` → `ss`), all else
    /// as written: titles are filed so, as readers look for them, not by code point (which put
    /// *Ève* after *Zodiac*).
    public static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var folded = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if let letters = spelledOut[scalar] {
                folded += letters
            } else {
                folded.unicodeScalars.append(scalar.isASCII ? scalar : asciiLetter(for: scalar) ?? scalar)
            }
        }
        return folded
    }

    /// The Latin letters whose Unicode names give no one base letter (a ligature, `SHARP S`,
    /// `THORN`), as an English-language catalog files them. Slugs leave them out as they did
    /// before, so that no page's address moves.
    private static let spelledOut: [Unicode.Scalar: String] = ["æ": "ae", "œ": "oe", "ß": "ss", "þ": "th", "ð": "d", "ı": "i"]

    /// `derived(from:)` of a name in ASCII, as most are, byte by byte into a string made once.
    /// Every credit of every movie is slugged on every build: scalar by scalar, appending to a
    /// growing string and checking the result again, that was 4% of the CPU of a rebuild after a
    /// cast edit at 10k movies (234 of 5,658 perf samples; 51 after), and the edit 0.64 → 0.57 s.
    private static func derived(fromASCII name: String.UTF8View) -> Slug? {
        // A slug is never longer than its name: a hyphen stands for one or more bytes.
        let capacity = min(name.count, maximumLength)
        guard capacity > 0 else { return nil }
        let slug = String(unsafeUninitializedCapacity: capacity) { slug in
            var count = 0, pendingHyphen = false
            for byte in name {
                let letter: UInt8
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = byte + 0x20
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): letter = byte
                default: pendingHyphen = true; continue
                }
                if pendingHyphen, count > 0 {
                    guard count < capacity else { break }
                    slug[count] = UInt8(ascii: "-")
                    count += 1
                }
                pendingHyphen = false
                guard count < capacity else { break }
                slug[count] = letter
                count += 1
            }
            return count
        }
        guard !slug.isEmpty, slug.utf8.count > 4 || !deviceNames.contains(slug) else { return nil }
        return Slug(checked: slug)
    }

    /// A string already known to follow the rule.
    private init(checked rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Names Windows reserves for devices: a folder called `con` cannot be created or copied there.
    static let deviceNames: Set<String> = Set(["con", "prn", "aux", "nul"]
        + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    public static func < (lhs: Slug, rhs: Slug) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `a`–`z` and `0`–`9` as themselves, capitals lowered, and a Latin letter with a diacritic as its
    /// base letter, read from its Unicode name ("LATIN SMALL LETTER E WITH ACUTE" → `e`): the
    /// standard library has no normalization, and the domain takes no Foundation dependency for it.
    /// Every term and user name goes through here on every build: ASCII is mapped directly, and the
    /// Latin letters names use most are looked up by name once.
    private static func asciiLetter(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x41...0x5A: return Unicode.Scalar(UInt8(scalar.value) + 0x20)
        case 0x61...0x7A, 0x30...0x39: return scalar
        case 0..<0x80: return nil
        case 0..<UInt32(latinLetters.count): return latinLetters[Int(scalar.value)]
        default: return letterByName(scalar)
        }
    }

    /// The base letter of each scalar below U+0250 (Latin-1, Extended-A and -B), by position.
    private static let latinLetters: [Unicode.Scalar?] = (0..<0x250).map { value in
        Unicode.Scalar(UInt32(value)).flatMap { $0.isASCII ? nil : letterByName($0) }
    }

    private static func letterByName(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let name = scalar.properties.name, name.hasPrefix("LATIN "),
              let letter = name.split(separator: " ").drop(while: { $0 != "LETTER" }).dropFirst().first,
              letter.count == 1
        else { return nil }
        return letter.lowercased().unicodeScalars.first
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-")
    }
}

public struct SlugError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case empty
        case tooLong
        case invalidCharacters
        case reservedName
    }

    public var rawValue: String
    public var reason: Reason

    public init(rawValue: String, reason: Reason) {
        self.rawValue = rawValue
        self.reason = reason
    }

    /// Said after "movie slug", "user id", …
    public var explanation: String {
        switch reason {
        case .empty: "must not be empty"
        case .tooLong: "must be at most \(Slug.maximumLength) characters (got \(rawValue.utf8.count))"
        case .invalidCharacters: "must match [a-z0-9-]{1,\(Slug.maximumLength)} (got \"\(rawValue)\")"
        case .reservedName: "must not be a device name reserved by Windows (got \"\(rawValue)\")"
        }
    }
}
