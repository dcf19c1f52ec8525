import Foundation
import Glibc

/// The folders `serve` builds into, one per version of the site, in a private temporary folder:
/// a new version is complete before it is served, and the one before stays on disk a little
/// longer for the requests still reading it.
final class Generations: @unchecked Sendable {
    let folder: URL
    private var count = 0
    /// The versions that built, newest last.
    private(set) var good: [URL] = []
    /// Old versions are removed in the background; removing the whole folder waits for that, or
    /// both would walk the same tree and the folder could be left behind, empty.
    private let removing = NSLock()

    init() throws {
        folder = Self.scratchSpace
            .appending(path: "sitegen-serve-\(getpid())-\(UUID().uuidString.prefix(8))", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Memory-backed `/dev/shm` when there is one: a preview is rebuilt on every save and thrown
    /// away at the end, and a disk mounted with `discard` takes seconds to link and unlink the
    /// thousands of files of one version.
    private static var scratchSpace: URL {
        let shm = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        return access(shm.path, W_OK) == 0 ? shm : FileManager.default.temporaryDirectory
    }

    var latestGood: URL? { good.last }

    /// Where the next version is built; it does not exist yet.
    func next() -> URL {
        count += 1
        return folder.appending(path: "v\(count)", directoryHint: .isDirectory)
    }

    /// `version` built and is served now. Returns the versions older than the one before it, for
    /// `remove` once the browser has been told to reload: removing them is not on the way to a reload.
    func keep(_ version: URL) -> [URL] {
        good.append(version)
        var old: [URL] = []
        while good.count > 2 { old.append(good.removeFirst()) }
        return old
    }

    /// Removes old versions with the files a build keeps beside its output (`.v3.manifest`,
    /// `.v3.lock`), which would otherwise pile up for as long as the session runs.
    func remove(_ versions: [URL]) {
        removing.lock()
        defer { removing.unlock() }
        for version in versions {
            try? FileManager.default.removeItem(at: version)
            for sidecar in ["manifest", "lock"] {
                unlink(folder.appending(path: ".\(version.lastPathComponent).\(sidecar)").path)
            }
        }
    }

    func removeAll() {
        removing.withLock { _ = try? FileManager.default.removeItem(at: folder) }
    }
}
