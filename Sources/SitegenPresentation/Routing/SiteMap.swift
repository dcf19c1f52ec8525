public import SitegenDomain

/// Every route of a site, known before anything is rendered, so that two sources claiming one
/// output path are reported up front instead of one page silently overwriting another.
public struct SiteMap: Sendable {
    /// Folder names the generator itself uses at the site root; a free page may not take one.
    public static let reservedNames: Set<String> = ["movies", "users", "genres", "directors", "people", "years", "decades", "media",
                                                    "reviews", "images", "search", "assets", "page", "feed", "css"]

    public let routes: [Route]
    /// How many of `routes` the sitemap lists (`Route.isListed`).
    public let listedCount: Int

    /// The most pages one sitemap file may list: the sitemaps protocol's limit, which search
    /// engines keep to (a catalog of about 16,000 movies lists 50,000 pages). Past it,
    /// `sitemap.xml` is an index of `sitemap-1.xml`, `sitemap-2.xml`… that list them.
    public static let sitemapLimit = 50_000

    /// - Parameter sitemapLimit: how many pages one sitemap file lists at most; tests lower it.
    public init(catalog: Catalog, pageSize: PageSize, sitemapLimit: Int = SiteMap.sitemapLimit) throws(DiagnosticList) {
        var routes: [Route] = [.home]
        // A site of free pages alone (documentation, a club's about pages) gets none of the
        // catalog's sections: no empty movie, people, year or reviewer lists, and no search over
        // nothing. A site with nothing yet keeps them: they say how to fill them.
        let contents = catalog.contents
        let showsCatalog = contents.hasMovies || contents.hasUsers || catalog.pages.isEmpty
        // Slugs, ids and counts: the site map page enumerates these, and reads no title or prose.
        let movies = catalog.movieSlugs, users = catalog.userIDs
        for order in catalog.movieOrders where showsCatalog {
            routes += (1...pageSize.pageCount(for: movies.count)).map { Route.movieList(page: $0, order: order) }
        }
        routes += movies.map(Route.movie)
        if showsCatalog { routes += (1...pageSize.pageCount(for: users.count)).map { Route.userList(page: $0) } }
        routes += users.map(Route.user)
        // How many reviews, not which: a review added to a full page adds a page.
        if showsCatalog { routes += (1...pageSize.pageCount(for: catalog.reviewCount)).map { Route.reviewList(page: $0) } }
        for taxonomy in catalog.taxonomies where showsCatalog {
            // Which terms there are and how many pages each takes, not how many movies: a movie
            // credited with one more person changes no route.
            let terms = catalog.termPageCounts(taxonomy, pageSize: pageSize)
            // A taxonomy of flags is its one list, in the index's place (`Router`), or an empty
            // index while no movie sets it.
            if taxonomy.field?.holdsFlags != true || terms.isEmpty {
                routes += (1...ListTermsUseCase.pageSize.pageCount(for: terms.count)).map { Route.terms(taxonomy, page: $0) }
            }
            for (term, pageCount, orders) in terms {
                for order in orders {
                    routes += (1...pageCount).map { Route.term(taxonomy, term, page: $0, order: order) }
                }
            }
        }
        let clashes = Self.pageNameProblems(catalog.pages, taxonomies: catalog.taxonomies.compactMap(\.field))
        guard clashes.isEmpty else { throw DiagnosticList(clashes) }
        // A movie's folder sits beside the list's own: `movies/page/`, `movies/by-year/`.
        let listFolders = ["page"] + catalog.movieOrders.map { String($0.folder.dropLast()) }.filter { !$0.isEmpty }
        // Slugs only: the site map reads which movies there are, not what they say.
        let taken = movies.filter { listFolders.contains($0.rawValue) }.compactMap(catalog.movieWithoutProse)
        guard taken.isEmpty else {
            throw DiagnosticList(taken.map { movie in
                // The site's own order of that folder may be the one to rename.
                let order = catalog.movieOrders.first { $0.folder == movie.slug.rawValue + "/" && !MovieOrder.builtIn.contains($0) }
                return Diagnostic(at: movie.source, "movie slug '\(movie.slug)' is taken by the movie list's own /movies/\(movie.slug)/ pages",
                                  hint: "rename the file\(order.map { ", or the order '\($0.name)' of orders: in site.yml" } ?? ""); reserved slugs: \(listFolders.joined(separator: ", "))")
            })
        }
        routes += catalog.pages.map { Route.page($0.slug) }
        routes += (showsCatalog ? [.search, .searchIndex] : []) + [.notFound, .robots, .sitemap, .feed]
        // The calendar of a site's own order of dates, dated or not yet: a subscriber's calendar
        // keeps asking for it.
        if showsCatalog, catalog.movieOrders.contains(where: { if case .field = $0 { true } else { false } }) { routes.append(.calendar) }
        listedCount = routes.lazy.filter(\.isListed).count
        if listedCount > sitemapLimit { routes += (1...(listedCount + sitemapLimit - 1) / sitemapLimit).map(Route.sitemapPart) }
        self.routes = routes
    }

    /// Free pages named like the site's own folders, and the site's own taxonomies (`taxonomies:`
    /// in `site.yml`) named like its built-in ones: each an error at its file. Also asked of a
    /// broken site's pages, so that one run reports these with the content errors.
    public static func pageNameProblems(_ pages: [FreePage], taxonomies: [FieldTaxonomy] = []) -> [Diagnostic] {
        let taken = taxonomies.filter { reservedNames.contains($0.folderName) }.map { taxonomy in
            Diagnostic(at: taxonomy.source ?? SourceLocation(path: "site.yml"),
                       "taxonomy '\(taxonomy.key)' would write its pages in /\(taxonomy.folderName)/, which the site's own pages take",
                       hint: "name it by another key under extra:; reserved names: \(reservedNames.sorted().joined(separator: ", "))")
        }
        let folders = reservedNames.union(taxonomies.map(\.folderName))
        return taken + pages.filter { folders.contains($0.slug.rawValue) }.map { page in
            Diagnostic(at: page.source, "page name '\(page.slug)' is taken by the site's own /\(page.slug)/ pages",
                       hint: "rename the file; reserved names: \(folders.sorted().joined(separator: ", "))")
        }
    }
}
