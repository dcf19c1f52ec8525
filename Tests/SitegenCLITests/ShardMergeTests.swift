import ArgumentParser
import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// `sitegen merge`: shards that do not add up to one site are refused, and nothing is written.
struct ShardMergeTests {
    // MARK: - Merges refused

    @Test func aMissingShardIsNamed() async throws {
        let sharded = try ShardedSite()
        let shards = try await sharded.buildShards(count: 4)
        #expect(sharded.mergeMessages([shards[0], shards[1], shards[3]]) == ["shard 2/4 is missing: none of the folders given holds it"])
    }

    @Test func aShardGivenTwiceIsRefused() async throws {
        let sharded = try ShardedSite()
        let shards = try await sharded.buildShards(count: 2)
        #expect(sharded.mergeMessages([shards[0], shards[1], shards[1]]) == ["shard 1/2 is given twice: also \(shards[1].path)"])
    }

    @Test func shardsOfDifferentBuildsAreRefused() async throws {
        let sharded = try ShardedSite(), site = sharded.site
        let shards = try await sharded.buildShards(count: 2)
        site.folder.write("content/movies/film-1-1951.md", "---\ntitle: Film One, edited\nyear: 1951\n---\n")
        try await sharded.buildShard("1/2", into: shards[1])
        let headlines = sharded.mergeMessages(shards)
        #expect(headlines.count == 1)
        #expect(headlines.first?.hasPrefix("shard 1/2 is of another build than shard 0/2") == true)
        let three = sharded.folder("three")
        try await sharded.buildShard("2/3", into: three)
        #expect(sharded.mergeMessages([shards[0], three]) == ["shard 2/3 is one of 3 shards, but shard 0/2 (\(shards[0].path)) one of 2"])
    }

    @Test func aFileInTwoShardsIsRefused() async throws {
        let sharded = try ShardedSite()
        let shards = try await sharded.buildShards(count: 2)
        let page = try #require(sharded.tree(shards[1]).keys.first { $0.hasPrefix("movies/") && $0.hasSuffix("/index.html") })
        let copy = shards[0].appending(path: page)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: shards[1].appending(path: page), to: copy)
        // Counted short first: an artifact that gained a file.
        let counted = sharded.mergeMessages(shards)
        #expect(counted.count == 2)
        #expect(counted.contains { $0.hasPrefix("shard 0/2 holds ") && $0.hasSuffix(", but its build wrote \(sharded.tree(shards[0]).count - 3)") })
        #expect(counted.contains("shard 1/2 and shard 0/2 (\(shards[0].path)) both hold \(page)"))
    }

    @Test func aShardThatLostAFileIsRefused() async throws {
        let sharded = try ShardedSite()
        let shards = try await sharded.buildShards(count: 2)
        let files = sharded.tree(shards[1])
        let page = try #require(files.keys.first { $0.hasSuffix("index.html") })
        try FileManager.default.removeItem(at: shards[1].appending(path: page))
        #expect(sharded.mergeMessages(shards) == ["shard 1/2 holds \(files.count - 3) files, but its build wrote \(files.count - 2)"])
    }

    @Test func aLinkInAShardIsRefused() async throws {
        let sharded = try ShardedSite()
        let shards = try await sharded.buildShards(count: 2)
        let page = try #require(sharded.tree(shards[1]).keys.first { $0.hasSuffix("index.html") })
        let path = shards[1].path + "/" + page
        unlink(path)
        symlink("/etc/passwd", path)
        #expect(sharded.mergeMessages(shards) == ["not a regular file: a shard's output holds only files and folders"])
    }

    @Test func aFolderThatIsNoShardIsRefused() async throws {
        let sharded = try ShardedSite(), site = sharded.site
        try await site.build()
        let shards = try await sharded.buildShards(count: 1)
        #expect(sharded.mergeMessages([shards[0], site.output]) == ["not the output of a shard: it has no .sitegen-shard"])
        #expect(sharded.mergeMessages([sharded.folder("nowhere")]) == ["no such folder: expected a shard's output here"])
    }

    @Test func aDamagedRecordIsLocated() async throws {
        let sharded = try ShardedSite(), site = sharded.site
        let shards = try await sharded.buildShards(count: 1)
        site.folder.write("shard-0/\(ShardRecord.fileName)", "sitegen-shard 1\nshard 1/1\nsite 0\nfiles 3\n")
        var printed = ""
        do throws(DiagnosticList) { _ = try sharded.merge(shards) } catch { printed = SiteBuild.printed(error.diagnostics) }
        #expect(printed.hasPrefix("\(shards[0].path)/.sitegen-shard:2:1: error: '1/1' is not a shard I/N\n    hint: "))
    }

    /// A record written by hand, its keys in another order: a problem is located at its value.
    @Test func aRecordsValueIsLocatedWhereItIs() async throws {
        let sharded = try ShardedSite(), site = sharded.site
        let shards = try await sharded.buildShards(count: 2)
        let record = try ShardRecord.read(in: shards[1].path)
        site.folder.write("shard-1/\(ShardRecord.fileName)", "sitegen-shard 1\nfiles \(record.files)\nsite 0123\nshard 1/2\n")
        var printed = ""
        do throws(DiagnosticList) { _ = try sharded.merge(shards) } catch { printed = SiteBuild.printed(error.diagnostics) }
        #expect(printed.hasPrefix("\(shards[1].path)/.sitegen-shard:3:6: error: shard 1/2 is of another build than shard 0/2"))
    }

    @Test func theOutputMayNotBeAShard() async throws {
        let sharded = try ShardedSite()
        let shards = try await sharded.buildShards(count: 2)
        let before = sharded.tree(shards[0])
        do throws(DiagnosticList) {
            _ = try ShardMerge(output: shards[0], shardFolders: shards).merge()
            Issue.record("merged into a shard")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["refusing to merge into \(shards[0].path): it is the shard folder \(shards[0].path)"])
        }
        #expect(sharded.tree(shards[0]) == before)
    }

    /// A merge replaces an earlier one whole, and an earlier build's manifest beside it, which
    /// describes a site that is no longer there.
    @Test func aMergeReplacesTheLastOneAndItsManifest() async throws {
        let sharded = try ShardedSite(), site = sharded.site
        try await site.build(output: sharded.folder("merged"))
        #expect(FileManager.default.fileExists(atPath: BuildManifest.location(for: sharded.folder("merged")).path))
        // A file the earlier output has and the merged site does not: gone once replaced.
        let stale = sharded.folder("merged").appending(path: "stale.html")
        try Data("old".utf8).write(to: stale)
        let shards = try await sharded.buildShards(count: 2)
        _ = try sharded.merge(shards)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!FileManager.default.fileExists(atPath: BuildManifest.location(for: sharded.folder("merged")).path))
        try await site.build()
        #expect(sharded.tree(sharded.folder("merged")) == sharded.tree(site.output))
    }
}
