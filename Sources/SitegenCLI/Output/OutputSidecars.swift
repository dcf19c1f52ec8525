import Foundation
import Glibc
import SitegenData
import SitegenDomain

/// The files a build keeps beside its output folder `X`: `.X.lock`, `.X.cache` and `.X.manifest`,
/// and the folder `.X.spare` (`SpareOutput`).
///
/// Each is used only if it is absent or one of the user's own regular files (the spare: folder):
/// a symbolic link planted under one of these names (`.public.lock → ~/.bashrc`) would otherwise
/// have the build create, truncate or replace whatever it points to.
enum OutputSidecars {
    static func paths(for output: URL) -> [(path: String, role: String)] {
        let parent = output.deletingLastPathComponent(), name = output.lastPathComponent
        return [
            (parent.appending(path: ".\(name).lock").path, "build lock"),
            (parent.appending(path: ".\(name).cache").path, "decode cache"),
            (parent.appending(path: ".\(name).manifest").path, "build manifest"),
        ]
    }

    /// Fails naming each of the files that is there and is not one of the user's own regular files.
    static func check(for output: URL) throws(DiagnosticList) {
        var problems = paths(for: output).compactMap { path, role in problem(at: path, role: role) }
        if let spare = problem(at: SpareOutput.location(for: output), role: "output's spare", kind: .folder) { problems.append(spare) }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
    }

    /// Why the file at `path` must not be used, or nil when it is absent or fine.
    static func problem(at path: String, role: String, kind expected: FileKind = .regular) -> Diagnostic? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return problem(with: info, at: path, role: role, kind: expected)
    }

    static func problem(with info: stat, at path: String, role: String, kind expected: FileKind = .regular) -> Diagnostic? {
        let kind = RegularFile.kind(ofMode: info.st_mode)
        let why: String
        if kind != expected {
            why = "it is \(kind.description), not \(expected.description)"
        } else if info.st_uid != geteuid() {
            why = "it belongs to another user (uid \(info.st_uid))"
        } else {
            return nil
        }
        return Diagnostic(at: SourceLocation(path: path, line: 0), "refusing to use this \(expected == .folder ? "folder" : "file") as the \(role): \(why)",
                          hint: "remove it (sitegen makes it again), or choose another --output")
    }
}
