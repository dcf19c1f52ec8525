import Glibc
import SitegenData
import SitegenDomain

/// The files and folders below a folder, by plain system calls: a rebuild walks tens of thousands
/// of output files, and Foundation's enumerator makes a URL and a dictionary for each.
enum FileTree {
    /// Relative paths of everything that is not a folder (files, links), and of the folders,
    /// parents before their children. Each folder is opened relative to its parent's descriptor,
    /// so the kernel resolves one name per folder, not its whole path.
    /// `failure`: the `errno` of a folder that is there but could not be opened or read (too many
    /// open files, no permission); what was found is then not all there is. A folder that went
    /// away meanwhile is not a failure.
    static func walk(_ root: String) -> (files: [String], folders: [String], failure: Int32?) {
        var files: [String] = [], folders: [String] = []
        let failure = visitFolders(root) { entries in
            for entry in entries {
                if entry.isFolder { folders.append(entry.path) } else { files.append(entry.path) }
            }
        }
        return (files, folders, failure)
    }

    /// The files below `root + "/" + folder` (relative to `root`), going down only into the
    /// subfolders for which `descends` says so, given their paths; and how many folders that read.
    /// `failure` as `walk` gives it.
    static func files(
        below root: String, in folder: String, descending descends: (String) -> Bool
    ) -> (files: [String], folderCount: Int, failure: Int32?) {
        let start = folder.isEmpty ? root : root + "/" + folder
        let descriptor = open(start, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return ([], 0, Self.failure(errno)) }
        var files: [String] = [], folderCount = 1, failure: Int32?
        walk(descriptor, prefix: folder.isEmpty ? "" : folder + "/", descending: descends, failure: &failure) { entries in
            for entry in entries {
                if !entry.isFolder { files.append(entry.path) } else if descends(entry.path) { folderCount += 1 }
            }
        }
        return (files, folderCount, failure)
    }

    /// A failed `open` or read of a folder as a walk's failure: nil when the folder is gone.
    private static func failure(_ code: Int32) -> Int32? { code == ENOENT || code == ENOTDIR ? nil : code }

    /// What `lstat` says of one entry of a walk.
    struct Status: Sendable {
        var path: String
        var size: Int64
        var modified: timespec
        var changed: timespec
    }

    /// Every file and folder below `root` with its size and modification and change times, in no
    /// set order.
    /// The folders are listed first, then every entry is asked of the root's descriptor on all
    /// cores: a `stat` for each content file is most of telling that nothing changed (12,000 at
    /// 10k movies).
    static func statuses(_ root: String) async -> [Status] {
        var entries: [Entry] = []
        _ = visitFolders(root) { entries += $0 }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        return await entries.concurrentChunks(chunksPerCore: 1) { chunk in
            chunk.compactMap { entry -> Status? in
                var info = Glibc.stat()
                guard fstatat(descriptor, entry.path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                return Status(path: entry.path, size: Int64(info.st_size), modified: info.st_mtim, changed: info.st_ctim)
            }
        }.flatMap { $0 }
    }

    /// One entry of a folder: its path relative to the walk's root, its name in its folder.
    struct Entry: Sendable {
        var path: String
        var name: String
        var isFolder: Bool
    }

    /// Calls `visit` with each folder's entries (its files, then its subfolders), parents before
    /// their children.
    /// Returns the walk's failure, as `walk(_:)` says.
    private static func visitFolders(_ root: String, _ visit: ([Entry]) -> Void) -> Int32? {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(errno) }
        var failure: Int32?
        walk(descriptor, prefix: "", failure: &failure, visit)
        return failure
    }

    /// Reads the folder open as `descriptor` (and closes it), then its subfolders. (It was read
    /// with getdents64 into one buffer for the whole walk, to spare `readdir`'s per-folder
    /// allocation and calls: at 10k, a title-edit rebuild measured +5.3% and −1.6% without it in
    /// two runs, under the 2% a speed mechanism must buy, since a rebuild lists only the folders
    /// that changed.)
    private static func walk(
        _ descriptor: Int32, prefix: String, descending descends: (String) -> Bool = { _ in true }, failure: inout Int32?,
        _ visit: ([Entry]) -> Void
    ) {
        defer { close(descriptor) }
        var files: [Entry] = [], subfolders: [Entry] = []
        // The stream reads its own copy of the descriptor, which stays open for `openat` below.
        let copy = dup(descriptor)
        if copy < 0 { failure = failure ?? Self.failure(errno) }
        if copy >= 0, let stream = fdopendir(copy) {
            while true {
                // `readdir` ends with nil both at the end and on an error, which only `errno` tells.
                errno = 0
                guard let entry = readdir(stream) else {
                    if errno != 0 { failure = failure ?? Self.failure(errno) }
                    break
                }
                let name = entry.name
                guard name != ".", name != ".." else { continue }
                if isFolder(entry.pointee.d_type, in: descriptor, name) {
                    subfolders.append(Entry(path: prefix + name, name: name, isFolder: true))
                } else {
                    files.append(Entry(path: prefix + name, name: name, isFolder: false))
                }
            }
            closedir(stream)
        } else if copy >= 0 {
            failure = failure ?? Self.failure(errno)
            close(copy)
        }
        visit(files + subfolders)
        for folder in subfolders where descends(folder.path) {
            let child = openat(descriptor, folder.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 {
                walk(child, prefix: folder.path + "/", descending: descends, failure: &failure, visit)
            } else {
                failure = failure ?? Self.failure(errno)
            }
        }
    }

    /// `mkdir -p`: the folder and any missing parents; true when it exists afterwards.
    static func makeFolders(_ path: String) -> Bool {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash > path.startIndex,
              makeFolders(String(path[..<slash]))
        else { return false }
        return mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    /// `mkdir -p` that never creates `root` or anything above it: the folders between `root`
    /// and `path`. Fails with `ENOENT` if `root` is gone, so that a staging or output folder moved
    /// or deleted during a build is not made again, with part of a site in it, where it was.
    static func makeFolders(_ path: String, below root: String) -> Bool {
        var info = Glibc.stat()
        if path == root {
            guard stat(root, &info) == 0 else { return false }
            if info.st_mode & S_IFMT != S_IFDIR { errno = ENOTDIR }
            return info.st_mode & S_IFMT == S_IFDIR
        }
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/") else { return false }
        let parent = String(path[..<slash])
        guard parent.count > root.count, parent.hasPrefix(root + "/") else {
            errno = ENOENT
            return false
        }
        guard makeFolders(parent, below: root) else { return false }
        return mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    private static func isFolder(_ type: UInt8, in folder: Int32, _ name: String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = Glibc.stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
