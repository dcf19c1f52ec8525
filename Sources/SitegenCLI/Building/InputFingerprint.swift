import Foundation
import SitegenDomain

/// A digest of everything a build reads: the path, size and modification time of every file of
/// the site (site.yml, content/, themes/), the options, and the sitegen executable itself (a new
/// build of sitegen may write different pages under the same version number). Equal fingerprints
/// mean the last build's output is still right, so there is nothing to do.
enum InputFingerprint {
    static func of(_ options: BuildOptions) async -> String {
        var digest = StableDigest()
        digest.combine(sitegenIdentity)
        // Another shard of the same inputs is another output: building shard 1 where shard 0 was
        // built must not find it up to date.
        digest.combine("drafts=\(options.includeDrafts) baseURL=\(options.baseURL ?? "-") shard=\(options.shard?.description ?? "-")")
        let root = options.source
        for path in ["site.yml", "content", "themes"] {
            digest.combine(path)
            // In no order: the sum of each file's own digest, which the walk's order cannot change.
            var files: UInt64 = 0
            for entry in await statuses(below: root.appending(path: path)) {
                var file = StableDigest()
                file.combine(entry.path)
                withUnsafeBytes(of: (entry.size, entry.modified.tv_sec, entry.modified.tv_nsec)) { file.combine($0) }
                files &+= file.value
            }
            digest.combine(files)
        }
        return digest.hex
    }

    /// The version and the executable's size and time: a new build of sitegen may write different
    /// pages under the same version number. Found once per process, through `/proc/self/exe`:
    /// setting up `Bundle.main` to ask it cost a millisecond of every rebuild.
    static let sitegenIdentity: String = {
        var status = stat()
        let executable = stat("/proc/self/exe", &status) == 0
            ? "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)" : "missing"
        return BuildManifest.currentVersion + " sitegen " + executable
    }()

    /// Path, size and modification time of each file and folder, following no links into folders.
    /// Plain `readdir` and `fstatat`: Foundation's enumerator made a URL and a dictionary per file,
    /// a tenth of a second at 30,000 movies for a rebuild that may have nothing to do.
    private static func statuses(below url: URL) async -> [FileTree.Status] {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return [] }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            return [FileTree.Status(path: "", size: Int64(status.st_size), modified: status.st_mtim)]
        }
        return await FileTree.statuses(url.path)
    }
}
