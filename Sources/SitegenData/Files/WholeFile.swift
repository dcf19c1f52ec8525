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
        let size = Int(info.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let got = Glibc.read(descriptor, buffer.baseAddress! + count, size - count)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { complete = false; return }
                count += got
            }
        }
        return complete ? bytes : nil
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
