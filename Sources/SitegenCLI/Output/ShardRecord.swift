import Foundation
import SitegenData
import SitegenDomain

/// What a shard's output says of itself, in `.sitegen-shard` at its root: which shard of how many,
/// of which site, and how many files it holds. `sitegen merge` reads it to name a missing shard,
/// to refuse outputs of different builds, and to notice an artifact that lost files on the way.
///
/// ```
/// sitegen-shard 1
/// shard 2/4
/// site 5f0c1e9a2b3d4c6e
/// files 31207
/// ```
///
/// Lines of `key value`, so that a person reading a CI artifact sees what it is.
struct ShardRecord: Sendable, Equatable {
    static let fileName = ".sitegen-shard"
    /// The first line; a later format gets a new number and an old sitegen refuses it by name.
    static let header = "sitegen-shard 1"

    var shard: Shard
    /// A digest of everything that decides what the site's pages say (`SiteIdentity`): equal in
    /// the shards of one build on any machine, different once the content, theme or settings differ.
    var site: String
    /// The files of the shard below its output, this record and the output's marker not counted.
    var files: Int
    /// The line of each key in the file the record was read from, for diagnostics about its
    /// values; a record made by a build has its keys on the lines `text` puts them on.
    var lines: [String: Int] = ["shard": 2, "site": 3, "files": 4]

    var text: String {
        "\(Self.header)\nshard \(shard)\nsite \(site)\nfiles \(files)\n"
    }

    /// The record at the root of `folder`, or the located reason it cannot be used.
    static func read(in folder: String) throws(DiagnosticList) -> ShardRecord {
        let path = folder + "/" + fileName
        guard case .success(let bytes) = RegularFile.read(path, followingLinks: false, limit: 4096) else {
            throw DiagnosticList([Diagnostic(at: SourceLocation(path: folder, line: 0),
                                             "not the output of a shard: it has no \(fileName)",
                                             hint: ShardMerge.shardFoldersHint)])
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path)
    }

    static func parse(_ text: String, path: String) throws(DiagnosticList) -> ShardRecord {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func problem(_ line: Int, _ message: String) -> DiagnosticList {
            DiagnosticList([Diagnostic(at: SourceLocation(path: path, line: line, column: 1), message,
                                       hint: "this file is written by `sitegen build --shard`; build the shard again with this sitegen")])
        }
        guard lines.first == header else { throw problem(1, "expected '\(header)', the first line of a shard record") }
        var values: [String: (value: String, line: Int)] = [:]
        for (number, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            guard let space = line.firstIndex(of: " ") else { throw problem(number + 1, "expected 'key value'") }
            values[String(line[..<space])] = (String(line[line.index(after: space)...]), number + 1)
        }
        guard let shardLine = values["shard"] else { throw problem(lines.count, "the record names no shard") }
        guard let shard = Shard(shardLine.value) else { throw problem(shardLine.line, "'\(shardLine.value)' is not a shard I/N") }
        guard let site = values["site"], !site.value.isEmpty else { throw problem(lines.count, "the record names no site") }
        guard let files = values["files"] else { throw problem(lines.count, "the record gives no file count") }
        guard let count = Int(files.value), count >= 0 else { throw problem(files.line, "'\(files.value)' is not a file count") }
        return ShardRecord(shard: shard, site: site.value, files: count, lines: values.mapValues(\.line))
    }
}
