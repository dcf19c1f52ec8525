import Glibc

/// A folder held open by a descriptor (read-only: `O_PATH` is not in Glibc's Swift module):
/// wherever it is moved, `/proc/self/fd` still leads to it.
final class HeldFolder: @unchecked Sendable {
    private let descriptor: Int32

    init(_ path: String) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// A path to `name` in the folder, where the folder is now; nil if it could not be opened.
    func path(of name: String) -> String? {
        descriptor >= 0 ? "/proc/self/fd/\(descriptor)/\(name)" : nil
    }
}
