import Foundation
import SitegenCLI
import SitegenServe
import SitegenTestSupport
import Testing

/// `serve` end to end: a real site, built and served on a free port, edited on disk while a page
/// listens for live reload.
@Suite(.serialized)
struct PreviewSessionTests {
    let site = TemporaryFolder()

    init() {
        site.write("site.yml", "title: Preview Club\nbaseURL: https://example.org/club/\n")
        site.write("content/movies/alien-1979.md", """
            ---
            title: Alien
            year: 1979
            genres: [Horror]
            reviews:
              - user: ada
                rating: 4
                date: 2020-01-01
            ---
            In space no one can hear you scream.
            """)
        site.write("content/movies/heat-1995.md", "---\ntitle: Heat\nyear: 1995\n---\nA heist.\n")
        site.write("content/users/ada.json", #"{"id": "ada", "name": "Ada"}"#)
    }

    /// Starts `serve` and returns its port, with the task that ends after `session.stop()` (Ctrl-C).
    private func start() async throws -> (session: PreviewSession, port: Int, task: Task<Void, any Error>) {
        let session = try PreviewSession(.init(source: site.url, host: "127.0.0.1", port: 0, includeDrafts: false),
                                         console: .silent)
        let (addresses, ready) = AsyncStream.makeStream(of: String.self)
        let task = Task { try await session.run { ready.yield($0) } }
        var iterator = addresses.makeAsyncIterator()
        let address = try #require(await iterator.next())
        let port = try #require(Int(address.split(separator: ":").last!.dropLast()))
        return (session, port, task)
    }

    /// Opens the live reload stream, runs `edit`, and returns what the stream said until a reload.
    private func reloadEvent(port: Int, after edit: @escaping @Sendable () throws -> Void) async throws -> String {
        let bytes = try await RawHTTP(port: port).stream(
            "GET /__sitegen/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n",
            until: { String(decoding: $0, as: UTF8.self).contains("event: reload") },
            while: edit
        )
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aSaveRebuildsTheChangedPageAndReloadsOpenPages() async throws {
        let (session, port, task) = try await start()
        let http = RawHTTP(port: port)
        let before = try await http.get("/movies/alien-1979/")
        #expect(before.status == 200)
        #expect(before.body.contains("In space no one can hear you scream."))
        #expect(before.body.contains("/__sitegen/live-reload.js"))
        // Links point at the preview, not at the site's real baseURL.
        #expect(before.body.contains("href=\"/movies/\""))

        let events = try await reloadEvent(port: port) { [site] in
            site.write("content/movies/alien-1979.md", """
                ---
                title: Alien
                year: 1979
                genres: [Horror]
                ---
                Edited while serving.
                """)
        }
        #expect(events.contains("event: reload"))
        #expect(events.contains("movies/alien-1979/index.html"))
        #expect(!events.contains("movies/heat-1995/index.html"))
        let after = try await http.get("/movies/alien-1979/")
        #expect(after.body.contains("Edited while serving."))

        // What is on disk is what `build` writes: no live reload script.
        let root = try #require(session.site.snapshot.files?.root)
        let onDisk = try String(contentsOf: root.appending(path: "movies/alien-1979/index.html"), encoding: .utf8)
        #expect(!onDisk.contains("live-reload"))

        // A second save: the one served folder is updated again in place, and beside it are only
        // what `build` keeps beside an output, never a folder per version.
        _ = try await reloadEvent(port: port) { [site] in
            site.write("content/movies/alien-1979.md", "---\ntitle: Alien\nyear: 1979\n---\nEdited twice.\n")
        }
        #expect(try await http.get("/movies/alien-1979/").body.contains("Edited twice."))
        #expect(try await http.get("/movies/heat-1995/").body.contains("A heist."))
        let beside = try FileManager.default.contentsOfDirectory(atPath: root.deletingLastPathComponent().path)
        #expect(Set(beside) == ["site", ".site.spare", ".site.manifest", ".site.lock"])
        await session.stop()
        _ = await task.result
    }

    @Test func aBrokenSaveShowsTheOverlayAndTheNextGoodSaveClearsIt() async throws {
        let (session, port, task) = try await start()
        let http = RawHTTP(port: port)
        _ = try await reloadEvent(port: port) { [site] in
            site.write("content/movies/heat-1995.md", "---\ntitle: Heat\nyear: 19x95\n---\nA <heist>.\n")
        }
        let broken = try await http.get("/movies/heat-1995/")
        #expect(broken.status == 200)
        #expect(broken.body.contains("A heist."))
        #expect(broken.body.contains("sitegen-error-overlay"))
        #expect(broken.body.contains("content/movies/heat-1995.md:3:7"))

        _ = try await reloadEvent(port: port) { [site] in
            site.write("content/movies/heat-1995.md", "---\ntitle: Heat\nyear: 1995\n---\nA better heist.\n")
        }
        let fixed = try await http.get("/movies/heat-1995/")
        #expect(fixed.body.contains("A better heist."))
        #expect(!fixed.body.contains("sitegen-error-overlay"))
        await session.stop()
        _ = await task.result
    }

    /// Issue #21: a named pipe saved into content/ is reported like any broken file, never opened
    /// (that blocked the rebuild, and Ctrl-C, for good), and the server keeps serving.
    @Test func aNamedPipeInContentIsReportedAndServingGoesOn() async throws {
        let (session, port, task) = try await start()
        let http = RawHTTP(port: port)
        let pipe = site.url.appending(path: "content/movies/x-2001.md").path
        _ = try await reloadEvent(port: port) { #expect(mkfifo(pipe, 0o644) == 0) }
        let broken = try await http.get("/movies/heat-1995/")
        #expect(broken.status == 200)
        #expect(broken.body.contains("content/movies/x-2001.md"))
        #expect(broken.body.contains("not a regular file (a named pipe)"))
        _ = try await reloadEvent(port: port) { unlink(pipe) }
        #expect(!(try await http.get("/movies/heat-1995/")).body.contains("sitegen-error-overlay"))
        let started = ContinuousClock.now
        await session.stop()
        _ = await task.result
        // A stop blocked by the pipe never ends; a loaded machine stops in seconds (see below).
        #expect(ContinuousClock.now - started < .seconds(15))
    }

    @Test func stopsCleanlyWithAPageStillListeningAndRemovesItsBuilds() async throws {
        let (session, port, task) = try await start()
        let root = try #require(session.site.snapshot.files?.root)
        let listener = try RawHTTP(port: port).connect()
        defer { close(listener) }
        let request = Array("GET /__sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(listener, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        try await Task.sleep(for: .milliseconds(100))
        let started = ContinuousClock.now
        await session.stop()
        _ = await task.result
        // Well under the connection's 30 s idle timeout, which a stop that waited for the listener
        // would take: 0.25 s alone, 5.2 s once in a suite run beside a release build on 2 cores.
        #expect(ContinuousClock.now - started < .seconds(15))
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    @Test func aPortInUseIsAnErrorNamingIt() async throws {
        let other = TestServer()
        try await other.start()
        let session = try PreviewSession(.init(source: site.url, host: "127.0.0.1", port: other.port, includeDrafts: false),
                                         console: .silent)
        do {
            try await session.run()
            Issue.record("serve ran on a port in use")
        } catch let error as ServeError {
            #expect(error.description.contains("127.0.0.1:\(other.port)"))
            #expect(error.description.contains("already in use"))
        }
        await other.stop()
    }
}
