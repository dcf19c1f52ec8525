import Glibc

/// What `stat` says of a content file: enough to tell that it has not changed since it was read,
/// without reading it again.
///
/// The change time (`ctime`) is the one no tool can set: writing, renaming over or copying a file
/// in moves it to the present, while `touch -d`, `cp -p` and git can put the modification time
/// anywhere. A status is trusted only once it is *settled* — older than the moment the build began,
/// minus the coarsest clock tick of a file system: a file written again within the same tick as
/// the read would otherwise keep its status (git's "racily clean" entries).
struct FileStatus: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// `ctime` and `mtime`, in nanoseconds since 1970.
    var changed: Int64
    var modified: Int64

    /// Whether a change after `cutoff` would show: both times are before it.
    func isSettled(before cutoff: Int64) -> Bool { changed < cutoff && modified < cutoff }

    /// Now, less `margin`: the cutoff of `isSettled` for files read from now on. Three seconds
    /// exceed the two-second ticks of FAT, the coarsest file system a site may sit on.
    static func settledCutoff(margin: Duration = .seconds(3)) -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let (seconds, attoseconds) = margin.components
        return nanoseconds(now) - seconds * 1_000_000_000 - attoseconds / 1_000_000_000
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

extension FileStatus {
    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  changed: Self.nanoseconds(info.st_ctim), modified: Self.nanoseconds(info.st_mtim))
    }
}

extension FileStatus: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(device)
        writer.write(inode)
        writer.write(Int(size))
        writer.write(Int(changed))
        writer.write(Int(modified))
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(device: try reader.read(), inode: try reader.read(), size: Int64(try reader.read() as Int),
                  changed: Int64(try reader.read() as Int), modified: Int64(try reader.read() as Int))
    }
}
