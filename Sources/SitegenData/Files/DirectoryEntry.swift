public import Glibc

extension UnsafeMutablePointer<dirent> {
    /// The name of an entry `readdir` returned, read in place up to its terminating zero.
    /// `pointee.d_name` copies all 256 bytes the field is declared with, but glibc packs entries
    /// at their own length (`d_reclen`): a short name at the end of its buffer ended sooner, and the
    /// copy read past the buffer (AddressSanitizer's heap-buffer-overflow; a crash in CI).
    public var name: String {
        let offset = MemoryLayout<dirent>.offset(of: \.d_name)!
        return String(cString: UnsafeRawPointer(self).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }
}
