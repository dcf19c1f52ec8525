import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// The survey of a previous output finds exactly the files a full walk finds, whatever was done
/// to the output by hand since, while listing only the folders changed since the last build.
struct OutputSurveyTests {
    /// A site built three times, each a while after the one before, so that the folders the
    /// earlier builds made are older than the last one's record: the survey trusts them. (The
    /// second build makes the output's spare, every folder anew; the third swaps it in, brought
    /// up to date by the few files the second changed.)
    private func settledSite() async throws -> SiteBuild {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let movie = site.folder.url.appending(path: "content/movies/arrival-2016.md")
        for line in ["One more line.", "And another."] {
            try await Task.sleep(for: .milliseconds(150))
            try (String(contentsOf: movie, encoding: .utf8) + "\n\(line)\n").write(to: movie, atomically: true, encoding: .utf8)
            try await site.build()
        }
        return site
    }

    private func manifest(of site: SiteBuild) throws -> BuildManifest {
        try #require(BuildManifest.load(for: site.output))
    }

    /// The survey's files, checked against a full walk of the output, and the same when it may
    /// hold only one folder open at a time (a site with thousands of paginated terms).
    private func surveyed(_ site: SiteBuild) throws -> (files: Set<String>, listedFolders: Int, failure: Int32?) {
        let survey = OutputSurvey.survey(of: site.output.path, after: try manifest(of: site))
        #expect(survey.files == Set(FileTree.walk(site.output.path).files))
        #expect(survey.failure == nil)
        let keepingOneOpen = OutputSurvey.survey(of: site.output.path, after: try manifest(of: site), keepingOpen: 1)
        #expect(keepingOneOpen.files == survey.files && keepingOneOpen.listedFolders == survey.listedFolders)
        return survey
    }

    @Test func aSettledOutputIsSurveyedWithoutListingItsFolders() async throws {
        let site = try await settledSite()
        #expect(try manifest(of: site).output != nil)
        // Only the folder of the page the second build wrote again is listed.
        #expect(try surveyed(site).listedFolders <= 2)
    }

    @Test func findsPagesDeletedAndFilesAddedByHand() async throws {
        let site = try await settledSite()
        let output = site.output
        try FileManager.default.removeItem(at: output.appending(path: "movies/heat-1995/index.html"))
        site.folder.write("public/users/ada/notes.txt", "a stray file in a page's folder")
        site.folder.write("public/old/deep/page.html", "a stray folder tree")
        let surveyed = try surveyed(site)
        #expect(!surveyed.files.contains("movies/heat-1995/index.html"))
        #expect(surveyed.files.contains("users/ada/notes.txt"))
        #expect(surveyed.files.contains("old/deep/page.html"))
    }

    @Test func findsAFolderRemovedOrReplacedByAFile() async throws {
        let site = try await settledSite()
        let output = site.output
        try FileManager.default.removeItem(at: output.appending(path: "movies/heat-1995"))
        try FileManager.default.removeItem(at: output.appending(path: "users/bob"))
        site.folder.write("public/users/bob", "a file where a folder was")
        let surveyed = try surveyed(site)
        #expect(!surveyed.files.contains { $0.hasPrefix("movies/heat-1995/") })
        #expect(surveyed.files.contains("users/bob"))
    }

    /// A folder whose names changed keeps its modification time if it is put back (`touch -d`,
    /// `cp -p`); its change time cannot be.
    @Test func aFolderWithItsModificationTimePutBackIsStillListed() async throws {
        let site = try await settledSite()
        let folder = site.output.appending(path: "movies/heat-1995").path
        var before = stat()
        #expect(stat(folder, &before) == 0)
        try FileManager.default.removeItem(atPath: folder + "/index.json")
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, folder, &times, 0) == 0)
        #expect(try !surveyed(site).files.contains("movies/heat-1995/index.json"))
    }

    @Test func theNextRebuildPutsBackWhatWasDeletedAndRemovesWhatWasAdded() async throws {
        let site = try await settledSite()
        let page = "movies/heat-1995/index.html"
        let original = try site.html(page)
        try FileManager.default.removeItem(at: site.output.appending(path: page))
        site.folder.write("public/users/ada/notes.txt", "a stray file in a page's folder")
        let movie = site.folder.url.appending(path: "content/movies/arrival-2016.md")
        try (String(contentsOf: movie, encoding: .utf8) + "\nAnd another.\n").write(to: movie, atomically: true, encoding: .utf8)
        try await site.build()
        #expect(try site.html(page) == original)
        #expect(!site.outputFiles.contains("users/ada/notes.txt"))
    }

    /// A file system that keeps times to whole seconds lists the folders changed within two and
    /// a half of them; any other, those changed within 50 ms, more than a clock tick.
    @Test func aTimeOfWholeSecondsWidensTheMargin() {
        #expect(OutputSurvey.Record(finished: 7_000_000_000, copiedFiles: []).cutoff == 4_500_000_000)
        #expect(OutputSurvey.Record(finished: 7_000_000_001, copiedFiles: []).cutoff == 6_950_000_001)
    }

    @Test func pathsSplitAtTheirLastSlash() {
        #expect(OutputPath.split("index.html") == ("", "index.html"))
        #expect(OutputPath.split("movies/heat-1995/index.html") == ("movies/heat-1995", "index.html"))
        #expect(OutputPath.split("movies/heat-1995") == ("movies", "heat-1995"))
        #expect(OutputPath.split("médias/été/affiche.jpg") == ("médias/été", "affiche.jpg"))
        #expect(OutputPath.split("trailing/") == ("trailing", ""))
    }

    @Test func anOutputWithoutARecordIsListedWhole() async throws {
        let site = try await settledSite()
        var manifest = try manifest(of: site)
        manifest.output = nil
        let survey = OutputSurvey.survey(of: site.output.path, after: manifest)
        #expect(survey.files == Set(FileTree.walk(site.output.path).files))
        #expect(survey.listedFolders == FileTree.walk(site.output.path).folders.count + 1)
    }
}
