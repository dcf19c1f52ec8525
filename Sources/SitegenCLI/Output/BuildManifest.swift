import Foundation
import SitegenDomain

/// What the last successful build wrote, kept beside the output folder (`.public.manifest`)
/// so the next build can tell which pages changed: a digest per page, and a fingerprint of every
/// input. Beside, not inside: it holds modification times, and the output itself must be the same
/// bytes for the same content, and is what gets deployed.
struct BuildManifest: Sendable, Equatable {
    /// A build by another sitegen version trusts nothing of this one's.
    static let currentVersion = Sitegen.version

    var version = Self.currentVersion
    /// Fingerprint of every input file and option (`InputFingerprint`).
    var inputs: String
    /// Digest of everything every page depends on besides its reads (`ReadChanges.global`).
    var global: UInt64
    /// Page template name → digest of the template with its partials.
    var templates: [String: UInt64]
    /// Output path → digest of the page's view model and templates.
    var pages: [String: String]
    /// Every view-model field name the templates could ask for: a rebuild wraps only the pages
    /// that changed, and checks template names against these.
    var fieldNames: [String]
    /// Every read the pages made, with the digest of what it answered (see `ReadTable`).
    var table: ReadTable
    /// Output path → the positions of the page's reads in `table`, to skip presenting it when
    /// none of them changed.
    var reads: [String: [Int32]]

    /// The descriptions of a page's reads (`CatalogRead.description`).
    func readDescriptions(of path: String) -> [String]? {
        reads[path].map { $0.map { table.descriptions[Int($0)] } }
    }

    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).manifest")
    }

    /// The manifest of the output folder, if one from this sitegen version is there.
    static func load(for output: URL) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: location(for: output).path) else { return nil }
        return parse([UInt8](data))
    }

    /// Saved after a successful build; failing to save only makes the next build a full one.
    func save(for output: URL) {
        try? Data(text.utf8).write(to: Self.location(for: output), options: .atomic)
    }
}

/// Lines of tab-separated fields: a header, then one line per page. Output paths, digests and read
/// descriptions hold neither tabs nor line feeds. A hundredth of the time `JSONEncoder` and
/// `JSONDecoder` took for the 21,000 pages of a 10k-movie site.
extension BuildManifest {
    private static let magic = "sitegen-manifest"

    var text: String {
        var lines = [
            [Self.magic, version, inputs, StableDigest(value: global).hex].joined(separator: "\t"),
            fieldNames.joined(separator: "\t"),
            templates.sorted { $0.key < $1.key }.map { $0.key + "=" + StableDigest(value: $0.value).hex }.joined(separator: "\t"),
            String(table.descriptions.count),
        ]
        lines.reserveCapacity(lines.count + table.descriptions.count + pages.count)
        for (description, digest) in zip(table.descriptions, table.digests) {
            lines.append(description + "\t" + StableDigest(value: digest).hex)
        }
        for (path, digest) in pages.sorted(by: { $0.key < $1.key }) {
            let positions = reads[path].map { $0.map(String.init).joined(separator: " ") } ?? "-"
            lines.append(path + "\t" + digest + "\t" + positions)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func parse(_ text: String) -> BuildManifest? { parse(Array(text.utf8)) }

    /// Reads the lines as bytes: splitting 21,000 lines into `Substring`s and copying each field
    /// took a tenth of a second, a tenth of a rebuild. Anything out of place (a read position
    /// past the table, a digest that is not one) makes the whole manifest unusable.
    static func parse(_ bytes: [UInt8]) -> BuildManifest? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        guard lines.count >= 4 else { return nil }
        func fields(_ line: ArraySlice<UInt8>, _ limit: Int) -> [String] {
            line.split(separator: UInt8(ascii: "\t"), maxSplits: limit - 1, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
        }
        let header = fields(lines.removeFirst(), 4)
        guard header.count == 4, header[0] == magic, header[1] == currentVersion, let global = UInt64(header[3], radix: 16)
        else { return nil }
        let fieldNames = fields(lines.removeFirst(), .max).filter { !$0.isEmpty }
        var templates: [String: UInt64] = [:]
        for entry in fields(lines.removeFirst(), .max) where !entry.isEmpty {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let digest = UInt64(parts[1], radix: 16) else { return nil }
            templates[String(parts[0])] = digest
        }
        guard let readCount = Int(String(decoding: lines.removeFirst(), as: UTF8.self)), readCount <= lines.count else { return nil }
        var table = ReadTable()
        table.descriptions.reserveCapacity(readCount)
        table.digests.reserveCapacity(readCount)
        for _ in 0..<readCount {
            let read = fields(lines.removeFirst(), 2)
            guard read.count == 2, let digest = UInt64(read[1], radix: 16) else { return nil }
            table.descriptions.append(read[0])
            table.digests.append(digest)
        }
        var pages: [String: String] = [:], reads: [String: [Int32]] = [:]
        pages.reserveCapacity(lines.count)
        reads.reserveCapacity(lines.count)
        for line in lines where !line.isEmpty {
            let page = line.split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false)
            guard page.count == 3 else { return nil }
            let path = String(decoding: page[0], as: UTF8.self)
            pages[path] = String(decoding: page[1], as: UTF8.self)
            guard !page[2].elementsEqual("-".utf8) else { continue }
            guard let positions = positions(page[2], below: readCount) else { return nil }
            reads[path] = positions
        }
        return BuildManifest(inputs: header[2], global: global, templates: templates, pages: pages, fieldNames: fieldNames,
                             table: table, reads: reads)
    }

    /// Space-separated decimal positions, each below `count`; nil if any is not.
    private static func positions(_ text: ArraySlice<UInt8>, below count: Int) -> [Int32]? {
        var positions: [Int32] = []
        guard !text.isEmpty else { return positions }
        var value = 0, digits = 0
        for byte in text + [UInt8(ascii: " ")] {
            if byte == UInt8(ascii: " ") {
                guard digits > 0, value < count else { return nil }
                positions.append(Int32(value))
                value = 0
                digits = 0
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 10 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
        }
        return positions
    }
}
