import Foundation

/// Work done on a thread of its own while the build goes on, for system calls and file I/O that
/// the build's serial stretches leave room for: walking the previous output, saving the decode
/// cache. A thread, not a task: a task would hold one of the few threads the decoding and
/// rendering run on.
final class BackgroundWork<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: Result?

    init(_ work: @escaping @Sendable () -> Result) {
        Thread.detachNewThread { [self] in
            let done = work()
            condition.withLock {
                outcome = done
                condition.broadcast()
            }
        }
    }

    /// What the work gave, once it is done.
    var result: Result {
        condition.withLock {
            while outcome == nil { condition.wait() }
            return outcome!
        }
    }
}
