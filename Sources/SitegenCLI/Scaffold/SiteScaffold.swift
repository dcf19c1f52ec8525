import Foundation
import SitegenDomain
import SitegenRendering

/// Creates a new site folder: the starter content, `site.yml` and a copy of the default theme to edit.
enum SiteScaffold {
    /// Files written, relative to `folder`, sorted.
    static func create(at folder: URL) throws(DiagnosticList) -> [String] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw failure(folder, "this is a file, not a folder") }
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard entries.isEmpty else {
                throw failure(folder, "the folder is not empty (\(entries.count) entries); sitegen init only creates new sites",
                              hint: "choose a new folder name, or empty this one")
            }
        }
        let theme = ThemeLoader.builtInDefault.files.map { ("themes/default/" + $0.path, Data($0.bytes)) }
        let files = StarterSite.files.map { ($0.path, Data($0.text.utf8)) } + theme
        for (path, data) in files {
            try NewFile.write(data, to: folder.appending(path: path), display: path)
        }
        return files.map(\.0).sorted()
    }

    private static func failure(_ folder: URL, _ problem: String, hint: String? = nil) -> DiagnosticList {
        DiagnosticList([Diagnostic(at: SourceLocation(path: folder.path, line: 0), problem, hint: hint)])
    }
}

/// Writes a file that must not exist yet: `init` and `new` never overwrite an author's work.
enum NewFile {
    static func write(_ data: Data, to file: URL, display: String) throws(DiagnosticList) {
        let location = SourceLocation(path: display, line: 0)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .withoutOverwriting)
        } catch let error as CocoaError where error.code == .fileWriteFileExists {
            throw DiagnosticList([Diagnostic(at: location, "the file already exists", hint: "edit it, or choose another name")])
        } catch {
            throw DiagnosticList([Diagnostic(at: location, "cannot write the file: \(error.localizedDescription)")])
        }
    }
}
