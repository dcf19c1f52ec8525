@testable import SitegenRendering
import SitegenDomain
import Testing

struct TemplateValueEncoderTests {
    struct Card: Encodable {
        var title: String
        var year: Int?
        var tags: [String]
        var link: Link?
    }

    struct Link: Encodable {
        var url: String
        var isCurrent: Bool
    }

    private func encode(_ card: Card) -> (TemplateValue, StableDigest) {
        TemplateValueEncoder.encode(card, seed: StableDigest(), lookups: TemplateLookups())
    }

    @Test func keepsFieldsInDeclarationOrderAndNilFieldsAsNull() throws {
        let (value, _) = encode(Card(title: "Alien", year: nil, tags: ["a", "b"], link: Link(url: "/x/", isCurrent: true)))
        guard case .object(let card) = value else { Issue.record("not an object"); return }
        #expect(card.fields.map(\.name) == ["title", "year", "tags", "link"])
        guard case .null = card["year"] else { Issue.record("year is not null"); return }
        #expect(MustacheEngineTests.render("{{title}}{{#tags}},{{.}}{{/tags}} {{link.url}} {{link.isCurrent}}[{{year}}]", value)
            == "Alien,a,b /x/ true[]")
    }

    @Test func digestsEqualValuesAlikeAndAnyDifferenceApart() {
        let card = Card(title: "Alien", year: 1979, tags: ["a", "b"], link: nil)
        let variants = [
            Card(title: "Alien ", year: 1979, tags: ["a", "b"], link: nil),
            Card(title: "Alien", year: nil, tags: ["a", "b"], link: nil),
            Card(title: "Alien", year: 1979, tags: ["ab"], link: nil),
            Card(title: "Alien", year: 1979, tags: ["a", "b", ""], link: nil),
            Card(title: "Alien", year: 1979, tags: ["a", "b"], link: Link(url: "", isCurrent: false)),
        ]
        #expect(encode(card).1 == encode(card).1)
        let digests = variants.map { encode($0).1.value }
        #expect(Set(digests + [encode(card).1.value]).count == variants.count + 1)
    }

    @Test func recordsEachTypesFieldNames() {
        let lookups = TemplateLookups()
        _ = TemplateValueEncoder.encode(Card(title: "", year: nil, tags: [], link: Link(url: "", isCurrent: false)), seed: StableDigest(), lookups: lookups)
        #expect(lookups.knownFieldNames == ["title", "year", "tags", "link", "url", "isCurrent"])
    }
}
