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
    /// Output path → digest of the page's view model and templates.
    var pages: [String: UInt64]
    /// Every view-model field name the templates could ask for: a rebuild wraps only the pages
    /// that changed, and checks template names against these.
    var fieldNames: [String]
    /// Every read the pages made, with the digest of what it answered (see `ReadTable`).
    var table: ReadTable
    /// Output path → the positions of the page's reads in `table`, to skip presenting it when
    /// none of them changed.
    var reads: [String: [Int32]]
    /// Output path → the name of the JSON view beside the page, for pages that have one.
    var jsonViews: [String: String] = [:]
    /// What the output held when the build finished with it, for the next build's survey; nil
    /// until then, or when it could not be recorded.
    var output: OutputSurvey.Record? = nil

    /// The descriptions of a page's reads (`CatalogRead.description`).
    func readDescriptions(of path: String) -> [String]? {
        reads[path].map { $0.map { table.descriptions[Int($0)] } }
    }

    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).manifest")
    }

    /// What the first line of the output folder's manifest says: the fingerprint of the inputs
    /// that build read, and how many pages it made. Enough to tell that nothing changed, without
    /// reading the megabytes after it.
    static func header(for output: URL) -> (inputs: String, pageCount: Int)? {
        let descriptor = open(location(for: output).path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
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

    static func save(_ bytes: [UInt8], for output: URL) {
        WholeFile.replace(Self.location(for: output).path, with: bytes)
    }
}

extension BuildManifest {
    /// The manifest of a build: its pages' reads interned into a new table (see `ReadTable.of`),
    /// with the digests they answer now.
    init(
        inputs: String, changes: ReadChanges, previous: BuildManifest?, templates: Set<String>,
        pages: [String: UInt64], reads: [String: PageReads], fieldNames: [String], jsonViews: [String: String]
    ) {
        let interned = ReadTable.of(reads, previous: previous?.table, digestsNow: changes.previousDigestsNow,
                                    digest: changes.digest(ofRead:))
        self.init(inputs: inputs, global: changes.global.value,
                  templates: Dictionary(uniqueKeysWithValues: templates.map { ($0, changes.templateDigest($0)) }),
                  pages: pages, fieldNames: fieldNames, table: interned.table, reads: interned.pages, jsonViews: jsonViews)
    }
}

/// Lines of tab-separated fields: a header, then one line per page, then the output's record (its
/// first field empty, as no page's path is). Output paths, digests and read descriptions hold
/// neither tabs nor line feeds. A hundredth of the time `JSONEncoder` and
/// `JSONDecoder` took for the 21,000 pages of a 10k-movie site.
extension BuildManifest {
    private static let magic = "sitegen-manifest 2"

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Written byte by byte: building 56,000 lines as strings and joining them was a tenth of a
    /// second at the end of every rebuild at 10k movies. Pages come in the dictionary's order:
    /// the manifest is sitegen's own state, never deployed, and nothing reads it in order, while
    /// sorting 21,000 paths was a fifth of making it.
    var bytes: [UInt8] {
        var out = ManifestWriter()
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
        for (path, digest) in pages {
            out.text(path)
            out.tab()
            out.hex(digest)
            out.tab()
            if let positions = reads[path] { out.numbers(positions) } else { out.text("-") }
            out.tab()
            out.text(jsonViews[path] ?? "-")
            out.newline()
        }
        return out.bytes + Self.line(recording: output)
    }

    /// The last line: the output's record, if there is one.
    static func line(recording output: OutputSurvey.Record?) -> [UInt8] {
        guard let output else { return [] }
        var out = ManifestWriter(capacity: 64)
        out.fields(["", "output", String(output.finished)] + output.copiedFiles)
        return out.bytes
    }

    static func parse(_ text: String) -> BuildManifest? { parse(Array(text.utf8)) }

    /// Reads the lines as bytes: splitting 21,000 lines into `Substring`s and copying each field
    /// took a tenth of a second, a tenth of a rebuild. Anything out of place (a read position
    /// past the table, a digest that is not one) makes the whole manifest unusable.
    static func parse(_ bytes: [UInt8]) -> BuildManifest? {
        bytes.withUnsafeBufferPointer { parse($0[...]) }
    }

    /// A stretch of the manifest's bytes. Not `ArraySlice`, which holds a reference to its array:
    /// counting references for each of 56,000 lines and their fields was a third of reading one.
    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    private static func parse(_ bytes: Bytes) -> BuildManifest? {
        var lines = Self.lines(of: bytes)[...]
        guard lines.count >= 4 else { return nil }
        /// The line's fields as strings, at most `limit` of them: the last takes the rest.
        func strings(_ line: Bytes, _ limit: Int) -> [String] {
            var cursor = FieldCursor(line), fields: [Bytes] = []
            while fields.count < limit - 1, let field = cursor.next() { fields.append(field) }
            if let rest = cursor.rest() { fields.append(rest) }
            return fields.map { String(decoding: $0, as: UTF8.self) }
        }
        let header = strings(lines.removeFirst(), 5)
        guard header.count == 5, header[0] == magic, header[1] == currentVersion, let global = UInt64(header[3], radix: 16)
        else { return nil }
        let fieldNames = strings(lines.removeFirst(), .max).filter { !$0.isEmpty }
        var templates: [String: UInt64] = [:]
        for entry in strings(lines.removeFirst(), .max) where !entry.isEmpty {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let digest = UInt64(parts[1], radix: 16) else { return nil }
            templates[String(parts[0])] = digest
        }
        guard let readCount = Int(String(decoding: lines.removeFirst(), as: UTF8.self)), readCount <= lines.count else { return nil }
        var table = ReadTable()
        table.descriptions.reserveCapacity(readCount)
        table.digests.reserveCapacity(readCount)
        for _ in 0..<readCount {
            var read = FieldCursor(lines.removeFirst())
            guard let description = read.next(), let digest = read.rest().flatMap(hexValue) else { return nil }
            table.descriptions.append(String(decoding: description, as: UTF8.self))
            table.digests.append(digest)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        var output: OutputSurvey.Record?
        if let last = lines.last, last.first == UInt8(ascii: "\t") {
            let record = strings(lines.removeLast(), .max)
            guard record.count >= 3, record[1] == "output", let finished = Int64(record[2]) else { return nil }
            output = OutputSurvey.Record(finished: finished, copiedFiles: Array(record[3...]))
        }
        var pages: [String: UInt64] = [:], reads: [String: [Int32]] = [:], jsonViews: [String: String] = [:]
        pages.reserveCapacity(lines.count)
        reads.reserveCapacity(lines.count)
        jsonViews.reserveCapacity(lines.count)
        for line in lines {
            var page = FieldCursor(line)
            guard let pathBytes = page.next(), let digestBytes = page.next(), let readBytes = page.next(),
                  let json = page.rest(), !pathBytes.isEmpty, !json.isEmpty, let digest = hexValue(digestBytes)
            else { return nil }
            let path = String(decoding: pathBytes, as: UTF8.self)
            pages[path] = digest
            if !json.elementsEqual("-".utf8) { jsonViews[path] = String(decoding: json, as: UTF8.self) }
            guard !readBytes.elementsEqual("-".utf8) else { continue }
            guard let positions = positions(readBytes, below: readCount) else { return nil }
            reads[path] = positions
        }
        return BuildManifest(inputs: header[2], global: global, templates: templates, pages: pages, fieldNames: fieldNames,
                             table: table, reads: reads, jsonViews: jsonViews, output: output)
    }

    /// The lines of `bytes`, the last one empty if they end with a line feed.
    private static func lines(of bytes: Bytes) -> [Bytes] {
        var lines: [Bytes] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(bytes[start..<end])
            start = end + 1
        }
        lines.append(bytes[start...])
        return lines
    }

    /// The tab-separated fields of a line, one after another, without an array for each line.
    private struct FieldCursor {
        private var remaining: Bytes?

        init(_ line: Bytes) { remaining = line }

        /// The next field, ended by a tab; nil if no tab is left.
        mutating func next() -> Bytes? {
            guard let line = remaining, let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            remaining = line[(tab + 1)...]
            return line[..<tab]
        }

        /// The last field: all that is left, tabs and all.
        mutating func rest() -> Bytes? {
            defer { remaining = nil }
            return remaining
        }
    }

    /// Space-separated decimal positions, each below `count`; nil if any is not.
    private static func positions(_ text: Bytes, below count: Int) -> [Int32]? {
        var positions: [Int32] = []
        guard !text.isEmpty else { return positions }
        var value = 0, digits = 0
        func endOfNumber() -> Bool {
            guard digits > 0, value < count else { return false }
            positions.append(Int32(value))
            value = 0
            digits = 0
            return true
        }
        for byte in text {
            if byte == UInt8(ascii: " ") {
                guard endOfNumber() else { return nil }
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 10 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
        }
        return endOfNumber() ? positions : nil
    }

    /// One to sixteen hexadecimal digits, read from the bytes without a string for each.
    private static func hexValue(_ text: Bytes) -> UInt64? {
        guard text.count >= 1, text.count <= 16 else { return nil }
        var value: UInt64 = 0
        for byte in text {
            // A digit, or a letter a-f in either case (0x20 makes a capital small).
            var digit = byte &- UInt8(ascii: "0")
            if digit > 9 {
                digit = (byte | 0x20) &- UInt8(ascii: "a")
                guard digit < 6 else { return nil }
                digit += 10
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}

/// The bytes of a manifest as it is written.
private struct ManifestWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 22) { bytes.reserveCapacity(capacity) }

    mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }
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
