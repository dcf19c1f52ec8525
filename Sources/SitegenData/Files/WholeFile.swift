import Glibc

/// A small file read or replaced whole, straight between the file and a byte array: the build's
/// own files beside its output (manifest, decode cache), megabytes that Foundation's `Data`
/// would copy once more each way.
public enum WholeFile {
    /// The file's bytes, or nil if it cannot be read, or is not one of the user's own regular
    /// files: a link planted in its place is not followed, and a named pipe does not block.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { return nil }
        let (bytes, failure) = read(descriptor, size: Int(info.st_size))
        return failure == 0 ? bytes : nil
    }

    /// Up to `size` bytes of the open file `descriptor`, read into an array of that capacity; the
    /// `errno` of a failed read, else 0 (a file that shrank meanwhile gives fewer bytes).
    static func read(_ descriptor: Int32, size: Int) -> (bytes: [UInt8], failure: Int32) {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let got = Glibc.read(descriptor, buffer.baseAddress! + count, size - count)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                guard got > 0 else { return }
                count += got
            }
        }
        return (bytes, failure)
    }

    /// Replaces the file at `path` with `bytes` in one step: written beside it, then renamed over
    /// it, so a reader sees the old file or the new one and never a part. False if that failed.
    /// The file beside it is always a new one: a link planted under its name is not followed.
    @discardableResult
    public static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        replace(path, with: [bytes])
    }

    /// `replace(_:with:)` with the file's bytes in parts, written one after the other.
    @discardableResult
    public static func replace(_ path: String, with parts: [[UInt8]]) -> Bool {
        let temporary = path + ".\(getpid()).partial"
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var descriptor = open(temporary, flags, 0o644)
        if descriptor < 0, errno == EEXIST, unlink(temporary) == 0 { descriptor = open(temporary, flags, 0o644) }
        guard descriptor >= 0 else { return false }
        var failure: Int32 = 0
        for part in parts where failure == 0 { failure = part.withUnsafeBytes { write($0, to: descriptor) } }
        guard close(descriptor) == 0, failure == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Writes all of `bytes` to the open file `descriptor`, however many calls that takes: the
    /// `errno` of a failed write, else 0.
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return result < 0 ? errno : EIO }
            written += result
        }
        return 0
    }
}
