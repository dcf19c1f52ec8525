import Foundation

/// What the user asked of a build, from flags.
struct BuildOptions: Sendable {
    var source: URL
    /// Nil: `public/` inside the source folder.
    var output: URL?
    /// Replaces `site.yml`'s baseURL, already validated.
    var baseURL: String?
    var includeDrafts: Bool
    /// Pages of the output written since its manifest was (`ProseSave`): made again, whatever the
    /// manifest says of them.
    var staleOutputs: Set<String> = []
    /// The part of the site to make (`--shard I/N`), whose output then carries a `ShardRecord`
    /// for `sitegen merge`; nil for the whole site and no record.
    var shard: Shard?
    /// How long before the build a file must have changed for the build's fingerprint to be
    /// trusted by the next one (see `InputFingerprint`); tests shorten it.
    var settleMargin = InputFingerprint.settleMargin

    init(source: URL, output: URL?, baseURL: String?, includeDrafts: Bool, shard: Shard? = nil) {
        self.source = source
        self.output = output
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
        self.shard = shard
    }

    var outputFolder: URL { output ?? source.appending(path: "public", directoryHint: .isDirectory) }

    /// How the output folder is named in messages: relative to the working directory when inside it.
    var outputDisplayName: String { OutputPath.displayName(of: outputFolder) }
}
