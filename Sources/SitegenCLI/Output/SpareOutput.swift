import CExchangePaths
import Foundation
import Glibc
import SitegenData
import SitegenDomain

/// A second copy of the site beside its output folder `X`, as `.X.spare`, into which a rebuild
/// moves its changed files before the two folders trade places in one `renameat2(RENAME_EXCHANGE)`:
/// a web server reading `X`, or a build killed at any moment, sees the previous site or the new
/// one, never a mix. Moving the files into `X` itself, one by one, left both side by side when a
/// build was killed meanwhile.
///
/// After the swap the spare is the site one version behind, and the same files as the output
/// but those the last build changed or removed; it keeps their list (its record), so the next
/// rebuild brings it up to date with one link or unlink for each of them, not a copy of the site.
/// Unchanged files are hard links shared by both folders: a page is never written through a name,
/// only replaced by another file (a rename), so a shared file never changes under the output.
/// A spare without a record (the first rebuild after a clean build, or one killed while updating
/// it) is made anew: a hard link of every file of the output, at 10k movies 39,000 links.
struct SpareOutput {
    static let recordName = ".sitegen-spare"

    let path: String
    private let outputPath: String

    static func location(for output: URL) -> String {
        output.deletingLastPathComponent().path + "/.\(output.lastPathComponent).spare"
    }

    /// The spare of `output`, equal to it: updated from its record, or made anew from `outputFiles`
    /// (every file of the output, relative to it). Its record is removed first, so that a spare
    /// left half-updated by a killed build is never taken for an up-to-date one.
    static func matching(_ output: URL, outputFiles: Set<String>) throws(DiagnosticList) -> SpareOutput {
        let spare = SpareOutput(path: location(for: output), outputPath: output.path)
        let changedSince = spare.takeRecord()
        if let changedSince, spare.catchUp(on: changedSince) { return spare }
        try spare.makeAnew(from: outputFiles)
        return spare
    }

    /// Moves a staged file to `file` in the spare; why not, if it failed.
    func place(_ staged: String, at file: String) -> String? {
        let target = path + "/" + file
        guard FileTree.makeFolders(OutputPath.split(target).folder, below: path), rename(staged, target) == 0 else {
            return Self.lastError
        }
        return nil
    }

    /// Removes `files` from the spare, and the folders that leaves empty.
    func remove(_ files: [String]) {
        var emptied = Set<String>()
        for file in files {
            unlink(path + "/" + file)
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                emptied.insert(String(folder))
            }
        }
        // Deepest first, so a folder emptied of its subfolders goes too; rmdir refuses the rest.
        for folder in emptied.sorted(by: >) { rmdir(path + "/" + folder) }
    }

    /// Puts the spare in the output's place in one step, and keeps the list of the files that now
    /// differ between the two (`changed`: every file written or removed) as the new spare's record.
    func swapIn(recording changed: [String]) throws(DiagnosticList) {
        if sitegen_exchange_paths(path, outputPath) != 0 {
            // A file system without RENAME_EXCHANGE: two renames, with a moment without an output.
            let aside = OutputPath.split(outputPath).folder + "/.\(OutputPath.split(outputPath).name).previous-\(getpid())"
            guard rename(outputPath, aside) == 0 else { throw failure("cannot replace the output folder: \(Self.lastError)") }
            guard rename(path, outputPath) == 0 else {
                let problem = Self.lastError
                rename(aside, outputPath)
                throw failure("cannot replace the output folder: \(problem)")
            }
            rename(aside, path)
        }
        writeRecord(changed)
    }

    private func failure(_ message: String) -> DiagnosticList {
        OutputFolder.failure(URL(fileURLWithPath: outputPath), message)
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

// MARK: - The record

private extension SpareOutput {
    /// The record names the output folder it was made beside (device and inode): an output put
    /// back from elsewhere, or another folder moved to its name, makes the spare unknown.
    func outputIdentity() -> String? {
        var info = stat()
        guard lstat(outputPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }

    /// The files changed since the spare was the output, if its record is there and names this
    /// output; the record is removed either way. Paths are separated by NUL, which no path holds.
    func takeRecord() -> [String]? {
        let file = path + "/" + Self.recordName
        defer { unlink(file) }
        guard case .success(let bytes) = RegularFile.read(file, followingLinks: false) else { return nil }
        var fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard fields.first == "sitegen-spare 1", fields.count >= 2, fields[1] == outputIdentity() else { return nil }
        fields.removeFirst(2)
        return fields.filter { !$0.isEmpty }
    }

    func writeRecord(_ changed: [String]) {
        guard let identity = outputIdentity() else { return }
        let text = (["sitegen-spare 1", identity] + changed).joined(separator: "\0")
        let file = path + "/" + Self.recordName
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var bytes = Array(text.utf8)
        let failed = bytes.withUnsafeMutableBytes { WholeFile.write(UnsafeRawBufferPointer($0), to: descriptor) } != 0
        close(descriptor)
        // Half a record would name too few files: none is safer (the next build makes the spare anew).
        if failed { unlink(file) }
    }
}

// MARK: - Bringing the spare up to date

private extension SpareOutput {
    /// Makes the files `changed` by the last build what they are in the output; false if the
    /// spare is not what its record says (then it is made anew).
    func catchUp(on changed: [String]) -> Bool {
        var gone: [String] = []
        var info = stat()
        for file in changed {
            let source = outputPath + "/" + file, target = path + "/" + file
            guard lstat(source, &info) == 0 else {
                gone.append(file)
                continue
            }
            unlink(target)
            guard FileTree.makeFolders(OutputPath.split(target).folder, below: path), link(source, target) == 0 else { return false }
        }
        remove(gone)
        return true
    }

    /// A new spare: every file of the output, hard-linked.
    func makeAnew(from outputFiles: Set<String>) throws(DiagnosticList) {
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw failure("cannot use \(path) as the output's spare: it is not a folder") }
            try? FileManager.default.removeItem(atPath: path)
        }
        guard mkdir(path, 0o755) == 0 else { throw failure("cannot create the output's spare \(path): \(Self.lastError)") }
        var made = Set<String>()
        for file in outputFiles {
            let folder = OutputPath.split(file).folder
            if !folder.isEmpty, !made.contains(folder) {
                guard FileTree.makeFolders(path + "/" + folder, below: path) else {
                    throw failure("cannot create a folder in the output's spare \(path): \(Self.lastError)")
                }
                made.insert(folder)
            }
            // A file gone from the output since it was surveyed is not the spare's to keep.
            guard link(outputPath + "/" + file, path + "/" + file) == 0 || errno == ENOENT else {
                throw failure("cannot link \(file) into the output's spare \(path): \(Self.lastError)")
            }
        }
    }
}
