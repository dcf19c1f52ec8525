import CDirectoryEntries
import Dispatch
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
        walk(descriptor, prefix: folder.isEmpty ? "" : folder + "/", entries: entries, descending: descends) { _, entries in
            for entry in entries {
                if !entry.isFolder { files.append(entry.path) } else if descends(entry.path) { folderCount += 1 }
            }
        }
        return (files, folderCount)
    }

    /// What `lstat` says of one entry of a walk.
    struct Status: Sendable {
        var path: String
        var size: Int64
        var modified: timespec
    }

    /// Every file and folder below `root` with its size and modification time, in no set order,
    /// each asked of its folder's descriptor. A large folder's entries are asked on all cores: a
    /// `stat` for each content file is most of telling that nothing changed (12,000 at 10k movies).
    static func statuses(_ root: String) -> [Status] {
        var statuses: [Status] = []
        visitFolders(root) { folder, entries in
            guard entries.count >= 1_024 else {
                statuses += entries.compactMap { status(of: $0, in: folder) }
                return
            }
            statuses += concurrentChunks(of: entries) { chunk in chunk.compactMap { status(of: $0, in: folder) } }.joined()
        }
        return statuses
    }

    /// `body` applied to a chunk of `elements` per core, on all cores at once; the results in order.
    private static func concurrentChunks<Element: Sendable, Result: Sendable>(
        of elements: [Element], _ body: @Sendable (ArraySlice<Element>) -> Result
    ) -> [Result] {
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let size = (elements.count + cores - 1) / cores
        // Each iteration fills its own slot.
        nonisolated(unsafe) let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: cores)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize().deallocate() }
        DispatchQueue.concurrentPerform(iterations: cores) { core in
            let start = min(core * size, elements.count)
            slots[core] = body(elements[start..<min(start + size, elements.count)])
        }
        return slots.map { $0! }
    }

    private static func status(of entry: Entry, in folder: Int32) -> Status? {
        var info = Glibc.stat()
        guard fstatat(folder, entry.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Status(path: entry.path, size: Int64(info.st_size), modified: info.st_mtim)
    }

    /// One entry of a folder: its path relative to the walk's root, its name in its folder.
    struct Entry: Sendable {
        var path: String
        var name: String
        var isFolder: Bool
    }

    /// Calls `visit` with each entry's relative path, whether it is a folder, and its folder's
    /// descriptor and its name there.
    private static func visit(_ root: String, _ visit: (String, Bool, Int32, String) -> Void) {
        visitFolders(root) { folder, entries in
            for entry in entries { visit(entry.path, entry.isFolder, folder, entry.name) }
        }
    }

    /// Calls `visit` with each folder's descriptor and entries (its files, then its subfolders),
    /// parents before their children.
    private static func visitFolders(_ root: String, _ visit: (Int32, [Entry]) -> Void) {
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
        descending descends: (String) -> Bool = { _ in true }, _ visit: (Int32, [Entry]) -> Void
    ) {
        defer { close(descriptor) }
        var files: [Entry] = [], subfolders: [Entry] = []
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
                    subfolders.append(Entry(path: prefix + name, name: name, isFolder: true))
                } else {
                    files.append(Entry(path: prefix + name, name: name, isFolder: false))
                }
            }
        }
        visit(descriptor, files + subfolders)
        for folder in subfolders where descends(folder.path) {
            let child = openat(descriptor, folder.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 { walk(child, prefix: folder.path + "/", entries: entries, descending: descends, visit) }
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
