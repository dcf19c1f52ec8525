public import Foundation

/// A folder under the system's temporary directory, removed when the value is released.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appending(path: "sitegen-test-\(UUID().uuidString)", directoryHint: .isDirectory)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` (or raw `bytes`) at `path` below the folder, creating folders on the way.
    @discardableResult
    public func write(_ path: String, _ text: String) -> URL {
        write(path, bytes: Array(text.utf8))
    }

    @discardableResult
    public func write(_ path: String, bytes: [UInt8]) -> URL {
        let file = url.appending(path: path)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(bytes))
        return file
    }

    /// Copies a folder's contents (a fixture site) into this folder.
    public func copyContents(of source: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appending(path: name), to: url.appending(path: name))
        }
    }

    /// Every regular file below the folder, as sorted relative paths.
    public func relativeFilePaths(below sub: String = "") -> [String] {
        let root = url.appending(path: sub).standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let file = enumerator?.nextObject() as? URL {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(String(file.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        }
        return paths.sorted()
    }
}
