import Foundation
import Glibc
import SitegenData
import SitegenDomain

/// Updating the previous output, for rebuilds: only the pages that changed are written (to the
/// staging folder), unchanged pages are not touched, and files that no longer belong to the site
/// are removed.
///
/// A failed build leaves the previous site untouched: nothing reaches the output before every
/// page rendered. The changed files are moved into the output's spare, a copy of the site kept
/// beside it (`SpareOutput`), which then trades places with the output in one rename: a build
/// killed at any moment leaves the previous site or the new one, never a mix.
extension OutputFolder {
    /// The files the output held when the build started that are not in `sitePaths` (every file
    /// of the new site, relative to the output folder): found while the pages are made.
    func filesLeftOver(keeping sitePaths: Set<String>) -> [String] {
        existingFiles.filter { $0 != Self.markerName && !sitePaths.contains($0) }
    }

    /// Puts the staged files and the removal of the `leftovers` in place, all at once.
    func applyInPlace(removing leftovers: [String]) throws(DiagnosticList) {
        let walked = FileTree.walk(staging.path)
        if let code = walked.failure {
            throw Self.failure(url, "cannot list the staging folder \(staging.path): \(String(cString: strerror(code)))",
                               hint: "check the open-file limit (ulimit -n)")
        }
        let staged = walked.files.filter { $0 != Self.markerName }
        // Every file is checked before the spare is touched: a file and a folder claiming one
        // path, or a folder the user made read-only, fail the build with the output untouched.
        for file in staged {
            if let problem = conflict(placing: file) {
                throw Self.failure(url, "cannot write \(file): \(problem)")
            }
        }
        try checkWritable(staged + leftovers)
        do throws(DiagnosticList) {
            let spare = try SpareOutput.matching(url, outputFiles: existingFiles)
            for file in staged {
                if let problem = spare.place(staging.path + "/" + file, at: file) {
                    throw Self.failure(url, "cannot move \(file) into the output's spare \(spare.path): \(problem)")
                }
            }
            spare.remove(leftovers)
            try spare.swapIn(recording: staged + leftovers)
        } catch {
            if let vanished { throw Self.failure(url, vanished.message, hint: vanished.hint) }
            throw error
        }
        discard()
    }

    /// Fails naming the first folder of the output that a changed or removed file is in and that
    /// may not be written: the output stays as the user made it, read-only parts included.
    private func checkWritable(_ files: [String]) throws(DiagnosticList) {
        var checked = Set<String>()
        for file in files {
            var folder = OutputPath.split(file).folder
            // The deepest folder of the file's path that the output has.
            var info = Glibc.stat()
            while !folder.isEmpty, lstat(url.path + "/" + folder, &info) != 0 { folder = OutputPath.split(folder).folder }
            guard checked.insert(folder).inserted else { continue }
            let path = folder.isEmpty ? url.path : url.path + "/" + folder
            if access(path, W_OK) != 0 {
                throw Self.failure(url, "cannot write \(file): \(path) is not writable (\(String(cString: strerror(errno))))")
            }
        }
    }

    /// Why `file` cannot be moved into the output, if it cannot: a folder at its path, or a file
    /// where one of its folders should be.
    private func conflict(placing file: String) -> String? {
        var info = Glibc.stat()
        if lstat(url.path + "/" + file, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            return "the site has a folder of that name"
        }
        var folder = Substring(file)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if lstat(url.path + "/" + folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
                return "\(folder) is a file, not a folder"
            }
        }
        return nil
    }

    /// Writes a copied file (a theme's CSS, a poster) unless, updating in place, the output
    /// already holds exactly these bytes.
    func writeUnlessUnchanged(_ bytes: some Collection<UInt8>, to path: String) throws(DiagnosticList) {
        // Read only if it is a regular file: something else in its place (a named pipe) is replaced.
        if updatesInPlace, case .success(let existing) = RegularFile.read(url.path + "/" + path, followingLinks: false),
           existing.elementsEqual(bytes) { return }
        try write(Array(bytes), to: path)
    }
}
