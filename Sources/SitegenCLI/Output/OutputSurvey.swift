import Foundation

/// The files a previous output folder holds, walked on a thread of its own while the content
/// loads: tens of thousands of folders cost a tenth of a second of system calls, which the load's
/// serial stretches leave room for. (A thread, not a task: a task would hold one of the few
/// threads the decoding runs on.)
final class OutputSurvey: @unchecked Sendable {
    private let condition = NSCondition()
    private var files: Set<String>?

    init(of folder: URL) {
        let path = folder.path
        Thread.detachNewThread { [self] in
            let found = Set(FileTree.walk(path).files)
            condition.withLock {
                files = found
                condition.broadcast()
            }
        }
    }

    /// The files found, once the walk is done.
    var result: Set<String> {
        condition.withLock {
            while files == nil { condition.wait() }
            return files!
        }
    }
}
