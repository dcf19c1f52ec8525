import Foundation
import SitegenData
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// A save in `serve` that changes nothing but one movie's prose (the Markdown below its front
/// matter), applied without a build: only the movie's own page shows its synopsis (every other
/// page reads movies without it, see `Catalog`), so that page is presented again over the last
/// good build's catalog, and written in place of the old one in one rename. Writing a synopsis is
/// most of what a preview is watched for, and a build at 10k movies takes most of a second
/// whatever changed; this takes a few milliseconds (see `docs/content/pages/serve.md`).
///
/// Anything else — another file in the save, front matter that changed, a problem in the file or
/// in its prose (a broken link), a draft — is left to the build, which says what is wrong. The
/// pages written this way are made again by the next build (`BuildOptions.staleOutputs`): its
/// manifest still describes the page before.
struct ProseSave {
    struct Outcome {
        /// The basis with the new prose; nil when a file could not be written, and a build must
        /// follow.
        var basis: SaveBasis?
        /// The page and its JSON view, relative to the output: those written, even if not all were.
        var writtenPaths: [String]
        /// How long each step took, when the save says (`MovieSave`).
        var timings: StepTimings? = nil
    }

    let source: URL
    let output: URL

    /// Applies the save of `changed` (paths relative to the site) over `basis`, or nil when it is
    /// not a save of one movie's prose alone.
    func apply(_ changed: Set<String>, over basis: SaveBasis, builder: SiteBuilder) -> Outcome? {
        guard basis.isOfDay(builder.clock.today(for: basis.inputs.settings)), changed.count == 1, let path = changed.first, let name = Self.movieFileName(in: path),
              !Self.movieFilesShareContent(in: source, saved: name, basis: basis),
              let saved = FileMovieRepository(siteRoot: source).movie(inFile: name),
              let before = basis.inputs.catalog.movie(saved.slug)
        else { return nil }
        var unchanged = saved
        unchanged.synopsis = before.synopsis
        guard unchanged == before, let catalog = basis.inputs.catalog.replacingSynopsis(of: saved.slug, with: saved.synopsis) else {
            return nil
        }
        var inputs = basis.inputs
        inputs.catalog = catalog
        let route = Route.movie(saved.slug)
        let presenter = builder.makePresenter(inputs, router: basis.router)
        guard let viewModel = try? presenter.present(route) else { return nil }
        let page = inputs.renderer.prepare(viewModel, template: route.templateName, lookups: TemplateLookups())
        var files = [(basis.router.outputPath(for: route), inputs.renderer.renderUTF8(page, template: route.templateName))]
        if let jsonPath = basis.router.jsonOutputPath(for: route) { files.append((jsonPath, JSONPageEncoder.encode(page))) }
        var written: [String] = []
        for (file, bytes) in files {
            guard WholeFile.replace(output.path + "/" + file, with: bytes) else { return Outcome(basis: nil, writtenPaths: written) }
            written.append(file)
        }
        var updated = basis
        updated.inputs = inputs
        updated.noteSaved(saved.slug)
        if let index = basis.routes.firstIndex(of: route) {
            updated.presentedSince.insert(index)
            updated.readsSince[index] = nil
        }
        updated.writtenSince.formUnion(written)
        return Outcome(basis: updated, writtenPaths: written)
    }

    /// Whether the saved file may be another movie's too: a hard link to it, or any symbolic link
    /// among the movie files (`alien-1979.md` → `alien.md` is two movies, and the watcher names
    /// only the file written). A build then makes every page that shows either. The folder is
    /// read once per build (`SaveBasis.movieFolderHasLinks`), not at every save (5 ms at 10k
    /// movies): a link made since is a file the catalog does not have, whose save is a build.
    static func movieFilesShareContent(in source: URL, saved name: String, basis: SaveBasis) -> Bool {
        var info = stat()
        return basis.movieFolderHasLinks || lstat(source.appending(path: "content/movies").path + "/" + name, &info) != 0
            || info.st_mode & S_IFMT != S_IFREG || info.st_nlink != 1
    }

    /// Whether the movie folder holds a symbolic link, or an entry of unknown type.
    static func movieFolderHasLinks(in source: URL) -> Bool {
        guard let listing = opendir(source.appending(path: "content/movies").path) else { return true }
        defer { closedir(listing) }
        while true {
            // An error midway (`errno`) is no answer: the whole build looks again.
            errno = 0
            guard let entry = readdir(listing) else { return errno != 0 }
            if entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) { return true }
        }
    }

    /// Whether `path` (relative to the site) was a file of the movie folder that no load reads, and
    /// is gone: an editor's save through a temporary file renamed over the movie's (sed's
    /// `sedX1y2z3`, vim's `4913`, JetBrains' `alien-1979.md___jb_tmp___`) reports that file too,
    /// and without this every such save was a build (`sed -i` at 30k movies: 1.6–3.5 s, not 0.09 s).
    static func isGoneUnreadMovieFile(_ path: String, in source: URL) -> Bool {
        guard let name = movieFileName(in: path), !FileMovieRepository.reads(fileNamed: name) else { return false }
        var status = stat()
        return lstat(source.path + "/" + path, &status) != 0 && errno == ENOENT
    }

    /// `alien-1979.md` for `content/movies/alien-1979.md`; nil for any other path.
    static func movieFileName(in path: String) -> String? {
        let folder = "content/movies/"
        guard path.hasPrefix(folder) else { return nil }
        let name = String(path.dropFirst(folder.count))
        return name.isEmpty || name.contains("/") ? nil : name
    }
}
