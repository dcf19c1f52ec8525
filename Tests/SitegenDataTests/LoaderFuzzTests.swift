import PropertyBased
@testable import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

/// Whatever bytes a file holds, the loader returns an entity or located diagnostics: it never
/// crashes, never hangs, and never reports a problem without a position in that file.
@Suite(.timeLimit(.minutes(2)))
struct LoaderFuzzTests {
    static let movie = Array("""
        ---
        title: "Alien: Director's Cut"
        year: 1979
        released: 1979-05-25
        runtime: 117
        genres: [Science Fiction, Horror]
        reviews:
          - user: ada
            rating: 4.5
            date: 2021-05-01
            text: A *perfect* [haunted house](movie:aliens-1986).
        ---
        In space, no one can hear you scream.

        """.utf8)

    static let user = Array("""
        {
          "id": "ada",
          "name": "Ada Lovelace",
          "joined": "2021-03-04",
          "bio": "Counts *everything* \\u00e9\\ud83c\\udfac.",
          "favorites": ["alien-1979", "heat-1995"]
        }

        """.utf8)

    /// A mutation: at a relative position, delete, insert or replace a byte, biased to syntax.
    static let mutation = zip(Gen.double(in: 0...1), Gen.int(in: 0...2), Gen.element(of: Array(":-[]{}\",\n\t &*!#|>'\\".utf8) + [0, 0xFF, 0xC3, 0x80]).map { $0 ?? 0 })
    static let mutations = mutation.array(of: 1...12)

    static func mutate(_ bytes: [UInt8], _ edits: [(Double, Int, UInt8)]) -> [UInt8] {
        ByteMutations.apply(edits, to: bytes)
    }

    static func decodeMovie(_ bytes: [UInt8]) -> (Movie?, [Diagnostic]) {
        let path = "content/movies/alien-1979.md"
        do throws(ContentError) {
            let file = try TextFile(path: path, bytes: bytes)
            let decoded = MovieFileDecoder.decode(file, slug: Fixture.slug("alien-1979")) { _ in true }
            return (decoded.entity, decoded.errors.map(\.diagnostic) + decoded.warnings)
        } catch {
            return (nil, [error.diagnostic])
        }
    }

    static func decodeUser(_ bytes: [UInt8]) -> (User?, [Diagnostic]) {
        let path = "content/users/ada.json"
        do throws(ContentError) {
            let file = try TextFile(path: path, bytes: bytes)
            let decoded = UserFileDecoder.decode(file, stem: Fixture.slug("ada"), fileName: "ada.json")
            return (decoded.entity, decoded.errors.map(\.diagnostic) + decoded.warnings)
        } catch {
            return (nil, [error.diagnostic])
        }
    }

    static func expectLocated(_ result: (some Any)?, _ diagnostics: [Diagnostic], in path: String, lines: Int) {
        #expect(result != nil || diagnostics.contains(where: \.isError), "neither a result nor an error")
        for diagnostic in diagnostics {
            #expect(diagnostic.location.path == path)
            #expect((1...lines + 1).contains(diagnostic.location.line), "\(diagnostic)")
            #expect(diagnostic.location.column >= 1, "\(diagnostic)")
        }
    }

    @Test func theUnmutatedFilesLoad() async {
        #expect(Self.decodeMovie(Self.movie).0 != nil)
        #expect(Self.decodeUser(Self.user).0 != nil)
    }

    @Test func mutatedMoviesLoadOrFailWithLocatedErrors() async {
        await propertyCheck(count: 400, input: Self.mutations) { edits in
            let bytes = Self.mutate(Self.movie, edits)
            let (movie, diagnostics) = Self.decodeMovie(bytes)
            Self.expectLocated(movie, diagnostics, in: "content/movies/alien-1979.md", lines: bytes.count { $0 == 10 || $0 == 13 })
        }
    }

    @Test func mutatedUsersLoadOrFailWithLocatedErrors() async {
        await propertyCheck(count: 400, input: Self.mutations) { edits in
            let bytes = Self.mutate(Self.user, edits)
            let (user, diagnostics) = Self.decodeUser(bytes)
            Self.expectLocated(user, diagnostics, in: "content/users/ada.json", lines: bytes.count { $0 == 10 || $0 == 13 })
        }
    }

    @Test func randomBytesNeverCrashTheLoader() async {
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...400)) { bytes in
            let lines = bytes.count { $0 == 10 || $0 == 13 }
            let (movie, movieDiagnostics) = Self.decodeMovie(bytes)
            Self.expectLocated(movie, movieDiagnostics, in: "content/movies/alien-1979.md", lines: lines)
            let (user, userDiagnostics) = Self.decodeUser(bytes)
            Self.expectLocated(user, userDiagnostics, in: "content/users/ada.json", lines: lines)
        }
    }
}
