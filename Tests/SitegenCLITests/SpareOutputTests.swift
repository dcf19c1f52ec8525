import Foundation
import Glibc
@testable import SitegenCLI
import SitegenTestSupport
import Testing

/// Issue #21: a rebuild puts its changed files in place in one step, by swapping the output with
/// its spare (`.public.spare`), which is then the site one version behind. A build killed at any
/// moment therefore leaves the previous site or the new one (scripts/faults kills real builds;
/// these tests hold the spare to what each step relies on).
struct SpareOutputTests {
    private func tree(_ root: URL) throws -> [String: Data] {
        let paths = FileTree.walk(root.path).files.filter { $0 != SpareOutput.recordName }
        return try Dictionary(uniqueKeysWithValues: paths.map { ($0, try Data(contentsOf: root.appending(path: $0))) })
    }

    private func spare(of site: SiteBuild) -> URL { site.folder.url.appending(path: ".public.spare", directoryHint: .isDirectory) }

    private func inode(_ url: URL) -> UInt64? {
        var info = stat()
        return lstat(url.path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// The club site built, then rebuilt with another about page: its output has a spare.
    private func siteWithASpare() async throws -> SiteBuild {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nSecond.\n")
        try await site.build()
        return site
    }

    /// What a clean build of the club site writes with `text` on its about page.
    private func cleanTree(about text: String) async throws -> [String: Data] {
        let clean = try SiteBuild(fixture: "club")
        clean.folder.write("content/pages/about.md", "---\ntitle: About us\n---\n\(text)\n")
        try await clean.build()
        return try tree(clean.output)
    }

    @Test func aRebuildSwapsInTheSpareAndKeepsThePreviousSiteThere() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let first = try tree(site.output), firstFolder = inode(site.output)
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nSecond.\n")
        try await site.build()
        // The output is another folder now (the spare, swapped in), and the spare is the first site.
        #expect(inode(site.output) != firstFolder)
        #expect(try tree(spare(of: site)) == first)
        #expect(try site.html("about/index.html").contains("Second."))
        let record = try String(decoding: Data(contentsOf: spare(of: site).appending(path: SpareOutput.recordName)), as: UTF8.self)
        #expect(record.split(separator: "\0").contains("about/index.html"))

        // Twice more, so that the spare is brought up to date from its record, and each result is
        // the site a clean build writes.
        for text in ["Third.", "Fourth."] {
            let before = try tree(site.output)
            site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\n\(text)\n")
            try await site.build()
            #expect(try tree(spare(of: site)) == before)
            #expect(try await tree(site.output) == cleanTree(about: text))
        }
    }

    /// Without a manifest the next build replaces the site whole: the spare, a copy of the site
    /// before, goes with it rather than keeping its files on disk until a later rebuild.
    @Test func aSiteReplacedWholeTakesItsSpareAlong() async throws {
        let site = try await siteWithASpare()
        #expect(FileManager.default.fileExists(atPath: spare(of: site).path))
        unlink(BuildManifest.location(for: site.output).path)
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nThird.\n")
        try await site.build()
        #expect(try site.html("about/index.html").contains("Third."))
        #expect(!FileManager.default.fileExists(atPath: spare(of: site).path))
    }

    @Test func aSpareLeftHalfUpdatedIsMadeAnew() async throws {
        let site = try await siteWithASpare()
        // As a build killed while bringing the spare up to date leaves it: a file changed, its
        // record gone. A spare taken for up to date would put the wrong page live.
        let spare = spare(of: site)
        unlink(spare.appending(path: SpareOutput.recordName).path)
        unlink(spare.appending(path: "movies/index.html").path)
        try Data("stale".utf8).write(to: spare.appending(path: "index.html"))
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nThird.\n")
        try await site.build()
        #expect(try await tree(site.output) == cleanTree(about: "Third."))
    }

    @Test func aRecordOfAnotherOutputFolderIsNotTrusted() async throws {
        let site = try await siteWithASpare()
        // The output replaced by a copy of itself: same files, another folder. The spare's record
        // describes the folder it was swapped with, so it is made anew rather than trusted.
        let copy = site.folder.url.appending(path: "copy")
        try FileManager.default.copyItem(at: site.output, to: copy)
        try FileManager.default.removeItem(at: site.output)
        try FileManager.default.moveItem(at: copy, to: site.output)
        try Data("stale".utf8).write(to: spare(of: site).appending(path: "index.html"))
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nThird.\n")
        try await site.build()
        #expect(try !site.html("index.html").contains("stale"))
        #expect(try tree(spare(of: site))["index.html"] != Data("stale".utf8))
    }

    @Test func aLinkPlantedAsTheSpareIsRefusedAndNotFollowed() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let victim = site.folder.url.appending(path: "victim", directoryHint: .isDirectory)
        site.folder.write("victim/keep.txt", "mine")
        try FileManager.default.createSymbolicLink(atPath: spare(of: site).path, withDestinationPath: victim.path)
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nSecond.\n")
        #expect(await site.headlines() == ["\(spare(of: site).path): error: refusing to use this folder as the output's spare: it is a symbolic link, not a folder"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["keep.txt"])
    }
}
