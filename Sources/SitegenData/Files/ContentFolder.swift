import Foundation
import SitegenDomain

/// Lists the files of a content folder that are content: sorted by name so the build never depends
/// on the file system's order, without hidden files and the droppings editors leave while saving.
struct ContentFolder: Sendable {
    let siteRoot: URL
    /// Relative to the site root, e.g. `content/movies`.
    let relativePath: String
    /// The folder's path as given, for opening its files.
    private let path: String
    /// The site's real path with a trailing slash, and whether the folder's real path is inside it:
    /// resolved once, so that each file costs one `lstat` unless it is a link.
    private let realSitePrefix: String
    private let isInsideSite: Bool

    init(siteRoot: URL, relativePath: String) {
        self.siteRoot = siteRoot
        self.relativePath = relativePath
        path = siteRoot.appending(path: relativePath, directoryHint: .isDirectory).path
        let sitePrefix = (Self.realPath(siteRoot.path) ?? siteRoot.standardizedFileURL.path) + "/"
        realSitePrefix = sitePrefix
        isInsideSite = Self.realPath(path).map { ($0 + "/").hasPrefix(sitePrefix) } ?? true
    }

    var url: URL { siteRoot.appending(path: relativePath, directoryHint: .isDirectory) }

    /// The folder, or a folder above it below the site, exists but is not a folder (a file named
    /// `content/movies`): said plainly, instead of the folder silently having no files.
    func folderProblem() -> ContentError? {
        guard relativePath != "." else { return nil }
        var partial = ""
        for component in relativePath.split(separator: "/") {
            partial += partial.isEmpty ? String(component) : "/" + component
            let path = siteRoot.appending(path: partial).path
            guard let kind = RegularFile.kind(atPath: path, followingLinks: true) else {
                // Absent: simply no files. A link to nothing is a mistake, said as such.
                guard RegularFile.kind(atPath: path, followingLinks: false) == .symbolicLink else { return nil }
                return ContentError(.linkToNothing, at: SourceLocation(path: partial, line: 0), hint: "fix or remove the link")
            }
            if kind != .folder {
                return ContentError(.notAFolder(kind), at: SourceLocation(path: partial, line: 0),
                                    hint: "content files live in folders: \(partial)/<name>.md")
            }
        }
        return nil
    }

    private static let lookalikeExtensions: Set<String> = ["md", "markdown", "mdown", "mkd", "mkdn", "json", "yml", "yaml"]

    /// A warning for a name with more than one dot (`x-2001.old.md`): its slug is the part before
    /// the first dot, which a backup copy's name does not make obvious.
    func extraDotsWarning(_ name: String) -> Diagnostic? {
        guard name.utf8.filter({ $0 == UInt8(ascii: ".") }).count > 1 else { return nil }
        return Diagnostic(.warning, at: SourceLocation(path: relativePath(of: name), line: 0),
                          "file name '\(name)' has more than one dot: it is read as '\(Self.stem(of: name))'",
                          hint: "name content files <slug>.md; keep backup copies out of content/")
    }

    /// File names with one of `extensions`; an absent folder simply has none.
    /// Plain `readdir`: Foundation's listing, and `NSString` for each extension, took 20 ms of
    /// every rebuild at 10,000 movies.
    func fileNames(withExtensions extensions: Set<String>) -> [String] { listing(withExtensions: extensions).names }

    /// `fileNames(withExtensions:)`, and a warning for each file skipped that looks meant for the
    /// loader (`Alien.MD`, `alien.markdown`, `x.JSON`), so that a file that never shows up on the
    /// site says why. One pass over the folder. A folder that exists but cannot be listed (out
    /// of file descriptors, no permission) is an error, never a folder without files: a site
    /// built without its movies would look like a good build.
    func listing(withExtensions extensions: Set<String>) -> (names: [String], ignored: [Diagnostic]) {
        guard let directory = opendir(path) else {
            // Absent, or not a folder at all: `folderProblem` says which, once, where it matters.
            guard errno != ENOENT, errno != ENOTDIR else { return ([], []) }
            let problem = ContentError(.unreadableFolder(Self.lastError), at: SourceLocation(path: relativePath, line: 0))
            return ([], [problem.diagnostic])
        }
        defer { closedir(directory) }
        var names: [String] = [], ignored: [Diagnostic] = []
        while true {
            // `readdir` ends with nil both at the end and on an error, which only `errno` tells.
            errno = 0
            guard let entry = readdir(directory) else {
                guard errno == 0 else {
                    let problem = ContentError(.unreadableFolder(Self.lastError), at: SourceLocation(path: relativePath, line: 0))
                    return ([], [problem.diagnostic])
                }
                break
            }
            let name = entry.name
            guard name != ".", name != "..", !Self.isEditorDropping(name),
                  let dot = name.utf8.lastIndex(of: UInt8(ascii: "."))
            else { continue }
            let suffix = String(name[name.index(after: dot)...])
            if extensions.contains(suffix) {
                names.append(name)
            } else if Self.lookalikeExtensions.contains(suffix.lowercased()) {
                let wanted = extensions.contains(suffix.lowercased()) ? suffix.lowercased() : extensions.contains("md") ? "md" : "json"
                ignored.append(Diagnostic(.warning, at: SourceLocation(path: relativePath(of: name), line: 0),
                                          "file is ignored: only \(extensions.sorted().map { "." + $0 }.joined(separator: " and ")) files are read here",
                                          hint: "rename it to \(name[..<dot]).\(wanted)"))
            }
        }
        return (names.sorted(), ignored.sorted())
    }

    /// Reads one of the folder's files as text. A file that resolves outside the site (a symlink
    /// to `/etc/passwd`) is refused, and so is one over the size limit, before it is read.
    func read(_ name: String) throws(ContentError) -> TextFile {
        try TextFile(path: relativePath(of: name), bytes: bytes(of: name))
    }

    /// The path of one of the folder's files relative to the site, as diagnostics print it.
    func relativePath(of name: String) -> String {
        relativePath == "." ? name : relativePath + "/" + name
    }

    /// One of the folder's files as it is on disk, refused as `read` says.
    func bytes(of name: String) throws(ContentError) -> [UInt8] { try bytesAndStatus(of: name).bytes }

    /// `bytes(of:)`, with what `fstat` said of the file before it was read.
    func bytesAndStatus(of name: String) throws(ContentError) -> (bytes: [UInt8], status: FileStatus) {
        let relative = relativePath(of: name)
        let location = SourceLocation(path: relative)
        let wholeFile = SourceLocation(path: relative, line: 0)
        let file = path.hasSuffix("/") ? path + name : path + "/" + name
        // What the name is, asked before anything opens it: a named pipe would block the open
        // (and the build) until something writes to it, and a device may do anything when opened.
        var info = stat()
        guard lstat(file, &info) == 0 else { throw ContentError(.unreadable(Self.lastError), at: location) }
        // A link is opened only once its target is known to be inside the site, and a file in a
        // folder outside the site not at all.
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        if isLink || !isInsideSite {
            guard let target = Self.realPath(file), target.hasPrefix(realSitePrefix) else {
                throw ContentError(.unreadable("it links to a file outside the site folder"), at: location,
                                   hint: "copy the file into the site instead of linking to it")
            }
            guard stat(file, &info) == 0 else { throw ContentError(.unreadable(Self.lastError), at: location) }
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ContentError(.notRegularFile(RegularFile.kind(ofMode: info.st_mode)), at: wholeFile, hint: FileKind.notRegularFileHint)
        }
        // Non-blocking all the same, and checked again below: the name may have been replaced meanwhile.
        let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (isLink || !isInsideSite ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { throw ContentError(.unreadable(Self.lastError), at: location) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw ContentError(.unreadable(Self.lastError), at: location) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ContentError(.notRegularFile(RegularFile.kind(ofMode: info.st_mode)), at: wholeFile, hint: FileKind.notRegularFileHint)
        }
        let size = Int(info.st_size)
        guard size <= TextFile.sizeLimit else {
            throw ContentError(.tooLarge(bytes: size, limit: TextFile.sizeLimit), at: location)
        }
        let (bytes, failure) = WholeFile.read(descriptor, size: size)
        guard failure == 0 else { throw ContentError(.unreadable(String(cString: strerror(failure))), at: location) }
        return (bytes, FileStatus(info))
    }

    /// The folder open for `Statuses.status(of:)`; nil if it cannot be opened, or leads outside
    /// the site (its files are then left to `bytes(of:)`, which checks where each leads).
    func statuses() -> Statuses? {
        guard isInsideSite else { return nil }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? Statuses(folder: descriptor) : nil
    }

    /// A content folder held open, so that the status of each of its files is asked of the
    /// folder's descriptor: one name to resolve, not the whole path.
    final class Statuses: Sendable {
        private let folder: Int32

        fileprivate init(folder: Int32) { self.folder = folder }
        deinit { close(folder) }

        /// The status of the file `name` if it is a plain file; a link is left to `bytes(of:)`.
        func status(of name: String) -> FileStatus? {
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return FileStatus(info)
        }
    }

    private static var lastError: String { String(cString: strerror(errno)) }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isEditorDropping(_ name: String) -> Bool { EditorFiles.isDropping(name) }

}

/// What editors leave beside a file while saving it: never content, and no reason to rebuild.
public enum EditorFiles {
    /// Hidden files (`.x.swp`, `.#x.md`), backups (`x~`), vim's write test `4913`, emacs' `#x#`.
    public static func isDropping(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name == "4913" || name.hasPrefix("#")
    }
}
