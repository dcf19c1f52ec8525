import CDirectoryEntries
import Glibc

/// The files and folders below a folder, by plain system calls: a rebuild walks tens of thousands
/// of output files, and Foundation's enumerator makes a URL and a dictionary for each.
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

    /// The files below `root + "/" + folder` (relative to `root`), going down only into the
    /// subfolders for which `descends` says so, given their paths; and how many folders that read.
    static func files(
        below root: String, in folder: String, descending descends: (String) -> Bool
    ) -> (files: [String], folderCount: Int) {
        let start = folder.isEmpty ? root : root + "/" + folder
        let descriptor = open(start, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return ([], 0) }
        let entries = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { entries.deallocate() }
        var files: [String] = [], folderCount = 1
        walk(descriptor, prefix: folder.isEmpty ? "" : folder + "/", entries: entries, descending: descends) { path, isFolder, _, _ in
            if !isFolder { files.append(path) } else if descends(path) { folderCount += 1 }
        }
        return (files, folderCount)
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
        let entries = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { entries.deallocate() }
        walk(descriptor, prefix: "", entries: entries, visit)
    }

    /// Reads the folder open as `descriptor` (and closes it), then its subfolders. Its entries are
    /// read with getdents64 into `entries`, one buffer for the whole walk: `fdopendir` and
    /// `readdir` cost two `fcntl`s, an `fstat` and a 32 KB allocation per folder, and a rebuild
    /// walks a folder per page.
    private static func walk(
        _ descriptor: Int32, prefix: String, entries: UnsafeMutableRawBufferPointer,
        descending descends: (String) -> Bool = { _ in true }, _ visit: (String, Bool, Int32, String) -> Void
    ) {
        defer { close(descriptor) }
        var subfolders: [String] = []
        while true {
            let filled = sitegen_read_directory_entries(descriptor, entries.baseAddress, entries.count)
            guard filled > 0 else { break }
            // Each record is a `struct linux_dirent64`: inode (8 bytes), offset (8), record length
            // (2), type (1), then the name and its NUL.
            var offset = 0
            while offset < filled {
                let record = entries.baseAddress! + offset
                offset += Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                let name = String(cString: (record + 19).assumingMemoryBound(to: CChar.self))
                guard name != ".", name != ".." else { continue }
                if isFolder(record.load(fromByteOffset: 18, as: UInt8.self), in: descriptor, name) {
                    subfolders.append(name)
                } else {
                    visit(prefix + name, false, descriptor, name)
                }
            }
        }
        for name in subfolders {
            visit(prefix + name, true, descriptor, name)
            guard descends(prefix + name) else { continue }
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 { walk(child, prefix: prefix + name + "/", entries: entries, descending: descends, visit) }
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

    private static func isFolder(_ type: UInt8, in folder: Int32, _ name: String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = Glibc.stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
