import Foundation
import Glibc

/// Threads of `serve`'s own for its builds, as a task executor (SE-0417): a build, and every task
/// it starts, runs on them rather than on Swift's shared pool, which then stays free for the
/// requests that come meanwhile. A rebuild takes every core for as long as it lasts (seconds when
/// every page changes); on the shared pool, the requests waited behind all of its work, and a
/// connection idle for 30 s was closed under them. The threads run at a lower scheduling priority
/// (nice 5), so a request is answered within a time slice.
final class BuildThreads: TaskExecutor, @unchecked Sendable {
    /// One per core, for the life of the process: every session's builds share them.
    static let shared = BuildThreads(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private var jobs: [UnownedJob] = []
    private let condition = NSCondition()

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [self] in
                // On Linux a nice value is a thread's own: 0 names the calling thread, and this
                // lowers it alone (setpriority(2), "BUGS").
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 5)
                runJobs()
            }
            thread.name = "sitegen-build-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs as they come, oldest first, for as long as the process lives: `serve` builds until
    /// it ends, and its threads end with it.
    private func runJobs() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
