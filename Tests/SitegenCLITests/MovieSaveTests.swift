import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// `serve`'s save of one movie's front matter applied without a build (`MovieSave`): after every
/// save, applied or left to a build, the site is the one a clean build makes of the same files.
struct MovieSaveTests {
    let site: SiteBuild
    let preview: PreviewBuild
    let output: URL

    init() throws {
        site = try SiteBuild(fixture: "club")
        // `extra.venue` names pages of its own (a venue's, as a genre's); `extra.club_pick` is a
        // flag whose movies are one list; `extra.screened` dates order every list once more.
        let settings = site.folder.url.appending(path: "site.yml")
        try (String(contentsOf: settings, encoding: .utf8) + "taxonomies:\n  venue: Venues\n  club_pick: Club picks\norders: [screened]\n")
            .write(to: settings, atomically: true, encoding: .utf8)
        preview = PreviewBuild(source: site.folder.url, baseURL: "http://127.0.0.1:8000/", includeDrafts: false)
        output = site.folder.url.appending(path: "preview", directoryHint: .isDirectory)
    }

    /// A movie file as the saves below write it.
    struct Film {
        var title: String
        var year: Int
        var genres: [String]
        var directors: [String]
        var cast: [String]
        var reviews: [(user: String, rating: Double, day: Int)]
        var runtime: Int?
        var prose: String
        var screening: String?
        /// `extra.venue`, a taxonomy of the site's: two spellings of one venue, or another.
        var venue: String? = nil
        /// `extra.club_pick`, a flag the site makes one list of.
        var pick: Bool? = nil
        /// `extra.screened`, a day (`MovieSaveTests.date`) of the site's own order.
        var screened: Int? = nil
        /// A `released:` date, day of 1995.
        var released: Int? = nil
        /// A `slug:` line, naming the movie otherwise than its file.
        var slug: String? = nil

        var text: String {
            var lines = ["---", "title: \"\(title)\"", "year: \(year)", "genres: [\(genres.joined(separator: ", "))]",
                         "directors: [\(directors.joined(separator: ", "))]", "cast: [\(cast.joined(separator: ", "))]"]
            if let slug { lines.append("slug: \(slug)") }
            if let runtime { lines.append("runtime: \(runtime)") }
            if let released { lines.append("released: 1995-\(String(format: "%02d", released / 28 + 1))-\(String(format: "%02d", released % 28 + 1))") }
            if screening != nil || venue != nil || pick != nil || screened != nil { lines.append("extra:") }
            if let screened { lines.append("  screened: \(MovieSaveTests.date(screened))") }
            if let screening { lines.append("  screening: \"\(screening)\"") }
            if let venue { lines.append("  venue: \(venue)") }
            if let pick { lines.append("  club_pick: \(pick)") }
            if !reviews.isEmpty {
                lines.append("reviews:")
                for review in reviews {
                    lines += ["  - user: \(review.user)", "    rating: \(review.rating)",
                              "    date: \(MovieSaveTests.date(review.day))"]
                }
            }
            return (lines + ["---", prose, ""]).joined(separator: "\n")
        }
    }

    /// Day `day` of three years from 2019, later for a later day: the reviews' list's years change
    /// with a review's date, as its months do.
    static func date(_ day: Int) -> String {
        let inYear = day % 112
        return "\(2019 + day / 112)-\(String(format: "%02d", inYear / 10 + 1))-\(String(format: "%02d", inYear % 10 + 1))"
    }

    static let people = ["Ann Archer", "Ben Brook", "Cleo Cross", "Dan Dale", "Eve Eames", "Fay Ford", "Gus Gray", "Hal Hart"]
    static let genres = ["Drama", "Crime", "Comedy", "Horror", "War"]
    static let words = ["Night", "River", "Glass", "Winter", "Echo", "Harbor", "Signal", "Lantern", "Orbit", "Quiet", "Zenith", "Amber"]
    static let users = ["ada", "bob", "cy", "dee"]
    static let venues = [nil, "Back room", "back room", "Roof", "[Roof, Back room]"]

    private func write(_ films: [Film]) {
        for (index, film) in films.enumerated() { site.folder.write(Self.path(index), film.text) }
    }

    static func path(_ index: Int) -> String { "content/movies/film-\(index).md" }

    /// Twenty films of the 1990s sharing people, genres and reviewers; the club's own movies,
    /// users and page stay.
    private func films(_ random: inout SeededGenerator) -> [Film] {
        for user in ["cy", "dee"] { site.folder.write("content/users/\(user).json", "{\"id\": \"\(user)\", \"name\": \"\(user.capitalized)\"}") }
        return (0..<20).map { index in
            Film(title: "\(Self.words.randomElement(using: &random)!) \(index)", year: Int.random(in: 1990...1997, using: &random),
                 genres: Array(Self.genres.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
                    .map { index % 4 == 0 ? $0.lowercased() : $0 },
                 directors: [Self.people.randomElement(using: &random)!],
                 cast: Array(Self.people.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))),
                 reviews: Self.users.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)).map {
                     ($0, Double(Int.random(in: 2...10, using: &random)) / 2, Int.random(in: 0...300, using: &random))
                 },
                 runtime: nil, prose: "Film \(index).", screening: nil, venue: Self.venues[index % Self.venues.count],
                 pick: [true, false, nil][index % 3], screened: index % 3 == 1 ? nil : index * 13 % 300)
        }
    }

    /// One change of the kinds a person makes to a film's front matter (or prose) in one save.
    static func edit(_ film: inout Film, _ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<18, using: &random) {
        case 0: film.title = "\(words.randomElement(using: &random)!) \(Int.random(in: 0...99, using: &random))"; return "title"
        // An article the catalog files the title without (`filingTitle`): the title changes, its place may not.
        case 14:
            film.title = film.title.hasPrefix("The ") ? String(film.title.dropFirst(4)) : ["The ", "A "].randomElement(using: &random)! + film.title
            return "article"
        case 1: film.year = Int.random(in: 1989...1998, using: &random); return "year"
        case 2 where !film.reviews.isEmpty:
            film.reviews[Int.random(in: 0..<film.reviews.count, using: &random)].rating = Double(Int.random(in: 1...10, using: &random)) / 2
            return "rating"
        case 3:
            guard let user = users.filter({ user in !film.reviews.contains { $0.user == user } }).randomElement(using: &random) else { return "none" }
            film.reviews.append((user, 3, Int.random(in: 0...300, using: &random)))
            return "review added"
        case 4 where !film.reviews.isEmpty: film.reviews.remove(at: Int.random(in: 0..<film.reviews.count, using: &random)); return "review removed"
        case 5: film.cast.append(people.randomElement(using: &random)!); return "cast added"
        case 6 where !film.cast.isEmpty: film.cast.remove(at: Int.random(in: 0..<film.cast.count, using: &random)); return "cast removed"
        case 7: film.cast.shuffle(using: &random); film.directors = [people.randomElement(using: &random)!]; return "director"
        case 8: film.genres = Array(genres.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))); return "genres"
        case 9: film.runtime = Int.random(in: 80...200, using: &random); return "runtime"
        case 10: film.screening = "Friday \(Int.random(in: 1...28, using: &random))"; return "extra"
        case 11:
            // Names spelt otherwise: in lower case, which sorts after the capitalised spelling
            // that names the term while one movie still spells it so.
            func respelt(_ name: String) -> String { Bool.random(using: &random) ? name.lowercased() : name.capitalized }
            film.genres = film.genres.map(respelt)
            film.cast = film.cast.map(respelt)
            return "respelt"
        // Dates: the site map's, a user's latest review's, the feed's order.
        case 12 where !film.reviews.isEmpty:
            film.reviews[Int.random(in: 0..<film.reviews.count, using: &random)].day = Int.random(in: 0...300, using: &random)
            return "review date"
        case 13: film.released = Int.random(in: 0...300, using: &random); return "released"
        case 16: film.venue = venues.randomElement(using: &random)!; return "venue"
        case 17: film.pick = film.pick == true ? false : true; return "pick"
        // A day of the site's own order, often one another film has: a tie, or the list's first
        // place. Moved there first, then taken away: giving or taking a term's only date, or
        // its only other one, adds or drops its pages in the order (a build).
        case 15: film.screened = film.screened == nil ? 13 : film.screened == 13 ? nil : 13; return "screened"
        default: film.prose = "Rewritten \(Int.random(in: 0...999, using: &random))."; return "prose"
        }
    }

    /// Twenty films written and built, as `serve` builds before the first save.
    private func builtFilms(seed: UInt64, adjusting adjust: (inout [Film]) -> Void = { _ in }) async throws -> [Film] {
        var random = SeededGenerator(seed: seed)
        var films = films(&random)
        adjust(&films)
        write(films)
        _ = try await preview.build(into: output)
        return films
    }

    private func manifestBytes() -> Data? { try? Data(contentsOf: BuildManifest.location(for: output)) }

    private func tree(_ root: URL) throws -> [String: Data] {
        let paths = FileTree.walk(root.path).files.filter { $0 != OutputFolder.markerName }
        return try Dictionary(uniqueKeysWithValues: paths.map { ($0, try Data(contentsOf: root.appending(path: $0))) })
    }

    private func cleanTree() async throws -> [String: Data] {
        let clean = site.folder.url.appending(path: "clean-\(UUID().uuidString.prefix(6))", directoryHint: .isDirectory)
        _ = try await PreviewBuild(source: site.folder.url, baseURL: "http://127.0.0.1:8000/", includeDrafts: false).build(into: clean)
        defer { try? FileManager.default.removeItem(at: clean) }
        return try tree(clean)
    }

    /// Random saves of one film each, one after another as a person makes them: every one leaves
    /// the site a clean build makes, and most are applied without a build.
    @Test(arguments: [7, 13] as [UInt64])
    func randomSavesLeaveTheSiteACleanBuildMakes(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        var films = films(&random)
        write(films)
        _ = try await preview.build(into: output)
        var applied: [String] = [], built: [String] = []
        for save in 0..<40 {
            // Most saves go back to a film saved before, as when one file is being worked on.
            let index = save % 3 == 0 ? Int.random(in: 0..<films.count, using: &random) : save % films.count / 4
            let kind = Self.edit(&films[index], &random)
            site.folder.write(Self.path(index), films[index].text)
            let manifest = manifestBytes()
            _ = try await preview.build(into: output, changed: [Self.path(index)])
            (manifestBytes() == manifest ? { applied.append(kind) } : { built.append(kind) })()
            let served = try tree(output), clean = try await cleanTree()
            #expect(served.keys.sorted() == clean.keys.sorted(), "save \(save), \(kind)")
            #expect(served.filter { clean[$0.key] != $0.value }.keys.sorted() == [], "save \(save) of film \(index), \(kind)")
        }
        // Not a test that passes by building every time.
        #expect(applied.count >= 20, "applied \(applied), built \(built)")
        #expect(Set(applied).isSuperset(of: ["rating", "review added", "cast added", "prose", "venue", "pick", "screened"]), "applied \(applied)")
        // A retitle that moves a film in the order by title can make another order of one of its
        // small terms that order again or no longer (`Catalog.orders(of:_:)`): a build, here often.
        #expect(!Set(applied).isDisjoint(with: ["title", "article"]), "applied \(applied)")
    }

    /// A save the patch cannot take is a build, which reports what is wrong; the save that mends
    /// it is applied over the build after it.
    @Test func aBrokenSaveIsABuildThatReportsItAndTheMendIsApplied() async throws {
        var films = try await builtFilms(seed: 7)
        // Where it was by title: a film moved could give a term of it an order, or take one.
        films[0].title += " Redux"
        site.folder.write(Self.path(0), films[0].text)
        var manifest = manifestBytes()
        _ = try await preview.build(into: output, changed: [Self.path(0)])
        #expect(manifestBytes() == manifest, "a title save is applied without a build")
        var unknownReviewer = films[0], brokenLink = films[0]
        unknownReviewer.reviews.append(("nobody", 3, 5))
        brokenLink.title = "Retitled again"
        brokenLink.prose = "See [this](movie:nosuch-1990)."
        for (broken, problem) in [(unknownReviewer, "nobody"), (brokenLink, "nosuch-1990")] {
            site.folder.write(Self.path(0), broken.text)
            do throws(DiagnosticList) {
                _ = try await preview.build(into: output, changed: [Self.path(0)])
                Issue.record("a save naming \(problem) built")
            } catch {
                #expect(error.diagnostics.contains { $0.headline.contains(problem) }, "\(error.diagnostics.map(\.headline))")
            }
        }
        films[0].title = "Mended"
        site.folder.write(Self.path(0), films[0].text)
        _ = try await preview.build(into: output, changed: [Self.path(0)])
        manifest = manifestBytes()
        films[0].title = "Mended twice"
        site.folder.write(Self.path(0), films[0].text)
        _ = try await preview.build(into: output, changed: [Self.path(0)])
        #expect(manifestBytes() == manifest, "the save after the build that mended the file is applied without one")
        let served = try tree(output), clean = try await cleanTree()
        #expect(served == clean)
    }

    /// The spelling that sorts first names a term on every page (`Noir` before `noir`): a save
    /// that drops the last such spelling renames the term everywhere, which is a build; one that
    /// drops a spelling another movie keeps is applied; one that brings back the spelling that
    /// sorts first renames it back, a build too.
    @Test(arguments: [("genres", "Noir", "noir"), ("cast", "Zed Zane", "zed zane")])
    func aSaveThatRenamesATermIsABuild(field: String, name: String, respelt: String) async throws {
        var films = try await builtFilms(seed: 11) { films in
            for index in films.indices {
                films[index].genres = [index == 1 || index == 2 ? "Noir" : "noir"]
                films[index].cast = [index == 1 || index == 2 ? "Zed Zane" : "zed zane"]
            }
        }
        // The last to spell it `Noir` drops it, and the term is `noir`, until one spells it `Noir` again.
        for (index, spelling, applied) in [(1, respelt, true), (2, respelt, false), (1, name, false)] {
            if field == "genres" { films[index].genres = [spelling] } else { films[index].cast = [spelling] }
            site.folder.write(Self.path(index), films[index].text)
            let manifest = manifestBytes()
            _ = try await preview.build(into: output, changed: [Self.path(index)])
            #expect((manifestBytes() == manifest) == applied, "film \(index) respelt \(field)")
            let served = try tree(output), clean = try await cleanTree()
            #expect(served == clean, "film \(index) respelt \(field)")
            let termPage = field == "genres" ? "genres/noir/index.html" : "people/zed-zane/index.html"
            #expect(String(decoding: served[termPage] ?? Data(), as: UTF8.self).contains("<h1>\(applied || spelling == name ? name : respelt)</h1>"), "film \(index)")
        }
    }

    /// A save giving a movie another's title and year, or taking it back, is a build, which gives
    /// or takes back the warning of one film published twice; so is one that gives the two a
    /// director in common, or takes it back (films by other directors are two films, helper-39);
    /// another retitling is applied.
    @Test func aSaveThatMakesOrMendsADuplicateIsABuild() async throws {
        // Lists of one page each: a director credited once more adds no page, which would be a build anyway.
        site.folder.write("site.yml", "title: Club\nbaseURL: https://example.org/club/\npageSize: 100\n")
        var films = try await builtFilms(seed: 5) { films in
            films[0].year = films[1].year
            films[0].directors = [Self.people.first { $0 != films[1].directors[0] }!]
        }
        let own = films[0].directors, twin = films[1]
        let saves: [(what: String, save: (inout Film) -> Void, warned: Bool)] = [
            ("the twin's title", { $0.title = twin.title }, false),
            ("the twin's director too", { $0.directors = own + twin.directors }, true),
            ("its own director alone", { $0.directors = own }, false),
            ("the twin's director again", { $0.directors = twin.directors }, true),
            ("a title of its own", { $0.title = "Its Own Title" }, false),
        ]
        for (what, save, warned) in saves {
            save(&films[0])
            site.folder.write(Self.path(0), films[0].text)
            let manifest = manifestBytes()
            let outcome = try await preview.build(into: output, changed: [Self.path(0)])
            #expect(manifestBytes() != manifest, "\(what): a build")
            #expect(outcome.warnings.contains { $0.headline.contains("is published twice") } == warned, "\(what): \(outcome.warnings.map(\.headline))")
        }
        films[0].title = "Its Own Title, Again"
        site.folder.write(Self.path(0), films[0].text)
        let manifest = manifestBytes()
        _ = try await preview.build(into: output, changed: [Self.path(0)])
        #expect(manifestBytes() == manifest, "a title no other movie has is applied without a build")
    }

    /// Found by a review: a saved file whose `slug:` names another movie defines that movie twice,
    /// an error; and undoing it must leave the site a clean build makes.
    /// A save giving the first movie a date of the site's own order, or taking the last one's away,
    /// is a build, which takes back or gives the warning that no movie gives the field; moving
    /// the date is applied. Giving a second movie a date of its own is a build too: the terms it
    /// shares with the first now come in that order, a page more each.
    @Test func aSaveGivingOrTakingTheOnlyDateOfAnOrderIsABuild() async throws {
        var films = try await builtFilms(seed: 5) { films in
            for index in films.indices { films[index].screened = nil }
        }
        let saves: [(what: String, film: Int, screened: Int?, built: Bool, warned: Bool)] = [
            ("the first date", 0, 40, true, false),
            ("the date moved", 0, 42, false, false),
            ("a second date", 1, 41, true, false),
            ("the second taken away", 1, nil, true, false),
            ("the last taken away", 0, nil, true, true),
        ]
        for (what, film, screened, built, warned) in saves {
            films[film].screened = screened
            site.folder.write(Self.path(film), films[film].text)
            let manifest = manifestBytes()
            let outcome = try await preview.build(into: output, changed: [Self.path(film)])
            #expect((manifestBytes() != manifest) == built, "\(what)")
            #expect(outcome.warnings.contains { $0.headline.contains("order 'screened' orders nothing") } == warned, "\(what): \(outcome.warnings.map(\.headline))")
        }
    }

    @Test func aSaveThatTakesAnotherMoviesSlugIsAnError() async throws {
        var films = try await builtFilms(seed: 3) { films in
            // Filed alike, so that only the slug tells them apart.
            (films[1].year, films[1].genres, films[1].directors, films[1].cast) = (films[0].year, films[0].genres, films[0].directors, films[0].cast)
            (films[0].reviews, films[1].reviews) = ([], [])
        }
        films[1].slug = "film-0"
        films[1].title = "Taken Slug"
        site.folder.write(Self.path(1), films[1].text)
        await #expect(throws: DiagnosticList.self) { try await preview.build(into: output, changed: [Self.path(1)]) }
        films[1].slug = nil
        site.folder.write(Self.path(1), films[1].text)
        _ = try await preview.build(into: output, changed: [Self.path(1)])
        let served = try tree(output), clean = try await cleanTree()
        #expect(served.filter { clean[$0.key] != $0.value }.keys.sorted() == [])
    }

    /// A review's date that is not its movie's latest can still be its reviewer's latest, which
    /// the site map shows: the save is applied, and the reviewer's date is the new one.
    @Test func aReviewDateThatIsOnlyItsReviewersLatestReachesTheSiteMap() async throws {
        var films = try await builtFilms(seed: 13) { films in
            for index in films.indices { films[index].reviews = [] }
            films[0].reviews = [("cy", 3, 10), ("dee", 4, 200)]
            films[1].reviews = [("cy", 4, 100)]
        }
        films[0].reviews[0].day = 150  // cy's latest now, not film 0's (dee's is)
        site.folder.write(Self.path(0), films[0].text)
        let manifest = manifestBytes()
        _ = try await preview.build(into: output, changed: [Self.path(0)])
        #expect(manifestBytes() == manifest, "a review's date is applied without a build")
        let served = try tree(output), clean = try await cleanTree()
        #expect(served.filter { clean[$0.key] != $0.value }.keys.sorted() == [])
        #expect(String(decoding: served["sitemap.xml"] ?? Data(), as: UTF8.self).contains("<lastmod>\(Self.date(150))</lastmod>"))
    }

    /// Editors that save through a temporary file renamed over the movie's report both files; the
    /// temporary one is gone and no load reads it, so the save is the movie's alone. One that is
    /// still there is left to a build.
    @Test(arguments: ["sedX1y2z3", "4913", "film-0.md___jb_tmp___", "film-0.md~"])
    func aSaveThroughATemporaryFileIsTheMoviesSave(temporary: String) async throws {
        var films = try await builtFilms(seed: 17)
        films[0].title = "Renamed Over"
        let folder = site.folder.url.appending(path: "content/movies")
        site.folder.write("content/movies/" + temporary, films[0].text)
        _ = rename(folder.appending(path: temporary).path, folder.appending(path: "film-0.md").path)
        var manifest = manifestBytes()
        _ = try await preview.build(into: output, changed: ["content/movies/" + temporary, Self.path(0)])
        #expect(manifestBytes() == manifest, "applied without a build")
        var served = try tree(output), clean = try await cleanTree()
        #expect(served.filter { clean[$0.key] != $0.value }.keys.sorted() == [])
        #expect(String(decoding: served["movies/film-0/index.html"] ?? Data(), as: UTF8.self).contains("Renamed Over"))

        films[0].title = "Kept Beside"
        site.folder.write("content/movies/" + temporary, films[0].text)
        site.folder.write(Self.path(0), films[0].text)
        manifest = manifestBytes()
        _ = try await preview.build(into: output, changed: ["content/movies/" + temporary, Self.path(0)])
        #expect(manifestBytes() != manifest, "a build")
        served = try tree(output)
        clean = try await cleanTree()
        #expect(served.filter { clean[$0.key] != $0.value }.keys.sorted() == [])
    }

    /// Found by a review: a file no build reads (`film-0.txt`, an editor's temporary copy) is no
    /// movie's save.
    @Test func aSaveOfAFileNoBuildReadsChangesNoPage() async throws {
        var films = try await builtFilms(seed: 5)
        films[0].title = "Only In A Text File"
        for name in ["film-0.txt", "film-0.md___jb_tmp___"] {
            site.folder.write("content/movies/" + name, films[0].text)
            _ = try await preview.build(into: output, changed: ["content/movies/" + name])
            let served = try tree(output), clean = try await cleanTree()
            #expect(served.filter { clean[$0.key] != $0.value }.keys.sorted() == [], "\(name)")
        }
    }
}
