/// Reading a manifest back (see `BuildManifest.bytes` for its lines).
extension BuildManifest {
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
        var pages: [String: Page] = [:]
        pages.reserveCapacity(lines.count)
        for line in lines {
            var fields = FieldCursor(line)
            guard let pathBytes = fields.next(), let digestBytes = fields.next(), let readBytes = fields.next(),
                  let json = fields.rest(), !pathBytes.isEmpty, !json.isEmpty, let digest = hexValue(digestBytes)
            else { return nil }
            var page = Page(digest: digest)
            if !json.elementsEqual("-".utf8) { page.jsonView = String(decoding: json, as: UTF8.self) }
            if !readBytes.elementsEqual("-".utf8) {
                guard let positions = positions(readBytes, below: readCount) else { return nil }
                page.reads = positions
            }
            pages[String(decoding: pathBytes, as: UTF8.self)] = page
        }
        return BuildManifest(inputs: header[2], global: global, templates: templates, pages: pages, fieldNames: fieldNames,
                             table: table, output: output)
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
