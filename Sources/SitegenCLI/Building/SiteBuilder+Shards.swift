import Foundation
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// What a build of one shard (`--shard I/N`) does beyond choosing its pages: every problem a
/// build of the whole site would find before it writes, found by every shard alike, and the
/// record `sitegen merge` reads.
extension SiteBuilder {
    /// Whether this build makes the files of the whole site (see `Shard`): every build but of a
    /// shard other than 0.
    var makesSharedFiles: Bool { options.shard?.holdsSharedFiles ?? true }

    /// The routes of `siteMap` that this build makes.
    func routesOfShard(_ siteMap: SiteMap, router: Router) -> [Route] {
        guard let shard = options.shard, shard.isPart else { return siteMap.routes }
        return siteMap.routes.filter { shard.holds($0, at: router.outputPath(for: $0)) }
    }

    /// Which movies' pages this build makes, if not all.
    func moviePagesOfShard(router: Router) -> (@Sendable (Slug) -> Bool)? {
        guard let shard = options.shard, shard.isPart else { return nil }
        return { slug in shard.holds(.movie(slug), at: router.outputPath(for: .movie(slug))) }
    }

    /// The movies whose "more like this" the catalog ranks up front, on all cores, if not all: a
    /// shard's own (the same lists, a quarter of the work in a shard of four); none in a rebuild,
    /// which asks for those of the few movies an edit touches, and ranks them then. A cast edit
    /// at 10k, two rounds of 30 taking turns: user CPU 1.31 → 1.28 and 1.25 → 1.16 s; wall within
    /// the noise (0.950 → 0.965 and 0.905 → 0.875 s).
    func similarRankedUpFront(router: Router, rebuilds: Bool) -> (@Sendable (Slug) -> Bool)? {
        if let own = moviePagesOfShard(router: router) { return own }
        return rebuilds ? { @Sendable _ in false } : nil
    }

    /// The images whose copies this build makes: an image's copies are made by the shard its
    /// source falls in, so each is decoded once in all and the work is spread like the pages'.
    func imagesOfShard(_ library: ImageLibrary) -> ImageLibrary {
        guard let shard = options.shard, shard.isPart else { return library }
        return library.keeping { shard.holds(path: $0) }
    }

    /// The broken links of every page, and the template mistakes a page of each kind shows, so
    /// that each shard fails with the same diagnostics as every other, whichever pages it makes.
    ///
    /// The links come from the prose of everything a page renders (synopses, reviews, bios, free
    /// pages, people's profiles), checked without rendering it. The templates this shard has no
    /// page of are checked by rendering the first page of each, written nowhere. (A name a
    /// template asks for only inside a section that a few pages enter is found by the shards that
    /// render one of them, as a rebuild finds it only on the pages it renders; `sitegen check`
    /// renders all.)
    /// Returns the problems, and the view models' field names those pages have: a template may
    /// ask for a name of a page this shard does not make (see `TemplateLookups.learnFieldNames`).
    func wholeSiteProblems(
        _ loaded: Inputs, siteMap: SiteMap, ownRoutes: [Route], presenter: SitePresenter, router: Router
    ) async -> (problems: [Diagnostic], fieldNames: [String]) {
        let links = InternalLinkResolver(router: router, catalog: loaded.catalog, mediaFiles: Set(loaded.mediaFiles), images: loaded.images)
        let markdown = makeMarkdownRenderer(links, loaded.settings)
        let prose = Self.proseOfEveryPage(loaded.catalog, apartFromSynopsesOf: moviePagesOfShard(router: router) ?? { _ in false })
        @Sendable func linkProblems(in prose: [MarkdownSource]) async -> Set<Diagnostic> {
            Set(await prose.concurrentMap { markdown.problems(in: $0) }.flatMap { $0 })
        }
        var problems = await linkProblems(in: prose.others)
        // A template this shard renders pages of is checked on those, as a build of the whole
        // site checks it: shard 0 does not render the sitemap or the search index twice.
        let ownTemplates = Set(ownRoutes.map(\.templateName))
        var firstOfEachTemplate: [String: Route] = [:]
        for route in siteMap.routes where firstOfEachTemplate[route.templateName] == nil && !ownTemplates.contains(route.templateName) {
            firstOfEachTemplate[route.templateName] = route
        }
        var timings = StepTimings(), fieldNames: [String] = []
        do throws(DiagnosticList) {
            fieldNames = try await renderPages(firstOfEachTemplate.values.sorted(), presenter: presenter, renderer: loaded.renderer, router: router,
                                      output: DiscardedPages(), previous: nil, changes: nil, recordsReads: false, reportsProgress: false,
                                      timings: &timings).fieldNames
        } catch {
            problems.formUnion(error.diagnostics)
        }
        // The synopses of this shard's movies are checked as their pages render, like every page
        // of a build of the whole site; if the shard fails here already, they are checked now, so
        // that it names every problem the other shards name.
        if !problems.isEmpty { problems.formUnion(await linkProblems(in: prose.ownSynopses)) }
        return (Array(problems), fieldNames)
    }

    /// All the Markdown the site's pages render, what a page of a shard's build could fail on:
    /// the synopses of the movies whose pages are `isOwn` apart, since only their pages show them.
    static func proseOfEveryPage(
        _ catalog: Catalog, apartFromSynopsesOf isOwn: (Slug) -> Bool
    ) -> (others: [MarkdownSource], ownSynopses: [MarkdownSource]) {
        var prose: [MarkdownSource] = catalog.pages.map(\.body) + catalog.users.compactMap(\.bio), own: [MarkdownSource] = []
        for movie in catalog.movies {
            if isOwn(movie.slug) { own.append(movie.synopsis) } else { prose.append(movie.synopsis) }
        }
        prose += catalog.allReviews.compactMap(\.review.text)
        // A person's profile shows on the first page of their term, which exists while a movie credits them.
        prose += catalog.profiles.filter { catalog.term(.people, $0.slug) != nil }.compactMap(\.bio)
        return (prose, own)
    }

    /// The record of this shard's output (see `ShardRecord`), naming the whole site by `SiteIdentity`.
    func shardRecord(of shard: Shard, _ loaded: Inputs, changes: ReadChanges, files: Int) -> ShardRecord {
        ShardRecord(shard: shard, site: SiteIdentity.of(loaded, catalog: changes.catalog, includeDrafts: options.includeDrafts).hex,
                    files: files)
    }
}

/// A digest of everything that decides what a site's files say, independent of the machine, the
/// folder and the time of the build: the sitegen version, the settings and options, the theme
/// (templates and static files), and the catalog, media and images as their digests give them.
/// The shards of one build share it; a shard built from other content, another theme, other
/// settings or by another version of sitegen does not.
enum SiteIdentity {
    static func of(_ loaded: SiteBuilder.Inputs, catalog: CatalogDigests, includeDrafts: Bool) -> StableDigest {
        var digest = StableDigest()
        digest.combine("sitegen \(Sitegen.version) drafts=\(includeDrafts)")
        digest.combine(StableDigest.of(loaded.settings).value)
        for read in [CatalogRead.movies, .users, .pages, .profiles, .draftSlugs] {
            digest.combine(catalog.digest(of: read).value)
        }
        for template in SiteBuilder.pageTemplates { digest.combine(loaded.renderer.templateDigest(template).value) }
        for file in loaded.theme.staticFiles {
            digest.combine(file.path)
            digest.combine(file.bytes)
        }
        digest.combine(StableDigest.of(loaded.mediaFiles).value)
        digest.combine(loaded.images.digest.value)
        return digest
    }
}

/// Pages rendered to be checked, not kept: the pages of other shards that stand for their template.
struct DiscardedPages: PageSink {
    func write(_ bytes: [UInt8], to path: String) throws(DiagnosticList) {}
    func reuse(_ path: String, from previousFolder: String) -> Bool { false }
}
