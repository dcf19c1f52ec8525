import Foundation
import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

/// Every accepted form of content, read from real fixture files.
struct ValidSiteTests {
    let root = ContentSite.fixtures.appending(path: "valid-site")

    @Test func loadsMoviesFromMarkdownAndJSONSortedByFileAndIgnoresEditorDroppings() async throws {
        let report = await FileMovieRepository(siteRoot: root).loadMovies()
        #expect(report.diagnostics == [])
        #expect(report.entities.map(\.slug.rawValue) == ["alien-1979", "aliens-1986", "bom-2002", "crlf-2001"])
    }

    @Test func mapsEveryFieldOfAMarkdownMovieWithPositions() async throws {
        let alien = try #require(await FileMovieRepository(siteRoot: root).loadMovies().entities.first)
        #expect(alien.title == "Alien")
        #expect(alien.released?.description == "1979-05-25")
        #expect(alien.runtimeMinutes == 117)
        #expect(alien.genres.map(\.slug.rawValue) == ["science-fiction", "horror"])
        #expect(alien.cast == ["Sigourney Weaver", "Tom Skerritt"])
        #expect(alien.poster == "media/alien.png")
        #expect(alien.reviews.count == 1)
        #expect(alien.reviews[0].source.description == "content/movies/alien-1979.md:11:5")
        #expect(alien.reviews[0].dateSource.description == "content/movies/alien-1979.md:13:11")
        #expect(alien.reviews[0].rating.value == 4.5)
        #expect(alien.reviews[0].text?.origin.description == "content/movies/alien-1979.md:14:11")
        #expect(alien.synopsis.origin.description == "content/movies/alien-1979.md:16:1")
        #expect(alien.synopsis.text.hasPrefix("In space"))
    }

    @Test func readsTheJSONFormWithItsSynopsisField() async throws {
        let aliens = try #require(await FileMovieRepository(siteRoot: root).loadMovies().entities.first { $0.slug.rawValue == "aliens-1986" })
        #expect(aliens.synopsis.text.hasPrefix("Ripley goes back"))
        #expect(aliens.synopsis.origin.description == "content/movies/aliens-1986.json:9:15")
        #expect(aliens.reviews.first?.source.description == "content/movies/aliens-1986.json:7:5")
        #expect(aliens.reviews.first?.dateSource.description == "content/movies/aliens-1986.json:7:43")
    }

    @Test func crlfLineEndingsAndABOMStillFindTheFrontMatterAndKeepLineNumbers() async throws {
        let movies = await FileMovieRepository(siteRoot: root).loadMovies().entities
        let crlf = try #require(movies.first { $0.slug.rawValue == "crlf-2001" })
        #expect(crlf.genres.map(\.name) == ["no"])
        #expect(crlf.synopsis.text == "Written on Windows.\n")
        #expect(crlf.synopsis.origin.line == 6)
        let bom = try #require(movies.first { $0.slug.rawValue == "bom-2002" })
        #expect(bom.title == "Bom Movie")
        #expect(bom.isDraft)
    }

    @Test func mergesUsersFromAllThreeForms() async throws {
        let report = await FileUserRepository(siteRoot: root).loadUsers()
        #expect(report.diagnostics == [])
        #expect(report.entities.map(\.id.rawValue).sorted() == ["ada", "bob", "cy"])
        let cy = try #require(report.entities.first { $0.id.rawValue == "cy" })
        #expect(cy.bio?.text == "Paints, and watches **westerns**.\n")
        #expect(cy.favorites.map(\.source.description) == ["content/users/cy.md:4:13"])
        let ada = try #require(report.entities.first { $0.id.rawValue == "ada" })
        #expect(ada.location == "London")
        #expect(ada.website == "https://ada.example.org")
        #expect(ada.favorites.map(\.source.description) == ["content/users/ada.json:9:17"])
    }

    @Test func loadsFreePagesAndSiteSettings() async throws {
        let pages = await MarkdownPageRepository(siteRoot: root).loadPages()
        #expect(pages.entities.map(\.title) == ["About the club"])
        #expect(pages.entities.first?.menuOrder == 1)
        let settings = try SiteConfigLoader(siteRoot: root).load().settings
        #expect(settings.baseURL.description == "https://example.org/club/")
        #expect(settings.pageSize.value == 2)
    }

    @Test func aSiteWithoutSiteYmlGetsTheDefaults() async throws {
        let settings = try SiteConfigLoader(siteRoot: TemporaryFolder().url).load().settings
        #expect(settings.pageSize.value == 24)
        #expect(settings.theme == "default")
    }
}

/// `extra:` keeps a site's own fields typed as written, in order.
struct ExtraFieldsTests {
    @Test func aMoviesOwnFieldsAreTypedAsWritten() async throws {
        let site = ContentSite(["content/movies/m-2000.md": """
            ---
            title: M
            year: 2000
            extra:
              venue: Back room
              club_pick: true
              seats: 40
              score: 4.5
              zip: "0123"
              screened: 2021-03-25
              tags: [noir, 1949, true]
            ---
            Body.
            """])
        let movie = try #require(await FileMovieRepository(siteRoot: site.folder.url).loadMovies().entities.first)
        #expect(movie.extra.entries.map(\.key) == ["venue", "club_pick", "seats", "score", "zip", "screened", "tags"])
        #expect(movie.extra.entries.map(\.value) == [
            .text("Back room"), .flag(true), .number(40), .decimal("4.5"), .text("0123"), .text("2021-03-25"),
            .list([.text("noir"), .number(1949), .flag(true)]),
        ])
    }
}
