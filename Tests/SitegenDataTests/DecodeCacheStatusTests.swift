import Foundation
import Glibc
@testable import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

/// A file whose settled status is what it was is not read at all, its body read only when asked;
/// any other file is read. Statuses settle after `margin` here (three seconds in a build).
struct DecodeCacheStatusTests {
    static let margin = Duration.milliseconds(200)

    /// The fixture site of `DecodeCacheTests`, its files older than `margin`.
    static func settledSite() async throws -> ContentSite {
        let site = try DecodeCacheTests.site()
        try await Task.sleep(for: margin * 2)
        return site
    }

    func load(_ site: ContentSite, with cache: DecodeCache?) async -> (movies: LoadReport<Movie>, users: LoadReport<User>) {
        await DecodeCacheTests().load(site, with: cache)
    }

    /// The cache a build leaves after loading `site`, as the next build reads it.
    func cacheLeftByOneBuild(of site: ContentSite, margin: Duration = Self.margin) async -> DecodeCache {
        let first = DecodeCache(settleMargin: margin)
        _ = await load(site, with: first)
        let file = site.folder.url.appending(path: "decoded.cache")
        first.save(to: file, identity: "test")
        let next = DecodeCache(settleMargin: margin)
        next.read(contentsOf: file, identity: "test")
        return next
    }

    func movie(_ slug: String, in report: LoadReport<Movie>) throws -> Movie {
        try #require(report.entities.first { $0.slug.rawValue == slug })
    }

    @Test func settledUnchangedFilesAreNotReadAndTheirBodiesAreReadWhenAsked() async throws {
        let site = try await Self.settledSite()
        let parsed = await load(site, with: nil)
        let next = await cacheLeftByOneBuild(of: site)
        #expect(next.trustsStatus(of: "content/movies/full-2001.md"))
        let cached = await load(site, with: next)
        #expect(next.readFileCount == 0)
        // The digest a rebuild compares is known before the body is read, and is the text's.
        let full = try movie("full-2001", in: cached.movies)
        #expect(full.synopsis.textDigest == MarkdownSource.digest(of: try movie("full-2001", in: parsed.movies).synopsis.text))
        #expect(full.synopsis.readText == "# Heading\n\nThe body, the end of the file.\n")
        #expect(cached.movies.entities == parsed.movies.entities)
        #expect(cached.users.entities == parsed.users.entities)
        #expect(cached.movies.diagnostics == parsed.movies.diagnostics)
    }

    /// A shard's rebuild checks the links of files it does not read: those scanned when the files
    /// were decoded come back from the cache file (the scan here tells what it was given).
    @Test func theLinksOfFilesNotReadComeFromTheCacheFile() async throws {
        let site = try await Self.settledSite()
        let scan: @Sendable (String) -> ScannedLinks? = { ScannedLinks(destinations: ["scanned:\($0.utf8.count)-bytes"]) }
        let first = DecodeCache(settleMargin: Self.margin, keepsProse: false, scanLinks: scan)
        _ = await load(site, with: first)
        let file = site.folder.url.appending(path: "decoded.cache")
        first.save(to: file, identity: "test")
        let next = DecodeCache(settleMargin: Self.margin, keepsProse: false, scanLinks: scan)
        next.read(contentsOf: file, identity: "test")
        let cached = await load(site, with: next)
        #expect(next.readFileCount == 0)
        let body = "# Heading\n\nThe body, the end of the file.\n"
        #expect(try movie("full-2001", in: cached.movies).synopsis.scannedLinks?.destinations == ["scanned:\(body.utf8.count)-bytes"])
    }

    /// Rewrites the full movie's file in place (the same inode), as long as it was, with its old
    /// modification time put back: only its change time, or its bytes, can tell.
    func editFullMovieInPlace(_ site: ContentSite) throws {
        let path = site.folder.url.appending(path: "content/movies/full-2001.md").path
        var before = stat()
        #expect(stat(path, &before) == 0)
        let edited = Array(try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "the end of", with: "THE END OF").utf8)
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        #expect(edited.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == edited.count)
        close(descriptor)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    static let editedBody = "# Heading\n\nThe body, THE END OF the file.\n"

    @Test func aRebuildAfterEditingOneFileReadsThatFile() async throws {
        let site = try await Self.settledSite()
        let next = await cacheLeftByOneBuild(of: site)
        try editFullMovieInPlace(site)
        let cached = await load(site, with: next)
        #expect(next.readFileCount == 1)
        #expect(try movie("full-2001", in: cached.movies).synopsis.text == Self.editedBody)
    }

    /// Written again within a clock tick of being read, a file may keep its change time too (on
    /// file systems with coarse times): the status of a file younger than the margin is not kept.
    @Test func aFileChangedWhileItsStatusWasNotSettledIsReadAgain() async throws {
        let site = try DecodeCacheTests.site()
        let next = await cacheLeftByOneBuild(of: site, margin: .seconds(3))
        #expect(next.hasEntry(for: "content/movies/full-2001.md"))
        #expect(!next.trustsStatus(of: "content/movies/full-2001.md"))
        try editFullMovieInPlace(site)
        let cached = await load(site, with: next)
        #expect(try movie("full-2001", in: cached.movies).synopsis.text == Self.editedBody)
    }

    @Test func aBodyWhoseFileChangedBeforeItWasReadIsNotGivenOut() async throws {
        let site = try await Self.settledSite()
        let cached = await load(site, with: await cacheLeftByOneBuild(of: site))
        let full = try movie("full-2001", in: cached.movies)
        site.folder.write("content/movies/full-2001.md", movieFile("title: Full\nyear: 2001", body: "Another body."))
        #expect(full.synopsis.readText == nil)
    }
}
