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

    /// "relative/path size mtime" of each file and folder, sorted, following no links into folders.
    /// Plain `readdir` and `lstat`: Foundation's enumerator made a URL and a dictionary per file,
    /// a tenth of a second at 30,000 movies for a rebuild that may have nothing to do.
    private static func entries(below url: URL) -> [String] {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return [] }
        guard status.st_mode & S_IFMT == S_IFDIR else { return [describe(url.path, as: url.lastPathComponent)] }
        let tree = FileTree.walk(url.path)
        return (tree.files + tree.folders).map { describe(url.path + "/" + $0, as: "/" + $0) }.sorted()
    }

    private static func describe(_ url: URL, as name: String) -> String {
        describe(url.path, as: name)
    }

    private static func describe(_ path: String, as name: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return name + " missing" }
        return "\(name) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
