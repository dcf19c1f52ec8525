import Foundation
import SitegenDomain

/// A digest of everything a build reads: the path, size, and modification and change time of
/// every file of the site (site.yml, content/, themes/), the options, and the sitegen executable
/// itself (a new build of sitegen may write different pages under the same version number).
/// Equal fingerprints mean the last build's output is still right, so there is nothing to do.
///
/// The change time (`ctime`) is the one no tool can set back: `cp -p`, `rsync -a` or `touch -r`
/// can restore a file's modification time after an edit that kept its size, which a fingerprint of
/// modification times alone took for no change, leaving the old page in place. Even the change
/// time stays put for a second write within the same tick of the file system's clock, so a
/// fingerprint taken within `settleMargin` of a file's change is never equal to another: the next
/// build then makes the site as for an edit (git's "racily clean" entries, as the decode cache
/// treats them, see `FileStatus`).
enum InputFingerprint {
    /// Three seconds exceed the two-second ticks of FAT, the coarsest file system a site may sit on.
    static let settleMargin: Duration = .seconds(3)

    static func of(_ options: BuildOptions) async -> String {
        let started = Self.now()
        var digest = StableDigest()
        digest.combine(sitegenIdentity)
        // Another shard of the same inputs is another output: building shard 1 where shard 0 was
        // built must not find it up to date.
        digest.combine("drafts=\(options.includeDrafts) baseURL=\(options.baseURL ?? "-") shard=\(options.shard?.description ?? "-")")
        let root = options.source
        var latestChange = Int64.min
        for path in ["site.yml", "content", "themes"] {
            digest.combine(path)
            // In no order: the sum of each file's own digest, which the walk's order cannot change.
            var files: UInt64 = 0
            for entry in await statuses(below: root.appending(path: path)) {
                var file = StableDigest()
                file.combine(entry.path)
                withUnsafeBytes(of: (entry.size, entry.modified.tv_sec, entry.modified.tv_nsec, entry.changed.tv_sec, entry.changed.tv_nsec)) {
                    file.combine($0)
                }
                files &+= file.value
                // The change time alone: every write moves it to the present, while a modification
                // time may be set anywhere, a day ahead included, which would keep every build unsettled.
                latestChange = max(latestChange, OutputSurvey.nanoseconds(entry.changed))
            }
            digest.combine(files)
        }
        let (seconds, attoseconds) = options.settleMargin.components
        if latestChange >= started - seconds * 1_000_000_000 - attoseconds / 1_000_000_000 {
            digest.combine("unsettled at \(started)")
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

    /// Path, size and times of each file and folder, following no links into folders.
    /// Plain `readdir` and `fstatat`: Foundation's enumerator made a URL and a dictionary per file,
    /// a tenth of a second at 30,000 movies for a rebuild that may have nothing to do.
    private static func statuses(below url: URL) async -> [FileTree.Status] {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return [] }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            return [FileTree.Status(path: "", size: Int64(status.st_size), modified: status.st_mtim, changed: status.st_ctim)]
        }
        return await FileTree.statuses(url.path)
    }

    private static func now() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return OutputSurvey.nanoseconds(now)
    }
}
