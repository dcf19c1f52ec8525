import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// `serve`'s save of a movie's prose alone: its page written without a build, and a site that is
/// always the one a clean build makes of the same files.
struct ProseSaveTests {
    let site: SiteBuild
    let preview: PreviewBuild
    let output: URL
    private let alien = "content/movies/alien-1979.md"

    init() throws {
        site = try SiteBuild(fixture: "club")
        preview = PreviewBuild(source: site.folder.url, baseURL: "http://127.0.0.1:8000/", includeDrafts: false)
        output = site.folder.url.appending(path: "preview", directoryHint: .isDirectory)
    }

    private func alienFile(title: String = "Alien", prose: String) throws -> String {
        let original = try String(contentsOf: site.folder.url.appending(path: alien), encoding: .utf8)
        let frontMatter = original.components(separatedBy: "\n---\n")[0].replacingOccurrences(of: "title: \"Alien\"", with: "title: \"\(title)\"")
        return frontMatter + "\n---\n" + prose + "\n"
    }

    private func page(_ path: String = "movies/alien-1979/index.html") throws -> String {
        try String(contentsOf: output.appending(path: path), encoding: .utf8)
    }

    private func manifestBytes() -> Data? { try? Data(contentsOf: BuildManifest.location(for: output)) }

    /// What a clean build of the site's files as they are now writes, file by file.
    private func cleanTree() async throws -> [String: Data] {
        let clean = site.folder.url.appending(path: "clean-\(UUID().uuidString.prefix(6))", directoryHint: .isDirectory)
        _ = try await PreviewBuild(source: site.folder.url, baseURL: "http://127.0.0.1:8000/", includeDrafts: false).build(into: clean)
        defer { try? FileManager.default.removeItem(at: clean) }
        return try tree(clean)
    }

    private func tree(_ root: URL) throws -> [String: Data] {
        let paths = FileTree.walk(root.path).files
        return try Dictionary(uniqueKeysWithValues: paths.map { ($0, try Data(contentsOf: root.appending(path: $0))) })
    }

    @Test func aSaveOfProseAloneWritesOnlyThatPageWithoutABuild() async throws {
        _ = try await preview.build(into: output)
        let manifest = manifestBytes()
        site.folder.write(alien, try alienFile(prose: "Rewritten, with a link to [Heat](movie:heat-1995)."))
        let saved = try await preview.build(into: output, changed: [alien])
        #expect(saved.changedPages == ["movies/alien-1979/index.html"])
        #expect(try page().contains("Rewritten, with a link to"))
        // No build ran: the manifest is the one the first build wrote.
        #expect(manifestBytes() == manifest)
        // And the site is the one a clean build makes of the files as they are now, but for the
        // build's own files beside the pages.
        var served = try tree(output)
        var clean = try await cleanTree()
        served[OutputFolder.markerName] = nil
        clean[OutputFolder.markerName] = nil
        #expect(served == clean)
    }

    /// The page written without a build is one the manifest knows nothing of: the next build must
    /// make it again even when the movie's prose is back to what the manifest recorded.
    @Test func theNextBuildMakesAgainAPageWrittenWithoutOne() async throws {
        let original = try String(contentsOf: site.folder.url.appending(path: alien), encoding: .utf8)
        _ = try await preview.build(into: output)
        site.folder.write(alien, try alienFile(prose: "A draft of a better synopsis."))
        _ = try await preview.build(into: output, changed: [alien])
        #expect(try page().contains("A draft of a better synopsis."))
        // The prose put back and another file saved with it: a build, not a prose save.
        site.folder.write(alien, original)
        site.folder.write("content/movies/heat-1995.md",
                          try String(contentsOf: site.folder.url.appending(path: "content/movies/heat-1995.md"), encoding: .utf8) + "\nMore.\n")
        let built = try await preview.build(into: output, changed: [alien, "content/movies/heat-1995.md"])
        #expect(built.changedPages.contains("movies/alien-1979/index.html"))
        #expect(try !page().contains("A draft of a better synopsis."))
        #expect(try page().contains("Alien, directed by Ridley Scott."))
        var served = try tree(output), clean = try await cleanTree()
        served[OutputFolder.markerName] = nil
        clean[OutputFolder.markerName] = nil
        #expect(served == clean)
    }

    @Test func aSaveThatChangesFrontMatterIsNoProseSaveAndOneThatBreaksALinkIsABuild() async throws {
        _ = try await preview.build(into: output)
        let manifest = manifestBytes()
        // A title shows on every list: not a prose save, but one of front matter (`MovieSave`),
        // which writes the lists too.
        site.folder.write(alien, try alienFile(title: "Alien (director's cut)", prose: "Same idea."))
        let retitled = try await preview.build(into: output, changed: [alien])
        #expect(manifestBytes() == manifest)
        #expect(retitled.changedPages.contains("movies/index.html"))
        // A broken link in the prose: the build reports it, at its line.
        site.folder.write(alien, try alienFile(title: "Alien (director's cut)", prose: "See [nothing](movie:nosuch-2000)."))
        await #expect(throws: DiagnosticList.self) { try await preview.build(into: output, changed: [alien]) }
        // Fixed: a save of prose alone again, after the failed build, is still a build.
        site.folder.write(alien, try alienFile(title: "Alien (director's cut)", prose: "Fixed."))
        let beforeFix = manifestBytes()
        _ = try await preview.build(into: output, changed: [alien])
        #expect(manifestBytes() != beforeFix)
        #expect(try page().contains("Fixed."))
    }

    /// A movie file that another one links to is two movies, and the watcher names only the file
    /// written: a save of it is a build, which makes the pages of both.
    @Test func aSaveOfAFileAnotherLinksToIsABuild() async throws {
        let movies = site.folder.url.appending(path: "content/movies").path
        #expect(symlink("alien-1979.md", movies + "/alien-again-1979.md") == 0)
        _ = try await preview.build(into: output)
        let manifest = manifestBytes()
        site.folder.write(alien, try alienFile(prose: "Read through a link too."))
        _ = try await preview.build(into: output, changed: [alien])
        #expect(manifestBytes() != manifest)
        #expect(try page("movies/alien-again-1979/index.html").contains("Read through a link too."))
    }

    /// What a prose save relies on, held to every page a build makes: no page but a movie's own
    /// reads the movie with its synopsis, and none reads every movie with theirs.
    @Test func onlyAMoviesOwnPageReadsItsProse() async throws {
        _ = try await preview.build(into: output)
        let manifest = try #require(BuildManifest.load(for: output))
        #expect(manifest.pages.count > 40)
        for path in manifest.pages.keys {
            let reads = try #require(manifest.readDescriptions(of: path))
            #expect(!reads.contains("M"), "\(path) reads every movie with its prose")
            for read in reads where read.hasPrefix("m:") {
                #expect(path == "movies/\(read.dropFirst(2))/index.html", "\(path) reads the prose of \(read.dropFirst(2))")
            }
        }
    }

    /// Saves of front matter are builds, which digest again only the reads the saved movie files
    /// can have changed, from what `serve` kept of each file: one file saved twice, a save that
    /// breaks the file and one that mends it, a prose save and a build after it. Each leaves the
    /// site a clean build makes.
    @Test func buildsAfterSavesOfFrontMatterLeaveTheSiteACleanBuildMakes() async throws {
        let original = try String(contentsOf: site.folder.url.appending(path: alien), encoding: .utf8)
        _ = try await preview.build(into: output)
        let saves: [(String, String)] = [
            ("a new title", original.replacingOccurrences(of: "title: \"Alien\"", with: "title: \"Zed Alien\"")),
            ("the same file again, a cast", original.replacingOccurrences(of: "directors: [Ridley Scott]",
                                                                           with: "directors: [Ridley Scott]\ncast: [Sigourney Weaver]")),
            ("a broken file", original.replacingOccurrences(of: "year: 1979", with: "year: [1979")),
            ("the file mended, another title", original.replacingOccurrences(of: "title: \"Alien\"", with: "title: \"Aliens\"")),
            ("its prose alone", original.replacingOccurrences(of: "title: \"Alien\"", with: "title: \"Aliens\"")
                .replacingOccurrences(of: "Alien, directed by", with: "Alien, the film directed by")),
            ("as it was", original),
        ]
        for (name, text) in saves {
            site.folder.write(alien, text)
            do throws(DiagnosticList) {
                _ = try await preview.build(into: output, changed: [alien])
            } catch {
                #expect(name == "a broken file", "after \(name): \(error.diagnostics)")
                continue
            }
            var served = try tree(output), clean = try await cleanTree()
            served[OutputFolder.markerName] = nil
            clean[OutputFolder.markerName] = nil
            #expect(served.keys.sorted() == clean.keys.sorted(), "after \(name)")
            #expect(served.filter { clean[$0.key] != $0.value }.keys.sorted() == [], "after \(name)")
        }
    }
}
