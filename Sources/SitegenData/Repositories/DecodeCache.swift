import Foundation
import Glibc

/// Decoded content files, for `serve`, which reloads the site on every save: a file whose size,
/// times and inode are unchanged since it was decoded is not read or parsed again.
///
/// `context` is whatever else the decoding depended on (for movies: the media files a poster may
/// name); an entry decoded in another context is decoded again.
public final class DecodeCache: @unchecked Sendable {
    struct Stamp: Equatable {
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var changed: Int64

        init?(path: String) {
            var info = Glibc.stat()
            guard stat(path, &info) == 0 else { return nil }
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }
    }

    private struct Entry {
        var stamp: Stamp
        var context: Int
        var value: Any
    }

    private var entries: [String: Entry] = [:]
    private let lock = NSLock()

    public init() {}

    /// The value decoded from `path` before, or `decode()`'s, remembered for next time.
    func value<Value>(for path: String, context: Int, decode: () -> Value) -> Value {
        // A file saved twice within the clock's resolution keeps its times: its size and inode
        // (a save by rename makes a new one) usually tell, and ctime moves on any write.
        guard let stamp = Stamp(path: path) else { return decode() }
        if let entry = lock.withLock({ entries[path] }), entry.stamp == stamp, entry.context == context,
           let value = entry.value as? Value {
            return value
        }
        let value = decode()
        lock.withLock { entries[path] = Entry(stamp: stamp, context: context, value: value) }
        return value
    }
}
