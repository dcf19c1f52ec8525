@testable import SitegenRendering
import SitegenPresentation
import SitegenDomain
import SitegenTestSupport
import Testing

/// Every view model writes its own fields (`TemplateEncodable`) exactly as its synthesized
/// `Encodable` conformance encodes them: the same value, the same digest, the same field names.
/// A field added to a view model and not to its `write(to:)` fails here.
struct TemplateFieldsTests {
    @Test func everyPageWritesWhatItsEncodableConformanceEncodes() async throws {
        let site = try await DefaultThemeGoldenTests()
        var kinds = Set<String>()
        for route in site.routes {
            let page = try site.presenter.present(route)
            kinds.insert(String(describing: type(of: page)))
            #expect(page is any TemplateEncodable, "\(type(of: page)) does not write its own fields")
            #expect(TemplateFields.pageWriters[ObjectIdentifier(type(of: page))] != nil, "\(type(of: page)) is not among the page writers")
            let written = Self.encode(page, writingFields: true), encoded = Self.encode(page, writingFields: false)
            #expect(written.description == encoded.description, "\(route)")
            #expect(written.digest == encoded.digest, "\(route)")
            #expect(written.fieldNames == encoded.fieldNames, "\(route)")
            // A rebuild asks for the digest alone, without the value: the same digest.
            #expect(TemplateValueEncoder.digest(page, seed: StableDigest()) == written.digest, "\(route)")
        }
        // A site with an order of dates of its own has a calendar and a programme: the fixture's
        // has none.
        let screenings = try await Self.screeningsPresenter()
        for route in [Route.home, .calendar] {
            let page = try screenings.present(route)
            kinds.insert(String(describing: type(of: page)))
            let written = Self.encode(page, writingFields: true), encoded = Self.encode(page, writingFields: false)
            #expect(written.description == encoded.description, "\(route)")
            #expect(written.digest == encoded.digest, "\(route)")
            #expect(written.fieldNames == encoded.fieldNames, "\(route)")
            #expect(written.fieldNames.contains(route == .home ? "screenings" : "text"), "\(route)")
        }
        #expect(kinds.count == 17, "\(kinds.sorted())")
        #expect(TemplateFields.pageWriters.count == kinds.count)
    }

    /// A club whose `screened` dates place each screening at its `venue`, one of them to come.
    private static func screeningsPresenter() async throws -> SitePresenter {
        let order = FieldOrder(key: "screened", place: "venue")
        var heat = Fixture.movie("heat-1995", title: "Heat", year: 1995, genres: ["Thriller"], directors: ["Michael Mann"])
        heat.extra = ExtraFields([.init(key: "screened", value: .list([.text("2026-01-08"), .text("2026-02-05")])),
                                  .init(key: "venue", value: .text("Back room"))])
        let catalog = try await Fixture.catalog(movies: [heat], today: "2026-01-10", orders: [order])
        let settings = SiteSettings(title: "Fixture Club", description: "Films & friends.", baseURL: try BaseURL("https://example.org/club/"),
                                    cardFields: [CardField(key: "screened")], orders: [order])
        let router = Router(settings: settings, today: catalog.today)
        return SitePresenter(catalog: catalog, settings: settings, router: router,
                             markdown: CmarkMarkdownRenderer(links: InternalLinkResolver(router: router, catalog: catalog)))
    }

    /// The home page of a site of pages alone writes its list of pages as it encodes it.
    @Test func aHomeOfPagesAloneWritesWhatItsEncodableConformanceEncodes() async throws {
        let presenter = try await DefaultThemeGoldenTests.pagesOnlyPresenter()
        for route in [Route.home, .notFound] {
            let page = try presenter.present(route)
            let written = Self.encode(page, writingFields: true), encoded = Self.encode(page, writingFields: false)
            #expect(written.description == encoded.description, "\(route)")
            #expect(written.digest == encoded.digest, "\(route)")
            #expect(written.fieldNames == encoded.fieldNames, "\(route)")
        }
    }

    /// A field missing from `write(to:)` shows, whether or not it has a value.
    @Test func aFieldLeftOutShows() {
        struct Partial: Encodable, TemplateEncodable {
            var title: String
            var note: String?
            func write(to fields: inout TemplateFields) { fields.add("title", title) }
        }
        let page = Partial(title: "Heat", note: nil)
        #expect(Self.encode(page, writingFields: true).digest != Self.encode(page, writingFields: false).digest)
    }

    private static func encode(
        _ value: some Encodable, writingFields: Bool
    ) -> (description: String, digest: StableDigest, fieldNames: Set<String>) {
        let lookups = TemplateLookups()
        let session = TemplateValueEncoder.Session(digest: StableDigest(), lookups: lookups, buildsValues: true)
        let root = writingFields ? session.root(value) : (try? session.value(of: value)) ?? .null
        return (describe(root), session.digest, lookups.knownFieldNames)
    }

    private static func describe(_ value: TemplateValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .string(let text): "\"\(text)\""
        case .list(let list): "[" + list.elements.map(describe).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.fields.map { "\($0): \(describe($1))" }.joined(separator: ", ") + "}"
        }
    }
}
