import Foundation
@testable import SitegenServe
import Testing

struct GenerationsTests {
    /// A build leaves a manifest and a lock beside its output; an old version goes with both.
    @Test func anOldVersionIsRemovedWithTheFilesBesideIt() throws {
        let generations = try Generations()
        defer { generations.removeAll() }
        var old: [URL] = []
        for _ in 1...3 {
            let version = generations.next()
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            for sidecar in ["manifest", "lock"] {
                _ = FileManager.default.createFile(atPath: generations.folder.appending(path: ".\(version.lastPathComponent).\(sidecar)").path, contents: Data())
            }
            old += generations.keep(version)
        }
        generations.remove(old)
        let left = try FileManager.default.contentsOfDirectory(atPath: generations.folder.path).sorted()
        #expect(left == [".v2.lock", ".v2.manifest", ".v3.lock", ".v3.manifest", "v2", "v3"])
        generations.removeAll()
        #expect(!FileManager.default.fileExists(atPath: generations.folder.path))
    }
}
