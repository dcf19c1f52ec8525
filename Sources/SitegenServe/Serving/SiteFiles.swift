public import Foundation
import CDispatch
import Glibc

/// Maps a request target to a file of the served folder, refusing every way out of it.
///
/// The raw target is decoded exactly once; `..` or `.` segments, backslashes, NUL and invalid
/// UTF-8 are bad requests, and the file found must lie inside the folder once symbolic links are
/// resolved — compared with a trailing `/`, so `public-old/` is not inside `public/`.
public struct SiteFiles: Sendable {
    public enum Resolution: Equatable, Sendable {
        case file(URL)
        /// A folder asked for without its trailing slash: where to send the browser.
        case redirect(String)
        case notFound
        case badRequest
    }

    /// The served folder with symbolic links resolved.
    public let root: URL

    public init(root: URL) {
        let resolved = root.path.withCString { realpath($0, nil) }
        defer { free(resolved) }
        self.root = URL(fileURLWithPath: resolved.map { String(cString: $0) } ?? root.path, isDirectory: true)
    }

    /// - Parameter target: the request target as sent, e.g. `/movies/alien-1979/?x=1`.
    public func resolve(_ target: String) -> Resolution {
        let rawPath = target.prefix { $0 != "?" && $0 != "#" }
        let query = target.dropFirst(rawPath.count).prefix { $0 != "#" }
        guard rawPath.hasPrefix("/"), let path = Self.decode(rawPath) else { return .badRequest }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return .badRequest }
        // Hidden files (the output marker, editor files) are never served.
        guard !segments.contains(where: { $0.hasPrefix(".") }) else { return .notFound }
        guard let found = inside(root.path + (path.hasPrefix("/") ? path : "/" + path)) else { return .notFound }
        switch found.kind {
        case .folder:
            guard rawPath.hasSuffix("/") else { return .redirect(rawPath + "/" + query) }
            guard let index = inside(found.path + "/index.html"), index.kind == .file else { return .notFound }
            return .file(URL(fileURLWithPath: index.path))
        case .file:
            // `/movies/alien-1979/index.html/` is not a folder.
            return rawPath.hasSuffix("/") ? .notFound : .file(URL(fileURLWithPath: found.path))
        case .other:
            return .notFound
        }
    }

    /// The page shown for unknown addresses, if the site has one.
    public var notFoundPage: URL? {
        guard let page = inside(root.path + "/404.html"), page.kind == .file else { return nil }
        return URL(fileURLWithPath: page.path)
    }

    private enum Kind { case file, folder, other }

    /// The real path of `path` and what it is, if it exists and lies inside the root.
    private func inside(_ path: String) -> (path: String, kind: Kind)? {
        guard let real = path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(real) }
        let resolved = String(cString: real)
        guard resolved == root.path || resolved.hasPrefix(root.path + "/") else { return nil }
        var info = Glibc.stat()
        guard stat(resolved, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (resolved, .file)
        case S_IFDIR: return (resolved, .folder)
        default: return (resolved, .other)
        }
    }

    /// Percent-decodes once; nil for malformed escapes, invalid UTF-8, NUL or a backslash.
    static func decode(_ raw: Substring) -> String? {
        guard let text = String(raw).removingPercentEncoding, !text.contains("\0"), !text.contains("\\") else { return nil }
        return text
    }
}
