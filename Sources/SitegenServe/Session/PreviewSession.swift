public import Foundation
import Hummingbird
public import SitegenCLI
import SitegenDomain

/// `sitegen serve` at work: serves the site, rebuilds it on every save, and tells open pages to reload.
public final class PreviewSession: @unchecked Sendable {
    public struct Settings: Sendable {
        public var source: URL
        public var host: String
        /// 0 asks the system for a free port.
        public var port: Int
        public var includeDrafts: Bool
        /// Print the wall time of each build step after every build.
        public var printsTimings: Bool

        public init(source: URL, host: String, port: Int, includeDrafts: Bool, printsTimings: Bool = false) {
            self.source = source
            self.host = host
            self.port = port
            self.includeDrafts = includeDrafts
            self.printsTimings = printsTimings
        }
    }

    public let site = ServedSite()
    public let reloads = ReloadBroadcaster()
    private let settings: Settings
    private let console: Console
    private let changes = ChangeQueue()
    private let preview: PreviewFolder
    /// Whether a build has succeeded yet: until then there is no site to show under the errors.
    private var hasServedASite = false
    private let listening = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
    private var running: ServerRun?
    private var sessionBuilder: PreviewBuild?
    private let lock = NSLock()

    public init(_ settings: Settings, console: Console) throws {
        self.settings = settings
        self.console = console
        preview = try PreviewFolder()
    }

    /// Runs until `stop()` or until the server cannot listen.
    /// - Parameter ready: called with the site's address once the first build is served.
    public func run(ready: @escaping @Sendable (String) -> Void = { _ in }) async throws {
        defer { preview.removeAll() }
        let watcher = try FileWatcher(root: settings.source)
        defer { watcher.stop() }
        let app = DevServer.application(serving: site, reloads: reloads, host: settings.host, port: settings.port) {
            [listening] port in listening.continuation.yield(port)
        }
        let server = ServerRun(app)
        lock.withLock { running = server }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do { try await server.run() } catch { throw ServeError.cannotListen(self.settings.host, self.settings.port, error) }
                // Stopped: no more rebuilds either.
                self.changes.close()
            }
            group.addTask { [self] in
                var ports = listening.stream.makeAsyncIterator()
                guard let port = await ports.next() else { return }
                let address = "http://\(Self.displayHost(settings.host)):\(port)/"
                await rebuild(baseURL: address, because: [])
                ready(address)
                let batches = watcher.changes()
                let forwarding = Task { for await batch in batches { changes.add(batch) } }
                defer { forwarding.cancel() }
                while let changed = await changes.next() {
                    await rebuild(baseURL: address, because: changed)
                }
            }
            do {
                try await group.next()
                try await group.next()
            } catch {
                // The server could not listen: nothing to stop gracefully, end the rebuild loop.
                changes.close()
                listening.continuation.finish()
                throw error
            }
        }
    }

    /// Ends `run()`: pages listening for reloads are let go, the server shuts down gracefully.
    public func stop() async {
        reloads.closeAll()
        changes.close()
        listening.continuation.finish()
        await lock.withLock({ running })?.stop()
    }

    /// Builds the next version on the build's own threads (`BuildThreads`); serves it if it built,
    /// or the overlay over the last good one.
    private func rebuild(baseURL: String, because changed: Set<String>) async {
        await withTaskExecutorPreference(BuildThreads.shared) { await rebuildHere(baseURL: baseURL, because: changed) }
    }

    private func rebuildHere(baseURL: String, because changed: Set<String>) async {
        let started = ContinuousClock.now
        // One builder for the whole session: it remembers what the builds before it decoded and rendered.
        let builder = lock.withLock {
            if sessionBuilder == nil {
                sessionBuilder = PreviewBuild(source: settings.source, baseURL: baseURL, includeDrafts: settings.includeDrafts)
            }
            return sessionBuilder!
        }
        // File names are anyone's: shown with control and bidirectional characters escaped.
        let cause = changed.isEmpty ? "" : " after " + ControlCharacters.escapedForDisplay(Self.describe(changed))
        do {
            let outcome = try await builder.build(into: preview.site, changed: changed)
            hasServedASite = true
            site.publish(preview.site)
            reloads.reload(outcome.changedPages.prefix(50).joined(separator: "\n"))
            console.print(diagnostics: outcome.warnings)
            if settings.printsTimings { console.result(outcome.timings) }
            let elapsed = (ContinuousClock.now - started).components
            let seconds = NumberText.seconds(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
            console.result("Built \(NumberText.grouped(outcome.pageCount)) pages (\(NumberText.grouped(outcome.changedPages.count)) changed)\(cause) in \(seconds) s")
        } catch {
            site.fail(error.diagnostics)
            reloads.reload("error")
            console.print(diagnostics: error.diagnostics)
            let counts = DiagnosticCounts(error.diagnostics)
            console.fail(!hasServedASite
                ? "build failed with \(counts)\(cause); the browser shows them until a save fixes them"
                : "build failed with \(counts)\(cause); still serving the last good version, with the errors over it")
        }
    }

    private static func describe(_ changed: Set<String>) -> String {
        // Editors' nameless temporary files (sed's `sedX1y2z3`) come and go; name the rest.
        let named = changed.filter { $0.split(separator: "/").last?.contains(".") ?? false }
        let names = (named.isEmpty ? changed : named).sorted()
        return names.count <= 3 ? names.joined(separator: ", ") : "\(names.prefix(2).joined(separator: ", ")) and \(names.count - 2) more"
    }

    /// Pages link to the address a browser can open, not to "every interface".
    static func displayHost(_ host: String) -> String {
        switch host {
        case "0.0.0.0": "127.0.0.1"
        case "::", "[::]": "[::1]"
        default: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        }
    }
}

public enum ServeError: Error, CustomStringConvertible {
    case cannotListen(String, Int, any Error)

    public var description: String {
        switch self {
        case .cannotListen(let host, let port, let error):
            let reason = "\(error)"
            if reason.contains("Address already in use") || reason.contains("EADDRINUSE") {
                return "cannot serve on \(host):\(port): the port is already in use (another sitegen serve?); try --port \(port + 1)"
            }
            return "cannot serve on \(host):\(port): \(reason)"
        }
    }
}
