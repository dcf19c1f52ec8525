import Foundation
import Glibc
import SitegenData
import SitegenDomain

/// Updating the previous output in place, for rebuilds: only the pages that changed are written
/// (to the staging folder, then renamed over their old version), unchanged pages stay where they
/// are, and files that no longer belong to the site are removed.
///
/// A failed build still leaves the previous site untouched: nothing reaches the output before
/// every page rendered. Each file is replaced by one rename, so no file is ever half-written; a
/// build killed while moving files in can leave a mix of old and new pages, and the next build
/// completes it (its manifest, saved last, still describes the old site).
extension OutputFolder {
    /// The files the output held when the build started that are not in `sitePaths` (every file
    /// of the new site, relative to the output folder): found while the pages are made.
    func filesLeftOver(keeping sitePaths: Set<String>) -> [String] {
        existingFiles.filter { $0 != Self.markerName && !sitePaths.contains($0) }
    }

    /// Moves the staged files over their old versions and removes the `leftovers`.
    func applyInPlace(removing leftovers: [String]) throws(DiagnosticList) {
        let staged = FileTree.walk(staging.path).files.filter { $0 != Self.markerName }
        // Every move is checked before the first one: a file and a folder claiming one path must
        // fail the build with the output untouched, not half-way through moving files in.
        for file in staged {
            if let problem = conflict(placing: file) {
                throw Self.failure(url, "cannot write \(file): \(problem)")
            }
        }
        for file in staged {
            let target = url.path + "/" + file
            let parent = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
            guard FileTree.makeFolders(parent), rename(staging.path + "/" + file, target) == 0 else {
                throw Self.failure(url, "cannot move \(file) into the output folder: \(String(cString: strerror(errno)))")
            }
        }
        var emptied = Set<String>()
        for file in leftovers {
            unlink(url.path + "/" + file)
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                emptied.insert(String(folder))
            }
        }
        // Only folders that lost files can have become empty. Deepest first, so a folder emptied
        // of its subfolders goes too; rmdir refuses the ones that still hold something.
        for folder in emptied.sorted(by: >) { rmdir(url.path + "/" + folder) }
        discard()
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
