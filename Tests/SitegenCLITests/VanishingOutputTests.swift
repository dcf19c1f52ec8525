import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// The folder the output is in, moved away during a build: the build fails saying so, makes
/// nothing again where it was, and removes its staging folder from where the folder went.
struct VanishingOutputTests {
    @Test func aStagingFolderWhoseFolderMovedAwayIsNotMadeAgain() throws {
        let folder = TemporaryFolder()
        let before = folder.url.appending(path: "deploy"), after = folder.url.appending(path: "moved")
        try FileManager.default.createDirectory(at: before, withIntermediateDirectories: true)
        let output = try OutputFolder(before.appending(path: "public"), source: folder.url.appending(path: "site"))
        try output.write("one", to: "movies/a/index.html")
        try FileManager.default.moveItem(at: before, to: after)

        do {
            try output.write("two", to: "movies/b/index.html")
            Issue.record("wrote into a staging folder that was moved away")
        } catch {
            #expect(error.diagnostics.first?.message.contains("is gone") == true, "\(error)")
            #expect(error.diagnostics.first?.hint?.contains("build again") == true)
        }
        #expect(!FileManager.default.fileExists(atPath: before.path), "made again where it was")
        output.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: after.path).isEmpty, "staging folder left behind")
    }

    @Test func foldersBelowARootNeverMakeTheRoot() {
        let folder = TemporaryFolder()
        let root = folder.url.path + "/gone"
        #expect(!FileTree.makeFolders(root + "/a/b", below: root) && errno == ENOENT)
        #expect(!FileTree.makeFolders(root, below: root))
        #expect(!FileManager.default.fileExists(atPath: root))
        #expect(FileTree.makeFolders(folder.url.path + "/a/b", below: folder.url.path))
    }
}

/// A build whose manifest cannot be saved (a full disk) warns, and leaves no manifest of the
/// site before it: the next build, content put back as it was, must not keep the newer pages.
struct UnsavedManifestTests {
    @Test func aManifestThatCannotBeSavedLeavesNoneAndTheNextBuildIsFull() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let before = try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) }
        let settings = try String(contentsOf: site.folder.url.appending(path: "site.yml"), encoding: .utf8)
        // The manifest is written beside it first, under this name: a folder there makes it fail.
        let manifest = site.folder.url.appending(path: ".public.manifest").path
        let blocker = manifest + ".\(getpid()).partial"
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)

        site.folder.write("site.yml", settings.replacingOccurrences(of: "Thursday Film Club", with: "Another Club"))
        let report = try await site.build()
        #expect(report.warnings.contains { $0.message.contains("not its build manifest") && $0.location.path == manifest })
        #expect(!FileManager.default.fileExists(atPath: manifest))
        #expect(try site.html("index.html").contains("Another Club"))

        try FileManager.default.removeItem(atPath: blocker)
        site.folder.write("site.yml", settings)
        try await site.build()
        #expect(try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) } == before)
    }
}
