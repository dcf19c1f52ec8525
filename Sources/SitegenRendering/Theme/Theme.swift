public import Foundation
public import SitegenDomain

/// A theme's files: Mustache templates, and static files (CSS, fonts) copied as they are.
public struct Theme: Sendable {
    public struct File: Sendable {
        /// Relative to the theme folder, e.g. `templates/movie.html`, `static/css/site.css`.
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    public var name: String
    /// Where the theme's files are shown to come from in diagnostics: `themes/<name>`.
    public var displayPath: String
    public var files: [File]

    public init(name: String, displayPath: String, files: [File]) {
        self.name = name
        self.displayPath = displayPath
        self.files = files
    }

    /// Templates by name: `templates/movie.html` is `movie`, `templates/partials/card.html` is
    /// `partials/card`; templates of other kinds keep their extension (`feed.xml`, `robots.txt`).
    var templates: [(name: String, file: File)] {
        files.compactMap { file in
            guard file.path.hasPrefix("templates/"), !file.path.hasSuffix("/.keep") else { return nil }
            let name = file.path.dropFirst("templates/".count)
            return (String(name.hasSuffix(".html") ? name.dropLast(".html".count) : name), file)
        }
    }

    /// Whether the theme's sitemap template writes the index of a sitemap in parts (`isIndex`):
    /// one copied from the default theme before sitemaps were split lists every page in one file.
    public var writesSitemapIndex: Bool {
        guard let sitemap = templates.first(where: { $0.name == "sitemap.xml" }) else { return true }
        return String(decoding: sitemap.file.bytes, as: UTF8.self).contains("isIndex")
    }

    /// Files under `static/`, with paths relative to it: they land at the same path in the output.
    public var staticFiles: [File] {
        files.compactMap { file in
            guard file.path.hasPrefix("static/") else { return nil }
            return File(path: String(file.path.dropFirst("static/".count)), bytes: file.bytes)
        }
    }
}

/// Finds a site's theme: `themes/<name>/` in the site, or the default theme built into sitegen.
public enum ThemeLoader {
    /// - Parameter location: where `site.yml` names the theme, for the error if there is no such theme.
    public static func load(named name: String, siteRoot: URL, location: SourceLocation = SourceLocation(path: "site.yml")) throws(DiagnosticList) -> Theme {
        let folder = siteRoot.appending(path: "themes/\(name)", directoryHint: .isDirectory)
        guard (try? Slug(name)) != nil else { throw unknownTheme(name, siteRoot: siteRoot, location: location) }
        for path in ["themes", "themes/\(name)"] {
            if let kind = fileKind(siteRoot.appending(path: path).path, followingLinks: true), kind != .folder {
                throw DiagnosticList([Diagnostic(at: SourceLocation(path: path, line: 0), "not a folder (\(kind.description))",
                                                 hint: "a theme is a folder themes/<name>/ with templates/ and static/")])
            }
        }
        let own = FileManager.default.fileExists(atPath: folder.path)
            ? try files(below: folder, displayPath: "themes/\(name)") : nil
        guard name == "default" else {
            guard let own else { throw unknownTheme(name, siteRoot: siteRoot, location: location) }
            // A theme made before a template was added may leave out the ones that stand alone,
            // with no layout or partial of the theme's: sitegen's own are used.
            let ownPaths = Set(own.map(\.path))
            let added = builtInDefault.files.filter { Self.standaloneTemplates.contains($0.path) && !ownPaths.contains($0.path) }
            return Theme(name: name, displayPath: "themes/\(name)", files: (own + added).sorted { $0.path < $1.path })
        }
        // A site's themes/default/ overrides the built-in theme file by file: copy one template,
        // change it, and keep getting every other file from sitegen.
        let overridden = Set(own?.map(\.path) ?? [])
        let files = builtInDefault.files.filter { !overridden.contains($0.path) } + (own ?? [])
        return Theme(name: name, displayPath: "themes/default", files: files.sorted { $0.path < $1.path })
    }

    /// The default theme's templates that use nothing else of it: `redirect.html`, the page a
    /// moved URL keeps (`Route.movedTo`), and `calendar.ics`, the site's screenings.
    static let standaloneTemplates: Set<String> = ["templates/redirect.html", "templates/calendar.ics"]

    /// The copy of `themes/default` compiled into the binary.
    public static var builtInDefault: Theme {
        let files = EmbeddedDefaultTheme.files.map { entry in
            Theme.File(path: entry.path, bytes: [UInt8](Data(base64Encoded: entry.base64) ?? Data()))
        }
        return Theme(name: "default", displayPath: "themes/default", files: files)
    }

    private static func files(below folder: URL, displayPath: String) throws(DiagnosticList) -> [Theme.File] {
        let root = folder.resolvingSymlinksInPath().path
        var files: [Theme.File] = []
        var problems: [Diagnostic] = []
        // A folder that cannot be listed (out of file descriptors, no permission) is an error:
        // the enumerator would skip it, and the site be published without its CSS or fonts.
        let unlisted = UnlistedFolders()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [],
                                                        errorHandler: { url, error in unlisted.add(url, error); return true })
        func relativePath(_ url: URL) -> String {
            String(url.path.dropFirst(folder.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }
        while let url = enumerator?.nextObject() as? URL {
            let relative = relativePath(url)
            let location = SourceLocation(path: "\(displayPath)/\(relative)")
            // Links are judged by their target, like media: inside the theme is fine, anywhere
            // else is refused; links to folders are not followed. Kinds come from `lstat`/`stat`
            // before anything is opened: a named pipe would block the build.
            guard let own = fileKind(url.path, followingLinks: false), own != .folder else { continue }
            let target = url.resolvingSymlinksInPath()
            let kind = fileKind(url.path, followingLinks: true)
            guard kind != .folder else { continue }
            guard let kind, target.path.hasPrefix(root + "/") else {
                problems.append(Diagnostic(at: location, "theme file links outside the theme folder"))
                continue
            }
            guard kind == .regular else {
                problems.append(Diagnostic(at: location.wholeFile, kind.notRegularFileMessage, hint: FileKind.notRegularFileHint))
                continue
            }
            guard let data = regularFileContents(target.path) else {
                problems.append(Diagnostic(at: location, "cannot read theme file"))
                continue
            }
            files.append(Theme.File(path: relative, bytes: data))
        }
        for (url, error) in unlisted.failures where fileKind(url.path, followingLinks: false) != nil {
            let relative = relativePath(url)
            problems.append(Diagnostic(at: SourceLocation(path: relative.isEmpty ? displayPath : "\(displayPath)/\(relative)", line: 0),
                                       "cannot list the folder: \(error.localizedDescription)"))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return files.sorted { $0.path < $1.path }
    }

    /// The folders the enumerator could not list, kept by its error handler.
    private final class UnlistedFolders: @unchecked Sendable {
        private(set) var failures: [(url: URL, error: any Error)] = []
        func add(_ url: URL, _ error: any Error) { failures.append((url, error)) }
    }

    /// What `lstat` (or `stat`) says `path` is.
    private static func fileKind(_ path: String, followingLinks: Bool) -> FileKind? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .namedPipe
        case S_IFSOCK: return .socket
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        default: return .unknown
        }
    }

    /// The bytes of a regular file, opened without blocking and checked again once open: the
    /// name may have been replaced by a named pipe since it was looked at.
    private static func regularFileContents(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? bytes : nil }
            bytes += buffer[..<count]
        }
    }

    private static func unknownTheme(_ name: String, siteRoot: URL, location: SourceLocation) -> DiagnosticList {
        let own = (try? FileManager.default.contentsOfDirectory(atPath: siteRoot.appending(path: "themes").path)) ?? []
        let available = Set(own + ["default"]).sorted().joined(separator: ", ")
        return DiagnosticList([Diagnostic(at: location, "theme '\(name)' not found",
                                          hint: "available themes: \(available)")])
    }
}
