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
/// move that fails undoes the ones before it. A build killed while moving files in can leave a
/// mix of old and new pages, and the next build completes it (its manifest, saved last, still
/// describes the old site).
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
        // Each file replaced is kept under a second name until every move succeeded: a move that
        // fails (a read-only or immutable subfolder) puts back the ones before it, so that a failed
        // build leaves the previous site as it was. One link per changed file.
        let saved = url.deletingLastPathComponent().path + "/.\(url.lastPathComponent).previous-\(getpid())"
        var moves = Moves(output: url.path, saved: saved)
        for file in staged {
            if let problem = moves.move(staging.path + "/" + file, to: file) {
                moves.undo()
                if let vanished { throw Self.failure(url, vanished.message, hint: vanished.hint) }
                throw Self.failure(url, "cannot move \(file) into the output folder: \(problem)")
            }
        }
        moves.forget()
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

    /// The files moved into the output so far, with what each replaced, so that the moves can be undone.
    private struct Moves {
        let output: String
        /// Where the replaced files are kept meanwhile, at the same relative paths.
        let saved: String
        private var done: [(file: String, replaced: Bool)] = []
        /// Folders made in the output for the moved files, outermost first.
        private var madeFolders: [String] = []

        init(output: String, saved: String) {
            self.output = output
            self.saved = saved
        }

        /// Moves `source` to `file` below the output; why not, if it failed (nothing changed then).
        mutating func move(_ source: String, to file: String) -> String? {
            let target = output + "/" + file
            var info = Glibc.stat()
            let replaces = lstat(target, &info) == 0
            if replaces {
                let keep = saved + "/" + file
                guard FileTree.makeFolders(OutputPath.split(keep).folder, below: OutputPath.split(output).folder),
                      Glibc.link(target, keep) == 0
                else { return Self.lastError }
            } else {
                for folder in Self.missingFolders(above: target) { madeFolders.append(folder) }
                // Never the output folder itself: moved away meanwhile, it is not made again here.
                guard FileTree.makeFolders(OutputPath.split(target).folder, below: output) else { return Self.lastError }
            }
            guard rename(source, target) == 0 else { return Self.lastError }
            done.append((file, replaces))
            return nil
        }

        /// Puts back every file replaced and removes every file and folder added, newest first.
        func undo() {
            for (file, replaced) in done.reversed() {
                if replaced { rename(saved + "/" + file, output + "/" + file) } else { unlink(output + "/" + file) }
            }
            for folder in madeFolders.reversed() { rmdir(folder) }
            forget()
        }

        /// The kept files are no longer needed.
        func forget() {
            try? FileManager.default.removeItem(atPath: saved)
        }

        private static var lastError: String { String(cString: strerror(errno)) }

        /// The folders above `path` that do not exist, outermost first.
        private static func missingFolders(above path: String) -> [String] {
            var missing: [String] = [], folder = OutputPath.split(path).folder
            var info = Glibc.stat()
            while !folder.isEmpty, lstat(folder, &info) != 0 {
                missing.append(folder)
                folder = OutputPath.split(folder).folder
            }
            return missing.reversed()
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
