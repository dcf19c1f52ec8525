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

    init(source: URL, output: URL?, baseURL: String?, includeDrafts: Bool) {
        self.source = source
        self.output = output
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
    }

    var outputFolder: URL { output ?? source.appending(path: "public", directoryHint: .isDirectory) }

    /// How the output folder is named in messages: relative to the working directory when inside it.
    var outputDisplayName: String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = outputFolder.path
        return (path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path) + "/"
    }
}
