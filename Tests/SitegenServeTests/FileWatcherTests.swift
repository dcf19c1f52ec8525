import Foundation
import SitegenServe
import SitegenTestSupport
import Testing

/// Gathers the watcher's batches as they come.
final class BatchLog: @unchecked Sendable {
    private var batches: [Set<String>] = []
    private let lock = NSLock()
    private var task: Task<Void, Never>?

    init(_ watcher: FileWatcher) {
        let stream = watcher.changes()
        task = Task { [self] in
            for await batch in stream { lock.withLock { batches.append(batch) } }
        }
    }

    var all: [Set<String>] { lock.withLock { batches } }
    var paths: Set<String> { all.reduce([]) { $0.union($1) } }

    /// Waits until some batch names `path`, for up to four seconds.
    func wait(for path: String) async -> Bool {
        for _ in 0..<400 {
            if paths.contains(path) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Waits until `count` batches came, for up to four seconds.
    func wait(count: Int) async -> Bool {
        for _ in 0..<400 {
            if all.count >= count { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    func clear() { lock.withLock { batches.removeAll() } }
}

@Suite(.serialized)
struct FileWatcherTests {
    let site = TemporaryFolder()
    let watcher: FileWatcher
    let log: BatchLog

    init() throws {
        site.write("site.yml", "title: T\n")
        site.write("content/movies/alien-1979.md", "one")
        site.write("themes/default/templates/movie.html", "x")
        site.write("public/index.html", "built")
        // Longer than serve's 50 ms, so a loaded CI machine cannot split the burst below into two.
        watcher = try FileWatcher(root: site.url, quietPeriod: .milliseconds(250), finishedPeriod: .milliseconds(250))
        log = BatchLog(watcher)
    }

    @Test func seesAFileModifiedCreatedAndDeleted() async throws {
        site.write("content/movies/alien-1979.md", "two")
        #expect(await log.wait(for: "content/movies/alien-1979.md"))
        site.write("content/movies/heat-1995.md", "new")
        #expect(await log.wait(for: "content/movies/heat-1995.md"))
        log.clear()
        try FileManager.default.removeItem(at: site.url.appending(path: "content/movies/heat-1995.md"))
        #expect(await log.wait(for: "content/movies/heat-1995.md"))
        watcher.stop()
    }

    @Test func seesASaveByRenameOverAndIgnoresTheEditorsTemporaryFile() async throws {
        let temporary = site.write("content/movies/.alien-1979.md.swp", "three")
        #expect(rename(temporary.path, site.url.appending(path: "content/movies/alien-1979.md").path) == 0)
        #expect(await log.wait(for: "content/movies/alien-1979.md"))
        #expect(!log.paths.contains { $0.contains(".swp") })
        watcher.stop()
    }

    @Test func aBurstOfSavesIsOneBatch() async throws {
        for index in 0..<300 { site.write("content/movies/m-\(index).md", "x") }
        #expect(await log.wait(for: "content/movies/m-299.md"))
        try await Task.sleep(for: .milliseconds(500))
        #expect(log.all.count == 1)
        #expect(log.paths.count == 300)
        watcher.stop()
    }

    @Test func watchesFoldersCreatedLaterAndTheFilesAlreadyInThem() async throws {
        let outside = TemporaryFolder()
        outside.write("reviews/a.md", "a")
        try FileManager.default.moveItem(at: outside.url.appending(path: "reviews"), to: site.url.appending(path: "content/reviews"))
        #expect(await log.wait(for: "content/reviews/a.md"))
        try await Task.sleep(for: .milliseconds(100))
        site.write("content/reviews/b.md", "b")
        #expect(await log.wait(for: "content/reviews/b.md"))
        watcher.stop()
    }

    @Test func seesSiteSettingsAndThemesButNotTheOutput() async throws {
        site.write("public/index.html", "rebuilt")
        site.write("themes/default/templates/movie.html", "y")
        #expect(await log.wait(for: "themes/default/templates/movie.html"))
        site.write("site.yml", "title: U\n")
        #expect(await log.wait(for: "site.yml"))
        #expect(!log.paths.contains { $0.hasPrefix("public") })
        watcher.stop()
    }

    /// A file written and closed is delivered once its events have settled, well before the quiet
    /// period; one still open for writing waits for the whole quiet period.
    @Test func aFinishedWriteIsDeliveredSoonerThanOneStillOpen() async throws {
        watcher.stop()
        let prompt = try FileWatcher(root: site.url, quietPeriod: .seconds(3), finishedPeriod: .milliseconds(10))
        let batches = BatchLog(prompt)
        defer { prompt.stop() }
        let written = ContinuousClock.now
        site.write("content/movies/alien-1979.md", "saved")
        #expect(await batches.wait(for: "content/movies/alien-1979.md"))
        #expect(ContinuousClock.now - written < .seconds(2))

        let open = try FileHandle(forWritingTo: site.url.appending(path: "content/movies/alien-1979.md"))
        try open.write(contentsOf: Data("half".utf8))
        try await Task.sleep(for: .milliseconds(700))
        #expect(batches.all.count == 1, "a file still open for writing is not delivered before the quiet period")
        try open.close()
        #expect(await batches.wait(count: 2))
    }
}
