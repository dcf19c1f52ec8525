import Foundation

/// The folders `serve` builds into, one per version of the site, in a private temporary folder:
/// a new version is complete before it is served, and the one before stays on disk a little
/// longer for the requests still reading it.
final class Generations: @unchecked Sendable {
    let folder: URL
    private var count = 0
    /// The versions that built, newest last.
    private(set) var good: [URL] = []

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appending(path: "sitegen-serve-\(getpid())-\(UUID().uuidString.prefix(8))", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var latestGood: URL? { good.last }

    /// Where the next version is built; it does not exist yet.
    func next() -> URL {
        count += 1
        return folder.appending(path: "v\(count)", directoryHint: .isDirectory)
    }

    /// `version` built and is served now; versions older than the one before it are removed.
    func keep(_ version: URL) {
        good.append(version)
        while good.count > 2 {
            let old = good.removeFirst()
            try? FileManager.default.removeItem(at: old)
            try? FileManager.default.removeItem(at: folder.appending(path: ".\(old.lastPathComponent).manifest.json"))
        }
    }

    func removeAll() { try? FileManager.default.removeItem(at: folder) }
}
