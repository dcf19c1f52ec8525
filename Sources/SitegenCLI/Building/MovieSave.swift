import Foundation
import SitegenData
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// A save in `serve` of one movie file's front matter (a title, a cast, a rating), applied
/// without a build: the catalog is patched with the saved movie (`Catalog.replace`), its
/// digests likewise, and the pages whose reads answer otherwise now than at the last build (its
/// manifest's table says what each read, and `CatalogDigests.readsChanged` which reads a saved
/// movie can change) are presented again and written in place, each in one rename. A build at
/// 10k movies takes most of a second whatever changed, indexing and surveying the whole site;
/// this presents the few dozen pages that show the movie (see `docs/content/pages/serve.md`).
///
/// Saves add up: each is applied over the build with every movie saved since
/// (`SaveBasis.savedSince`); a page presented since is presented again when what it read then
/// answers otherwise (`SaveBasis.readsSince`). Anything the patch cannot take — a save that adds
/// or drops a page or renames a term, a draft, a poster, a broken rule or link — is left to the
/// build, which reports it; the pages written meanwhile are made again by that build
/// (`BuildOptions.staleOutputs`).
struct MovieSave {
    let source: URL
    let output: URL

    /// Applies the save of `changed` (paths relative to the site) over `basis`, or nil when it is
    /// not a save of one movie file that the patch can take.
    /// - Parameter basis: the only copy of it, so that its catalog is patched in place. When the
    ///   save returns nil after patching, the basis is left half-patched and dropped: the build
    ///   that follows makes the next (`PreviewBuild` takes it out of its session for this).
    func apply(_ changed: Set<String>, over basis: consuming SaveBasis, builder: SiteBuilder) async -> ProseSave.Outcome? {
        var timings = StepTimings(), started = ContinuousClock.now
        func step(_ step: BuildStep) {
            timings.add(step, ContinuousClock.now - started)
            started = ContinuousClock.now
        }
        guard basis.isOfDay(builder.clock.today(for: basis.inputs.settings)), changed.count == 1, let path = changed.first, let name = ProseSave.movieFileName(in: path),
              !ProseSave.movieFilesShareContent(in: source, saved: name, basis: basis),
              let saved = FileMovieRepository(siteRoot: source).movie(inFile: name),
              let before = basis.inputs.catalog.movieWithoutProse(saved.slug),
              // The movie of that slug came from this file: a `slug:` naming another movie is
              // two files defining one movie, an error a build reports (found by a review).
              before.source.path == saved.source.path,
              !Self.changesProbableDuplicates(before, saved, in: basis.inputs.catalog),
              !Self.changesUnusedFieldWarnings(before, saved, settings: basis.inputs.settings, in: basis.inputs.catalog),
              // A movie warned of for its places is left to the build, which warns of it again or no more.
              !basis.inputs.settings.orders.contains(where: { $0.unpairedPlaces(in: before) != nil || $0.unpairedPlaces(in: saved) != nil })
        else { return nil }
        // The terms the movie was and is filed under, with as many pages each before and after,
        // in the same orders (a first date or review can add one); and the reviews' list, which a
        // review added or dropped can lengthen or shorten.
        let terms = basis.inputs.catalog.taxonomies.flatMap { taxonomy in
            Set((Catalog.terms(taxonomy, of: before) + Catalog.terms(taxonomy, of: saved)).map(\.slug)).map { (taxonomy, $0) }
        }
        let pageSize = basis.inputs.settings.pageSize
        struct Pages: Equatable { var count: Int, orders: [MovieOrder] }
        func pages(_ catalog: Catalog) -> [Pages] {
            terms.map { Pages(count: pageSize.pageCount(for: catalog.movieCount(in: $0, $1)), orders: catalog.orders(of: $0, $1)) }
                + [Pages(count: pageSize.pageCount(for: catalog.reviewCount), orders: [])]
        }
        let pagesBefore = pages(basis.inputs.catalog)
        guard basis.inputs.catalog.replace(saved, today: basis.inputs.today), pages(basis.inputs.catalog) == pagesBefore,
              let after = basis.inputs.catalog.movieWithoutProse(saved.slug)
        else { return nil }
        basis.noteSaved(saved.slug)
        for taxonomy in basis.inputs.catalog.taxonomies
        where Set(Catalog.terms(taxonomy, of: before).map(\.slug)) != Set(Catalog.terms(taxonomy, of: after).map(\.slug)) {
            basis.termsAnswers[taxonomy] = nil
        }
        let catalog = basis.inputs.catalog
        let lookup = basis.pages ?? SaveBasis.ManifestLookup(routes: basis.routes, router: basis.router, manifest: basis.manifest)
        basis.pages = lookup
        step(.load)
        // The search index lists every movie: most saves of front matter change it, and it is the
        // costliest page, a third of a save's CPU at 10k movies. It is made on the other core while
        // the pages to make are worked out, and kept if it is one of them: a title save at 10k
        // reached the browser in 98 and 112 ms, not 154 and 122 (`scripts/serve-latency`, medians
        // of 20 saves, taking turns).
        let patched = basis
        async let searchIndex = render([.searchIndex], patched, builder: builder)
        let answers = Answers(basis.builtDigests.patched(to: catalog, edited: Set(basis.savedSince.keys)), terms: basis.termsAnswers,
                              taxonomies: catalog.taxonomies)
        guard let stale = changedReads(basis, lookup, answers) else { return nil }
        let presented = basis.routes.indices.filter { index in
            if let readThen = basis.readsSince[index] { return readThen.contains { answers.digest(of: $0.read) != $0.digest } }
            return basis.presentedSince.contains(index) || (lookup.reads[index]?.contains { stale[Int($0)] } ?? true)
        }
        step(.present)
        let routes = presented.map { basis.routes[$0] }
        guard var pages = await render(routes.filter { $0 != .searchIndex }, basis, builder: builder),
              let searchIndex = await searchIndex
        else { return nil }
        if let place = routes.firstIndex(of: .searchIndex) { pages.insert(contentsOf: searchIndex, at: place) }
        step(.render)
        var written: [String] = []
        for file in pages.flatMap(\.files) {
            guard WholeFile.replace(output.path + "/" + file.path, with: file.bytes) else { return .init(basis: nil, writtenPaths: written) }
            written.append(file.path)
        }
        for (index, page) in zip(presented, pages) {
            basis.readsSince[index] = page.reads.map { SaveBasis.ReadAnswer(read: $0, digest: answers.digest(of: $0)) }
            basis.presentedSince.remove(index)
        }
        basis.writtenSince.formUnion(written)
        basis.termsAnswers = answers.terms
        step(.write)
        return .init(basis: basis, writtenPaths: written, timings: timings)
    }

    /// What reads answer now, each worked out once per save; the taxonomies' terms, once per
    /// change of them (`SaveBasis.termsAnswers`).
    private final class Answers {
        let digests: CatalogDigests
        private var known: [CatalogRead: UInt64]

        private let taxonomies: [Taxonomy]

        init(_ digests: CatalogDigests, terms: [Taxonomy: UInt64], taxonomies: [Taxonomy]) {
            self.digests = digests
            self.taxonomies = taxonomies
            known = Dictionary(uniqueKeysWithValues: terms.map { (CatalogRead.terms($0), $1) })
        }

        var terms: [Taxonomy: UInt64] {
            Dictionary(uniqueKeysWithValues: taxonomies.compactMap { taxonomy in known[.terms(taxonomy)].map { (taxonomy, $0) } })
        }

        func digest(of read: CatalogRead) -> UInt64 {
            if let answer = known[read] { return answer }
            let answer = digests.digest(of: read).value
            known[read] = answer
            return answer
        }
    }

    /// Whether a save gives a movie, or takes from it, the title and year of another, or changes
    /// the directors that tell two of one title and year apart: a warning of the build
    /// (`ProbableDuplicates`) that a save applied without one would neither give nor take back
    /// (helper-36, helper-39). A linear look, only when the title, the year or the directors changed.
    static func changesProbableDuplicates(_ before: Movie, _ saved: Movie, in catalog: Catalog) -> Bool {
        let keys = Set([before, saved].map(ProbableDuplicates.key(of:)))
        let directorsChanged = before.directorTerms.map(\.slug) != saved.directorTerms.map(\.slug)
        guard keys.count > 1 || directorsChanged else { return false }
        return catalog.movies.contains { $0.slug != saved.slug && keys.contains(ProbableDuplicates.key(of: $0)) }
    }

    /// Whether a save gives a movie, or takes from it, a field of `cardFields:` or `orders:` (a
    /// key or a place) that no other movie gives: the build warns of such a field
    /// (`UnusedSiteFields`), and a save applied without one would neither give the warning nor
    /// take it back (helper-54). A linear look, only when the movie gained or lost one.
    static func changesUnusedFieldWarnings(_ before: Movie, _ saved: Movie, settings: SiteSettings, in catalog: Catalog) -> Bool {
        let orderFields = settings.orders.flatMap { [$0.key] + ($0.place.map { [$0] } ?? []) }
        let watched = Set(settings.cardFields.map(\.key) + orderFields)
        guard !watched.isEmpty else { return false }
        func keys(_ movie: Movie) -> Set<String> { Set(movie.extra.entries.map(\.key)).intersection(watched) }
        let gainedOrLost = keys(before).symmetricDifference(keys(saved))
        guard !gainedOrLost.isEmpty else { return false }
        let givenByOthers = Set(catalog.movies.filter { $0.slug != saved.slug }.flatMap(keys))
        return !gainedOrLost.isSubset(of: givenByOthers)
    }

    /// Per read of the build's table, whether it answers otherwise now; nil when the saves since
    /// cannot tell (then a build digests every read).
    private func changedReads(_ basis: SaveBasis, _ lookup: SaveBasis.ManifestLookup, _ answers: Answers) -> [Bool]? {
        let table = basis.manifest.table
        let saved = basis.savedSince.compactMap { slug, built in basis.inputs.catalog.movie(slug).map { (before: built, after: $0) } }
        guard let scanned = lookup.scanned, saved.count == basis.savedSince.count else { return nil }
        // A stretch of a movie list outside the places where the saved movies were and are holds
        // the movies it held: digesting every stretch again took 4 ms of a save's CPU at 10k
        // movies (1,500 stretches), 10 ms at 30k.
        let moved = Dictionary(uniqueKeysWithValues: basis.inputs.catalog.movieOrders.compactMap { order in
            basis.inputs.catalog.placesDiffering(from: basis.builtCatalog, moving: Array(basis.savedSince.keys), in: order).map { (order, $0) }
        })
        // A stretch of one place is one saved movie where it was (two movies need two places).
        let keptCatalogPlaces = moved[.title]?.count == 1
        let candidates = answers.digests.readsChanged(bySaving: saved, keptCatalogPlaces: keptCatalogPlaces, scanned: scanned,
                                                      positions: lookup.positions)
        var changed = [Bool](repeating: false, count: table.descriptions.count)
        for position in candidates {
            guard let read = CatalogRead(description: table.descriptions[position]) else { return nil }
            if case .movieOrder(let order, let range) = read, !(moved[order]?.overlaps(range) ?? false) { continue }
            changed[position] = answers.digest(of: read) != table.digests[position]
        }
        return changed
    }

    /// A page made again: its files that are not what the output holds (the page and its JSON
    /// view), and what it read.
    private struct Made: Sendable {
        var files: [(path: String, bytes: [UInt8])]
        var reads: [CatalogRead]
    }

    /// Each page of `routes`, in order, on all cores; nil if one cannot be presented (a broken
    /// link: the build reports it).
    private func render(_ routes: [Route], _ basis: SaveBasis, builder: SiteBuilder) async -> [Made]? {
        let presenter = builder.makePresenter(basis.inputs, router: basis.router)
        let renderer = basis.inputs.renderer, router = basis.router
        let built = basis.manifest.pages, writtenSince = basis.writtenSince
        let made = await routes.concurrentMap { route -> Made? in
            let (presented, recorded) = CatalogReads.recording { try? presenter.present(route) }
            guard let viewModel = presented else { return nil }
            let reads = Array(Set(recorded.reads))
            let page = renderer.prepare(viewModel, template: route.templateName, lookups: TemplateLookups())
            let path = router.outputPath(for: route), jsonPath = router.jsonOutputPath(for: route)
            // As the build made it, and still there: not written again.
            if built[path]?.digest == page.digest.value, !writtenSince.contains(path) { return Made(files: [], reads: reads) }
            var files = [(path, renderer.renderUTF8(page, template: route.templateName))]
            if let jsonPath { files.append((jsonPath, JSONPageEncoder.encode(page))) }
            return Made(files: files, reads: reads)
        }
        let pages = made.compactMap { $0 }
        return pages.count == routes.count ? pages : nil
    }
}
