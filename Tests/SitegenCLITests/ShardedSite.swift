import ArgumentParser
import Foundation
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// A site to build in shards (`ShardBuildTests`, `ShardMergeTests`), with the folders of its
/// shards and of their merge beside its own output.
struct ShardedSite {
    let site: SiteBuild

    /// The club fixture with enough more movies (one with the club's poster) that every one of
    /// seven shards gets pages of each kind.
    init() throws {
        site = try SiteBuild(fixture: "club")
        for number in 1...30 {
            let poster = number == 7 ? "poster: media/alien.png\n" : ""
            site.folder.write("content/movies/film-\(number)-\(1950 + number).md", """
                ---
                title: "Film \(number)"
                year: \(1950 + number)
                genres: [\(["Drama", "Crime", "Comedy"][number % 3])]
                directors: [Director \(number % 4)]
                \(poster)reviews:
                  - user: \(number % 2 == 0 ? "ada" : "bob")
                    rating: \(1 + number % 5)
                    date: 2020-01-\(10 + number % 18)
                    text: "Seen with [Heat](movie:heat-1995) in mind."
                ---
                Number \(number), like [Memento](movie:memento-2000).
                """)
        }
    }

    func folder(_ name: String) -> URL {
        site.folder.url.appending(path: name, directoryHint: .isDirectory)
    }

    /// Builds shard `shard` through the command, as a CI runner does.
    func buildShard(_ shard: String, into output: URL) async throws {
        let command = try Sitegen.Build.parse(["--source", site.folder.url.path, "--output", output.path, "--shard", shard, "--quiet"])
        try await command.run(console: .silent)
    }

    func buildShards(count: Int) async throws -> [URL] {
        var folders: [URL] = []
        for index in 0..<count {
            let output = folder("shard-\(index)")
            try await buildShard("\(index)/\(count)", into: output)
            folders.append(output)
        }
        return folders
    }

    /// Every file below `root` with its bytes.
    func tree(_ root: URL) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: FileTree.walk(root.path).files.map { path in
            (path, Array(FileManager.default.contents(atPath: root.path + "/" + path) ?? Data()))
        })
    }

    func merge(_ shards: [URL], into name: String = "merged") throws(DiagnosticList) -> ShardMerge.Report {
        try ShardMerge(output: folder(name), shardFolders: shards).merge()
    }

    func mergeMessages(_ shards: [URL]) -> [String] {
        do throws(DiagnosticList) {
            _ = try merge(shards)
            Issue.record("the merge succeeded")
            return []
        } catch {
            #expect(!FileManager.default.fileExists(atPath: folder("merged").path), "a refused merge wrote its output")
            return error.diagnostics.map(\.message)
        }
    }
}
