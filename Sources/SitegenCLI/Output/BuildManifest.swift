import Foundation
import SitegenData
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
    /// Output path → what the build made of the page. One entry holds all of it: a rebuild asks
    /// about each of 21,000 pages at 10k movies, and three tables cost three lookups each time.
    var pages: [String: Page]
    /// Every view-model field name the templates could ask for: a rebuild wraps only the pages
    /// that changed, and checks template names against these.
    var fieldNames: [String]
    /// Every read the pages made, with the digest of what it answered (see `ReadTable`).
    var table: ReadTable
    /// What the output held when the build finished with it, for the next build's survey; nil
    /// until then, or when it could not be recorded.
    var output: OutputSurvey.Record? = nil

    /// What the manifest keeps of one page.
    struct Page: Sendable, Equatable {
        /// Of the page's view model and templates.
        var digest: UInt64
        /// The positions of the page's reads in `table`, to skip presenting it when none of them
        /// changed; nil if they were not noted.
        var reads: [Int32]?
        /// The name of the JSON view beside the page, for pages that have one.
        var jsonView: String?

        init(digest: UInt64, reads: [Int32]? = nil, jsonView: String? = nil) {
            self.digest = digest
            self.reads = reads
            self.jsonView = jsonView
        }
    }

    /// The descriptions of a page's reads (`CatalogRead.description`).
    func readDescriptions(of path: String) -> [String]? {
        pages[path]?.reads.map { $0.map { table.descriptions[Int($0)] } }
    }

    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).manifest")
    }

    /// What the first line of the output folder's manifest says: the fingerprint of the inputs
    /// that build read, and how many pages it made. Enough to tell that nothing changed, without
    /// reading the megabytes after it.
    static func header(for output: URL) -> (inputs: String, pageCount: Int)? {
        let descriptor = open(location(for: output).path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { return nil }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0, let end = buffer[..<count].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = buffer[..<end].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard header.count == 5, header[0] == magic, header[1] == currentVersion, let pageCount = Int(header[4]) else { return nil }
        return (header[2], pageCount)
    }

    /// The manifest of the output folder, if one from this sitegen version is there.
    static func load(for output: URL) -> BuildManifest? {
        WholeFile.read(location(for: output).path).flatMap(parse)
    }

    /// Saved after a successful build; failing to save only makes the next build a full one.
    func save(for output: URL) {
        Self.save(bytes, for: output)
    }

    /// False if the manifest could not be written (a full disk): then there is none.
    @discardableResult
    /// Saves the manifest from its parts, written one after the other: joined first, they were a
    /// second copy of a 10 MB manifest (at 10k) at the build's last and highest moment of memory.
    static func save(_ parts: [UInt8]..., for output: URL) -> Bool {
        WholeFile.replace(Self.location(for: output).path, with: parts)
    }

    /// Moved aside before a build changes the output: a manifest that describes the site before
    /// it would let the next build leave a page of the newer site where it is, whose digest it
    /// reads as unchanged (a build killed while files move in, or one whose manifest could not be
    /// saved, then content put back as it was). Without one, the next build is a full one.
    static func setAside(for output: URL) -> Aside {
        Aside(location(for: output).path,
              aside: output.deletingLastPathComponent().path + "/.\(output.lastPathComponent).previous-\(getpid()).manifest")
    }

    /// The previous manifest while the output changes: put back if the change failed and was
    /// undone (the output is the site it describes), dropped once it succeeded. Left over by a
    /// build killed meanwhile, it is removed with the other `.previous-` files by the next build.
    struct Aside {
        private let path: String, aside: String, moved: Bool

        init(_ path: String, aside: String) {
            self.path = path
            self.aside = aside
            moved = rename(path, aside) == 0
        }

        func putBack() { if moved { rename(aside, path) } }
        func drop() { if moved { unlink(aside) } }
    }
}

extension BuildManifest {
    /// The manifest of a build: its pages' reads interned into a new table (see `ReadTable.of`),
    /// with the digests they answer now.
    init(
        inputs: String, changes: ReadChanges, previous: BuildManifest?, templates: Set<String>,
        pages: [String: PageRecord], noted: [String], notedDigests: [UInt64], known: [String: Int32], fieldNames: [String]
    ) {
        let interned = ReadTable.of(pages, noted: noted, notedDigests: notedDigests, previous: previous?.table, known: known,
                                    digestsNow: changes.previousDigestsNow)
        self.init(inputs: inputs, global: changes.global.value,
                  templates: Dictionary(uniqueKeysWithValues: templates.map { ($0, changes.templateDigest($0)) }),
                  pages: interned.pages, fieldNames: fieldNames, table: interned.table)
    }
}

/// Lines of tab-separated fields: a header, then one line per page, then the output's record (its
/// first field empty, as no page's path is). Output paths, digests and read descriptions hold
/// neither tabs nor line feeds. A hundredth of the time `JSONEncoder` and
/// `JSONDecoder` took for the 21,000 pages of a 10k-movie site.
extension BuildManifest {
    static let magic = "sitegen-manifest 2"

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Written byte by byte: building 56,000 lines as strings and joining them was a tenth of a
    /// second at the end of every rebuild at 10k movies. Pages come in the dictionary's order:
    /// the manifest is sitegen's own state, never deployed, and nothing reads it in order, while
    /// sorting 21,000 paths was a fifth of making it.
    var bytes: [UInt8] {
        var out = ManifestWriter(capacity: estimatedSize)
        out.fields([Self.magic, version, inputs, StableDigest(value: global).hex, String(pages.count)])
        out.fields(fieldNames)
        out.fields(templates.sorted { $0.key < $1.key }.map { $0.key + "=" + StableDigest(value: $0.value).hex })
        out.fields([String(table.descriptions.count)])
        for (description, digest) in zip(table.descriptions, table.digests) {
            out.text(description)
            out.tab()
            out.hex(digest)
            out.newline()
        }
        for (path, page) in pages {
            out.text(path)
            out.tab()
            out.hex(page.digest)
            out.tab()
            if let positions = page.reads { out.numbers(positions) } else { out.text("-") }
            out.tab()
            out.text(page.jsonView ?? "-")
            out.newline()
        }
        // Appended, not joined with `+`: that made a second copy of the manifest, 10 MB at 10k
        // movies, at the build's highest moment of memory.
        out.append(Self.line(recording: output))
        return out.bytes
    }

    /// As many bytes as `bytes` has, or a little more: grown by doubling from a guess, the 10 MB
    /// manifest of a 10k-movie site held its old 8 MB beside a new 16 MB while it grew.
    var estimatedSize: Int {
        var size = 4096 + fieldNames.reduce(0) { $0 + $1.utf8.count + 1 } + templates.keys.reduce(0) { $0 + $1.utf8.count + 18 }
        for description in table.descriptions { size += description.utf8.count + 18 }
        for (path, page) in pages {
            size += path.utf8.count + 38 + (page.reads?.count ?? 0) * 8 + (page.jsonView?.utf8.count ?? 1)
        }
        if let output { size += 32 + output.copiedFiles.reduce(0) { $0 + $1.utf8.count + 1 } }
        return size
    }

    /// The last line: the output's record, if there is one.
    static func line(recording output: OutputSurvey.Record?) -> [UInt8] {
        guard let output else { return [] }
        var out = ManifestWriter(capacity: 64)
        out.fields(["", "output", String(output.finished)] + output.copiedFiles)
        return out.bytes
    }
}

/// The bytes of a manifest as it is written.
private struct ManifestWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 22) { bytes.reserveCapacity(capacity) }

    mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }
    mutating func append(_ more: [UInt8]) { bytes.append(contentsOf: more) }
    mutating func tab() { bytes.append(UInt8(ascii: "\t")) }
    mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    mutating func fields(_ fields: [String]) {
        text(fields.joined(separator: "\t"))
        newline()
    }

    /// Sixteen hexadecimal digits, as `StableDigest.hex` spells them.
    mutating func hex(_ value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((value >> UInt64(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// Decimal numbers separated by spaces, their digits appended one by one: an array per number
    /// for 170,000 reads was a seventh of making the manifest at 10k movies.
    mutating func numbers(_ numbers: [Int32]) {
        for (index, number) in numbers.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            var divisor = 1
            while divisor <= Int(number) / 10 { divisor *= 10 }
            var rest = Int(number)
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            } while divisor > 0
        }
    }
}
