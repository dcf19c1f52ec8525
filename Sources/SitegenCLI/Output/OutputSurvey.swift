import Foundation

/// The files a previous build's output holds, without listing every one of its folders.
///
/// A folder's change time (`ctime`) moves whenever a name in it is added, removed or renamed, and
/// no tool can set it back. So a folder whose change time is older than the moment the last build
/// finished with the output holds just what that build left in it — its manifest says what — and
/// only the folders changed since (a page deleted by hand, a stray file, the folders of the pages
/// the last build itself wrote) are listed. At 10,000 movies that is one `stat` for each of 21,000
/// folders instead of opening and reading each.
enum OutputSurvey {
    /// When a build finished with its output, as the output's own file system tells time, and the
    /// copied files it left there besides its pages.
    struct Record: Sendable, Equatable {
        /// The marker file's modification time once the output was complete, in nanoseconds since
        /// 1970: a time of the file system's clock, so that a server's clock skew cannot matter.
        var finished: Int64
        /// Theme files and media, relative to the output.
        var copiedFiles: [String]

        /// A folder changed later than this, or within a clock tick before it (50 ms), is listed.
        /// A time of whole seconds is taken for a file system that keeps no finer (FAT, ext3):
        /// its folders changed within two and a half seconds before it are listed.
        var cutoff: Int64 { finished - (finished % 1_000_000_000 == 0 ? 2_500_000_000 : 50_000_000) }
    }

    /// Stamps the marker file of a complete output with the file system's time now, and returns
    /// the record the next build surveys the output with; nil if a copied file's name cannot be
    /// written in the manifest (a tab or a line feed in it), so that the next build lists it all.
    static func record(output: String, copiedFiles: [String]) -> Record? {
        let marker = output + "/" + OutputFolder.markerName
        var info = stat()
        guard utimensat(AT_FDCWD, marker, nil, 0) == 0, stat(marker, &info) == 0,
              !copiedFiles.contains(where: { $0.contains("\t") || $0.contains("\n") })
        else { return nil }
        return Record(finished: nanoseconds(info.st_mtim), copiedFiles: copiedFiles)
    }

    /// The files below `root` (relative to it), the last build's `manifest` telling what its
    /// unchanged folders hold; every folder is listed when it has no record. `failure`: the
    /// `errno` of a folder that could not be listed (`FileTree.walk`), when the files are not all
    /// there are: a build must not take a file it did not see for one that is not there.
    static func files(in root: String, after manifest: BuildManifest?) -> Listing {
        let surveyed = survey(of: root, after: manifest)
        return Listing(files: surveyed.files, failure: surveyed.failure)
    }

    struct Listing: Sendable {
        var files: Set<String>
        var failure: Int32?
    }

    /// `files(in:after:)`, and how many folders were listed to find them.
    /// At most `keepingOpen` folders are held open meanwhile (see `FolderStates`).
    static func survey(
        of root: String, after manifest: BuildManifest?, keepingOpen: Int = 256
    ) -> (files: Set<String>, listedFolders: Int, failure: Int32?) {
        let rootDescriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard let manifest, let record = manifest.output, rootDescriptor >= 0 else {
            if rootDescriptor >= 0 { close(rootDescriptor) }
            let listed = FileTree.files(below: root, in: "") { _ in true }
            return (Set(listed.files), listed.folderCount, listed.failure)
        }
        defer { close(rootDescriptor) }
        var folders = FolderStates(root: rootDescriptor, cutoff: record.cutoff, openLimit: keepingOpen)
        defer { folders.close() }
        folders.reserveCapacity(manifest.pages.count + 16)
        var files = Set<String>(minimumCapacity: 2 * manifest.pages.count + record.copiedFiles.count + 1)
        for (path, page) in manifest.pages {
            let folder = OutputPath.split(path).folder
            guard folders.isUnchanged(folder) else { continue }
            files.insert(path)
            if let json = page.jsonView { files.insert(folder.isEmpty ? json : folder + "/" + json) }
        }
        for path in record.copiedFiles + [OutputFolder.markerName] where folders.isUnchanged(OutputPath.split(path).folder) {
            files.insert(path)
        }
        // A changed folder is listed, and so is everything below it that the last build did not make.
        var listedFolders = 0, failure: Int32?
        for folder in folders.changed {
            let listed = FileTree.files(below: root, in: folder) { !folders.isKnown($0) }
            files.formUnion(listed.files)
            listedFolders += listed.folderCount
            failure = failure ?? listed.failure
        }
        return (files, listedFolders, failure)
    }

    /// Whether each folder the last build left is unchanged, asked of the file system once. A
    /// folder is asked of its parent's descriptor (`movies/` is opened once): the kernel resolves
    /// one name per page folder instead of its whole path. The folders above it are asked on the
    /// way, since a folder the last build made only to hold others (`movies/`) must be seen
    /// unchanged as well.
    private struct FolderStates {
        private struct State {
            var isUnchanged: Bool
            /// The folder opened, once a subfolder of it was asked about; -1 if it could not be.
            var descriptor: Int32?
        }

        let root: Int32
        let cutoff: Int64
        private var states: [String: State] = [:]

        init(root: Int32, cutoff: Int64, openLimit: Int) {
            self.root = root
            self.cutoff = cutoff
            self.openLimit = openLimit
        }

        mutating func reserveCapacity(_ count: Int) { states.reserveCapacity(count) }

        func isKnown(_ folder: String) -> Bool { states[folder] != nil }

        var changed: [String] { states.filter { !$0.value.isUnchanged }.map(\.key) }

        mutating func isUnchanged(_ folder: String) -> Bool {
            if let known = states[folder] { return known.isUnchanged }
            var info = stat()
            let found: Bool
            if folder.isEmpty {
                found = fstat(root, &info) == 0
            } else {
                let (parent, name) = OutputPath.split(folder)
                if let parentDescriptor = descriptor(of: parent) {
                    found = parentDescriptor >= 0 && fstatat(parentDescriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
                } else {
                    found = fstatat(root, folder, &info, AT_SYMLINK_NOFOLLOW) == 0
                }
            }
            let unchanged = found && info.st_mode & S_IFMT == S_IFDIR && OutputSurvey.nanoseconds(info.st_ctim) < cutoff
            states[folder] = State(isUnchanged: unchanged)
            return unchanged
        }

        /// The folder open for asking about its subfolders (the output itself is `root`; -1 if it
        /// cannot be opened), its own state recorded on the way; nil once `openLimit` folders are
        /// open, when the others are asked by their whole path. A site holds a few dozen such folders
        /// (`movies/`, each genre's `page/`), but one with thousands of paginated directors would
        /// otherwise hold a descriptor for each.
        private mutating func descriptor(of folder: String) -> Int32? {
            _ = isUnchanged(folder)
            if folder.isEmpty { return root }
            if let open = states[folder]?.descriptor { return open }
            guard openCount < openLimit else { return nil }
            let opened = openat(root, folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if opened < 0, errno == EMFILE || errno == ENFILE {
                // Out of descriptors (a low `ulimit -n`): the rest are asked by their whole path.
                openCount = openLimit
                return nil
            }
            states[folder]?.descriptor = opened
            if opened >= 0 { openCount += 1 }
            return opened
        }

        private let openLimit: Int
        private var openCount = 0

        func close() {
            for state in states.values { if let descriptor = state.descriptor, descriptor >= 0 { Glibc.close(descriptor) } }
        }
    }

    /// A file system time in nanoseconds since 1970, as `Record` and `InputFingerprint` compare them.
    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
