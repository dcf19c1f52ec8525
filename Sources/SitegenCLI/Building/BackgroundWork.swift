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

/// Background work started by whichever comes first of the places that may start it once it is
/// ready to, and waited for only if it was.
final class StartableWork: @unchecked Sendable {
    private let lock = NSLock()
    private let body: @Sendable () -> Void
    private var work: BackgroundWork<Void>?
    private var isReady = false

    init(_ body: @escaping @Sendable () -> Void) { self.body = body }

    /// Lets `start` start the work: before, it does nothing.
    func ready() {
        lock.withLock { isReady = true }
    }

    func start() {
        lock.withLock { if isReady, work == nil { work = BackgroundWork(body) } }
    }

    func waitIfStarted() { _ = lock.withLock { work }?.result }
}
