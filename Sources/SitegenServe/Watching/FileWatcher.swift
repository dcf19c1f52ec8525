public import Foundation
import CDispatch
import Glibc
import SitegenData

/// Watches a site's sources with Linux inotify: `site.yml` at the root, and `content/` and
/// `themes/` with every folder below them, including folders created or moved in later.
///
/// Editors save in many ways — write in place, write a temporary file and rename it over, delete
/// and recreate — so every kind of event counts as "this path changed", and a burst of events is
/// delivered as one batch once the folder has been quiet for `quietPeriod`; or, when its last
/// events finish a file (written and closed, or moved in), for `finishedPeriod`, which a save's
/// own events never span: a saved movie reaches `serve` 10 ms after it is written, not 50–70
/// (a title save at 10k movies reached the browser in 179 ms, not 225; `scripts/serve-latency`,
/// one run of each, one after the other).
public final class FileWatcher: @unchecked Sendable {
    /// Folders below the root that are watched with everything inside them.
    public static let watchedFolders = ["content", "themes"]
    /// Files at the root whose change matters.
    public static let watchedFiles: Set<String> = ["site.yml"]

    private let root: URL
    private let descriptor: Int32
    private let quietPeriod: Duration
    private let finishedPeriod: Duration
    /// Watch descriptor → folder path relative to the root ("" for the root itself).
    private var folders: [Int32: String] = [:]
    private let lock = NSLock()
    private var stopped = false

    public init(root: URL, quietPeriod: Duration = .milliseconds(50), finishedPeriod: Duration = .milliseconds(10)) throws {
        self.root = root.standardizedFileURL
        self.quietPeriod = quietPeriod
        self.finishedPeriod = min(finishedPeriod, quietPeriod)
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw FileWatcherError(message: "inotify is not available: \(String(cString: strerror(errno)))") }
        try watch("", recursive: false)
        for folder in Self.watchedFolders { _ = try? watch(folder, recursive: true) }
    }

    deinit { close(descriptor) }

    /// Batches of changed paths, relative to the root (`content/movies/alien-1979.md`); ends after
    /// `stop()`. Call it once: each call starts a thread reading the one inotify descriptor.
    public func changes() -> AsyncStream<Set<String>> {
        AsyncStream { continuation in
            let thread = Thread { [self] in
                run(yield: { continuation.yield($0) })
                continuation.finish()
            }
            thread.name = "sitegen file watcher"
            thread.start()
        }
    }

    public func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    // MARK: - The reading thread

    private func run(yield: (Set<String>) -> Void) {
        var pending = Set<String>()
        var lastEvent = ContinuousClock.now, wait = quietPeriod
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !isStopped {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // Woken when the batch is due, or every 20 ms to see whether to stop.
            let due = pending.isEmpty ? .milliseconds(20) : lastEvent + wait - ContinuousClock.now
            let ready = poll(&poller, 1, Int32(max(1, min(20, due.components.attoseconds / 1_000_000_000_000_000 + 1))))
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    let read = events(in: buffer, count: count)
                    pending.formUnion(read.paths)
                    wait = read.finishesAFile ? finishedPeriod : quietPeriod
                    lastEvent = .now
                }
            }
            if !pending.isEmpty, ContinuousClock.now - lastEvent >= wait {
                yield(pending)
                pending.removeAll()
            }
        }
    }

    /// The paths named by the events in `buffer`; new folders are watched on the spot, and their
    /// files reported, since they may have been filled before the watch was in place.
    /// `finishesAFile`: whether the last of them that counts finishes writing a file, or moves one in.
    private func events(in buffer: [UInt8], count: Int) -> (paths: Set<String>, finishesAFile: Bool) {
        var paths = Set<String>(), finishesAFile = false
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let (watch, mask, nameLength) = buffer.withUnsafeBytes { bytes in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + nameLength)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += headerSize + nameLength
            let finishing = mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 && mask & UInt32(IN_ISDIR) == 0
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // The kernel dropped events: say everything changed rather than miss one.
                paths.insert("content")
                finishesAFile = false
                continue
            }
            guard let folder = lock.withLock({ folders[watch] }) else { continue }
            if mask & UInt32(IN_IGNORED) != 0 {
                lock.withLock { _ = folders.removeValue(forKey: watch) }
                continue
            }
            guard !name.isEmpty, !EditorFiles.isDropping(name) else { continue }
            let path = folder.isEmpty ? name : folder + "/" + name
            if folder.isEmpty {
                // At the root only site.yml and the watched folders matter, not public/ or .build/.
                if Self.watchedFiles.contains(name) {
                    paths.insert(path)
                    finishesAFile = finishing
                }
                if Self.watchedFolders.contains(name), mask & UInt32(IN_ISDIR) != 0 {
                    paths.insert(path)
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { paths.formUnion(watchNewFolder(path)) }
                }
                continue
            }
            paths.insert(path)
            finishesAFile = finishing
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                paths.formUnion(watchNewFolder(path))
            }
        }
        return (paths, finishesAFile)
    }

    private func watchNewFolder(_ path: String) -> Set<String> {
        (try? watch(path, recursive: true)) ?? []
    }

    // MARK: - Watches

    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW)

    /// Watches the folder at `path` (relative to the root) and, if `recursive`, every folder below it.
    /// Returns the relative paths of the files found on the way.
    @discardableResult
    private func watch(_ path: String, recursive: Bool) throws -> Set<String> {
        let url = path.isEmpty ? root : root.appending(path: path)
        let watchID = inotify_add_watch(descriptor, url.path, Self.mask)
        guard watchID >= 0 else {
            throw FileWatcherError(message: "cannot watch \(url.path): \(String(cString: strerror(errno)))")
        }
        lock.withLock { folders[watchID] = path }
        guard recursive else { return [] }
        var files = Set<String>()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for name in entries.sorted() where !EditorFiles.isDropping(name) {
            let child = path + "/" + name
            var info = Glibc.stat()
            // Symbolic links are not followed: a link to a folder outside the site is not watched.
            guard lstat(root.appending(path: child).path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                files.formUnion((try? watch(child, recursive: true)) ?? [])
            } else {
                files.insert(child)
            }
        }
        return files
    }
}

public struct FileWatcherError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
