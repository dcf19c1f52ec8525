import Foundation
import SitegenDomain

/// Lists the files of a content folder that are content: sorted by name so the build never depends
/// on the file system's order, without hidden files and the droppings editors leave while saving.
struct ContentFolder: Sendable {
    let siteRoot: URL
    /// Relative to the site root, e.g. `content/movies`.
    let relativePath: String

    var url: URL { siteRoot.appending(path: relativePath, directoryHint: .isDirectory) }

    /// File names with one of `extensions`; an absent folder simply has none.
    func fileNames(withExtensions extensions: Set<String>) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names
            .filter { !Self.isEditorDropping($0) && extensions.contains(($0 as NSString).pathExtension) }
            .sorted()
    }

    /// Reads one of the folder's files as text. A file that resolves outside the site (a symlink
    /// to `/etc/passwd`) is refused, and so is one over the size limit, before it is read.
    func read(_ name: String) throws(ContentError) -> TextFile {
        let relative = relativePath == "." ? name : relativePath + "/" + name
        let location = SourceLocation(path: relative)
        let file = url.appending(path: name)
        let site = siteRoot.resolvingSymlinksInPath().path + "/"
        guard file.resolvingSymlinksInPath().path.hasPrefix(site) else {
            throw ContentError(.unreadable("it links to a file outside the site folder"), at: location,
                               hint: "copy the file into the site instead of linking to it")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= TextFile.sizeLimit else {
            throw ContentError(.tooLarge(bytes: size, limit: TextFile.sizeLimit), at: location)
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: file))
        } catch {
            throw ContentError(.unreadable(Self.reason(of: error)), at: location)
        }
        return try TextFile(path: relative, bytes: bytes)
    }

    static func isEditorDropping(_ name: String) -> Bool { EditorFiles.isDropping(name) }

    private static func reason(of error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

/// What editors leave beside a file while saving it: never content, and no reason to rebuild.
public enum EditorFiles {
    /// Hidden files (`.x.swp`, `.#x.md`), backups (`x~`), vim's write test `4913`, emacs' `#x#`.
    public static func isDropping(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name == "4913" || name.hasPrefix("#")
    }
}
