import Foundation
import Hummingbird

/// Server-Sent Events to every open page: `reload` after each rebuild, good or failed.
public final class ReloadBroadcaster: @unchecked Sendable {
    public static let eventsPath = "/__sitegen/events"
    public static let scriptPath = "/__sitegen/live-reload.js"

    /// What served HTML pages get before `</body>`; `sitegen build` output never has it.
    static let scriptTag = "<script src=\"\(scriptPath)\" defer></script>"

    /// Reloads the page on `reload`. When the server goes away and comes back, EventSource
    /// reconnects by itself, and the page reloads to show what the new server has.
    static let script = """
        // sitegen serve: reloads this page when the site is rebuilt. Not part of the built site.
        (() => {
          let connectedBefore = false;
          const events = new EventSource("\(eventsPath)");
          events.addEventListener("hello", () => {
            if (connectedBefore) location.reload();
            connectedBefore = true;
          });
          events.addEventListener("reload", () => location.reload());
        })();

        """

    private var clients: [UUID: AsyncStream<ByteBuffer>.Continuation] = [:]
    private let lock = NSLock()
    private var closed = false

    public init() {}

    /// The event stream of one open page; it ends when the page goes away or the server stops.
    func subscribe() -> AsyncStream<ByteBuffer> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self, bufferingPolicy: .bufferingNewest(16))
        continuation.yield(Self.event("hello", data: "sitegen"))
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = lock.withLock { self.clients.removeValue(forKey: id) }
        }
        let accepted = lock.withLock {
            guard !closed else { return false }
            clients[id] = continuation
            return true
        }
        if !accepted { continuation.finish() }
        return stream
    }

    /// Tells every open page to reload; `data` says why (the changed pages, or "error").
    public func reload(_ data: String) {
        let event = Self.event("reload", data: data)
        for client in lock.withLock({ Array(clients.values) }) { client.yield(event) }
    }

    /// Ends every stream, so the server can stop without waiting for pages that never close.
    public func closeAll() {
        let open = lock.withLock {
            closed = true
            defer { clients.removeAll() }
            return Array(clients.values)
        }
        for client in open { client.finish() }
    }

    private static func event(_ name: String, data: String) -> ByteBuffer {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }.joined(separator: "\n")
        return ByteBuffer(string: "event: \(name)\n\(lines)\n\n")
    }
}
