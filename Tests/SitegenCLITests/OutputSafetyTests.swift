import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// Issue #21, items 3 and 4: the files kept beside the output (`.public.lock`, `.public.cache`,
/// `.public.manifest`) are never reached through a planted link, and a refused output leaves
/// nothing behind.
struct OutputSafetyTests {
    @Test(arguments: [".public.lock", ".public.cache", ".public.manifest"])
    func aLinkPlantedBesideTheOutputIsRefusedAndNotFollowed(_ name: String) async throws {
        let site = try SiteBuild(fixture: "club")
        #expect(await site.headlines() == [])  // a previous build: the cache and manifest are read
        let victim = site.folder.url.appending(path: "victim").path
        let planted = site.folder.url.appending(path: name).path
        unlink(planted)
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nChanged.\n")
        let role = ["lock": "build lock", "cache": "decode cache", "manifest": "build manifest"][String(name.split(separator: ".").last!)]!
        #expect(await site.headlines() == ["\(planted): error: refusing to use this file as the \(role): it is a symbolic link, not a regular file"])
        #expect(!FileManager.default.fileExists(atPath: victim))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted) == victim)
    }

    @Test func aNamedPipeBesideTheOutputIsRefusedWithoutBlocking() async throws {
        let site = try SiteBuild(fixture: "club")
        #expect(await site.headlines() == [])
        let planted = site.folder.url.appending(path: ".public.cache").path
        unlink(planted)
        #expect(mkfifo(planted, 0o600) == 0)
        #expect(await site.headlines() == ["\(planted): error: refusing to use this file as the decode cache: it is a named pipe, not a regular file"])
    }

    @Test func theLockItselfRefusesALink() throws {
        let folder = TemporaryFolder()
        let victim = folder.url.appending(path: "victim").path
        try FileManager.default.createSymbolicLink(atPath: folder.url.appending(path: ".public.lock").path, withDestinationPath: victim)
        #expect(throws: DiagnosticList.self) { _ = try BuildLock(for: folder.url.appending(path: "public")) }
        #expect(!FileManager.default.fileExists(atPath: victim))
    }

    @Test func aRefusedOutputLeavesNoFilesBehind() async throws {
        let site = try SiteBuild(fixture: "club")
        // Through a link to content/media/, to folders that do not exist yet.
        try FileManager.default.createSymbolicLink(atPath: site.folder.url.appending(path: "shortcut").path, withDestinationPath: "content/media")
        let outputs = [
            site.folder.url.appending(path: "shortcut/out"),
            site.folder.url.appending(path: "shortcut/new/deeper/out"),
            site.folder.url.appending(path: "content/media/out"),
            site.folder.url.appending(path: "content"),
            site.folder.url.appending(path: "themes/default/static/out"),
            site.folder.url,
            site.folder.url.deletingLastPathComponent(),
        ]
        site.folder.write("precious/keep.txt", "not sitegen's")
        site.folder.write("themes/default/static/.keep", "")
        for output in outputs + [site.folder.url.appending(path: "precious")] {
            // Other builds may share the parent folder (the system's temporary folder): only this
            // output's own files beside it count, and only new ones.
            func ownFiles() throws -> Set<String> {
                let parent = output.deletingLastPathComponent().path
                guard FileManager.default.fileExists(atPath: parent) else { return [] }
                return Set(try FileManager.default.contentsOfDirectory(atPath: parent).filter { $0.hasPrefix(".\(output.lastPathComponent).") })
            }
            let before = try ownFiles()
            let problems = await site.headlines(output: output)
            #expect(problems.first?.contains("refusing") == true, "\(output.path): \(problems)")
            #expect(try ownFiles().subtracting(before).isEmpty, "\(output.path)")
        }
        #expect(site.folder.relativeFilePaths(below: ".").allSatisfy { !$0.contains(".lock") && !$0.contains(".cache") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.url.appending(path: "content/media").path) == ["alien.png"])
    }
}

/// A build that replaces its output whole (no manifest to update it in place) swaps the two
/// folders in one step, and leaves nothing beside it.
struct OutputSwapTests {
    @Test func aWholeFolderSwapLeavesTheNewSiteAndNothingBeside() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let inode = try FileManager.default.attributesOfItem(atPath: site.output.path)[.systemFileNumber] as? UInt64
        unlink(site.folder.url.appending(path: ".public.manifest").path)
        site.folder.write("content/pages/about.md", "---\ntitle: About us\n---\nSwapped.\n")
        try await site.build()
        #expect(try site.html("about/index.html").contains("Swapped."))
        #expect(try FileManager.default.attributesOfItem(atPath: site.output.path)[.systemFileNumber] as? UInt64 != inode)
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path)
        #expect(!beside.contains { $0.contains("staging") || $0.contains("previous") })
    }
}

/// A rebuild that may not write one of the output's folders (a subfolder read-only, or immutable)
/// fails naming it before anything moves: the previous site stays as it was, as the build says.
struct FailedMoveTests {
    /// `chattr +i` stops root too; without root (or on a file system without the flag) the case
    /// is left to scripts/faults, which runs it as an unprivileged user.
    static let canMakeImmutable = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(.enabled(if: canMakeImmutable)) func anImmutableSubfolderFailsTheRebuildAndKeepsTheSite() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let before = try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) }
        let locked = site.output.appending(path: "users").path
        guard Self.chattr("+i", locked) else { return }
        defer { _ = Self.chattr("-i", locked) }
        site.folder.write("site.yml", "title: Another Club\nbaseURL: https://example.org/club/\n")
        do {
            try await site.build()
            Issue.record("built into an immutable folder")
        } catch {
            #expect(error.diagnostics.first?.message.hasPrefix("cannot write users/") == true, "\(error)")
        }
        #expect(try site.outputFiles.map { try Data(contentsOf: site.output.appending(path: $0)) } == before)
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path)
        #expect(!beside.contains { $0.contains("staging") || $0.contains("previous") })
    }
}
