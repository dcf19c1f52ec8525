import Foundation
import Glibc
import SitegenDomain

/// The build's output folder, written all at once or not at all.
///
/// Pages are written into a staging folder beside the output; only a build that finished swaps it
/// in, so a failed or interrupted build leaves the previous site as it was. A marker file tells
/// sitegen's own folders from anything else it must never delete.
struct OutputFolder {
    static let markerName = ".sitegen-output"

    let url: URL
    let staging: URL

    /// Checks that `url` is safe to replace, takes the build lock and makes an empty staging folder.
    init(_ url: URL, source: URL) throws(DiagnosticList) {
        self.url = url
        let name = url.lastPathComponent
        staging = url.deletingLastPathComponent().appending(path: ".\(name).staging-\(getpid())", directoryHint: .isDirectory)
        try Self.checkReplaceable(url, source: source)
        do {
            try? FileManager.default.removeItem(at: staging)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data().write(to: staging.appending(path: Self.markerName))
        } catch {
            throw Self.failure(url, "cannot create the staging folder \(staging.path): \(error.localizedDescription)")
        }
    }

    /// Writes one file below the staging folder. Paths come from the router and from file names
    /// that passed the slug rule; the containment check is the last line of defence all the same.
    func write(_ bytes: some Sequence<UInt8>, to path: String) throws(DiagnosticList) {
        let file = staging.appending(path: path).standardizedFileURL
        guard !path.hasPrefix("/"), file.path.hasPrefix(staging.standardizedFileURL.path + "/") else {
            throw Self.failure(url, "refusing to write \(path): it would land outside the output folder")
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        } catch {
            throw Self.failure(url, "cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Replaces the output folder with the staging folder.
    func commit() throws(DiagnosticList) {
        let manager = FileManager.default
        let previous = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).previous-\(getpid())")
        do {
            if manager.fileExists(atPath: url.path) { try manager.moveItem(at: url, to: previous) }
            try manager.moveItem(at: staging, to: url)
            try? manager.removeItem(at: previous)
        } catch {
            // Put the old site back if it was moved aside and the new one could not take its place.
            if !manager.fileExists(atPath: url.path), manager.fileExists(atPath: previous.path) {
                try? manager.moveItem(at: previous, to: url)
            }
            throw Self.failure(url, "cannot replace the output folder: \(error.localizedDescription)")
        }
    }

    /// Removes the staging folder of a build that did not finish.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}

private extension OutputFolder {
    static func checkReplaceable(_ url: URL, source: URL) throws(DiagnosticList) {
        let output = url.resolvingSymlinksInPath().path, site = source.resolvingSymlinksInPath().path
        if output == "/" || output == site || site.hasPrefix(output + "/") || output == NSHomeDirectory() {
            throw failure(url, "refusing to use \(url.path) as the output folder: it contains the site itself")
        }
        if output.hasPrefix(site + "/"), ["content", "themes"].contains(where: { output.hasPrefix(site + "/" + $0) }) {
            throw failure(url, "refusing to write the site into its own \(output.dropFirst(site.count + 1)) folder")
        }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw failure(url, "refusing to replace \(url.path): it is a file, not a folder")
        }
        let contents = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
        if !contents.isEmpty, !contents.contains(markerName) {
            throw failure(url, "refusing to replace \(url.path): it is not empty and was not written by sitegen",
                          hint: "choose another --output, or empty that folder yourself")
        }
    }

    static func failure(_ url: URL, _ message: String, hint: String? = nil) -> DiagnosticList {
        DiagnosticList([Diagnostic(at: SourceLocation(path: url.path, line: 0, column: 0), message, hint: hint)])
    }
}
