import Foundation

/// What the user asked of a build, from flags.
struct BuildOptions: Sendable {
    var source: URL
    /// Nil: `public/` inside the source folder.
    var output: URL?
    /// Replaces `site.yml`'s baseURL, already validated.
    var baseURL: String?
    var includeDrafts: Bool
    /// The output of the last build, when it is not `outputFolder` itself: `serve` builds each
    /// version of the site into a folder of its own and reuses the unchanged pages of the last one.
    var previousOutput: URL?
    /// The part of the site to make (`--shard I/N`), whose output then carries a `ShardRecord`
    /// for `sitegen merge`; nil for the whole site and no record.
    var shard: Shard?

    init(source: URL, output: URL?, baseURL: String?, includeDrafts: Bool, previousOutput: URL? = nil, shard: Shard? = nil) {
        self.source = source
        self.output = output
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
        self.previousOutput = previousOutput
        self.shard = shard
    }

    var outputFolder: URL { output ?? source.appending(path: "public", directoryHint: .isDirectory) }

    /// How the output folder is named in messages: relative to the working directory when inside it.
    var outputDisplayName: String { OutputPath.displayName(of: outputFolder) }
}
