import Foundation
import Glibc
import SitegenDomain

/// `sitegen merge`: the outputs of every shard of one build (`sitegen build --shard I/N`), put
/// together into one site, the same files a build of the whole site writes.
///
/// Nothing is written unless the shards add up: each folder carries its `ShardRecord`, and the
/// merge is refused when a shard is missing or given twice, when the shards come from different
/// builds, when a folder holds more or fewer files than its record says (an artifact cut short on
/// its way), or when two shards hold the same file. The files are then hard-linked (copied across
/// file systems) into a staging folder that takes the output's place in one step, as a build's does.
struct ShardMerge {
    struct Report {
        var shardCount: Int
        var fileCount: Int
        var seconds: Double
        var outputName: String

        var summary: String {
            "Merged \(shardCount) shards, \(NumberText.grouped(fileCount)) files in \(NumberText.seconds(seconds)) s → \(outputName)"
        }
    }

    let output: URL
    let shardFolders: [URL]

    func merge() throws(DiagnosticList) -> Report {
        let started = ContinuousClock.now
        try checkFolders()
        let shards = try readRecords()
        let files = try shardFiles(shards)
        try OutputFolder.validate(output, source: shardFolders[0])
        let lock = try BuildLock(for: output)
        let staged = try OutputFolder(output, source: shardFolders[0])
        do throws(DiagnosticList) {
            for (path, folder) in files { try staged.link(folder + "/" + path, to: path) }
            // A manifest beside the output describes a site `sitegen build` wrote there; the merged
            // site is another, and a build must not take its pages for ones it made.
            let previousManifest = BuildManifest.setAside(for: output)
            do throws(DiagnosticList) { try staged.commit(removing: []) } catch {
                previousManifest.putBack()
                throw error
            }
            previousManifest.drop()
        } catch {
            staged.discard()
            throw error
        }
        withExtendedLifetime(lock) {}
        return Report(shardCount: shards.count, fileCount: files.count, seconds: (ContinuousClock.now - started).inSeconds,
                      outputName: OutputPath.displayName(of: output))
    }

    static let shardFoldersHint = "pass the folders that `sitegen build --shard I/N --output DIR` wrote"

    /// One shard's output: its folder's path and its record.
    struct ShardOutput {
        var folder: String
        var record: ShardRecord
    }
}

private extension ShardMerge {
    /// Every shard folder is a folder, and the output is none of them, nor holds one, nor lies in
    /// one: swapping it in would replace a shard, and walking a shard would find the output.
    func checkFolders() throws(DiagnosticList) {
        var problems: [Diagnostic] = []
        let out = OutputFolder.realPath(output.path)
        for folder in shardFolders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                problems.append(Diagnostic(at: SourceLocation(path: folder.path, line: 0), "no such folder: expected a shard's output here",
                                           hint: Self.shardFoldersHint))
                continue
            }
            let shard = OutputFolder.realPath(folder.path)
            guard out == shard || out.hasPrefix(shard + "/") || shard.hasPrefix(out + "/") else { continue }
            let relation = out == shard ? "is" : shard.hasPrefix(out + "/") ? "holds" : "is inside"
            problems.append(Diagnostic(at: SourceLocation(path: output.path, line: 0),
                                       "refusing to merge into \(output.path): it \(relation) the shard folder \(folder.path)",
                                       hint: "merge into a folder of its own, e.g. public/ beside the shards' folders"))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
    }

    /// The records of all folders, once they are known to be of one build with no shard missing
    /// or given twice; in shard order.
    func readRecords() throws(DiagnosticList) -> [ShardOutput] {
        var shards: [ShardOutput] = [], problems: [Diagnostic] = []
        for folder in shardFolders {
            do throws(DiagnosticList) {
                shards.append(ShardOutput(folder: folder.path, record: try ShardRecord.read(in: folder.path)))
            } catch { problems += error.diagnostics }
        }
        guard problems.isEmpty, let first = shards.first else { throw DiagnosticList(problems) }
        let expected = first.record.shard.count, firstNamed = "shard \(first.record.shard) (\(first.folder))"
        var byIndex: [Int: ShardOutput] = [:]
        for shard in shards {
            let record = shard.record
            if record.shard.count != expected {
                problems.append(Diagnostic(at: shard.location(of: "shard"),
                                           "shard \(record.shard) is one of \(record.shard.count) shards, but \(firstNamed) one of \(expected)",
                                           hint: "merge the shards of one build, all built with the same --shard N"))
            } else if record.site != first.record.site {
                problems.append(Diagnostic(at: shard.location(of: "site"),
                                           "shard \(record.shard) is of another build than \(firstNamed): site \(record.site), not \(first.record.site)",
                                           hint: "every shard must be built from the same content, theme, settings, options and "
                                               + "sitegen version; build them again together"))
            } else if let other = byIndex[record.shard.index] {
                problems.append(Diagnostic(at: shard.location(of: "shard"), "shard \(record.shard) is given twice: also \(other.folder)",
                                           hint: "pass each shard's output once"))
            } else {
                byIndex[record.shard.index] = shard
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        let missing = (0..<expected).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw DiagnosticList(missing.map { index in
                Diagnostic(at: SourceLocation(path: output.path, line: 0), "shard \(index)/\(expected) is missing: none of the folders given holds it",
                           hint: "pass the outputs of all \(expected) shards, 0/\(expected) to \(expected - 1)/\(expected)")
            })
        }
        return (0..<expected).map { byIndex[$0]! }
    }

    /// Every file of the merged site, relative, with the shard folder it comes from; fails when
    /// a shard holds another number of files than its record says, holds something other than
    /// files and folders, or holds a file another shard holds too.
    func shardFiles(_ shards: [ShardOutput]) throws(DiagnosticList) -> [(path: String, folder: String)] {
        var owner: [String: Int] = [:], files: [(path: String, folder: String)] = [], problems: [Diagnostic] = []
        var overlaps = 0
        for (index, shard) in shards.enumerated() {
            let walked = FileTree.walk(shard.folder)
            // A folder that could not be listed is not a shard that lost files: say why.
            if let code = walked.failure {
                problems.append(Diagnostic(at: SourceLocation(path: shard.folder, line: 0),
                                           "cannot list the shard's files: \(String(cString: strerror(code)))",
                                           hint: "check the folder's permissions and the open-file limit (ulimit -n)"))
                continue
            }
            let found = walked.files.filter { $0 != ShardRecord.fileName && $0 != OutputFolder.markerName }
            if found.count != shard.record.files {
                let counts = "holds \(NumberText.grouped(found.count)) files, but its build wrote \(NumberText.grouped(shard.record.files))"
                problems.append(Diagnostic(at: shard.location(of: "files"), "shard \(shard.record.shard) \(counts)",
                                           hint: "the folder lost or gained files after its build (an artifact cut short?); "
                                               + "fetch or build that shard again"))
            }
            owner.reserveCapacity(owner.count + found.count)
            for path in found {
                var info = stat()
                let full = shard.folder + "/" + path
                if lstat(full, &info) != 0 || info.st_mode & S_IFMT != S_IFREG {
                    problems.append(Diagnostic(at: SourceLocation(path: full, line: 0),
                                               "not a regular file: a shard's output holds only files and folders",
                                               hint: "remove it, or build that shard again"))
                    continue
                }
                if let first = owner.updateValue(index, forKey: path) {
                    overlaps += 1
                    guard overlaps <= Self.overlapsShown else { continue }
                    let other = shards[first]
                    problems.append(Diagnostic(at: SourceLocation(path: full, line: 0),
                                               "shard \(shard.record.shard) and shard \(other.record.shard) (\(other.folder)) both hold \(path)",
                                               hint: "each file belongs to one shard; were these folders written by one "
                                                   + "`sitegen build --shard` each, with nothing added?"))
                    continue
                }
                files.append((path, shard.folder))
            }
        }
        if overlaps > Self.overlapsShown {
            problems.append(Diagnostic(at: SourceLocation(path: output.path, line: 0),
                                       "\(NumberText.grouped(overlaps - Self.overlapsShown)) more files are held by two shards"))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return files
    }

    static let overlapsShown = 20
}

private extension ShardMerge.ShardOutput {
    /// Where the record says `key`: at its value, for a diagnostic about it.
    func location(of key: String) -> SourceLocation {
        SourceLocation(path: folder + "/" + ShardRecord.fileName, line: record.lines[key] ?? 1, column: key.count + 2)
    }
}
