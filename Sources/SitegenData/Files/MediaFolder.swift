public import Foundation
public import SitegenDomain

/// `content/media/`: images and files published as they are, at the same path below the site root.
public struct MediaFolder: Sendable {
    private let root: URL
    private let siteRoot: URL

    public init(siteRoot: URL) {
        self.siteRoot = siteRoot
        root = siteRoot.appending(path: "content/media", directoryHint: .isDirectory)
    }

    /// Paths relative to `content/media/`, sorted; hidden files and editor droppings left out.
    /// A file that resolves outside the site (a symlink to `/etc/passwd`) is an error, not a copy.
    public func files() throws(DiagnosticList) -> [String] { try filesAndWarnings().files }

    /// `files()`, and a warning for each link to a folder, whose files are not published.
    public func filesAndWarnings() throws(DiagnosticList) -> (files: [String], warnings: [Diagnostic]) {
        let scan = scan()
        guard !scan.problems.contains(where: \.isError) else { throw DiagnosticList(scan.problems) }
        return (scan.files, scan.problems)
    }

    /// Every file found, the ones that can be published and all of them, with the errors and
    /// warnings about them: what a broken build still checks prose links against.
    public func scan() -> (files: [String], found: [String], problems: [Diagnostic]) {
        if let problem = ContentFolder(siteRoot: siteRoot, relativePath: "content/media").folderProblem() {
            return ([], [], [problem.diagnostic])
        }
        // A folder that cannot be listed (out of file descriptors, no permission) is an error:
        // the enumerator would skip it, and the site be published without its files.
        let unlisted = UnlistedFolders()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles],
                                                              errorHandler: { url, error in unlisted.add(url, error); return true })
        else { return ([], [], []) }
        let site = siteRoot.resolvingSymlinksInPath().path + "/"
        var paths: [String] = [], found: [String] = [], problems: [Diagnostic] = [], warnings: [Diagnostic] = []
        while let url = enumerator.nextObject() as? URL {
            guard !ContentFolder.isEditorDropping(url.lastPathComponent) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))
                .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let location = SourceLocation(path: "content/media/" + relative, line: 0)
            // A link is judged by what it points to: a file inside the site is published, anything
            // else is an error. Folders are walked by the enumerator; links to folders are not
            // followed, so a link loop cannot hang the build, and each is named in a warning.
            // Kinds come from `lstat`/`stat`, never from opening: a named pipe would block.
            guard let own = RegularFile.kind(atPath: url.path, followingLinks: false), own != .folder else { continue }
            found.append(relative)
            guard let kind = RegularFile.kind(atPath: url.path, followingLinks: true) else {
                problems.append(Diagnostic(at: location, "media link points to a file that does not exist"))
                continue
            }
            let target = url.resolvingSymlinksInPath()
            let inside = target.path.hasPrefix(site)
            if kind == .folder {
                warnings.append(Diagnostic(.warning, at: location, inside
                    ? "link to a folder is not followed: its files are not published"
                    : "link to a folder outside the site is not followed: its files are not published",
                    hint: "copy the folder into content/media/ instead of linking it"))
                continue
            }
            guard inside else {
                problems.append(Diagnostic(at: location, "media file points outside the site folder",
                                           hint: "copy the file into content/media/ instead of linking it"))
                continue
            }
            guard kind == .regular else {
                problems.append(Diagnostic(at: location, kind.notRegularFileMessage, hint: FileKind.notRegularFileHint))
                continue
            }
            paths.append(relative)
        }
        return (paths.sorted(), found.sorted(), problems + unlisted.problems(below: root) + warnings)
    }

    public func bytes(of path: String) throws(DiagnosticList) -> [UInt8] {
        switch RegularFile.read(root.appending(path: path).path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw DiagnosticList([Diagnostic(at: SourceLocation(path: "content/media/" + path, line: 0),
                                             "cannot read media file: \(failure.message)")])
        }
    }

    /// Whether `reference` (a path below `content/`, e.g. `media/alien.jpg`) names a media file.
    func contains(_ reference: String) -> Bool {
        guard reference.hasPrefix("media/"), !reference.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            return false
        }
        let url = siteRoot.appending(path: "content/" + reference)
        return RegularFile.kind(atPath: url.path, followingLinks: true) == .regular
            && url.resolvingSymlinksInPath().path.hasPrefix(siteRoot.resolvingSymlinksInPath().path + "/")
    }
}

/// The folders the media enumerator could not list, kept by its error handler.
private final class UnlistedFolders: @unchecked Sendable {
    private var failures: [(url: URL, error: any Error)] = []

    func add(_ url: URL, _ error: any Error) { failures.append((url, error)) }

    /// An error for each, but for a folder that is simply not there (no media at all).
    func problems(below root: URL) -> [Diagnostic] {
        failures.compactMap { url, error in
            guard RegularFile.kind(atPath: url.path, followingLinks: false) != nil else { return nil }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))
                .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let path = relative.isEmpty ? "content/media" : "content/media/" + relative
            return Diagnostic(at: SourceLocation(path: path, line: 0), "cannot list the folder: \(error.localizedDescription)")
        }
    }
}
