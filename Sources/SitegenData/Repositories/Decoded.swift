import SitegenDomain

/// What decoding one file gave: the entity if it could be built, and every problem found on the way.
struct Decoded<Entity> {
    var entity: Entity?
    var errors: [ContentError] = []
    var warnings: [Diagnostic] = []
    /// The prose of a file whose fields failed (`StrayProse`).
    var strayProse: StrayProse?

    init(entity: Entity? = nil, errors: [ContentError] = [], warnings: [Diagnostic] = [], strayProse: StrayProse? = nil) {
        self.entity = entity
        self.errors = errors
        self.warnings = warnings
        self.strayProse = strayProse
    }

    /// A file that could not even be read or parsed.
    init(failure: ContentError) {
        self.init(errors: [failure])
    }
}

extension Decoded: Sendable where Entity: Sendable {}

/// Decodes one movie file from its text: pure, so the loader can run files in parallel and tests
/// can feed it any bytes.
enum MovieFileDecoder {
    static func decode(_ file: TextFile, slug: Slug, mediaExists: (String) -> Bool) -> Decoded<Movie> {
        var result = Decoded<Movie>()
        let document: ContentDocument
        do { document = try ContentDocument.read(file) } catch { return Decoded(failure: error) }
        guard let fields = MovieFrontMatter.read(document.fields, fileSlug: slug, errors: &result.errors, warnings: &result.warnings) else {
            result.strayProse = .of(document)
            return result
        }
        if let poster = fields.poster, !poster.hasPrefix("http://"), !poster.hasPrefix("https://"), !mediaExists(poster) {
            result.errors.append(ContentError(.invalidValue(field: "poster", "names no file in content/media/ (got \"\(poster)\")"),
                                              at: fields.posterLocation ?? SourceLocation(path: file.path),
                                              hint: MediaPathGuess.hint(for: poster, exists: mediaExists,
                                                                        otherwise: "posters are paths below content/, e.g. media/alien.jpg")))
            result.strayProse = .of(document)
            return result
        }
        let start = SourceLocation(path: file.path)
        result.entity = fields.toDomain(slug: slug, body: document.body ?? MarkdownSource("", origin: start), file: start)
        return result
    }
}

/// Decodes one user file (`users/<id>.json` or `users/<id>.md`) from its text.
enum UserFileDecoder {
    static func decode(_ file: TextFile, stem: Slug, fileName: String) -> Decoded<User> {
        var result = Decoded<User>()
        let document: ContentDocument
        do { document = try ContentDocument.read(file) } catch { return Decoded(failure: error) }
        guard var dto = UserDTO.read(document.fields, errors: &result.errors, warnings: &result.warnings) else { return result }
        guard dto.id == stem else {
            let suffix = fileName.split(separator: ".").last ?? "json"
            // At the id, which is as likely to be the mistake as the file's name (helper-35).
            let idLocation: SourceLocation? = if case .mapping(let fields) = document.fields.value {
                fields.first { $0.key == "id" }?.value.location
            } else { nil }
            result.errors.append(ContentError(.invalidValue(field: "id", "'\(dto.id)' does not match the file name '\(fileName)'"),
                                              at: idLocation ?? dto.source,
                                              hint: "write the id as \(stem.rawValue), or rename the file to \(dto.id).\(suffix)"))
            return result
        }
        if let body = document.body, dto.bio == nil, !body.text.allSatisfy(\.isWhitespace) { dto.bio = body }
        result.entity = dto.toDomain()
        return result
    }
}
