import Foundation
@testable import SitegenCLI
import SitegenTestSupport
import Testing

/// The walk a rebuild makes of its previous output finds every file and folder, however many
/// entries a folder has.
struct FileTreeTests {
    @Test func aWalkFindsEveryFileAndFolderOfAFolderLargerThanOneRead() throws {
        let folder = TemporaryFolder()
        // 2,000 names of 60 bytes: about 160 KB of directory records, more than one read gets.
        let names = (0..<2000).map { String(format: "%04d-", $0) + String(repeating: "n", count: 55) }
        for name in names { _ = folder.write("movies/\(name)/index.html", "x") }
        _ = folder.write("index.html", "home")
        _ = folder.write("css/site.css", "body {}")

        let walked = FileTree.walk(folder.url.path)
        let files = Set(names.map { "movies/\($0)/index.html" } + ["index.html", "css/site.css"])
        let folders = Set(names.map { "movies/\($0)" } + ["movies", "css"])
        #expect(walked.files.count == files.count && walked.folders.count == folders.count)
        #expect(files.subtracting(walked.files).sorted().prefix(3) == [], "files the walk missed")
        #expect(folders.subtracting(walked.folders).sorted().prefix(3) == [], "folders the walk missed")
        // Parents before their children, as removing and creating folders needs them.
        #expect(walked.folders.firstIndex(of: "movies")! < walked.folders.firstIndex(of: "movies/\(names[0])")!)
    }

    /// Statuses are asked on all cores: every entry is there, once, with its own size.
    @Test func statusesOfALargeFolderAreEveryEntrysOwn() async throws {
        let folder = TemporaryFolder()
        let names = (0..<1_500).map { String(format: "movie-%04d.md", $0) }
        for (index, name) in names.enumerated() { _ = folder.write("content/movies/\(name)", String(repeating: "x", count: index % 7)) }
        _ = folder.write("content/users/ada.json", "{}")

        let statuses = await FileTree.statuses(folder.url.path + "/content")
        let sizes = Dictionary(statuses.map { ($0.path, $0.size) }, uniquingKeysWith: { _, _ in -1 })
        #expect(statuses.count == names.count + 3)  // and the folders movies and users
        for (index, name) in names.enumerated() where sizes["movies/\(name)"] != Int64(index % 7) {
            Issue.record("movies/\(name): \(sizes["movies/\(name)"].map(String.init) ?? "missing")")
        }
        #expect(sizes["users/ada.json"] == 2 && sizes["movies"] != nil && sizes["users"] != nil)
    }
}
