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
    public func files() throws(DiagnosticList) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles])
        else { return [] }
        let site = siteRoot.resolvingSymlinksInPath().path + "/"
        var paths: [String] = [], problems: [Diagnostic] = []
        while let url = enumerator.nextObject() as? URL {
            guard !ContentFolder.isEditorDropping(url.lastPathComponent) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))
                .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let location = SourceLocation(path: "content/media/" + relative, line: 0)
            // A link is judged by what it points to: a file inside the site is published, anything
            // else is an error. Folders are walked by the enumerator; links to folders are not
            // followed, so a link loop cannot hang the build.
            let target = url.resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else {
                problems.append(Diagnostic(at: location, "media link points to a file that does not exist"))
                continue
            }
            guard !isFolder.boolValue else { continue }
            guard target.path.hasPrefix(site) else {
                problems.append(Diagnostic(at: location, "media file points outside the site folder",
                                           hint: "copy the file into content/media/ instead of linking it"))
                continue
            }
            paths.append(relative)
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return paths.sorted()
    }

    public func bytes(of path: String) throws(DiagnosticList) -> Data {
        guard let data = FileManager.default.contents(atPath: root.appending(path: path).path) else {
            throw DiagnosticList([Diagnostic(at: SourceLocation(path: "content/media/" + path, line: 0), "cannot read media file")])
        }
        return data
    }

    /// Whether `reference` (a path below `content/`, e.g. `media/alien.jpg`) names a media file.
    func contains(_ reference: String) -> Bool {
        guard reference.hasPrefix("media/"), !reference.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            return false
        }
        let url = siteRoot.appending(path: "content/" + reference)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
            && url.resolvingSymlinksInPath().path.hasPrefix(siteRoot.resolvingSymlinksInPath().path + "/")
    }
}
