public import SitegenDomain

/// A file under `content/` (or `site.yml`) that cannot be read as what it claims to be.
public struct ContentError: LocatedError, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case unreadable(String)
        case empty
        case tooLarge(bytes: Int, limit: Int)
        case invalidUTF8
        case syntax(String)
        case duplicateKey(String, firstLine: Int)
        case missingField(String)
        case wrongType(field: String, expected: String, found: String)
        case invalidValue(field: String, String)
        case tooDeep(limit: Int)
        case frontMatterNeverClosed
        case missingFrontMatter
        case frontMatterNotAMapping
        case aliasOrTagNotAllowed(String)
        case duplicateIdentifier(String, otherFile: SourceLocation)
        case invalidFileName(String, explanation: String)
        /// A named pipe, socket, device or folder where a file was expected: never opened.
        case notRegularFile(FileKind)
        /// A file, pipe or device where a folder was expected.
        case notAFolder(FileKind)
        /// A symbolic link to nothing where a folder was expected.
        case linkToNothing
        /// A folder that exists but cannot be listed.
        case unreadableFolder(String)
        /// A control character (or U+FFFE/U+FFFF), which neither HTML nor XML can carry.
        case controlCharacter(Unicode.Scalar)
    }

    public var location: SourceLocation
    public var reason: Reason
    public var hint: String?

    /// What to do about a control character.
    static let controlCharacterHint = "remove it: HTML and XML cannot carry control characters (tabs and line breaks are fine)"

    public init(_ reason: Reason, at location: SourceLocation, hint: String? = nil) {
        self.reason = reason
        self.location = location
        self.hint = hint
    }

    public var diagnostic: Diagnostic {
        Diagnostic(at: location, message, hint: hint)
    }

    private var message: String {
        switch reason {
        case .unreadable(let why): "cannot read file: \(why)"
        case .empty: "file is empty"
        case .tooLarge(let bytes, let limit): "file is \(bytes) bytes, larger than the limit of \(limit) bytes"
        case .invalidUTF8: "file is not valid UTF-8"
        case .syntax(let what): what
        case .duplicateKey(let key, let firstLine): "duplicate key '\(key)' (first defined on line \(firstLine))"
        case .missingField(let field): "missing required field '\(field)'"
        case .wrongType(let field, let expected, let found): "'\(field)' must be \(expected) (got \(found))"
        case .invalidValue(let field, let why): "'\(field)' \(why)"
        case .tooDeep(let limit): "nesting deeper than \(limit) levels"
        case .frontMatterNeverClosed: "front matter opened here is never closed with '---'"
        case .missingFrontMatter: "file does not start with front matter ('---' on the first line)"
        case .frontMatterNotAMapping: "front matter must be a mapping of 'key: value' lines"
        case .aliasOrTagNotAllowed(let what): "\(what) not allowed in front matter"
        case .duplicateIdentifier(let id, let other): "'\(id)' is also defined at \(other)"
        case .invalidFileName(let name, let explanation): "file name '\(name)' \(explanation)"
        case .notRegularFile(let kind): kind.notRegularFileMessage
        case .notAFolder(let kind): "not a folder (\(kind.description))"
        case .linkToNothing: "not a folder (a link to something that does not exist)"
        case .unreadableFolder(let why): "cannot list the folder: \(why)"
        case .controlCharacter(let scalar): "control character \(ControlCharacters.name(of: scalar)) is not allowed"
        }
    }
}
