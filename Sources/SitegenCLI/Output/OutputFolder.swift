import CExchangePaths
import Foundation
import Glibc
import SitegenData
import SitegenDomain

/// The build's output folder: nothing reaches it unless every page rendered.
///
/// Pages are written into a staging folder beside the output. A first build (or one without a
/// usable manifest) swaps the whole staging folder in, so an interrupted one leaves the previous
/// site as it was; a rebuild over sitegen's own previous output moves in only the changed files
/// (see `OutputFolder+InPlace`). A marker file tells sitegen's own folders from anything else it
/// must never delete.
struct OutputFolder: Sendable {
    static let markerName = ".sitegen-output"

    let url: URL
    let staging: URL
    /// Unchanged pages stay in the output and changed ones are moved in, instead of a new folder
    /// being swapped in whole.
    let updatesInPlace: Bool
    /// Updating in place, the files the output held when the build started, from one walk: a
    /// page is left where it is only if it is there, and the files the new site does not list
    /// are removed at the end. One walk, not a system call per page.
    let existingFiles: Set<String>
    /// `url` as a plain path, as `PageBatch.Previous` gives it.
    private let folderPath: String
    /// `staging` as a plain path, standardised once.
    private let stagingPath: String
    private let folders: FolderCache
    /// The folder the output and the staging folder are in, held open: if it is moved during the
    /// build, the staging folder it took along can still be removed (see `discard`).
    private let parentFolder: HeldFolder

    /// Checks that `url` is safe to replace and makes an empty staging folder. The caller holds
    /// the `BuildLock`, so staging folders of other builds are leftovers of interrupted ones.
    /// - Parameter survey: the output's files, surveyed in the background (else listed here).
    init(_ url: URL, source: URL, inPlace: Bool = false, survey: BackgroundWork<OutputSurvey.Listing>? = nil) throws(DiagnosticList) {
        self.url = url
        folderPath = url.path
        updatesInPlace = inPlace && Self.isSitegenOutput(url)
        let listing = updatesInPlace ? survey?.result ?? OutputSurvey.files(in: url.path, after: nil) : .init(files: [])
        if let code = listing.failure {
            throw Self.failure(url, "cannot list the output folder's files: \(String(cString: strerror(code)))",
                               hint: "a rebuild must see every file it keeps; check the folder's permissions and the open-file limit (ulimit -n)")
        }
        existingFiles = listing.files
        let name = url.lastPathComponent
        staging = url.deletingLastPathComponent().appending(path: ".\(name).staging-\(getpid())", directoryHint: .isDirectory)
        stagingPath = staging.standardizedFileURL.path
        folders = FolderCache(root: stagingPath)
        parentFolder = HeldFolder(url.deletingLastPathComponent().path)
        try Self.checkReplaceable(url, source: source)
        Self.removeLeftovers(of: url)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data().write(to: staging.appending(path: Self.markerName))
        } catch {
            throw Self.failure(url, "cannot create the staging folder \(staging.path): \(error.localizedDescription)")
        }
    }

    /// Writes one file below the staging folder. Paths come from the router and from file names
    /// that passed the slug rule; the containment check is the last line of defence all the same.
    func write(_ text: String, to path: String) throws(DiagnosticList) {
        var text = text
        try text.withUTF8 { bytes in result { () throws(DiagnosticList) in try write(UnsafeRawBufferPointer(bytes), to: path) } }.get()
    }

    func write(_ data: Data, to path: String) throws(DiagnosticList) {
        try data.withUnsafeBytes { bytes in result { () throws(DiagnosticList) in try write(bytes, to: path) } }.get()
    }

    func write(_ bytes: [UInt8], to path: String) throws(DiagnosticList) {
        try bytes.withUnsafeBytes { bytes in result { () throws(DiagnosticList) in try write(bytes, to: path) } }.get()
    }

    /// Puts an unchanged page from the previous output into the staging folder as a hard link:
    /// nothing is rendered or rewritten. False when that is not possible (then the page is rendered).
    func reuse(_ path: String, from previousFolder: String) -> Bool {
        if updatesInPlace {
            // Left where it is; the page must still be there to be left.
            return previousFolder == folderPath && existingFiles.contains(path)
        }
        guard let file = stagedPath(of: path),
              (try? folders.create(Self.parent(of: file), failure: { _ in DiagnosticList([]) })) != nil
        else { return false }
        return Glibc.link(previousFolder + "/" + path, file) == 0
    }

    /// Puts `file` (an image's copy in the image cache, never written again under its name) into
    /// the staging folder at `path` as a hard link, or as a copy where the two folders are on
    /// different file systems.
    func link(_ file: String, to path: String) throws(DiagnosticList) {
        guard let staged = stagedPath(of: path) else { return try write([UInt8](), to: path) }
        try folders.create(Self.parent(of: staged)) { problem in Self.failure(url, "cannot create a folder for \(path): \(problem)") }
        unlink(staged)
        if Glibc.link(file, staged) == 0 { return }
        guard let bytes = FileManager.default.contents(atPath: file) else {
            throw Self.failure(url, "cannot read the image copy \(file): \(String(cString: strerror(errno)))")
        }
        try write(bytes, to: path)
    }

    /// Where `path` goes in the staging folder, or nil if it could land anywhere else: absolute,
    /// with `.`/`..`/empty segments, or a NUL. Plain string checks: URL's path standardisation
    /// cost more than the link itself for the thousands of pages a rebuild carries over.
    private func stagedPath(of path: String) -> String? {
        guard Self.isPlainRelativePath(path) else { return nil }
        return stagingPath + "/" + path
    }

    /// Segments that are neither empty, `.` nor `..`, and no NUL: one pass over the bytes.
    private static func isPlainRelativePath(_ path: String) -> Bool {
        var segmentLength = 0, dots = 0
        for byte in path.utf8 {
            if byte == 0 { return false }
            guard byte == UInt8(ascii: "/") else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
                continue
            }
            if segmentLength == 0 || (segmentLength <= 2 && dots == segmentLength) { return false }
            segmentLength = 0
            dots = 0
        }
        return segmentLength > 0 && !(segmentLength <= 2 && dots == segmentLength)
    }

    private static func parent(of file: String) -> String {
        OutputPath.split(file).folder
    }

    /// Puts the staged site in place: swaps the folders, or, updating in place, moves the changed
    /// files in and removes the `leftovers` (see `filesLeftOver`).
    func commit(removing leftovers: [String]) throws(DiagnosticList) {
        if updatesInPlace { return try applyInPlace(removing: leftovers) }
        let manager = FileManager.default
        // One step where the file system can: the old site and the new one trade places, so that
        // at no moment is there no output folder (a build killed between two renames left none).
        if manager.fileExists(atPath: url.path), sitegen_exchange_paths(staging.path, url.path) == 0 {
            try? manager.removeItem(at: staging)  // the previous site, now
            removeStaleSpare()
            return
        }
        let previous = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).previous-\(getpid())")
        do {
            if manager.fileExists(atPath: url.path) { try manager.moveItem(at: url, to: previous) }
            try manager.moveItem(at: staging, to: url)
            try? manager.removeItem(at: previous)
            removeStaleSpare()
        } catch {
            // Put the old site back if it was moved aside and the new one could not take its place.
            if !manager.fileExists(atPath: url.path), manager.fileExists(atPath: previous.path) {
                try? manager.moveItem(at: previous, to: url)
            }
            throw Self.failure(url, "cannot replace the output folder: \(error.localizedDescription)")
        }
    }

    /// A site replaced whole takes its spare (`SpareOutput`) along: left there, it would be a copy
    /// of a site that no longer exists (at 10k, 39,000 files the disk keeps) until a rebuild made
    /// it anew. Only a folder with sitegen's marker is removed, never a link planted there.
    private func removeStaleSpare() {
        let spare = SpareOutput.location(for: url)
        var info = Glibc.stat()
        guard lstat(spare, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              FileManager.default.fileExists(atPath: spare + "/" + Self.markerName) else { return }
        try? FileManager.default.removeItem(atPath: spare)
    }

    /// Whether `url` is a folder this tool wrote (it has the marker file).
    static func isSitegenOutput(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appending(path: markerName).path)
    }

    /// Removes the staging folder of a build that did not finish: where it was made, or, if the
    /// folder it is in was moved away meanwhile, where that folder is now.
    func discard() {
        let manager = FileManager.default
        if manager.fileExists(atPath: stagingPath) {
            try? manager.removeItem(atPath: stagingPath)
        } else if let moved = parentFolder.path(of: staging.lastPathComponent) {
            try? manager.removeItem(atPath: moved)
        }
    }

    /// Why the output cannot be written, if the staging folder or the output is gone: a write
    /// that finds no folder says nothing about the folder that was moved or deleted.
    var vanished: (message: String, hint: String)? {
        var info = Glibc.stat()
        let gone: String
        if lstat(stagingPath, &info) != 0 { gone = "the staging folder \(stagingPath)" }
        else if updatesInPlace, lstat(folderPath, &info) != 0 { gone = "the output folder \(folderPath)" }
        else { return nil }
        return ("\(gone) is gone: it, or a folder above it, was moved or deleted during the build",
                "keep the output's folder in place while sitegen builds, then build again")
    }
}

extension OutputFolder {
    /// `path` with every symbolic link resolved, also when its last folders do not exist yet: the
    /// deepest folder that exists is resolved and the rest appended (Foundation's
    /// `resolvingSymlinksInPath` leaves a path that does not exist as it is, so `link/out`, with
    /// `link` → `content/media`, passed for a folder outside the site).
    static func realPath(_ path: String) -> String {
        var existing = path, rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return rest.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
            }
            let (parent, name) = OutputPath.split(existing)
            guard !parent.isEmpty, parent != existing else { return path }
            if !name.isEmpty { rest.append(name) }
            existing = parent
        }
    }

    /// Fails unless `url` may be written: the checks of `init`, and the files kept beside it
    /// (`OutputSidecars`). Run before anything is created, so a refused output leaves nothing behind.
    static func validate(_ url: URL, source: URL) throws(DiagnosticList) {
        try checkReplaceable(url, source: source)
        try OutputSidecars.check(for: url)
    }
}

private extension OutputFolder {
    static func removeLeftovers(of url: URL) {
        let parent = url.deletingLastPathComponent()
        let prefixes = [".\(url.lastPathComponent).staging-", ".\(url.lastPathComponent).previous-"]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        where prefixes.contains(where: name.hasPrefix) {
            try? FileManager.default.removeItem(at: parent.appending(path: name))
        }
    }

    /// Plain POSIX calls: Foundation's `Data.write` and `createDirectory` cost more than the
    /// writing itself when a site has thousands of small pages.
    func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(DiagnosticList) {
        guard let file = stagedPath(of: path) else {
            throw Self.failure(url, "refusing to write \(path): it would land outside the output folder")
        }
        try folders.create(Self.parent(of: file), failure: { _ in writeFailure(path, code: errno, creatingFolder: true) })
        // A path may already be a hard link to the previous build's file (see `reuse`): writing
        // through it would change the live site. Such a file is unlinked first, so that every
        // write gets a new inode; exclusive creation finds it without a call for every file.
        var descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST {
            unlink(file)
            descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw writeFailure(path, code: errno) }
        defer { close(descriptor) }
        let failure = WholeFile.write(bytes, to: descriptor)
        guard failure == 0 else { throw writeFailure(path, code: failure) }
    }

    static func checkReplaceable(_ url: URL, source: URL) throws(DiagnosticList) {
        let output = realPath(url.path), site = realPath(source.path)
        if output == "/" || output == site || site.hasPrefix(output + "/") || output == NSHomeDirectory() {
            throw failure(url, "refusing to use \(url.path) as the output folder: it contains the site itself")
        }
        if ["content", "themes"].contains(where: { output == site + "/" + $0 || output.hasPrefix(site + "/" + $0 + "/") }) {
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

}

extension OutputFolder {
    static func failure(_ url: URL, _ message: String, hint: String? = nil) -> DiagnosticList {
        DiagnosticList([Diagnostic(at: SourceLocation(path: url.path, line: 0, column: 0), message, hint: hint)])
    }

    /// A failed write of `path`, saying so if the cause is that the staging folder is gone. A
    /// full disk is said once, not once for every page that found it full (13 errors, each
    /// naming a page, at 1,000 movies): the same message for every page is one diagnostic.
    func writeFailure(_ path: String, code: Int32, creatingFolder: Bool = false) -> DiagnosticList {
        if code == ENOENT, let vanished { return Self.failure(url, vanished.message, hint: vanished.hint) }
        if code == ENOSPC || code == EDQUOT {
            let full = code == ENOSPC ? "the disk is full" : "the disk quota is used up"
            return Self.failure(url, "\(full): the site could not be written",
                                hint: "a build writes the new site beside the one it replaces, so it needs room for both: "
                                    + "free some space there, or build to another disk with --output")
        }
        let what = creatingFolder ? "cannot create a folder for \(path)" : "cannot write \(path)"
        return Self.failure(url, "\(what): \(String(cString: strerror(code)))")
    }
}

/// Carries a typed error through the standard library's untyped `rethrows` buffer functions.
private func result(_ body: () throws(DiagnosticList) -> Void) -> Result<Void, DiagnosticList> {
    do { try body(); return .success(()) } catch { return .failure(error) }
}

/// The folders already made in the staging folder, so each is created once rather than once per file.
/// Only folders below the staging folder are made: it is never made again if it disappears.
private final class FolderCache: @unchecked Sendable {
    private let root: String
    private var made = Set<String>()
    private let lock = NSLock()

    init(root: String) {
        self.root = root
    }

    func create(_ path: String, failure: (String) -> DiagnosticList) throws(DiagnosticList) {
        guard lock.withLock({ !made.contains(path) }) else { return }
        guard FileTree.makeFolders(path, below: root) else { throw failure(String(cString: strerror(errno))) }
        lock.withLock { _ = made.insert(path) }
    }
}
