@testable import SitegenDomain
import Testing

/// A rebuild tells a changed index of terms by combining each term's fields by hand
/// (`StableDigest.combine(_: Term)`): a field it leaves out would leave pages stale.
struct TermDigestTests {
    @Test func everyFieldOfATermIsDigested() throws {
        let term = Term(slug: try Slug("agnes-varda"), name: "Agnès Varda")
        // Two fields; a third must be combined too, and counted here.
        #expect(Mirror(reflecting: term).children.map(\.label) == ["slug", "name"])
        func digest(_ term: Term) -> UInt64 {
            var digest = StableDigest()
            digest.combine(term)
            return digest.value
        }
        #expect(digest(term) != digest(Term(slug: try Slug("agnes-varda"), name: "Agnes Varda")))
        #expect(digest(term) != digest(Term(slug: try Slug("varda"), name: "Agnès Varda")))
        #expect(digest(term) == digest(Term(slug: try Slug("agnes-varda"), name: "Agnès Varda")))
    }
}
