import Foundation

/// Changed paths waiting for the next rebuild. Saves that arrive while a rebuild runs pile up
/// here and are handled by one rebuild after it, however many batches they came in.
final class ChangeQueue: @unchecked Sendable {
    private var pending = Set<String>()
    private let lock = NSLock()
    private let (signals, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))

    func add(_ paths: Set<String>) {
        lock.withLock { pending.formUnion(paths) }
        signal.yield()
    }

    /// Every path changed since the last call, once some are; nil when the queue was closed.
    func next() async -> Set<String>? {
        for await _ in signals {
            let paths = lock.withLock { () -> Set<String> in
                defer { pending.removeAll() }
                return pending
            }
            if !paths.isEmpty { return paths }
        }
        return nil
    }

    func close() { signal.finish() }
}
