import Foundation
import Hummingbird
import SitegenServe

/// A real preview server on 127.0.0.1 and a free port, serving whatever `site` holds.
final class TestServer: @unchecked Sendable {
    let site = ServedSite()
    let reloads = ReloadBroadcaster()
    private(set) var port = 0
    private var task: Task<Void, any Error>?
    private var server: ServerRun?

    func start() async throws {
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let app = DevServer.application(serving: site, reloads: reloads, host: "127.0.0.1", port: 0) { listening.yield($0) }
        let server = ServerRun(app)
        self.server = server
        task = Task { try await server.run() }
        var iterator = ports.makeAsyncIterator()
        port = await iterator.next() ?? 0
    }

    var http: RawHTTP { RawHTTP(port: port) }

    /// Stops gracefully, as `serve` does on Ctrl-C.
    func stop() async {
        reloads.closeAll()
        await server?.stop()
        _ = await task?.result
    }
}
