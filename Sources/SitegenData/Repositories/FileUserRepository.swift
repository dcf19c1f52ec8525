public import Foundation
public import SitegenDomain

/// Users from `content/users/<id>.json`, `content/users/<id>.md` (front matter, body as bio) and
/// the array file `content/users.json`.
public struct FileUserRepository: UserRepository {
    private let folder: ContentFolder
    private let contentFolder: ContentFolder

    public init(siteRoot: URL) {
        folder = ContentFolder(siteRoot: siteRoot, relativePath: "content/users")
        contentFolder = ContentFolder(siteRoot: siteRoot, relativePath: "content")
    }

    public func loadUsers() -> LoadReport<User> {
        var registry = IdentityRegistry<User>()
        var errors: [ContentError] = []
        var warnings: [Diagnostic] = []
        var unloadable: Set<String> = []
        if contentFolder.fileNames(withExtensions: ["json"]).contains("users.json") {
            for user in loadArrayFile(errors: &errors, warnings: &warnings) {
                registry.register(user, id: user.id, at: user.source, errors: &errors)
            }
        }
        for name in folder.fileNames(withExtensions: ["json", "md"]) {
            do {
                let stem = try folder.slug(ofFileNamed: name)
                if let user = try decode(name, stem: stem, errors: &errors, warnings: &warnings) {
                    registry.register(user, id: user.id, at: user.source, errors: &errors)
                } else {
                    unloadable.insert(stem.rawValue)
                }
            } catch {
                errors.append(error)
                unloadable.insert(String(name.prefix { $0 != "." }))
            }
        }
        return LoadReport(entities: registry.entities, diagnostics: errors.map(\.diagnostic) + warnings, unloadable: unloadable)
    }
}

private extension FileUserRepository {
    func decode(_ name: String, stem: Slug, errors: inout [ContentError], warnings: inout [Diagnostic]) throws(ContentError) -> User? {
        let file = try folder.read(name)
        let document = try ContentDocument.read(file)
        guard var dto = UserDTO.read(document.fields, errors: &errors, warnings: &warnings) else { return nil }
        guard dto.id == stem else {
            errors.append(ContentError(.invalidValue(field: "id", "'\(dto.id)' does not match the file name '\(name)'"),
                                       at: dto.source, hint: "rename the file to \(dto.id).\(name.split(separator: ".").last ?? "json")"))
            return nil
        }
        if let body = document.body, dto.bio == nil, !body.text.allSatisfy(\.isWhitespace) { dto.bio = body }
        return dto.toDomain()
    }

    func loadArrayFile(errors: inout [ContentError], warnings: inout [Diagnostic]) -> [User] {
        do {
            let file = try contentFolder.read("users.json")
            let root = try JSONParser.parse(file)
            guard case .list(let entries) = root.value else {
                errors.append(ContentError(.wrongType(field: "users.json", expected: "an array of users", found: root.summary), at: root.location))
                return []
            }
            return entries.compactMap { UserDTO.read($0, errors: &errors, warnings: &warnings)?.toDomain() }
        } catch {
            errors.append(error)
            return []
        }
    }
}
