import SitegenDomain

/// A content file read into fields (and, for Markdown, a body): the step both formats share.
struct ContentDocument {
    var fields: ContentNode
    /// The Markdown body after the front matter; nil for JSON files.
    var body: MarkdownSource?

    static func read(_ file: TextFile) throws(ContentError) -> ContentDocument {
        if file.path.hasSuffix(".json") {
            return ContentDocument(fields: try JSONParser.parse(file), body: nil)
        }
        let parts = try FrontMatter.split(file)
        let fields = try YAMLReader.parse(parts.yaml, path: file.path, firstLine: parts.yamlFirstLine)
        let body = MarkdownSource(parts.body, origin: SourceLocation(path: file.path, line: parts.bodyFirstLine))
        return ContentDocument(fields: fields, body: body)
    }
}

/// Collects what a repository loads, keyed by identity, so a second claim to one id names both files.
struct IdentityRegistry<Entity> {
    private(set) var entities: [Entity] = []
    private var firstClaim: [Slug: SourceLocation] = [:]

    mutating func register(_ entity: Entity, id: Slug, at location: SourceLocation, errors: inout [ContentError]) {
        if let first = firstClaim[id] {
            errors.append(ContentError(.duplicateIdentifier(id.rawValue, otherFile: first), at: location,
                                       hint: "each id may be defined once; rename or remove one of them"))
            return
        }
        firstClaim[id] = location
        entities.append(entity)
    }
}

extension ContentFolder {
    /// The slug a file's name gives it, or a located error explaining the naming rule.
    func slug(ofFileNamed name: String) throws(ContentError) -> Slug {
        let stem = Self.stem(of: name)
        do {
            return try Slug(stem)
        } catch {
            throw ContentError(.invalidFileName(name, explanation: "is not a valid slug: it \(error.explanation)"),
                               at: SourceLocation(path: relativePath + "/" + name),
                               hint: "name content files in lowercase letters, digits and hyphens, e.g. alien-1979.md")
        }
    }

    /// A file's name up to its first dot: `alien-1979` of `alien-1979.md`. Found in the bytes:
    /// `prefix(while:)` over the name's characters cost a grapheme check per letter, for each of
    /// 12,000 files of every rebuild at 10k movies.
    static func stem(of name: String) -> String {
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[..<dot])
    }
}
