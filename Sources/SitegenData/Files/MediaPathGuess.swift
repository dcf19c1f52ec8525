/// The path a poster or a photo most likely meant, when the one written names no file: written
/// from the site's root (`content/media/alien.jpg`), as a URL path (`/media/alien.jpg`) or without
/// its folder (`alien.jpg`) — each a path a new user tries first (helper-35).
enum MediaPathGuess {
    /// The first of those readings that names a file, if one does.
    static func guess(for written: String, exists: (String) -> Bool) -> String? {
        var path = Substring(written)
        while path.hasPrefix("/") || path.hasPrefix("./") { path = path.dropFirst(path.hasPrefix("/") ? 1 : 2) }
        if path.hasPrefix("content/") { path = path.dropFirst("content/".count) }
        let candidates = [String(path), "media/" + path]
        return candidates.first { $0 != written && exists($0) }
    }

    /// "did you mean media/alien.jpg?" when a reading names a file; else how such paths are written.
    static func hint(for written: String, exists: (String) -> Bool, otherwise: String) -> String {
        guess(for: written, exists: exists).map { "did you mean \($0)? Paths start below content/" } ?? otherwise
    }
}
