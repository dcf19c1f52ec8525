import Glibc

/// The files and folders below a folder, by plain `readdir`: a rebuild walks tens of thousands of
/// output files, and Foundation's enumerator makes a URL and a dictionary for each.
enum FileTree {
    /// Relative paths of everything that is not a folder (files, links), and of the folders,
    /// parents before their children.
    static func walk(_ root: String) -> (files: [String], folders: [String]) {
        var files: [String] = [], folders: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            guard let directory = opendir(relative.isEmpty ? root : root + "/" + relative) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                if isFolder(entry.pointee.d_type, root + "/" + path) {
                    folders.append(path)
                    pending.append(path)
                } else {
                    files.append(path)
                }
            }
        }
        return (files, folders)
    }

    /// `mkdir -p`: the folder and any missing parents; true when it exists afterwards.
    static func makeFolders(_ path: String) -> Bool {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash > path.startIndex,
              makeFolders(String(path[..<slash]))
        else { return false }
        return mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    private static func isFolder(_ type: UInt8, _ path: String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = Glibc.stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
