import Foundation

/// Paths of the output, taken apart by their bytes: every page's path is split a few times per
/// build, and `utf8.lastIndex(of:)` ran unspecialised (a call through a protocol witness for each
/// byte), while `lastIndex(of: "/")` steps through characters.
enum OutputPath {
    /// `path` split at its last slash: its folder (`""` when it has none) and its name.
    static func split(_ path: String) -> (folder: String, name: String) {
        var path = path
        let slash: Int? = path.withUTF8 { bytes in
            var index = bytes.count - 1
            while index >= 0, bytes[index] != UInt8(ascii: "/") { index -= 1 }
            return index >= 0 ? index : nil
        }
        guard let slash else { return ("", path) }
        let utf8 = path.utf8
        let at = utf8.index(utf8.startIndex, offsetBy: slash)
        return (String(path[..<at]), String(path[utf8.index(after: at)...]))
    }

    /// How an output folder is named in messages: relative to the working directory when inside it.
    static func displayName(of folder: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = folder.path
        return (path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path) + "/"
    }
}
