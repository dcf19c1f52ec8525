import Glibc
public import SitegenDomain

/// Opens and reads only regular files: the kind is asked of `lstat`/`stat` before anything opens
/// the path, and the file is opened with `O_NONBLOCK` and checked again with `fstat`, so a named
/// pipe or device swapped in between cannot block the build either.
public enum RegularFile {
    /// Why a file could not be read.
    public enum Failure: Error, Sendable, Equatable {
        /// The path is something else than a regular file (after following a link, if allowed).
        case notRegular(FileKind)
        /// A system call failed with this `errno`.
        case system(Int32)

        public var message: String {
            switch self {
            case .notRegular(let kind): kind.notRegularFileMessage
            case .system(let code): String(cString: strerror(code))
            }
        }
    }

    /// The kind of a file, from the `st_mode` of its status.
    public static func kind(ofMode mode: UInt32) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .namedPipe
        case S_IFSOCK: .socket
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .unknown
        }
    }

    /// What `lstat` (or, following links, `stat`) says `path` is; nil with `errno` set if neither can tell.
    public static func kind(atPath path: String, followingLinks: Bool) -> FileKind? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? kind(ofMode: info.st_mode) : nil
    }

    /// Opens `path` for reading if it is a regular file; the descriptor and the file's size.
    /// - Parameter followingLinks: without it, a symbolic link is refused as `.notRegular(.symbolicLink)`.
    public static func open(_ path: String, followingLinks: Bool = true) -> Result<(descriptor: Int32, size: Int), Failure> {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .failure(.system(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind(ofMode: info.st_mode))) }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return .failure(errno == ELOOP ? .notRegular(.symbolicLink) : .system(errno)) }
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(.system(code))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(.notRegular(kind(ofMode: info.st_mode)))
        }
        return .success((descriptor, Int(info.st_size)))
    }

    /// The whole file at `path`, if it is a regular file, at most `limit` bytes long.
    public static func read(_ path: String, followingLinks: Bool = true, limit: Int = .max) -> Result<[UInt8], Failure> {
        switch open(path, followingLinks: followingLinks) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let (descriptor, size)):
            defer { close(descriptor) }
            guard size <= limit else { return .failure(.system(EFBIG)) }
            let (bytes, failure) = WholeFile.read(descriptor, size: size)
            return failure == 0 ? .success(bytes) : .failure(.system(failure))
        }
    }
}
