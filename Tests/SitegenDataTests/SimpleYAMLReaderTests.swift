@testable import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

/// `SimpleYAMLReader` reads common front matter without Yams. Wherever it returns a tree, that
/// tree must be the one Yams gives — every value, kind, key and position — and on anything it
/// does not know it must step aside. Seeds of each shape it reads are mutated many thousand times
/// with YAML's syntax characters; each result is compared with Yams's.
struct SimpleYAMLReaderTests {
    static let origin = SourceLocation(path: "content/movies/alien-1979.md", line: 2)

    static let seeds = [
        """
        title: "A Hundred Bridges"
        year: 1927
        released: 1927-02-02
        runtime: 179
        genres: ["Drama", "Fantasy"]
        directors: ["Carl Morales"]
        cast: ["Amélie Khan", "Soo O'Brien", "Kiran Kovač"]
        reviews:
          - user: rosa-rahman
            rating: 4.0
            date: 2012-03-05
            text: "The score is *masterful*; the script is tedious."
          - user: chloe-nakamura
            rating: 1.0
            text: Overlong, yet *gorgeous* — «vraiment».
        """,
        """
        # A comment first

        title: Alien
        genres: [Science Fiction, Horror , Film-Noir]
        tags: [ ]
        reviews:
        - user: ada
          rating: 4.5

        - user: bob
          text: Fine.
        cast:
          - Sigourney Weaver
          - "John Hurt"
          - [a, "b"]
        draft: false
        """,
        """
        title: Fixture Film Club
        baseURL: https://example.org/club/
        pageSize: 2
        description: A small site in every format sitegen accepts.
        """,
    ]

    /// What a mutation inserts or writes over: YAML's indicators, spaces, line breaks, letters and
    /// characters that are line breaks or not printable to YAML.
    static let snippets = [
        ":", ": ", "-", "- ", "[", "]", "{", "}", "\"", "'", ",", ", ", "#", " #", "&a", "*a", "!", "!!str ", "|", ">",
        "?", "%", "@", "`", "~", "\\", "\\\"", " ", "  ", "\n", "\n  ", "\n- ", "\n    ", "\t", "\r", "a", "Z", "7", "é",
        "\u{85}", "\u{2028}", "\u{FEFF}", "\u{A0}", "<<", "key: ", "x: y\n",
    ]

    @Test func everySeedIsReadWithoutYamsToYamssTree() throws {
        for seed in Self.seeds {
            let simple = try #require(SimpleYAMLReader.read(seed, origin: Self.origin), "\(seed)")
            #expect(Self.dump(simple) == Self.dump(try YAMLReader.parseWithYams(seed, origin: Self.origin)))
        }
    }

    @Test func mutatedFrontMatterReadsAsYamsReadsItOrIsLeftToYams() throws {
        var generator = SeededGenerator(seed: 2026)
        var read = 0, total = 0
        for seed in Self.seeds {
            for _ in 0..<4000 {
                var text = Array(seed.unicodeScalars)
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let index = Int.random(in: 0...text.count, using: &generator)
                    let snippet = Array(Self.snippets.randomElement(using: &generator)!.unicodeScalars)
                    switch Int.random(in: 0...2, using: &generator) {
                    case 0 where index < text.count: text.remove(at: index)
                    case 1: text.insert(contentsOf: snippet, at: index)
                    default: text.replaceSubrange(index..<min(text.count, index + snippet.count), with: snippet)
                    }
                }
                let yaml = String(String.UnicodeScalarView(text))
                total += 1
                guard let simple = SimpleYAMLReader.read(yaml, origin: Self.origin) else { continue }
                read += 1
                let yams = try? YAMLReader.parseWithYams(yaml, origin: Self.origin)
                #expect(yams.map(Self.dump) == Self.dump(simple), "\(yaml)")
            }
        }
        // Most single mutations still leave front matter of the common shape: the comparison
        // above must have run on many of them, not only on the inputs left to Yams.
        #expect(read > total / 4, "read \(read) of \(total)")
    }

    @Test func whatItDoesNotKnowIsLeftToYams() {
        let others = [
            "title: \"Alien: \\\"Director's\\\" Cut\"", "title: 'Alien'", "title: Alien # a comment", "title: Alien ",
            "title: >\n  Alien", "title: Alien\n  continued", "poster:\n  file: a.jpg", "title: &a Alien\nother: *a",
            "title: !!str Alien", "title:\tAlien", "title: Alien\ntitle: Aliens", "title:", "genres: [a,\n  b]",
            "genres:\n  - a\n   - b", "reviews:\n  - user: a\n     rating: 4", "\u{FEFF}title: Alien", "title: Alien\r\n", "",
        ]
        for yaml in others {
            #expect(SimpleYAMLReader.read(yaml, origin: Self.origin) == nil, "\(yaml)")
        }
    }

    /// The whole tree as text: every value with its kind and position, every key with its own.
    static func dump(_ node: ContentNode) -> String {
        let at = "@\(node.location.line):\(node.location.column)"
        switch node.value {
        case .scalar(let scalar): return "\(scalar.kind)(\(scalar.text))\(at)"
        case .list(let items): return "[\(items.map(dump).joined(separator: ", "))]\(at)"
        case .mapping(let fields):
            let entries = fields.map { "\($0.key)@\($0.keyLocation.line):\($0.keyLocation.column): \(dump($0.value))" }
            return "{\(entries.joined(separator: ", "))}\(at)"
        }
    }
}
