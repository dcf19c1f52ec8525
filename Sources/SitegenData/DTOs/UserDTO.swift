import SitegenDomain

/// The fields of a user: `users/<id>.json`, an entry of `users.json`, or the front matter of `users/<id>.md`.
struct UserDTO {
    static let keys = ["id", "name", "email", "joined", "location", "website", "bio", "favorites", "extra"]

    var id: Slug
    var name: String
    var email: String?
    var joined: CalendarDate?
    var location: String?
    var website: String?
    var bio: MarkdownSource?
    var favorites: [MovieReference]
    var extra: ExtraFields
    var source: SourceLocation

    static func read(_ node: ContentNode, errors: inout [ContentError], warnings: inout [Diagnostic]) -> UserDTO? {
        guard var fields = FieldReader(node, errors: &errors, what: "user") else { return nil }
        let id = fields.required("id") { $0.slug($1, what: "user id") }
        let name = fields.required("name") { $0.text($1) }
        let email = fields.string("email")
        let joined = fields.date("joined")
        let location = fields.string("location")
        let website = fields.link("website")
        let bioNode = fields.node("bio")
        let bio = bioNode.flatMap { node in fields.stringValue(of: node, field: "bio").map { MarkdownSource($0, origin: node.location) } }
        let favorites = (fields.strings("favorites") ?? []).compactMap { text, location in
            fields.slug(text, at: location, field: "favorites", what: "movie slug").map { MovieReference($0, at: location) }
        }
        let extra = fields.extra()
        errors += fields.errors
        warnings += fields.unknownKeyWarnings(known: keys, takesExtra: true)
        guard let id, let name, fields.errors.isEmpty else { return nil }
        return UserDTO(id: id, name: name, email: email, joined: joined, location: location, website: website,
                       bio: bio, favorites: favorites, extra: extra, source: fields.location)
    }

    func toDomain() -> User {
        User(id: id, name: name, email: email, joined: joined, location: location, website: website,
             bio: bio, favorites: favorites, extra: extra, source: source)
    }
}

// MARK: - In the decode cache

// What `.public.cache` keeps of a decoded user, field by field: beside the DTO, so that a new
// field is read from its file and kept in the cache in one file. (The digest a rebuild compares is
// taken from these bytes too.)
extension User: CacheCodable {
    func write(to writer: inout CacheWriter) {
        let fields = self.fields
        writer.write(fields.id)
        writer.write(fields.name)
        writer.write(fields.email)
        writer.write(fields.joined)
        writer.write(fields.location)
        writer.write(fields.website)
        writer.write(fields.bio)
        writer.write(fields.favorites)
        writer.write(fields.extra)
        writer.write(fields.source)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Corrupt) {
        self.init(id: try reader.read(), name: try reader.read(), email: try reader.read(), joined: try reader.read(),
                  location: try reader.read(), website: try reader.read(), bio: try reader.read(),
                  favorites: try reader.read(), extra: try reader.read(), source: try reader.read())
    }
}
