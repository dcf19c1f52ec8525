import Foundation
import SitegenData
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// A save in `serve` of one movie file's front matter (a title, a cast, a rating), applied
/// without a build: the catalog is patched with the saved movie (`Catalog.replacing`), its
/// digests likewise, and the pages whose reads answer otherwise now than at the last build (its
/// manifest's table says what each read, and `CatalogDigests.readsChanged` which reads a saved
/// movie can change) are presented again and written in place, each in one rename. A build at
/// 10k movies takes most of a second whatever changed, indexing and surveying the whole site;
/// this presents the few dozen pages that show the movie (see `docs/content/pages/serve.md`).
///
/// Saves add up: each is applied over the build with every movie saved since
/// (`SaveBasis.savedSince`), and presents again every page presented since, whose reads no table
/// holds. Anything the patch cannot take — a save that adds or drops a page or renames a term, a
/// draft, a poster, a broken rule or link — is left to the build, which reports it; the pages
/// written meanwhile are made again by that build (`BuildOptions.staleOutputs`).
struct MovieSave {
    let source: URL
    let output: URL

    /// Applies the save of `changed` (paths relative to the site) over `basis`, or nil when it is
    /// not a save of one movie file that the patch can take.
    func apply(_ changed: Set<String>, over basis: SaveBasis, builder: SiteBuilder) async -> ProseSave.Outcome? {
        guard changed.count == 1, let path = changed.first, let name = ProseSave.movieFileName(in: path),
              !ProseSave.movieFilesShareContent(in: source, saved: name),
              let saved = FileMovieRepository(siteRoot: source).movie(inFile: name),
              let catalog = await basis.inputs.catalog.replacing(saved, today: builder.today),
              Self.keepsPages(basis.inputs.catalog, catalog, saved.slug, pageSize: basis.inputs.settings.pageSize)
        else { return nil }
        var basis = basis
        basis.noteSaved(saved.slug)
        basis.inputs.catalog = catalog
        let lookup = basis.pages ?? SaveBasis.ManifestLookup(routes: basis.routes, router: basis.router, manifest: basis.manifest)
        basis.pages = lookup
        guard let stale = changedReads(basis, lookup) else { return nil }
        let presented = basis.routes.indices.filter { index in
            basis.presentedSince.contains(index) || (lookup.reads[index]?.contains { stale[Int($0)] } ?? true)
        }
        guard let pages = await render(presented.map { basis.routes[$0] }, basis, builder: builder) else { return nil }
        var written: [String] = []
        for (file, bytes) in pages {
            guard WholeFile.replace(output.path + "/" + file, with: bytes) else { return .init(basis: nil, writtenPaths: written) }
            written.append(file)
        }
        basis.presentedSince.formUnion(presented)
        basis.writtenSince.formUnion(written)
        return .init(basis: basis, writtenPaths: written)
    }

    /// Whether `after` has the pages `before` has: the same movies, users, free pages and terms
    /// (`Catalog.replacing` sees to that), and as many pages of each term the saved movie was or
    /// is filed under. (Only their order changes: the movies' pages follow the catalog order.)
    private static func keepsPages(_ before: Catalog, _ after: Catalog, _ movie: Slug, pageSize: PageSize) -> Bool {
        guard let old = before.movieWithoutProse(movie), let new = after.movieWithoutProse(movie) else { return false }
        return Taxonomy.allCases.allSatisfy { taxonomy in
            Set((Catalog.terms(taxonomy, of: old) + Catalog.terms(taxonomy, of: new)).map(\.slug)).allSatisfy { term in
                pageSize.pageCount(for: before.movieCount(in: taxonomy, term)) == pageSize.pageCount(for: after.movieCount(in: taxonomy, term))
            }
        }
    }

    /// Per read of the build's table, whether it answers otherwise now; nil when the saves since
    /// cannot tell (then a build digests every read).
    private func changedReads(_ basis: SaveBasis, _ lookup: SaveBasis.ManifestLookup) -> [Bool]? {
        let digests = basis.builtDigests.patched(to: basis.inputs.catalog, edited: Set(basis.savedSince.keys))
        let table = basis.manifest.table
        let edits = basis.savedSince.map { slug, built in
            MovieFileEdit(before: [built], after: basis.inputs.catalog.movie(slug).map { [$0] } ?? [])
        }
        guard let candidates = digests.readsChanged(byEditing: edits, descriptions: table.descriptions, digests: table.digests,
                                                    positions: lookup.positions)
        else { return nil }
        var changed = [Bool](repeating: false, count: table.descriptions.count)
        for position in candidates where digests.digest(ofRead: table.descriptions[position]).value != table.digests[position] {
            changed[position] = true
        }
        return changed
    }

    /// Each page of `routes` and its JSON view that is not what the output holds, on all cores;
    /// nil if a page cannot be presented (a broken link: the build reports it).
    private func render(_ routes: [Route], _ basis: SaveBasis, builder: SiteBuilder) async -> [(String, [UInt8])]? {
        let presenter = builder.makePresenter(basis.inputs, router: basis.router)
        let renderer = basis.inputs.renderer, router = basis.router
        let built = basis.manifest.pages, writtenSince = basis.writtenSince
        let made = await routes.concurrentMap { route -> [(String, [UInt8])]? in
            guard let viewModel = try? presenter.present(route) else { return nil }
            let page = renderer.prepare(viewModel, template: route.templateName, lookups: TemplateLookups())
            let path = router.outputPath(for: route), jsonPath = router.jsonOutputPath(for: route)
            // As the build made it, and still there: not written again.
            if built[path]?.digest == page.digest.value, !writtenSince.contains(path) { return [] }
            var files = [(path, renderer.renderUTF8(page, template: route.templateName))]
            if let jsonPath { files.append((jsonPath, JSONPageEncoder.encode(page))) }
            return files
        }
        guard !made.contains(where: { $0 == nil }) else { return nil }
        return made.compactMap { $0 }.flatMap { $0 }
    }
}
