import ArgumentParser
import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenTestSupport
import Testing

/// `sitegen build --shard I/N` and `sitegen merge`: the shards of a site, merged, are the site a
/// build without `--shard` writes, byte for byte; a merge that would not be refuses, writing nothing.
struct ShardTests {
    /// The club fixture with enough more movies (one with the club's poster) that every one of
    /// seven shards gets pages of each kind.
    private static func site() throws -> SiteBuild {
        let site = try SiteBuild(fixture: "club")
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
        return site
    }

    private func folder(_ site: SiteBuild, _ name: String) -> URL {
        site.folder.url.appending(path: name, directoryHint: .isDirectory)
    }

    /// Builds shard `shard` through the command, as a CI runner does.
    private func buildShard(_ site: SiteBuild, _ shard: String, into output: URL) async throws {
        let command = try Sitegen.Build.parse(["--source", site.folder.url.path, "--output", output.path, "--shard", shard, "--quiet"])
        try await command.run(console: .silent)
    }

    private func buildShards(_ site: SiteBuild, count: Int) async throws -> [URL] {
        var folders: [URL] = []
        for index in 0..<count {
            let output = folder(site, "shard-\(index)")
            try await buildShard(site, "\(index)/\(count)", into: output)
            folders.append(output)
        }
        return folders
    }

    /// Every file below `root` with its bytes.
    private func tree(_ root: URL) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: FileTree.walk(root.path).files.map { path in
            (path, Array(FileManager.default.contents(atPath: root.path + "/" + path) ?? Data()))
        })
    }

    private func merge(_ site: SiteBuild, _ shards: [URL], into name: String = "merged") throws(DiagnosticList) -> ShardMerge.Report {
        try ShardMerge(output: folder(site, name), shardFolders: shards).merge()
    }

    private func mergeMessages(_ site: SiteBuild, _ shards: [URL]) -> [String] {
        do throws(DiagnosticList) {
            _ = try merge(site, shards)
            Issue.record("the merge succeeded")
            return []
        } catch {
            #expect(!FileManager.default.fileExists(atPath: folder(site, "merged").path), "a refused merge wrote its output")
            return error.diagnostics.map(\.message)
        }
    }

    // MARK: - The union is the whole site

    @Test(arguments: [1, 3, 7])
    func mergedShardsAreByteIdenticalToTheWholeSite(count: Int) async throws {
        let site = try Self.site()
        try await site.build()
        let shards = try await buildShards(site, count: count)
        for shard in shards.dropFirst() {
            #expect(tree(shard).keys.contains { $0.hasSuffix("index.html") }, "\(shard.lastPathComponent) holds no page")
        }
        let report = try merge(site, shards)
        let whole = tree(site.output), merged = tree(folder(site, "merged"))
        #expect(merged.keys.sorted() == whole.keys.sorted())
        #expect(merged.keys.filter { whole[$0] != merged[$0] }.sorted() == [])
        #expect(!merged.keys.contains(ShardRecord.fileName))
        #expect(report.fileCount == whole.count - 1)  // the marker is the output's own
        #expect(report.summary.hasPrefix("Merged \(count) shards, "))
    }

    /// Shard 0 alone has the files of the whole site; the images' copies are spread by their source.
    @Test func theWholeSiteFilesAreShardZeros() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 3)
        let files = shards.map { Set(tree($0).keys) }
        for path in ["sitemap.xml", "feed.xml", "robots.txt", "404.html", "search.json", "css/site.css", "media/alien.png"] {
            #expect(files[0].contains(path), "\(path)")
            #expect(!files[1].contains(path) && !files[2].contains(path), "\(path)")
        }
        let record = try ShardRecord.read(in: shards[1].path)
        #expect(record.shard.description == "1/3")
        #expect(record.files == files[1].count - 2)
    }

    @Test func aPageBelongsToTheShardItsPathHashesTo() throws {
        // FNV-1a 64's published test vectors: the hash must never change, or shards of one build
        // made by two sitegen versions would disagree.
        #expect(Shard.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
        let shard = try #require(Shard("2/5"))
        #expect(shard.holds(path: "movies/alien-1979/index.html") == (Shard.fnv1a64("movies/alien-1979/index.html") % 5 == 2))
    }

    @Test(arguments: ["0/1", "3/4", "1023/1024"])
    func shardsParse(_ text: String) {
        #expect(Shard(text)?.description == text)
    }

    @Test(arguments: ["4/4", "-1/4", "1/0", "1", "a/b", " 1/2", "1/2/3", "0/1025", "１/2"])
    func otherShardsAreUsageErrors(_ text: String) {
        #expect(Shard(text) == nil)
        do {
            _ = try Sitegen.parseAsRoot(["build", "--shard", text])
            Issue.record("--shard \(text) parsed")
        } catch {
            #expect(Sitegen.exitCode(for: error) == ExitCode(64))
        }
    }

    // MARK: - Every shard fails alike

    /// A broken link is in one page, which one shard makes; every shard reports it, and so does a
    /// build of the whole site, with the same words.
    /// (Alone, the synopsis's link is found by the shard of its movie as it renders the page, and
    /// by every other shard before it renders anything.)
    @Test(arguments: [false, true])
    func aBrokenLinkFailsEveryShardWithTheSameDiagnostics(inAProfileToo: Bool) async throws {
        let site = try Self.site()
        site.folder.write("content/movies/film-3-1953.md", "---\ntitle: Film 3\nyear: 1953\n---\nSee [nothing](movie:nothing-1999).\n")
        if inAProfileToo {
            site.folder.write("content/people/director-1.md", "---\nextra:\n  born: 1900\n---\nAlso [gone](user:nobody).\n")
        }
        let whole = await site.printedFailure()
        #expect(whole.contains("content/movies/film-3-1953.md:5:5: error:"))
        #expect(whole.contains("content/people/director-1.md:") == inAProfileToo)
        for index in 0..<3 {
            let options = BuildOptions(source: site.folder.url, output: folder(site, "shard-\(index)"), baseURL: nil,
                                       includeDrafts: false, shard: Shard("\(index)/3"))
            do throws(DiagnosticList) {
                _ = try await CompositionRoot.makeSiteBuilder(options: options, console: .silent).build()
                Issue.record("shard \(index)/3 built")
            } catch {
                #expect(SiteBuild.printed(error.diagnostics) == whole, "shard \(index)/3")
            }
            #expect(!FileManager.default.fileExists(atPath: folder(site, "shard-\(index)").path))
        }
    }

    /// A misspelt name in the movie template fails a shard that makes no movie page too.
    @Test func aTemplateMistakeFailsEveryShard() async throws {
        let site = try Self.site()
        site.folder.write("themes/default/templates/movie.html", "{{<layout}}{{$content}}<h1>{{titel}}</h1>{{/content}}{{/layout}}")
        let whole = await site.headlines()
        #expect(whole.contains { $0.contains("no page has a value named 'titel'") })
        for index in 0..<7 {
            let options = BuildOptions(source: site.folder.url, output: folder(site, "shard-\(index)"), baseURL: nil,
                                       includeDrafts: false, shard: Shard("\(index)/7"))
            let error = await #expect(throws: DiagnosticList.self) {
                try await CompositionRoot.makeSiteBuilder(options: options, console: .silent).build()
            }
            #expect(error?.diagnostics.map(\.headline) == whole, "shard \(index)/7")
        }
    }

    /// A template may ask for a name only a page of another shard has (the free page's template
    /// for the home page's `introduction`): no shard takes it for a mistake.
    @Test func aNameOfAnotherShardsPageIsNoMistake() async throws {
        let site = try Self.site()
        site.folder.write("themes/default/templates/page.html",
                          "{{<layout}}{{$content}}<h1>{{title}}</h1>{{#introduction}}!{{/introduction}}{{{bodyHTML}}}{{/content}}{{/layout}}")
        try await site.build()
        let shards = try await buildShards(site, count: 7)
        _ = try merge(site, shards)
        #expect(tree(folder(site, "merged")) == tree(site.output))
    }

    // MARK: - Incremental shards

    @Test func aShardRebuildsOnlyItsChangedPages() async throws {
        let site = try Self.site()
        let output = folder(site, "shard-1")
        let options = BuildOptions(source: site.folder.url, output: output, baseURL: nil, includeDrafts: false, shard: Shard("1/3"))
        let first = try await CompositionRoot.makeSiteBuilder(options: options, console: .silent).build()
        #expect(first.summary.contains("pages of shard 1/3"))
        let again = try await CompositionRoot.makeSiteBuilder(options: options, console: .silent).build()
        #expect(again.wasUpToDate)
        let file = site.folder.url.appending(path: "content/movies/heat-1995.md")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "title: \"Heat\"", with: "title: \"Heat (Cut)\"")
            .write(to: file, atomically: true, encoding: .utf8)
        let rebuilt = try await CompositionRoot.makeSiteBuilder(options: options, console: .silent).build()
        #expect(rebuilt.reusedCount > 0 && rebuilt.reusedCount < rebuilt.pageCount)
        let shard = try #require(Shard("1/3"))
        // A JSON view goes with the page beside it.
        let pages = rebuilt.changedPages.map { $0.hasSuffix("index.json") ? String($0.dropLast(4)) + "html" : $0 }
        #expect(!pages.isEmpty && pages.allSatisfy(shard.holds(path:)), "\(pages)")
        // The rebuilt shard still merges with fresh builds of the others into the whole site.
        let others = [folder(site, "shard-0"), folder(site, "shard-2")]
        try await buildShard(site, "0/3", into: others[0])
        try await buildShard(site, "2/3", into: others[1])
        _ = try merge(site, [others[0], output, others[1]])
        try await site.build()
        #expect(tree(folder(site, "merged")) == tree(site.output))
    }

    /// Another shard built where one was is a build of its own, not "nothing changed", and leaves
    /// none of the other shard's pages.
    @Test func anotherShardInTheSameFolderReplacesTheFirst() async throws {
        let site = try Self.site()
        let output = folder(site, "part")
        try await buildShard(site, "0/2", into: output)
        try await buildShard(site, "1/2", into: output)
        let files = Set(tree(output).keys)
        #expect(!files.contains("sitemap.xml"))
        #expect(try ShardRecord.read(in: output.path).shard.description == "1/2")
        let zero = folder(site, "zero")
        try await buildShard(site, "0/2", into: zero)
        #expect(files.isDisjoint(with: Set(tree(zero).keys).subtracting([ShardRecord.fileName, OutputFolder.markerName])))
    }

    // MARK: - Merges refused

    @Test func aMissingShardIsNamed() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 4)
        #expect(mergeMessages(site, [shards[0], shards[1], shards[3]]) == ["shard 2/4 is missing: none of the folders given holds it"])
    }

    @Test func aShardGivenTwiceIsRefused() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 2)
        #expect(mergeMessages(site, [shards[0], shards[1], shards[1]]) == ["shard 1/2 is given twice: also \(shards[1].path)"])
    }

    @Test func shardsOfDifferentBuildsAreRefused() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 2)
        site.folder.write("content/movies/film-1-1951.md", "---\ntitle: Film One, edited\nyear: 1951\n---\n")
        try await buildShard(site, "1/2", into: shards[1])
        let headlines = mergeMessages(site, shards)
        #expect(headlines.count == 1)
        #expect(headlines.first?.hasPrefix("shard 1/2 is of another build than shard 0/2") == true)
        let three = folder(site, "three")
        try await buildShard(site, "2/3", into: three)
        #expect(mergeMessages(site, [shards[0], three]) == ["shard 2/3 is one of 3 shards, but shard 0/2 (\(shards[0].path)) one of 2"])
    }

    @Test func aFileInTwoShardsIsRefused() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 2)
        let page = try #require(tree(shards[1]).keys.first { $0.hasPrefix("movies/") && $0.hasSuffix("/index.html") })
        let copy = shards[0].appending(path: page)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: shards[1].appending(path: page), to: copy)
        // Counted short first: an artifact that gained a file.
        let counted = mergeMessages(site, shards)
        #expect(counted.count == 2)
        #expect(counted.contains { $0.hasPrefix("shard 0/2 holds ") && $0.hasSuffix(", but its build wrote \(tree(shards[0]).count - 3)") })
        #expect(counted.contains("shard 1/2 and shard 0/2 (\(shards[0].path)) both hold \(page)"))
    }

    @Test func aShardThatLostAFileIsRefused() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 2)
        let files = tree(shards[1])
        let page = try #require(files.keys.first { $0.hasSuffix("index.html") })
        try FileManager.default.removeItem(at: shards[1].appending(path: page))
        #expect(mergeMessages(site, shards) == ["shard 1/2 holds \(files.count - 3) files, but its build wrote \(files.count - 2)"])
    }

    @Test func aLinkInAShardIsRefused() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 2)
        let page = try #require(tree(shards[1]).keys.first { $0.hasSuffix("index.html") })
        let path = shards[1].path + "/" + page
        unlink(path)
        symlink("/etc/passwd", path)
        #expect(mergeMessages(site, shards) == ["not a regular file: a shard's output holds only files and folders"])
    }

    @Test func aFolderThatIsNoShardIsRefused() async throws {
        let site = try Self.site()
        try await site.build()
        let shards = try await buildShards(site, count: 1)
        #expect(mergeMessages(site, [shards[0], site.output]) == ["not the output of a shard: it has no .sitegen-shard"])
        #expect(mergeMessages(site, [folder(site, "nowhere")]) == ["no such folder: expected a shard's output here"])
    }

    @Test func aDamagedRecordIsLocated() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 1)
        site.folder.write("shard-0/\(ShardRecord.fileName)", "sitegen-shard 1\nshard 1/1\nsite 0\nfiles 3\n")
        var printed = ""
        do throws(DiagnosticList) { _ = try merge(site, shards) } catch { printed = SiteBuild.printed(error.diagnostics) }
        #expect(printed.hasPrefix("\(shards[0].path)/.sitegen-shard:2:1: error: '1/1' is not a shard I/N\n    hint: "))
    }

    @Test func theOutputMayNotBeAShard() async throws {
        let site = try Self.site()
        let shards = try await buildShards(site, count: 2)
        let before = tree(shards[0])
        do throws(DiagnosticList) {
            _ = try ShardMerge(output: shards[0], shardFolders: shards).merge()
            Issue.record("merged into a shard")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["refusing to merge into \(shards[0].path): it is the shard folder \(shards[0].path)"])
        }
        #expect(tree(shards[0]) == before)
    }

    /// A merge replaces an earlier one whole, and an earlier build's manifest beside it, which
    /// describes a site that is no longer there.
    @Test func aMergeReplacesTheLastOneAndItsManifest() async throws {
        let site = try Self.site()
        try await site.build(output: folder(site, "merged"))
        #expect(FileManager.default.fileExists(atPath: BuildManifest.location(for: folder(site, "merged")).path))
        let shards = try await buildShards(site, count: 2)
        _ = try merge(site, shards)
        _ = try merge(site, shards)
        #expect(!FileManager.default.fileExists(atPath: BuildManifest.location(for: folder(site, "merged")).path))
        try await site.build()
        #expect(tree(folder(site, "merged")) == tree(site.output))
    }
}
