import Foundation
import SitegenData
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// Builds a site in named steps: load → validate → route → present → render → write.
///
/// Problems of the load and validate steps are gathered across settings, theme and content and
/// reported together; nothing reaches the output folder unless every page rendered.
struct SiteBuilder {
    struct Report {
        var pageCount: Int
        var fileCount: Int
        /// Pages unchanged since the last build, linked instead of rendered and written.
        var reusedCount = 0
        /// Of those, the pages not even presented: nothing they read from the catalog had changed.
        var unreadCount = 0
        /// How many of the last build's catalog reads were digested again: every one, unless what
        /// changed was a few movie files (see `CatalogDigests.readsChanged`).
        var lastReadsDigested = 0
        /// Output paths of the pages rendered and written, not reused from the last build.
        var changedPages: [String] = []
        /// Resized copies of images made by this build, not kept from an earlier one.
        var imagesMade = 0
        /// Nothing changed since the last build: nothing was loaded or written.
        var wasUpToDate = false
        var warnings: [Diagnostic]
        var timings: StepTimings
        var outputName: String
        /// The shard the build made, if it made one (`--shard`).
        var shard: Shard? = nil
        /// What the site was made with, when the builder was asked to keep it (`keepsBasis`).
        var basis: SaveBasis? = nil
        /// The site's address, when it names this machine (`BaseURL.isLocal`): `build` reminds
        /// the user to set it before deploying.
        var localBaseURL: BaseURL? = nil

        var summary: String {
            let seconds = NumberText.seconds(timings.total)
            if wasUpToDate { return "Nothing changed since the last build; \(outputName) is up to date (\(seconds) s)" }
            let reused = reusedCount > 0 ? " (\(NumberText.grouped(pageCount - reusedCount)) changed)" : ""
            let part = shard.map { " of shard \($0)" } ?? ""
            return "Built \(NumberText.grouped(pageCount)) pages\(part)\(reused) in \(seconds) s → \(outputName)"
        }
    }

    let options: BuildOptions
    /// When the build is made, and so the day it is for (`Inputs.today`). A test sets another.
    var clock: BuildClock
    let settingsLoader: SiteConfigLoader
    let catalogLoader: LoadCatalogUseCase
    /// Where `build` keeps the catalog loader's decoded files between runs (not `serve` or `check`).
    let decodeCacheFile: DecodeCacheFile?
    /// The decoded files the catalog loader keeps, in that file or in `serve`'s memory: which
    /// movie files changed since they were kept (see `ReadChanges`).
    let decodedFiles: DecodeCache?
    /// The theme of a name, and where `site.yml` gives it.
    let loadTheme: @Sendable (String, SourceLocation) throws(DiagnosticList) -> Theme
    let images: SiteImages
    let makeMarkdownRenderer: @Sendable (InternalLinkResolver, SiteSettings) -> any MarkdownRenderer
    let progress: @Sendable (BuildStep, String) -> Void
    /// Set by a command that exits after one build: the build's data is then left to the process's
    /// end (`ExitReclaim`) rather than freed piece by piece.
    var leavesMemoryToExit = false
    /// Set by `serve`: the report keeps what the site was made with, for a save of prose alone.
    var keepsBasis = false
    /// Kept by `serve` from build to build and save to save: each movie's entry in the search index.
    var searchEntries: SearchIndexEntries? = nil
    /// Cleared to digest every read of the last build whatever changed, as a build without the
    /// decode cache does: tests hold the shortcut to what that finds.
    var digestsOnlyEditedReads = true

    func build() async throws(DiagnosticList) -> Report {
        var timings = StepTimings()
        let stopwatch = ContinuousClock()
        var started = stopwatch.now
        // Nothing is created, beside the output or in it, before the output is known to be safe to
        // replace; then the lock keeps a second build out while the decode cache is read and saved.
        try OutputFolder.validate(options.outputFolder, source: options.source)
        let lock = try BuildLock(for: options.outputFolder)
        // A manifest whose output folder is gone describes nothing that can be kept, and without
        // an output the build is a clean one: the decode cache is not read either.
        let hasPrevious = OutputFolder.isSitegenOutput(options.outputFolder)
        // The fingerprint, the manifest and the decode cache are read at the same time. The
        // manifest's first line tells whether anything changed; when nothing did, the rest of it
        // and the cache are left unread.
        let cacheLoad = hasPrevious ? decodeCacheFile.map { file in BackgroundWork { file.load() } } : nil
        let manifestLoad = hasPrevious ? BackgroundWork { BuildManifest.load(for: options.outputFolder) } : nil
        async let fingerprintNow = InputFingerprint.of(options)
        let last = hasPrevious ? BuildManifest.header(for: options.outputFolder) : nil
        let fingerprint = await fingerprintNow
        // A site whose own orders say what is coming up is out of date on another day
        // (`dayDependent`), whatever its files.
        if let last, Self.isUpToDate(last.inputs, fingerprint: fingerprint, clock: clock), options.staleOutputs.isEmpty {
            withExtendedLifetime(lock) {}
            timings.add(.load, stopwatch.now - started)
            return Report(pageCount: last.pageCount, fileCount: 0, wasUpToDate: true, warnings: [],
                          timings: timings, outputName: options.outputDisplayName)
        }
        let previous = manifestLoad?.result ?? nil

        // load + validate: everything that can be wrong with the input, reported at once. (The
        // fingerprint and the manifest, read above, count as loading too.)
        let updatesInPlace = previous != nil
        let survey = updatesInPlace ? BackgroundWork { [previous] in OutputSurvey.files(in: options.outputFolder.path, after: previous) } : nil
        _ = cacheLoad?.result
        // Saved once every content file is read (it then holds all it will), whether or not the
        // build goes on. A clean build saves it while the catalog is indexed and the pages are
        // made; a rebuild in place once its pages are made, beside the manifest, on a core the end
        // of the build leaves idle: saved while the catalog was indexed, it took a core from the
        // catalog, and a cast edit at 10k took 0.637 s, not 0.591 (medians of 20, taking turns).
        let cacheSave = decodeCacheFile.map { file in StartableWork { file.save() } }
        defer {
            cacheSave?.start()
            cacheSave?.waitIfStarted()
        }
        // `serve` keeps its decoded files from build to build: this build's edits are those since the last.
        decodedFiles?.forgetEdits()
        let loaded = try await loadInputs(whenFilesAreRead: { [updatesInPlace] in
            cacheSave?.ready()
            if !updatesInPlace { cacheSave?.start() }
        }, rebuilds: previous != nil)
        timings.add(.load, stopwatch.now - started)
        progress(.load, "\(loaded.catalog.movies.count) movies, \(loaded.catalog.users.count) users, theme '\(loaded.theme.name)'")

        started = stopwatch.now
        let siteMap = try SiteMap(catalog: loaded.catalog, pageSize: loaded.settings.pageSize, sitemapLimit: loaded.sitemapLimit)
        let router = Router(settings: loaded.settings, today: loaded.catalog.today)
        let collisions = Self.copiedFileCollisions(routes: siteMap.routes, router: router, theme: loaded.theme, mediaFiles: loaded.mediaFiles)
        guard collisions.isEmpty else { throw DiagnosticList(collisions) }
        // A shard makes its own part of the routes, and of the images' copies.
        let routes = routesOfShard(siteMap, router: router), ownImages = imagesOfShard(loaded.images)
        timings.add(.route, stopwatch.now - started)
        progress(.route, routes.count == siteMap.routes.count ? "\(routes.count) pages"
                 : "\(routes.count) of \(siteMap.routes.count) pages (shard \(options.shard ?? .whole))")
        let presenter = makePresenter(loaded, router: router)
        var fieldNamesOfOtherShards: [String] = []
        if let shard = options.shard, shard.isPart {
            // Before anything is made: what would fail a build of the whole site fails every shard.
            started = stopwatch.now
            let checked = await wholeSiteProblems(loaded, siteMap: siteMap, ownRoutes: routes, presenter: presenter, router: router)
            guard checked.problems.isEmpty else { throw DiagnosticList(checked.problems) }
            fieldNamesOfOtherShards = checked.fieldNames
            timings.add(.validate, stopwatch.now - started)
        }
        // Copies not made before are made on all cores while the pages render.
        // A child task, not a `Task {}`: it runs where the build runs (`serve`'s own threads).
        async let imageWork = images.makeCopies(of: ownImages, settings: loaded.settings.images)

        // What changed since the last build needs no output folder: it is worked out while the
        // previous output is still being surveyed (`survey`), which the output folder waits for.
        // A clean build needs it only for its manifest: it is worked out while the pages are made.
        started = stopwatch.now
        async let changesMeanwhile = readChanges(loaded, routes: siteMap.routes, router: router, previous: previous)
        let changesFirst = previous != nil ? await changesMeanwhile : nil
        timings.add(.present, stopwatch.now - started)

        let output = try OutputFolder(options.outputFolder, source: options.source, inPlace: updatesInPlace, survey: survey)
        do throws(DiagnosticList) {
            let previousPages = previous.map {
                PageBatch.Previous(folder: options.outputFolder.path,
                                   pages: options.staleOutputs.isEmpty ? $0.pages : $0.pages.filter { !options.staleOutputs.contains($0.key) },
                                   fieldNames: $0.fieldNames)
            }
            // Updating in place, the files of the previous output that the new site no longer has,
            // found meanwhile from every file of the new site. A new output has none to look for.
            // Every resized copy, listed once: 40,000 of them at 10k movies with posters.
            let copies = ownImages.allCopies
            let copiedPaths = makesSharedFiles ? Self.copiedPaths(theme: loaded.theme, media: loaded.mediaFiles, imageCopies: copies)
                : copies.map(\.outputPath)
            // Every file of the new site: what a rebuild in place keeps, and what a shard's record counts.
            let sitePaths = output.updatesInPlace || options.shard != nil
                ? BackgroundWork { SitePaths(routes, router: router, copied: copiedPaths).paths } : nil
            let recordPath = options.shard == nil ? [] : [ShardRecord.fileName]
            let leftovers = output.updatesInPlace ? BackgroundWork {
                output.filesLeftOver(keeping: sitePaths?.result.union(recordPath) ?? [])
            } : nil
            let pages = try await renderPages(routes, presenter: presenter, renderer: loaded.renderer, router: router,
                                              output: output, previous: previousPages, changes: changesFirst, recordsReads: true,
                                              knownFieldNames: fieldNamesOfOtherShards, timings: &timings)
            cacheSave?.start()
            started = stopwatch.now
            // The pages' work is freed; what comes next is the manifest, on top of what stays.
            FreedMemory.giveBack(rebuilding: output.updatesInPlace)
            let madeImages = await imageWork
            guard madeImages.problems.isEmpty else { throw DiagnosticList(madeImages.problems) }
            if !copies.isEmpty {
                progress(.images, "\(DisplayFormat.count(ownImages.entries.count, "image", "images")) → \(DisplayFormat.count(copies.count, "file", "files")) "
                         + "(\(NumberText.grouped(madeImages.made)) made, \(NumberText.grouped(copies.count - madeImages.made)) kept)")
            }
            let changes = await changesMeanwhile
            let known = pages.noted.isEmpty ? [:] : changes.previousPositions ?? ReadTable.positions(in: previous?.table, for: pages.noted)
            let notedDigests = await changes.digests(ofReads: pages.noted, apartFrom: known)
            // The manifest is made while files are copied and moved in, and saved last: until
            // then the old one still describes what the output holds.
            let inputs = loaded.settings.orders.isEmpty ? fingerprint : Self.dayDependent(fingerprint, today: loaded.today, zone: loaded.settings.timeZone?.name)
            let manifest = BackgroundWork { [previous, keepsBasis] in
                let made = BuildManifest(inputs: inputs, changes: changes, previous: previous, templates: Set(routes.map(\.templateName)),
                                         pages: pages.records, noted: pages.noted, notedDigests: notedDigests, known: known,
                                         fieldNames: pages.fieldNames)
                return (kept: keepsBasis ? made : nil, bytes: made.bytes)
            }
            let copied = (makesSharedFiles ? try copyFiles(theme: loaded.theme, media: loaded.mediaFiles, to: output) : 0)
                + (try linkImages(copies, to: output))
            if let shard = options.shard {
                let record = shardRecord(of: shard, loaded, changes: changes, files: sitePaths?.result.count ?? 0)
                try output.writeUnlessUnchanged(Array(record.text.utf8), to: ShardRecord.fileName)
            }
            let previousManifest = BuildManifest.setAside(for: options.outputFolder)
            do throws(DiagnosticList) { try output.commit(removing: leftovers?.result ?? []) } catch {
                previousManifest.putBack()
                throw error
            }
            previousManifest.drop()
            images.cache?.save(keeping: Set(copies.map(SiteImages.fileName)), sources: Set(ownImages.entries.keys))
            let record = OutputSurvey.record(output: options.outputFolder.path, copiedFiles: copiedPaths + recordPath)
            var warnings = loaded.warnings + Self.oversizedSitemap(siteMap, loaded)
            if !BuildManifest.save(manifest.result.bytes, BuildManifest.line(recording: record), for: options.outputFolder) {
                warnings.append(Self.unsavedManifest(for: options.outputFolder, code: errno))
            }
            timings.add(.write, stopwatch.now - started)
            progress(.write, "\(routes.count + copied) files, \(pages.reused) pages unchanged")
            withExtendedLifetime(lock) {}
            if leavesMemoryToExit { ExitReclaim.keep(loaded, previous as Any, changes, pages, siteMap, presenter, output) }
            return Report(pageCount: routes.count, fileCount: routes.count + copied, reusedCount: pages.reused, unreadCount: pages.unread,
                          lastReadsDigested: changes.digestedCount, changedPages: pages.changed, imagesMade: madeImages.made,
                          warnings: warnings, timings: timings, outputName: options.outputDisplayName, shard: options.shard,
                          basis: manifest.result.kept.map { SaveBasis(inputs: loaded, router: router, pageCount: routes.count, routes: routes,
                                                                      builtCatalog: loaded.catalog, builtDigests: changes.catalog, manifest: $0,
                                                                      movieFolderHasLinks: ProseSave.movieFolderHasLinks(in: options.source)) },
                          localBaseURL: loaded.settings.baseURL.isLocal ? loaded.settings.baseURL : nil)
        } catch {
            output.discard()
            _ = await imageWork
            throw error
        }
    }
}

// MARK: - Steps

extension SiteBuilder {
    struct Inputs {
        var settings: SiteSettings
        var theme: Theme
        var renderer: MustachePageRenderer
        var catalog: Catalog
        var mediaFiles: [String]
        var images: ImageLibrary
        var warnings: [Diagnostic]
        /// The day the build is for, in the site's zone (`BuildClock`).
        var today: CalendarDate

        /// How many pages one sitemap file lists: a theme whose sitemap template writes no index
        /// lists them all in one, as before sitemaps were split, rather than none.
        var sitemapLimit: Int { theme.writesSitemapIndex ? SiteMap.sitemapLimit : .max }
    }

    /// - Parameter rebuilds: whether the build has a last build to compare with, and so presents
    ///   only the pages whose reads changed.
    func loadInputs(whenFilesAreRead: @escaping @Sendable () -> Void = {}, rebuilds: Bool = false) async throws(DiagnosticList) -> Inputs {
        var diagnostics: [Diagnostic] = []
        var settings = SiteSettings()
        var themeLocation = SourceLocation(path: "site.yml")
        do {
            let loaded = try settingsLoader.load()
            settings = loaded.settings
            diagnostics += loaded.warnings
            if let location = loaded.themeLocation { themeLocation = location }
        } catch { diagnostics += error.diagnostics }
        if let baseURL = options.baseURL, let url = try? BaseURL(baseURL) { settings.baseURL = url }

        var theme: Theme?, renderer: MustachePageRenderer?
        do {
            let loadedTheme = try loadTheme(settings.theme, themeLocation)
            theme = loadedTheme
            renderer = try MustachePageRenderer(theme: loadedTheme, requiredTemplates: Self.pageTemplates)
        } catch { diagnostics += error.diagnostics }

        let today = clock.today(for: settings)
        let loadedCatalog = await catalogLoader.load(.init(includeDrafts: options.includeDrafts, today: today, whenFilesAreRead: whenFilesAreRead,
                                                           rankedUpFront: similarRankedUpFront(router: Router(settings: settings), rebuilds: rebuilds),
                                                           taxonomies: settings.taxonomies, cardFields: settings.cardFields,
                                                           orders: settings.orders))
        diagnostics += loadedCatalog.diagnostics
        let catalog = loadedCatalog.hasErrors ? nil : loadedCatalog.catalog
        // As the movies give them, of flags or of names: where a taxonomy of flags writes its pages.
        settings.taxonomies = loadedCatalog.catalog.taxonomies.compactMap(\.field)

        let media = MediaFolder(siteRoot: options.source).scan()
        let mediaFiles = media.files
        diagnostics += media.problems

        // Once each: content/ as a file is a problem of the catalog's folders and of media alike.
        var seen = Set<Diagnostic>()
        diagnostics = diagnostics.filter { seen.insert($0).inserted }

        // The posters of every movie that loaded and the media images: their problems are
        // reported with the content's.
        let inspected = await images.inspect(loadedCatalog.catalog.movies, media: mediaFiles)
        diagnostics += inspected.problems
        var library = ImageLibrary()
        let router = Router(settings: settings)
        for (path, image) in inspected.images {
            library.add(path, facts: image.facts, digest: image.digest, settings: settings.images, router: router)
        }

        guard let theme, let renderer, let catalog, !diagnostics.contains(where: \.isError) else {
            // The pages will not be made, and with them would go the check of every link in prose:
            // it is made here, against what did load, so that one run reports every problem.
            diagnostics += await proseLinkProblems(loadedCatalog, settings: settings, mediaFiles: media.found)
            diagnostics += SiteMap.pageNameProblems(loadedCatalog.pages, taxonomies: settings.taxonomies)
            throw DiagnosticList(diagnostics)
        }
        return Inputs(settings: settings, theme: theme, renderer: renderer, catalog: catalog, mediaFiles: mediaFiles,
                      images: library, warnings: diagnostics, today: today)
    }

    /// The broken internal links (`movie:`, `user:`, `media/`) in the prose of everything that
    /// loaded, as rendering the pages would report them; a link to a file that failed to load is
    /// not reported again.
    func proseLinkProblems(_ loaded: LoadCatalogUseCase.Outcome, settings: SiteSettings, mediaFiles: [String]) async -> [Diagnostic] {
        let links = InternalLinkResolver(router: Router(baseURL: settings.baseURL), catalog: loaded.catalog, mediaFiles: Set(mediaFiles),
                                         unloadableMovies: loaded.unloadableMovies, unloadableUsers: loaded.unloadableUsers)
        let markdown = makeMarkdownRenderer(links, settings)
        var prose: [MarkdownSource] = loaded.pages.map(\.body) + loaded.users.compactMap(\.bio)
        for movie in loaded.publishedMovies {
            prose.append(movie.synopsis)
            prose += movie.reviews.compactMap(\.text)
        }
        // A person's profile, shown on their page while a movie that loaded credits them.
        prose += loaded.catalog.profiles.compactMap(\.bio)
        prose += loaded.strayProse
        return await prose.concurrentMap { markdown.problems(in: $0) }.flatMap { $0 }
    }

    /// The sitemap enumerates the routes itself, while it is presented: the order of its entries
    /// comes from the catalog, so reading it there records what the sitemap depends on.
    func makePresenter(_ loaded: Inputs, router: Router) -> SitePresenter {
        let links = InternalLinkResolver(router: router, catalog: loaded.catalog, mediaFiles: Set(loaded.mediaFiles),
                                         images: loaded.images)
        var presenter = SitePresenter(catalog: loaded.catalog, settings: loaded.settings, router: router,
                                      markdown: makeMarkdownRenderer(links, loaded.settings), images: loaded.images)
        presenter.sitemapLimit = loaded.sitemapLimit
        presenter.searchEntries = searchEntries
        return presenter
    }

    /// The fingerprint of inputs a build made on `today` alone: a site with orders of its own
    /// says which of their dates are coming up (`Router.today`), so the same files a day later are
    /// a site out of date. A daily build of such a site had found "Nothing changed" and left last
    /// week's screenings coming up (helper-57).
    /// The site's zone is said too, for `isUpToDate` to tell the day by, before `site.yml` is read.
    static func dayDependent(_ fingerprint: String, today: CalendarDate, zone: String?) -> String {
        fingerprint + " on \(today)" + (zone.map { " in \($0)" } ?? "")
    }

    /// Whether a manifest's `inputs` are those of a build now: the same files, and for a site
    /// whose dates come up, the same day in the zone they were built in (a `site.yml` that names
    /// another is not the same file).
    static func isUpToDate(_ inputs: String, fingerprint: String, clock: BuildClock) -> Bool {
        if inputs == fingerprint { return true }
        let prefix = fingerprint + " on "
        guard inputs.hasPrefix(prefix) else { return false }
        let day = inputs.dropFirst(prefix.count)
        let zone = day.range(of: " in ").map { String(day[$0.upperBound...]) }
        return inputs == dayDependent(fingerprint, today: clock.today(inZone: zone), zone: zone)
    }

    /// What changed since the `previous` build. Everything a page depends on besides what it reads
    /// from the catalog goes into one global digest: change any of it and every page is presented again.
    func readChanges(_ loaded: Inputs, routes: [Route], router: Router, previous: BuildManifest?) async -> ReadChanges {
        async let catalog = CatalogDigests(loaded.catalog, movieDigest: EntityDigest.of, userDigest: EntityDigest.of)
        var global = StableDigest.of(loaded.settings)
        global.combine(InputFingerprint.sitegenIdentity)
        global.combine("drafts=\(options.includeDrafts) today=\(loaded.today)")
        global.combine(StableDigest.of(loaded.mediaFiles).value)
        global.combine(loaded.images.digest.value)
        // Which pages exist is not part of it: every page reads what makes the pages it links to
        // exist (a movie's cast, how many movies a list has), so a cast edit that adds a person's
        // page presents the pages that name them again, not all 39,000 (at 10k: 4.0–5.3 s before,
        // 2.0–2.4 s after; PageReadsTests holds every edit's rebuild to a clean build).
        // A shard's table has only its own pages' reads, which cannot tell every movie that changed.
        let edits = options.shard == nil && digestsOnlyEditedReads && previous != nil ? decodedFiles?.movieEdits : nil
        // Where each of the last build's reads is, found while the catalog is digested: with the
        // terms digested without `Encodable`, this step of a cast edit at 10k took 68 ms, not 96
        // (medians of 12, taking turns), and the edit 2–4% less (two rounds of 30).
        let table = edits == nil ? nil : previous?.table
        async let positions = table?.positions
        return await ReadChanges(global: global, catalog: await catalog, renderer: loaded.renderer, previous: previous, edits: edits,
                                 positions: await positions)
    }

    /// Presents, renders and writes every page on all cores, each page written as soon as it is
    /// ready so the whole site is never held in memory. Broken links of all pages are collected
    /// before failing; a failed build's staging folder is thrown away by the caller.
    /// Returns every page's record (digest, reads, JSON view), how many pages were reused from
    /// `previous` and which were not.
    func renderPages(
        _ routes: [Route], presenter: SitePresenter, renderer: MustachePageRenderer, router: Router,
        output: any PageSink, previous: PageBatch.Previous?, changes: ReadChanges?, recordsReads: Bool, reportsProgress: Bool = true,
        knownFieldNames: [String] = [], timings: inout StepTimings
    ) async throws(DiagnosticList) -> (
        records: [String: PageRecord], noted: [String], reused: Int, unread: Int, changed: [String], fieldNames: [String]
    ) {
        let started = ContinuousClock.now
        // The site map lists the heaviest single pages (search index, site map, feed) last.
        var batches = await routes.concurrentChunks(chunksPerCore: 8, lastChunksFirst: true) { chunk in
            PageBatch.render(chunk, with: .init(presenter: presenter, renderer: renderer, router: router, output: output,
                                                previous: previous, changes: changes, recordsReads: recordsReads))
        }
        let lookups = TemplateLookups()
        var problems = Set<Diagnostic>()
        var work = StepTimings()
        var records: [String: PageRecord] = [:], reused = 0, unread = 0, changed: [String] = []
        var noted = NotedReads()
        records.reserveCapacity(routes.count)
        // Every page is made: what they were made with is freed, before the merge's tables grow.
        FreedMemory.giveBack(rebuilding: previous != nil)
        // Each batch is let go once merged, its reads' table with it: holding all sixteen until the
        // last was merged was the build's highest moment of memory.
        batches.reverse()
        while let batch = batches.popLast() {
            let moved = noted.merge(batch.noted)
            for (path, record) in batch.pages {
                var record = record
                if case .noted(let positions)? = record.reads { record.reads = .noted(positions.map { moved[Int($0)] }) }
                records[path] = record
            }
            lookups.merge(batch.lookups)
            problems.formUnion(batch.problems)
            work.merge(batch.timings)
            reused += batch.reused
            unread += batch.unread
            changed += batch.changed
        }
        timings.addShares(of: work, spanning: ContinuousClock.now - started)
        lookups.learnFieldNames(previous?.fieldNames ?? [])
        lookups.learnFieldNames(knownFieldNames)
        problems.formUnion(renderer.unknownNames(in: lookups))
        problems.formUnion(renderer.wholeValues(in: lookups))
        guard problems.isEmpty else { throw DiagnosticList(Array(problems)) }
        if reportsProgress { progress(.render, "\(routes.count - reused) pages") }
        return (records, noted.descriptions, reused, unread, changed, lookups.knownFieldNames.sorted())
    }

    /// Copies the theme's static files and `content/media/` as they are; returns how many.
    func copyFiles(theme: Theme, media files: [String], to output: OutputFolder) throws(DiagnosticList) -> Int {
        for file in theme.staticFiles { try output.writeUnlessUnchanged(file.bytes, to: file.path) }
        let media = MediaFolder(siteRoot: options.source)
        for file in files { try output.writeUnlessUnchanged(try media.bytes(of: file), to: "media/" + file) }
        return theme.staticFiles.count + files.count
    }

    /// Puts every resized copy of an image into the output: left there when the output has it
    /// already (its name says its content), else linked from the image cache. Returns how many.
    func linkImages(_ copies: [ImageCopy], to output: OutputFolder) throws(DiagnosticList) -> Int {
        guard let cache = images.cache else { return 0 }
        for copy in copies where !(output.updatesInPlace && output.existingFiles.contains(copy.outputPath)) {
            try output.link(cache.file(named: SiteImages.fileName(of: copy)), to: copy.outputPath)
        }
        return copies.count
    }

    /// The site was written but its manifest was not: the next build will be a full one.
    static func unsavedManifest(for output: URL, code: Int32) -> Diagnostic {
        Diagnostic(.warning, at: SourceLocation(path: BuildManifest.location(for: output).path, line: 0),
                   "the site was written, but not its build manifest: \(String(cString: strerror(code)))",
                   hint: "the next build will be a full one, rendering every page again")
    }

    /// A sitemap of more pages than search engines read from one file, because the theme's
    /// template writes no index of parts (see `Inputs.sitemapLimit`).
    static func oversizedSitemap(_ siteMap: SiteMap, _ loaded: Inputs) -> [Diagnostic] {
        let listed = siteMap.listedCount
        guard !loaded.theme.writesSitemapIndex, listed > SiteMap.sitemapLimit else { return [] }
        return [Diagnostic(.warning, at: SourceLocation(path: loaded.theme.displayPath + "/templates/sitemap.xml", line: 1),
                           "sitemap.xml lists \(NumberText.grouped(listed)) pages, more than search engines read from one file "
                           + "(\(NumberText.grouped(SiteMap.sitemapLimit))), and this template writes no index of parts ({{#isIndex}})",
                           hint: "copy templates/sitemap.xml from the default theme: `sitegen init` in an empty folder writes it")]
    }

    /// The files copied as they are and the images' copies, relative to the output folder.
    static func copiedPaths(theme: Theme, media: [String], imageCopies: [ImageCopy]) -> [String] {
        theme.staticFiles.map(\.path) + media.map { "media/" + $0 } + imageCopies.map(\.outputPath)
    }

    static let pageTemplates = ["home", "movie-list", "movie", "user-list", "user", "review-list", "terms", "term", "page", "layout",
                                "404", "robots.txt", "sitemap.xml", "feed.xml", "calendar.ics", "search", "search.json", "redirect"]
}
