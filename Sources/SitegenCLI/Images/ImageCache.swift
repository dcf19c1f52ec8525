import Foundation
import Glibc
import SitegenDomain
import SitegenPresentation

/// What `build` keeps of images between runs, in a folder beside the output (`.public.images/`,
/// like `.public.cache`): each source image's facts by its file status, and every resized copy by
/// its content-addressed file name. An image whose file is unchanged is not read again; a copy
/// already made is not made again, only linked into the output.
final class ImageCache: @unchecked Sendable {
    struct Entry: Sendable {
        var status: SourceStatus
        var digest: UInt64
        var facts: ImageFacts
    }

    /// `stat`'s identity of a source file: same device, inode, size and times, same bytes.
    struct SourceStatus: Hashable, Sendable {
        var device: UInt64, inode: UInt64, size: Int64, changed: Int64, modified: Int64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        }

        init(device: UInt64, inode: UInt64, size: Int64, changed: Int64, modified: Int64) {
            (self.device, self.inode, self.size, self.changed, self.modified) = (device, inode, size, changed, modified)
        }
    }

    let folder: URL
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var used: Set<String> = []
    private(set) var madeFiles: Set<String> = []
    /// Made on the first copy kept, not before: a build refused for its output creates nothing.
    private lazy var filesFolder: Bool = (try? FileManager.default.createDirectory(
        at: folder.appending(path: "files"), withIntermediateDirectories: true)) != nil

    /// The library that made the copies: another one (or another version) may make them differently.
    private let header: String

    /// Whether saving removes the copies the build did not use: not for `serve`, which shares the
    /// cache of `build` and may run beside it.
    private let removesUnused: Bool

    /// Whether the folder is only read: `check` trusts the facts `build` kept of unchanged images
    /// (a 10k catalog with posters checks in seconds, not the minute decoding them takes) but
    /// writes, removes and saves nothing.
    private let readsOnly: Bool

    init(folder: URL, processor: String, removesUnused: Bool = true, readsOnly: Bool = false) {
        self.folder = folder
        header = "sitegen-images 2 " + processor
        self.removesUnused = removesUnused && !readsOnly
        self.readsOnly = readsOnly
        load()
    }

    /// The cache beside `output`: `.public.images/` for `public/`.
    convenience init(besideOutput output: URL, processor: String, removesUnused: Bool = true, readsOnly: Bool = false) {
        self.init(folder: output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).images", directoryHint: .isDirectory),
                  processor: processor, removesUnused: removesUnused, readsOnly: readsOnly)
    }

    func entry(for path: String, status: SourceStatus) -> Entry? {
        lock.withLock { entries[path].flatMap { $0.status == status ? $0 : nil } }
    }

    func remember(_ path: String, _ entry: Entry) {
        lock.withLock { entries[path] = entry }
    }

    /// The file holding a made copy, by the copy's file name.
    func file(named name: String) -> String { folder.path + "/files/" + name }

    func has(_ name: String) -> Bool { lock.withLock { madeFiles.contains(name) } }

    /// Keeps a made copy: written beside its final name and renamed, so a killed build never
    /// leaves half a file under a name that says it is whole.
    func keep(_ bytes: [UInt8], named name: String) throws(ImageProblem) {
        guard !readsOnly, lock.withLock({ filesFolder }) else { throw ImageProblem("cannot make the image cache folder \(folder.path)") }
        let path = file(named: name), temporary = path + ".part-\(getpid())-\(name.hashValue)"
        let written = bytes.withUnsafeBytes { buffer in
            FileManager.default.createFile(atPath: temporary, contents: Data(buffer))
        }
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw ImageProblem("cannot write its copy to \(path): \(String(cString: strerror(errno)))")
        }
        lock.withLock { _ = madeFiles.insert(name) }
    }

    /// Saves the facts of the images the build used, and removes the copies it did not use: the
    /// folder holds one site's images, not every version of them.
    func save(keeping names: Set<String>, sources: Set<String>) {
        guard !readsOnly else { return }
        if removesUnused {
            for name in lock.withLock({ madeFiles.subtracting(names) }) { unlink(file(named: name)) }
        }
        var text = header + "\n"
        for (path, entry) in lock.withLock({ entries }).sorted(by: { $0.key < $1.key }) where sources.contains(path) {
            let s = entry.status, f = entry.facts
            text += [path, "\(s.device)", "\(s.inode)", "\(s.size)", "\(s.changed)", "\(s.modified)", String(entry.digest, radix: 16),
                     f.format.rawValue, "\(f.size.width)", "\(f.size.height)", f.averageColour].joined(separator: "\t") + "\n"
        }
        guard lock.withLock({ filesFolder }) else { return }
        let index = folder.appending(path: "index")
        try? Data(text.utf8).write(to: index, options: .atomic)
    }


    private func load() {
        madeFiles = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/files")) ?? [])
            .filter { !$0.contains(".part-") }
        guard let data = FileManager.default.contents(atPath: folder.appending(path: "index").path),
              let text = String(data: data, encoding: .utf8)
        else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == header else {
            // Copies made by another sitegen are made again.
            if !readsOnly { for name in madeFiles { unlink(file(named: name)) } }
            madeFiles = []
            return
        }
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 11, let device = UInt64(fields[1]), let inode = UInt64(fields[2]), let size = Int64(fields[3]),
                  let changed = Int64(fields[4]), let modified = Int64(fields[5]), let digest = UInt64(fields[6], radix: 16),
                  let format = ImageFormat(rawValue: fields[7]), let width = Int(fields[8]), let height = Int(fields[9])
            else { continue }
            entries[fields[0]] = Entry(status: SourceStatus(device: device, inode: inode, size: size, changed: changed, modified: modified),
                                       digest: digest, facts: ImageFacts(format: format, size: ImageSize(width: width, height: height),
                                                                         averageColour: fields[10]))
        }
    }
}
