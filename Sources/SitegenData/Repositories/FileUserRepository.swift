public import Foundation
public import SitegenDomain

/// Users from `content/users/<id>.json`, `content/users/<id>.md` (front matter, body as bio) and
/// the array file `content/users.json`.
public struct FileUserRepository: UserRepository {
    private let folder: ContentFolder
    private let contentFolder: ContentFolder
    private let cache: DecodeCache?

    /// - Parameter cache: keeps decoded files between loads (`serve`, and `build` across runs).
    public init(siteRoot: URL, cache: DecodeCache? = nil) {
        folder = ContentFolder(siteRoot: siteRoot, relativePath: "content/users")
        contentFolder = ContentFolder(siteRoot: siteRoot, relativePath: "content")
        self.cache = cache
    }

    public func loadUsers() async -> LoadReport<User> {
        // `content/` itself: only whether it holds `users.json`, and whether it could be listed
        // (its other files are other loaders' to warn about).
        let content = contentFolder.listing(withExtensions: ["json"])
        let files = content.names.contains("users.json") ? [loadArrayFile()] : []
        let folderFiles = await folder.decodeEach(withExtensions: ["json", "md"], cache: cache?.users) { file, stem, name in
            UserFileDecoder.decode(file, stem: stem, fileName: name)
        }
        return DecodedFolder(files: files + folderFiles.files, problems: content.ignored.filter(\.isError) + folderFiles.problems)
            .report(id: \.id, source: \.source)
    }

    /// `content/users.json`: one file, many users.
    private func loadArrayFile() -> DecodedFolder<User>.File {
        var result = Decoded<[User]>()
        do {
            let root = try JSONParser.parse(try contentFolder.read("users.json"))
            guard case .list(let entries) = root.value else {
                result.errors.append(ContentError(.wrongType(field: "users.json", expected: "an array of users", found: root.summary),
                                                  at: root.location))
                return .init(stem: "users", decoded: result)
            }
            result.entity = entries.compactMap { UserDTO.read($0, errors: &result.errors, warnings: &result.warnings)?.toDomain() }
        } catch {
            result.errors.append(error)
        }
        return .init(stem: "users", decoded: result)
    }
}
