import Foundation
import Hummingbird
import SitegenServe

/// A real preview server on 127.0.0.1 and a free port, serving whatever `site` holds.
final class TestServer: @unchecked Sendable {
    let site = ServedSite()
    let reloads = ReloadBroadcaster()
    private(set) var port = 0
    private var task: Task<Void, any Error>?

    func start() async throws {
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let app = DevServer.application(serving: site, reloads: reloads, host: "127.0.0.1", port: 0) { listening.yield($0) }
        task = Task { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        port = await iterator.next() ?? 0
    }

    var http: RawHTTP { RawHTTP(port: port) }

    func stop() async {
        reloads.closeAll()
        task?.cancel()
        _ = await task?.result
    }
}
