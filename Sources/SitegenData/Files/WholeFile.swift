import Glibc

/// A small file read or replaced whole, straight between the file and a byte array: the build's
/// own files beside its output (manifest, decode cache), megabytes that Foundation's `Data`
/// would copy once more each way.
public enum WholeFile {
    /// The file's bytes, or nil if it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
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
    @discardableResult
    public static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        let temporary = path + ".\(getpid()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                written += result
            }
            return true
        }
        guard close(descriptor) == 0, complete, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
