import Glibc
import SitegenDomain

/// A content file decoded to text: UTF-8 checked byte by byte, BOM stripped, line endings made `\n`.
///
/// `\r\n` and a lone `\r` each count as one line break, so positions reported against `text` are the
/// positions an editor shows for the original file.
public struct TextFile: Sendable {
    /// Files larger than this are refused before they are parsed: no catalog entry is 10 MB of text.
    public static let sizeLimit = 10 * 1024 * 1024

    /// Path relative to the site folder, as diagnostics print it.
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Decodes `bytes`, or says where the first byte that is not UTF-8 stands.
    public init(path: String, bytes: [UInt8]) throws(ContentError) {
        let start = SourceLocation(path: path)
        guard !bytes.isEmpty else { throw ContentError(.empty, at: start) }
        guard bytes.count <= Self.sizeLimit else {
            throw ContentError(.tooLarge(bytes: bytes.count, limit: Self.sizeLimit), at: start)
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        // The standard library validates fast; the slow walk that finds the bad byte's position
        // runs only for a file that failed.
        guard let decoded = String(validating: body, as: UTF8.self) else {
            let location = Self.location(ofByte: Self.firstInvalidUTF8Offset(in: body) ?? 0, in: body, path: path)
            throw ContentError(.invalidUTF8, at: location, hint: "save the file as UTF-8")
        }
        // Other control characters would reach pages and feeds as they are, and XML allows none.
        // NUL is let through here: it is replaced below.
        if let offset = body.withUnsafeBufferPointer({ ControlCharacters.firstForbiddenOffset(in: $0, allowingNUL: true) }) {
            let location = Self.location(ofByte: offset, in: body, path: path)
            let scalar = String(decoding: body[(body.startIndex + offset)...].prefix(3), as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            throw ContentError(.controlCharacter(scalar), at: location, hint: ContentError.controlCharacterHint)
        }
        // NUL is valid UTF-8 but no text means it; like cmark, show it as U+FFFD instead of
        // letting it cut a C string short further down.
        // Both fixes are rare: one fast scan of the bytes decides whether to look at characters.
        guard Self.contains(0, in: body) || Self.contains(UInt8(ascii: "\r"), in: body) else {
            self.init(path: path, text: decoded)
            return
        }
        self.init(path: path, text: Self.normalizingLineEndings(decoded.replacingNUL))
    }
}

private extension String {
    var replacingNUL: String {
        guard utf8.contains(0) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }
}

private extension TextFile {
    static func contains(_ byte: UInt8, in bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return false }
            return memchr(start, Int32(byte), buffer.count) != nil
        }
    }

    static func firstInvalidUTF8Offset(in bytes: ArraySlice<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// Line and column (in characters) of byte `offset`, counting line breaks the way the text will.
    static func location(ofByte offset: Int, in bytes: ArraySlice<UInt8>, path: String) -> SourceLocation {
        let before = bytes.prefix(offset)
        let text = normalizingLineEndings(String(decoding: before, as: UTF8.self))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return SourceLocation(path: path, line: lines.count, column: (lines.last?.count ?? 0) + 1)
    }

    static func normalizingLineEndings(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        // "\r\n" is a single Character in Swift, so one pass handles CRLF and lone CR alike.
        return String(text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }
}
