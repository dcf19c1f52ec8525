import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// `cardFields:` in `site.yml`: a site's own fields shown on each movie's card, on every list.
struct CardFieldTests {
    /// The club fixture showing `screened` and `venue` on cards, `venue` a taxonomy: Alien
    /// screened in the back room, Heat in two venues and a club pick, Arrival never screened.
    private func screenedSite() throws -> SiteBuild {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "cardFields: [screened, venue, club_pick]\ntaxonomies:\n  venue: Venues\n")
        try site.addExtra("alien-1979", "  screened: 2021-04-29\n  venue: back room\n")
        try site.addExtra("heat-1995", "  screened: [2022-02-10, 2023-01-12]\n  venue: [Back room, Town hall]\n  club_pick: true\n")
        return site
    }

    private static let aliensFacts = #"<span class="card-facts"><span class="card-fact"><span class="label">Screened</span> "#
        + #"<time datetime="2021-04-29">29 Apr 2021</time></span><span class="card-fact"><span class="label">Venue</span> Back room</span></span>"#

    /// Every list's card of a movie says its fields, a date as a date and a venue as the venue's
    /// page names it; a list of dates is each; a flag stays a badge; a movie without them says
    /// nothing; a venue's own page does not repeat the venue on each card.
    @Test func aCardSaysTheFieldsTheSiteNamesOnEveryList() async throws {
        let site = try screenedSite()
        try await site.build()
        for page in ["movies/index.html", "genres/horror/index.html", "years/1979/index.html", "people/ridley-scott/index.html"] {
            #expect(try site.html(page).contains(Self.aliensFacts), "\(page)")
        }
        let heat = try site.html("genres/crime/index.html")
        #expect(heat.contains(#"<span class="label">Screened</span> 10 Feb 2022 · 12 Jan 2023</span>"#))
        #expect(heat.contains(#"<span class="label">Venues</span> Back room · Town hall</span>"#))
        #expect(heat.contains(#"<span class="badge">Club pick</span>"#) && !heat.contains(#"<span class="label">Club pick</span>"#))
        let backRoom = try site.html("venue/back-room/index.html")
        #expect(backRoom.contains(#"<time datetime="2021-04-29">29 Apr 2021</time></span></span>"#))
        #expect(!backRoom.contains(#"<span class="label">Venue"#))
        #expect(!(try site.html("years/2016/index.html")).contains("card-facts"), "Arrival")
        // The JSON view has them as the movie's page has its facts.
        #expect(try site.html("movies/index.json").contains(#""facts":[{"label":"Screened","value":"29 Apr 2021","datetime":"2021-04-29"}"#))
        // An empty list says nothing, not a label alone.
        try site.replace(in: "content/movies/alien-1979.md", "  screened: 2021-04-29\n  venue: back room\n", with: "  screened: []\n")
        try await site.build()
        #expect(!(try site.html("years/1979/index.html")).contains("card-facts"))
    }

    /// A new date in a movie's file rewrites the lists that show its card; a site that stops
    /// naming the field has cards without it.
    @Test func aChangedDateRewritesTheListsShowingTheCard() async throws {
        let site = try screenedSite()
        try await site.build()
        let report = try await site.rebuild {
            try site.replace(in: "content/movies/alien-1979.md", "screened: 2021-04-29", with: "screened: 2021-05-06")
        }
        #expect(report.changedPages.contains("genres/horror/index.html") && report.changedPages.contains("movies/index.html"))
        #expect(try site.html("genres/horror/index.html").contains(#"<time datetime="2021-05-06">6 May 2021</time>"#))
        _ = try await site.rebuild { try site.replace(in: "site.yml", "cardFields: [screened, venue, club_pick]", with: "cardFields: []") }
        #expect(!(try site.html("genres/horror/index.html")).contains("card-fact\""))
    }

    @Test func aKeyThatCannotBeAFieldOrIsNamedTwiceIsAnErrorWhereItIsNamed() async throws {
        let site = try SiteBuild(fixture: "club")
        try site.append("site.yml", "cardFields: [screened, 2nd, screened]\n")
        let headlines = await site.headlines()
        #expect(headlines == [
            "site.yml:6:24: error: 'cardFields' names '2nd', which is not a key of extra:",
            "site.yml:6:29: error: 'cardFields' names 'screened' twice",
        ], "\(headlines)")
        try site.replace(in: "site.yml", "cardFields: [screened, 2nd, screened]", with: "cardFields: screened")
        #expect(await site.headlines() == ["site.yml:6:13: error: 'cardFields' must be a list (got screened)"])
    }

    @Test func aFieldNoMovieGivesIsAWarningThatNamesTheClosestKey() async throws {
        let site = try screenedSite()
        try site.replace(in: "site.yml", "cardFields: [screened,", with: "cardFields: [screening,")
        let report = try await site.build()
        #expect(report.warnings.map(\.description) == [
            "site.yml:6:14: warning: card field 'screening' shows nothing: no published movie gives extra: screening: a value\n"
                + "    hint: did you mean 'screened', which movies give under extra:?",
        ])
    }
}
