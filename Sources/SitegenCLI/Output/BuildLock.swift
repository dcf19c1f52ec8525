import Foundation
import Glibc
import SitegenDomain

/// One build of an output folder at a time: a second waits for nothing and fails clearly, so two
/// builds never interleave their files.
final class BuildLock {
    private let descriptor: Int32

    /// Makes the folders above `output` that do not exist yet (`--output deploy/site/public`):
    /// the lock, and later the staging folder, live beside the output. The lock file is opened
    /// without following a link and used only if it is the user's own regular file.
    init(for output: URL) throws(DiagnosticList) {
        let parent = output.deletingLastPathComponent()
        let path = parent.appending(path: ".\(output.lastPathComponent).lock").path
        _ = FileTree.makeFolders(parent.path)
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if let problem = OutputSidecars.problem(at: path, role: "build lock") { throw DiagnosticList([problem]) }
            throw DiagnosticList([Diagnostic(at: SourceLocation(path: path, line: 0), "cannot create the build lock: \(String(cString: strerror(code)))")])
        }
        var info = stat()
        let problem = fstat(descriptor, &info) == 0
            ? OutputSidecars.problem(with: info, at: path, role: "build lock")
            : Diagnostic(at: SourceLocation(path: path, line: 0), "cannot use the build lock: \(String(cString: strerror(errno)))")
        if let problem {
            close(descriptor)
            throw DiagnosticList([problem])
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw DiagnosticList([Diagnostic(at: SourceLocation(path: output.path, line: 0),
                                             "another sitegen build is writing this output folder",
                                             hint: "wait for it to finish, then build again")])
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
