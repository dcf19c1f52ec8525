import Foundation
@testable import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

/// The decode cache gives back exactly what parsing the files gives, parses only files whose text
/// changed, and survives being saved to a file and read by the next process.
struct DecodeCacheTests {
    /// A movie and a user with every field set, beside the fixture site's other forms (JSON, CRLF,
    /// a BOM, users with Markdown bios).
    static func site() throws -> ContentSite {
        let site = ContentSite()
        try site.folder.copyContents(of: ContentSite.fixtures.appending(path: "valid-site"))
        site.folder.write("content/media/full.png", "not really a PNG")
        site.folder.write("content/movies/full-2001.md", movieFile("""
            title: "Full"
            year: 2001
            released: 2001-02-03
            runtime: 99
            country: Chile
            genres: [Drama, Comedy]
            directors: [Ann Lee]
            cast: [Bo Kim, Cy Ray]
            poster: media/full.png
            draft: true
            notes: kept as a warning
            extra:
              venue: Back room
              pick: true
              seats: 40
              score: 4.5
              tags: [noir, "1949"]
            reviews:
              - user: ripley
                rating: 3.5
                date: 2020-01-01
                text: Fine *prose*.
            """, body: "# Heading\n\nThe body, the end of the file."))
        site.folder.write("content/users/full.md", """
            ---
            id: full
            name: Full User
            email: full@example.org
            joined: 2019-09-09
            location: Lyon
            website: https://example.org
            favorites: [full-2001]
            extra:
              seat: front row
            ---
            The bio is the body.
            """)
        return site
    }

    func load(_ site: ContentSite, with cache: DecodeCache?) async -> (movies: LoadReport<Movie>, users: LoadReport<User>) {
        (await FileMovieRepository(siteRoot: site.folder.url, cache: cache).loadMovies(),
         await FileUserRepository(siteRoot: site.folder.url, cache: cache).loadUsers())
    }

    /// The cache one build leaves after loading `site`, as the next build reads it.
    func cacheLeftByOneBuild(of site: ContentSite) async -> DecodeCache {
        let first = DecodeCache()
        _ = await load(site, with: first)
        return reopened(first, in: site.folder)
    }

    /// Saves `cache` and reads it back as the next build would.
    func reopened(_ cache: DecodeCache, in folder: TemporaryFolder, identity: String = "test") -> DecodeCache {
        let file = folder.url.appending(path: "decoded.cache")
        cache.save(to: file, identity: "test")
        let next = DecodeCache()
        next.read(contentsOf: file, identity: identity)
        return next
    }

    @Test func aSavedCacheGivesBackEveryFieldWithoutParsingAnything() async throws {
        let site = try Self.site()
        let parsed = await load(site, with: nil)
        let full = try #require(parsed.movies.entities.first { $0.slug.rawValue == "full-2001" })
        // A new field on Movie fails here until the fixture sets it, and then below until the
        // cache writes it.
        for child in Mirror(reflecting: full.fields).children {
            #expect(!Self.isUnset(child.value), "the full movie leaves \(child.label ?? "?") unset")
        }
        let fullUser = try #require(parsed.users.entities.first { $0.id.rawValue == "full" })
        for child in Mirror(reflecting: fullUser.fields).children {
            #expect(!Self.isUnset(child.value), "the full user leaves \(child.label ?? "?") unset")
        }
        #expect(parsed.movies.diagnostics.contains { $0.message.contains("notes") })
        #expect(parsed.movies.diagnostics.allSatisfy { !$0.isError } && parsed.users.diagnostics.allSatisfy { !$0.isError },
                "\(parsed.movies.diagnostics + parsed.users.diagnostics)")

        let next = await cacheLeftByOneBuild(of: site)
        let cached = await load(site, with: next)
        #expect(next.decodedFileCount == 0)
        #expect(cached.movies.entities == parsed.movies.entities)
        #expect(cached.movies.diagnostics == parsed.movies.diagnostics)
        #expect(cached.users.entities == parsed.users.entities)
        #expect(cached.users.diagnostics == parsed.users.diagnostics)
    }

    @Test func aFileWhoseTextChangedIsParsedAgainEvenWithTheSameFrontMatter() async throws {
        let site = try Self.site()
        let next = await cacheLeftByOneBuild(of: site)
        site.folder.write("content/movies/alien-1979.md", movieFile("title: Alien\nyear: 1979", body: "A new body."))
        let cached = await load(site, with: next)
        #expect(next.decodedFileCount == 1)
        #expect(cached.movies.entities == (await load(site, with: nil)).movies.entities)
        #expect(cached.movies.entities.first?.synopsis.text == "A new body.\n")
    }

    /// Entries read from a cache file and not parsed again are saved again as the bytes they were.
    @Test func aCacheSavedAgainAfterOneChangeStillGivesBackEveryFile() async throws {
        let site = try Self.site()
        let second = await cacheLeftByOneBuild(of: site)
        site.folder.write("content/movies/alien-1979.md", movieFile("title: Alien\nyear: 1979", body: "A new body."))
        _ = await load(site, with: second)
        #expect(second.decodedFileCount == 1)
        let third = reopened(second, in: site.folder)
        let cached = await load(site, with: third)
        #expect(third.decodedFileCount == 0)
        let parsed = await load(site, with: nil)
        #expect(cached.movies.entities == parsed.movies.entities)
        #expect(cached.movies.diagnostics == parsed.movies.diagnostics)
        #expect(cached.users.entities == parsed.users.entities)
    }

    /// Lone carriage returns (old Mac line ends) become line feeds: the text is as long as the
    /// bytes but not the same, so its body must not be taken from the bytes.
    @Test func aFileWithLoneCarriageReturnsGivesBackItsTextNotItsBytes() async throws {
        let site = try Self.site()
        let file = movieFile("title: Old Mac\nyear: 1984", body: "First line.\nSecond line.")
        site.folder.write("content/movies/old-mac-1984.md", file.replacingOccurrences(of: "\n", with: "\r"))
        let cached = await load(site, with: await cacheLeftByOneBuild(of: site))
        let movie = try #require(cached.movies.entities.first { $0.slug.rawValue == "old-mac-1984" })
        #expect(movie.synopsis.text == "First line.\nSecond line.\n")
        #expect(cached.movies.entities == (await load(site, with: nil)).movies.entities)
    }

    /// A shard's build keeps the links of every synopsis it leaves in its file, read from the
    /// body's text; no other build does.
    @Test(arguments: [false, true])
    func synopsesLeftInTheirFilesKeepTheirLinksWhenAsked(scansLinks: Bool) async throws {
        let site = try Self.site()
        site.folder.write("content/movies/linked-1990.md", movieFile("title: Linked\nyear: 1990", body: "Linked ünïcödé."))
        // The scan itself is the renderer's (`LinkDestinationScanTests`); this one tells what it was given.
        let scan: @Sendable (String) -> ScannedLinks? = { ScannedLinks(destinations: ["scanned:\($0.utf8.count)-bytes"]) }
        let cache = DecodeCache(keepsProse: false, scanLinks: scansLinks ? scan : nil)
        let movies = await load(site, with: cache).movies.entities
        let linked = try #require(movies.first { $0.slug.rawValue == "linked-1990" })
        #expect(linked.synopsis.scannedLinks?.destinations == (scansLinks ? ["scanned:\("Linked ünïcödé.\n".utf8.count)-bytes"] : nil))
        #expect(linked.synopsis.text == "Linked ünïcödé.\n")
        // Prose kept in memory is scanned when it is checked, not before.
        let held = await load(site, with: DecodeCache(keepsProse: true, scanLinks: scan)).movies.entities
        #expect(held.allSatisfy { $0.synopsis.scannedLinks == nil })
    }

    @Test func aMovieIsDecodedAgainWhenItsPosterIsGone() async throws {
        let site = try Self.site()
        let next = await cacheLeftByOneBuild(of: site)
        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/media/full.png"))
        let cached = await load(site, with: next)
        #expect(cached.movies.diagnostics.contains { $0.message.contains("poster") && $0.isError })
        #expect(!cached.movies.entities.contains { $0.slug.rawValue == "full-2001" })
    }

    @Test func brokenFilesAreParsedEveryTimeAndGoneFilesAreNotKept() async throws {
        let site = try Self.site()
        site.folder.write("content/movies/broken-2000.md", movieFile("title: [unclosed"))
        let first = DecodeCache()
        let parsed = await load(site, with: first)
        let second = reopened(first, in: site.folder)
        #expect(second.hasEntry(for: "content/movies/full-2001.md"))
        #expect(!second.hasEntry(for: "content/movies/broken-2000.md"))
        let savedCount = second.entryCount
        try FileManager.default.removeItem(at: site.folder.url.appending(path: "content/movies/full-2001.md"))
        let cached = await load(site, with: second)
        #expect(second.decodedFileCount == 1)  // the broken file
        #expect(cached.movies.diagnostics.filter(\.isError) == parsed.movies.diagnostics.filter(\.isError))
        let third = reopened(second, in: site.folder)
        #expect(!third.hasEntry(for: "content/movies/full-2001.md"))
        #expect(third.entryCount == savedCount - 1)
    }

    @Test func aDamagedOrForeignCacheFileIsIgnored() async throws {
        let site = try Self.site()
        let parsed = await load(site, with: nil)
        let first = DecodeCache()
        _ = await load(site, with: first)
        let file = site.folder.url.appending(path: "decoded.cache")
        first.save(to: file, identity: "test")
        let bytes = try [UInt8](Data(contentsOf: file))

        let otherBuild = DecodeCache()
        otherBuild.read(contentsOf: file, identity: "another sitegen build")
        #expect(otherBuild.entryCount == 0)

        for damaged in [Array(bytes.prefix(bytes.count / 2)), bytes + [0], bytes.map { $0 == 0x01 ? 0x7F : $0 }] {
            try Data(damaged).write(to: file)
            let cache = DecodeCache()
            cache.read(contentsOf: file, identity: "test")
            let loaded = await load(site, with: cache)
            #expect(loaded.movies.entities == parsed.movies.entities)
            #expect(loaded.users.entities == parsed.users.entities)
        }
    }

    private static func isUnset(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.isEmpty }
        return switch value {
        case let array as [Any]: array.isEmpty
        case let flag as Bool: !flag
        case let text as String: text.isEmpty
        case let extra as ExtraFields: extra.isEmpty
        default: false
        }
    }
}
