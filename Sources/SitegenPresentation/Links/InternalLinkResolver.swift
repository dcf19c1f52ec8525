public import SitegenDomain

/// Turns the internal link forms authors write in Markdown (`movie:alien-1979`, `user:ada`) into
/// site URLs, and explains why one cannot be resolved.
public struct InternalLinkResolver: Sendable {
    public enum Resolution: Sendable, Equatable {
        /// Not an internal link: left as the author wrote it (http, mailto, a relative path).
        case external
        case resolved(url: String)
        case broken(message: String, hint: String?)
        /// An image in `content/media/` with resized copies: shown as a `<picture>` of them.
        case picture(PictureViewModel)
    }

    /// Sections of a movie or user page that a link may point into.
    public static let knownFragments: Set<String> = ["reviews", "favorites", "synopsis"]

    private let router: Router
    private let catalog: Catalog
    private let mediaFiles: Set<String>
    private let pictures: PicturePresenter
    private let hasImages: Bool
    private let images: ImageLibrary
    private let unloadableMovies: Set<String>
    private let unloadableUsers: Set<String>

    /// - Parameters:
    ///   - mediaFiles: paths below `content/media/`, so `media/x.png` in prose can be checked.
    ///   - images: the resized copies of media images, which prose images are shown with.
    ///   - unloadableMovies, unloadableUsers: files that failed to load, when links are checked
    ///     against the catalog of a broken site: a link to one is not reported again.
    public init(router: Router, catalog: Catalog, mediaFiles: Set<String> = [], images: ImageLibrary = .empty,
                unloadableMovies: Set<String> = [], unloadableUsers: Set<String> = []) {
        self.router = router
        self.catalog = catalog
        self.mediaFiles = mediaFiles
        pictures = PicturePresenter(router: router, images: images)
        hasImages = !images.entries.isEmpty
        self.images = images
        self.unloadableMovies = unloadableMovies
        self.unloadableUsers = unloadableUsers
    }

    /// An image's destination: a media image with copies becomes a picture of them (its alt text
    /// is cmark's to write); anything else resolves as a link does.
    public func resolveImage(_ destination: String) -> Resolution {
        guard hasImages, destination.hasPrefix("media/") else { return resolve(destination) }
        let path = String(destination.prefix { $0 != "#" && $0 != "?" })
        guard images[path] != nil else { return resolve(destination) }
        return .picture(pictures.present(path, alt: ""))
    }

    public func resolve(_ destination: String) -> Resolution {
        if destination.hasPrefix("media/") { return resolveMedia(destination) }
        // `/movies/` means the site's own root, which is not the host's root under a base URL with a path.
        if destination.hasPrefix("/"), !destination.hasPrefix("//") {
            return .resolved(url: router.url(forFile: String(destination.dropFirst())))
        }
        if let (name, fragment) = Self.pageFile(destination) { return resolvePage(name, fragment: fragment) }
        guard let colon = destination.firstIndex(of: ":") else { return .external }
        let scheme = destination[..<colon]
        guard ["movie", "user", "person"].contains(scheme.lowercased()) else { return .external }
        guard scheme == "movie" || scheme == "user" || scheme == "person" else {
            return .broken(message: "link scheme '\(scheme):' must be lowercase", hint: "write \(scheme.lowercased()):…")
        }
        let target = destination[destination.index(after: colon)...]
        // Most links name no section: their bytes are looked at once, not split as characters (see `pageFile`).
        let parts = target.utf8.contains(UInt8(ascii: "#")) ? target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false) : [target]
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        if let fragment, !Self.knownFragments.contains(fragment) || scheme == "person" {
            return .broken(message: "link '\(destination)' points to an unknown section '#\(fragment)'",
                           hint: "known sections: " + Self.knownFragments.sorted().map { "#" + $0 }.joined(separator: ", "))
        }
        guard let slug = try? Slug(String(parts[0])) else {
            return .broken(message: "link '\(destination)' does not name a \(scheme) (expected \(scheme):<slug>)", hint: nil)
        }
        let suffix = fragment.map { "#" + $0 } ?? ""
        switch scheme {
        case "movie": return resolveMovie(slug, suffix: suffix)
        case "person": return resolvePerson(slug)
        default: return resolveUser(slug, suffix: suffix)
        }
    }

    /// `about.md` (or `about.md#team`) names the free page `content/pages/about.md`: a link between
    /// pages that works on the site and, beside the file, on GitHub.
    private static func pageFile(_ destination: String) -> (name: Substring, fragment: Substring?)? {
        // Asked of every destination: one without a `.` byte (`movie:alien-1979`) is looked at
        // once, not split as characters. With the bytes' look for `#` in `resolve`: a shard of four
        // at 10k checks every page's links in 0.195 s instead of 0.245 s (6 pairs, medians), 2% of
        // its build.
        guard destination.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0].hasSuffix(".md"), !parts[0].contains("/"), !parts[0].contains(":") else { return nil }
        return (parts[0].dropLast(".md".count), parts.count > 1 ? parts[1] : nil)
    }

    private func resolvePage(_ name: Substring, fragment: Substring?) -> Resolution {
        let pages = catalog.pages
        guard let slug = try? Slug(String(name)), let page = pages.first(where: { $0.slug == slug }) else {
            let names = pages.map { $0.slug.rawValue + ".md" }.sorted()
            let listed = names.isEmpty ? "this site has none" : names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : "")
            return .broken(message: "link to unknown page '\(name).md'", hint: "a link to <name>.md names a free page of content/pages/: " + listed)
        }
        return .resolved(url: router.url(for: .page(page.slug)) + (fragment.map { "#" + $0 } ?? ""))
    }

    private func resolvePerson(_ slug: Slug) -> Resolution {
        guard catalog.term(.people, slug) != nil else {
            return .broken(message: "link to unknown person '\(slug)'",
                           hint: "person links name someone a movie credits as director or cast, by the slug of the name: person:agnes-varda")
        }
        return .resolved(url: router.url(for: .term(.people, slug, page: 1)))
    }

    /// `media/x.png` means the site's media file wherever the page is, not a path relative to the page.
    private func resolveMedia(_ destination: String) -> Resolution {
        let path = String(destination.dropFirst("media/".count).prefix { $0 != "#" && $0 != "?" })
        guard mediaFiles.contains(path) else {
            return .broken(message: "link to media file '\(destination)', which is not in content/media/", hint: nil)
        }
        return .resolved(url: router.url(forFile: destination))
    }

    private func resolveMovie(_ slug: Slug, suffix: String) -> Resolution {
        if catalog.movieWithoutProse(slug) != nil || unloadableMovies.contains(slug.rawValue) {
            return .resolved(url: router.url(for: .movie(slug)) + suffix)
        }
        if catalog.draftSlugs.contains(slug) {
            return .broken(message: "link to movie '\(slug)', which is a draft and is not published",
                           hint: "publish it (draft: false), build with --drafts, or remove the link")
        }
        return .broken(message: "link to unknown movie '\(slug)'", hint: "movie links use the file name: movie:<slug>")
    }

    private func resolveUser(_ id: Slug, suffix: String) -> Resolution {
        guard catalog.user(id) != nil || unloadableUsers.contains(id.rawValue) else {
            return .broken(message: "link to unknown user '\(id)'", hint: "user links use the user's id: user:<id>")
        }
        return .resolved(url: router.url(for: .user(id)) + suffix)
    }
}
