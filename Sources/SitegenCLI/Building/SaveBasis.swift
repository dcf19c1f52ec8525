import SitegenDomain
import SitegenPresentation

/// What `serve`'s last good build made the site with, and what the saves applied over it since
/// without a build changed (`ProseSave`, `MovieSave`): the next save starts from it.
struct SaveBasis: Sendable {
    var inputs: SiteBuilder.Inputs
    var router: Router
    var pageCount: Int
    /// What the build made the site of, kept as it was: its routes, its catalog (`inputs` has
    /// the saves' since), the catalog's digests and the build's manifest, whose table says what
    /// each page read then.
    var routes: [Route]
    var builtCatalog: Catalog
    var builtDigests: CatalogDigests
    var manifest: BuildManifest
    /// Whether the movie folder held a symbolic link when the build read it (see
    /// `ProseSave.movieFilesShareContent`).
    var movieFolderHasLinks: Bool
    /// The movies saved since the build, as the build's catalog held them.
    var savedSince: [Slug: Movie] = [:]
    /// The routes presented by a save of front matter since the build, by position in `routes`,
    /// with what each read then and what that answered: the build's table no longer says.
    var readsSince: [Int: [ReadAnswer]] = [:]
    /// The routes presented by a save of prose since the build, whose reads were not noted: every
    /// save presents them again.
    var presentedSince: Set<Int> = []
    /// The pages and JSON views written since the build (relative to the output): what they hold
    /// is not what the manifest says.
    var writtenSince: Set<String> = []
    /// What each taxonomy's terms with their counts answer (`CatalogRead.terms`), once asked: the
    /// same until a save files a movie under other terms (names cannot change, see
    /// `Catalog.replacing`). The people of a 10k-movie catalog, 40,000, took 6 ms of every save.
    var termsAnswers: [Taxonomy: UInt64] = [:]
    /// Worked out at the first save of front matter after a build, for the next ones too.
    var pages: ManifestLookup?

    /// Whether the build made the site on `day`: a save on another is a build, as every page
    /// may say otherwise which dates are coming up (`Router.today`), not only the saved movie's
    /// (helper-57). At most once a day, for a preview left open past midnight.
    func isOfDay(_ day: CalendarDate) -> Bool { router.today == day }

    /// What a read answered when a page made it.
    struct ReadAnswer: Sendable {
        var read: CatalogRead
        var digest: UInt64
    }

    /// The manifest's pages by route, and where each read of its table is.
    struct ManifestLookup: Sendable {
        /// Per route of `routes`: the positions of the page's reads in the table, nil if unknown.
        var reads: [[Int32]?]
        var positions: [String: Int32]
        /// The reads every save digests again (`CatalogDigests.scannedReads`); nil if the table
        /// has a kind of read that cannot tell.
        var scanned: CatalogDigests.ScannedReads?

        init(routes: [Route], router: Router, manifest: BuildManifest) {
            reads = routes.map { manifest.pages[router.outputPath(for: $0)]?.reads }
            positions = manifest.table.positions
            scanned = CatalogDigests.scannedReads(descriptions: manifest.table.descriptions, digests: manifest.table.digests)
        }
    }

    /// Notes a save of `movie` applied over the basis: what the build's catalog held of it.
    mutating func noteSaved(_ movie: Slug) {
        if savedSince[movie] == nil, let built = builtCatalog.movie(movie) { savedSince[movie] = built }
    }
}
