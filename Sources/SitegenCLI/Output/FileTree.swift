import Glibc

/// The files and folders below a folder, by plain `readdir`: a rebuild walks tens of thousands of
/// output files, and Foundation's enumerator makes a URL and a dictionary for each.
enum FileTree {
    /// Relative paths of everything that is not a folder (files, links), and of the folders,
    /// parents before their children. Each folder is opened relative to its parent's descriptor,
    /// so the kernel resolves one name per folder, not its whole path.
    static func walk(_ root: String) -> (files: [String], folders: [String]) {
        var files: [String] = [], folders: [String] = []
        visit(root) { path, isFolder, _, _ in
            if isFolder { folders.append(path) } else { files.append(path) }
        }
        return (files, folders)
    }

    /// What `lstat` says of one entry of a walk.
    struct Status {
        var path: String
        var size: Int64
        var modified: timespec
    }

    /// Every file and folder below `root` with its size and modification time, in no set order,
    /// each asked of its folder's descriptor.
    static func statuses(_ root: String) -> [Status] {
        var statuses: [Status] = []
        visit(root) { path, _, folder, name in
            var info = Glibc.stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
            statuses.append(Status(path: path, size: Int64(info.st_size), modified: info.st_mtim))
        }
        return statuses
    }

    /// Calls `visit` with each entry's relative path, whether it is a folder, and its folder's
    /// descriptor and its name there.
    private static func visit(_ root: String, _ visit: (String, Bool, Int32, String) -> Void) {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        walk(descriptor, prefix: "", visit)
    }

    /// Reads the folder open as `descriptor` (and closes it), then its subfolders.
    private static func walk(_ descriptor: Int32, prefix: String, _ visit: (String, Bool, Int32, String) -> Void) {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        var subfolders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            if isFolder(entry.pointee.d_type, in: descriptor, name) {
                subfolders.append(name)
            } else {
                visit(prefix + name, false, descriptor, name)
            }
        }
        for name in subfolders {
            visit(prefix + name, true, descriptor, name)
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 { walk(child, prefix: prefix + name + "/", visit) }
        }
        closedir(directory)
    }

    /// `mkdir -p`: the folder and any missing parents; true when it exists afterwards.
    static func makeFolders(_ path: String) -> Bool {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash > path.startIndex,
              makeFolders(String(path[..<slash]))
        else { return false }
        return mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    private static func isFolder(_ type: UInt8, in folder: Int32, _ name: String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = Glibc.stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
