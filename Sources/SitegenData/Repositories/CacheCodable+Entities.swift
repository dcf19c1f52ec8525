import SitegenDomain

// What a persisted `DecodeCache` holds of each decoded file: its entities and warnings, field by
// field in declaration order. Values go back through their validating initialisers, so a damaged
// file cannot make an impossible slug, date or rating. A movie's and a user's own codec is beside
// the DTO that reads its file (`MovieFrontMatter`, `UserDTO`): a new field is read and kept there.

extension Review: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(author)
        writer.write(rating)
        writer.write(date)
        writer.write(text)
        writer.write(source)
        writer.write(dateSource)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(author: try reader.read(), rating: try reader.read(), date: try reader.read(),
                  text: try reader.read(), source: try reader.read(), dateSource: try reader.read() as SourceLocation)
    }
}

extension MovieReference: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(slug)
        writer.write(source)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(try reader.read(), at: try reader.read())
    }
}

extension Term: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(slug)
        writer.write(name)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(slug: try reader.read(), name: try reader.read())
    }
}

extension Slug: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(rawValue) }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        do { try self.init(try reader.read() as String) } catch { throw CacheReader.Corrupt() }
    }
}

extension CalendarDate: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(year)
        writer.write(month)
        writer.write(day)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        let year: Int = try reader.read(), month: Int = try reader.read(), day: Int = try reader.read()
        do { try self.init(year: year, month: month, day: day) } catch { throw CacheReader.Corrupt() }
    }
}

extension Rating: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(halfStars) }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        do { try self.init(Double(try reader.read() as Int) / 2) } catch { throw CacheReader.Corrupt() }
    }
}

extension MarkdownSource: CacheCodable {
    func write(to writer: inout CacheWriter) {
        // For a digest, the prose's digest: prose left in its file is not read for it.
        if writer.writesProseDigests { writer.write(textDigest) } else { writer.write(text) }
        writer.write(origin)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(try reader.read(), origin: try reader.read())
    }
}

extension SourceLocation: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(path)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(path: try reader.read(), line: try reader.read(), column: try reader.read())
    }
}

extension Diagnostic: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(isError)
        writer.write(location)
        writer.write(message)
        writer.write(hint)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        let isError: Bool = try reader.read()
        self.init(isError ? .error : .warning, at: try reader.read(), try reader.read(), hint: try reader.read())
    }
}

/// An optional integer field (`Int` itself is not `CacheCodable`, so that a plain field cannot be
/// written as an optional by mistake).
struct CacheInt: CacheCodable {
    var value: Int

    init(_ value: Int) { self.value = value }
    func write(to writer: inout CacheWriter) { writer.write(value) }
    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) { value = try reader.read() }
}

extension ExtraFields: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(entries.count)
        for entry in entries {
            writer.write(entry.key)
            entry.value.write(to: &writer)
            writer.write(entry.source)
            writer.write(entry.itemSources)
        }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        let count: Int = try reader.read()
        guard count >= 0, count < 10_000 else { throw CacheReader.Corrupt() }
        var entries: [Entry] = []
        for _ in 0..<count { entries.append(Entry(key: try reader.read(), value: try Value(from: &reader), source: try reader.read(),
                                                  itemSources: try reader.read())) }
        self.init(entries)
    }
}

extension ExtraFields.Value {
    func write(to writer: inout CacheWriter) {
        switch self {
        case .text(let text): writer.write(0); writer.write(text)
        case .number(let number): writer.write(1); writer.write(number)
        case .decimal(let text): writer.write(2); writer.write(text)
        case .flag(let flag): writer.write(3); writer.write(flag)
        case .list(let values):
            writer.write(4)
            writer.write(values.count)
            for value in values { value.write(to: &writer) }
        }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        let tag: Int = try reader.read()
        switch tag {
        case 0: self = .text(try reader.read())
        case 1: self = .number(try reader.read())
        case 2: self = .decimal(try reader.read())
        case 3: self = .flag(try reader.read())
        case 4:
            let count: Int = try reader.read()
            guard count >= 0, count < 10_000 else { throw CacheReader.Corrupt() }
            var values: [Self] = []
            for _ in 0..<count { values.append(try Self(from: &reader)) }
            self = .list(values)
        default: throw CacheReader.Corrupt()
        }
    }
}
