import Foundation
import SitegenDomain

/// A digest of everything a build reads: the path, size and modification time of every file of
/// the site (site.yml, content/, themes/), the options, and the sitegen executable itself (a new
/// build of sitegen may write different pages under the same version number). Equal fingerprints
/// mean the last build's output is still right, so there is nothing to do.
enum InputFingerprint {
    static func of(_ options: BuildOptions) -> String {
        var digest = StableDigest()
        digest.combine(sitegenIdentity)
        digest.combine("drafts=\(options.includeDrafts) baseURL=\(options.baseURL ?? "-")")
        let root = options.source
        for path in ["site.yml", "content", "themes"] {
            for entry in entries(below: root.appending(path: path)) {
                digest.combine(entry)
            }
        }
        return digest.hex
    }

    /// The version and the executable's size and time: a new build of sitegen may write different
    /// pages under the same version number.
    static var sitegenIdentity: String {
        BuildManifest.currentVersion + " " + (Bundle.main.executableURL.map { describe($0, as: "sitegen") } ?? "")
    }

    /// "relative/path size mtime" of each file, sorted, following no links into folders.
    private static func entries(below url: URL) -> [String] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [describe(url, as: url.lastPathComponent)] }
        let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
        var lines: [String] = []
        while let file = enumerator?.nextObject() as? URL {
            lines.append(describe(file, as: String(file.path.dropFirst(url.path.count))))
        }
        return lines.sorted()
    }

    private static func describe(_ url: URL, as name: String) -> String {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return name + " missing" }
        return "\(name) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
