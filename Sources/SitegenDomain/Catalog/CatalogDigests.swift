/// The digest of everything a page can read from the catalog (`CatalogRead`), so that a rebuild
/// can tell a page whose inputs did not change without presenting it.
///
/// Movies and users are digested whole (every stored property), as the catalog holds them: a
/// movie's genres already carry the names the genre pages use. A movie is digested without its
/// prose, as every page but its own shows it, and that digest with the prose added is the whole
/// movie's. How is up to the caller: through `Encodable` unless it knows a faster way that covers
/// every field.
/// Everything else is combined from those. All of it is computed up front, by the reads'
/// descriptions, so that checking a page's reads is a few lookups; a read of something the
/// catalog does not have (a movie that became a draft) gets one digest for "absent".
/// Built outside any page, so it records no reads of its own.
public struct CatalogDigests: Sendable {
    private let digests: [String: StableDigest]
    /// The catalog order, for the stretches of it that pages of the movie list read.
    private let orders: [MovieOrder: [Slug]]
    /// For the "more like this" of a movie whose list the catalog ranks only when asked.
    private let catalog: Catalog

    public init(
        _ catalog: Catalog,
        movieDigest: @escaping @Sendable (Movie) -> StableDigest = { StableDigest.of($0) },
        userDigest: @escaping @Sendable (User) -> StableDigest = { StableDigest.of($0) }
    ) async {
        let movies = catalog.movies, prosefree = catalog.moviesWithoutProse, users = catalog.users
        async let prosefreeList = prosefree.concurrentMap(movieDigest)
        async let userList = users.concurrentMap(userDigest)
        let (prosefreeDigests, userDigests) = await (prosefreeList, userList)
        // A movie is its prose-free self and its prose: every field is digested once, and the
        // prose by the digest it may carry from the last build, so an unchanged file is not read.
        let movieDigests = await Array(movies.indices).concurrentMap { index in
            var digest = prosefreeDigests[index]
            digest.combine(movies[index].synopsis.textDigest)
            return digest
        }
        // Reviews and terms show movies without their prose (see `Catalog`). A movie's reviews
        // all show that movie, and a user's that user: only the other side is looked up.
        let byMovie = Dictionary(uniqueKeysWithValues: zip(prosefree.map(\.slug), prosefreeDigests))
        let byUser = Dictionary(uniqueKeysWithValues: zip(users.map(\.id), userDigests))
        @Sendable func reviews(of movie: Int) -> StableDigest {
            var combined = StableDigest()
            for review in catalog.unnotedReviews(of: prosefree[movie].slug) {
                combined.combine(prosefreeDigests[movie].value)
                combined.combine((byUser[review.author.id] ?? Self.absent).value)
            }
            return combined
        }
        @Sendable func reviews(by user: Int) -> StableDigest {
            var combined = StableDigest()
            for review in catalog.unnotedReviews(by: users[user].id) {
                combined.combine((byMovie[review.movie.slug] ?? Self.absent).value)
                combined.combine(userDigests[user].value)
            }
            return combined
        }
        let allMovies = Self.combining(movieDigests), allUsers = Self.combining(userDigests)
        let allProsefree = Self.combining(prosefreeDigests)

        // Each movie, user and term on all cores, then one dictionary of them all.
        async let movieEntries = Array(movies.indices).concurrentMap { index -> [Entry] in
            let slug = movies[index].slug
            let entries = [Entry(.movie(slug), movieDigests[index]), Entry(.movieWithoutProse(slug), prosefreeDigests[index]),
                           Entry(.reviewsOf(slug), reviews(of: index))]
            // Digested when asked if the catalog ranks it only when asked: it is not a page this build makes.
            guard catalog.ranksSimilarUpFront(slug) else { return entries }
            return entries + [Entry(.moreLike(slug), Self.similar(to: slug, in: catalog))]
        }
        async let userEntries = Array(users.indices).concurrentMap { index -> [Entry] in
            let id = users[index].id
            return [Entry(.user(id), userDigests[index]), Entry(.reviewsBy(id), reviews(by: index))]
        }
        let terms = Taxonomy.allCases.flatMap { taxonomy in catalog.terms(taxonomy).map { TaxonomyTerm(taxonomy: taxonomy, term: $0) } }
        async let termEntries = terms.concurrentMap { filedTerm -> [Entry] in
            let taxonomy = filedTerm.taxonomy, term = filedTerm.term
            return taxonomy.orders.map { movieOrder in
                var order = StableDigest.of(term)
                for slug in catalog.unnotedSlugs(in: taxonomy, term.slug, order: movieOrder) { order.combine(slug.rawValue) }
                return Entry(.termOrder(taxonomy, term.slug, movieOrder), order)
            }
        }
        var entries: [Entry] = [
            Entry(.movies, allMovies),
            Entry(.moviesWithoutProse, allProsefree),
            Entry(.movieCount, StableDigest.of(movies.count)),
            Entry(.dates, Self.dates(catalog, movies: prosefree, users: users)),
            Entry(.users, allUsers),
            Entry(.pages, StableDigest.of(catalog.pages)),
            Entry(.contents, StableDigest.of([movies.isEmpty, users.isEmpty])),
            Entry(.draftSlugs, StableDigest.of(catalog.draftSlugs.map(\.rawValue).sorted())),
            // Reviews live in movie files and show their movies (without prose) and authors.
            Entry(.allReviews, Self.combining([allProsefree, allUsers])),
        ]
        // What the site says of people: each profile whole, and all of them.
        let profiles = catalog.unnotedProfiles()
        entries += profiles.map { Entry(.profile($0.slug), StableDigest.of($0)) }
        entries.append(Entry(.profiles, StableDigest.of(profiles)))
        // The terms themselves, with how many movies each has.
        entries += Taxonomy.allCases.map { taxonomy in
            var digest = StableDigest.of(catalog.terms(taxonomy))
            for (_, count) in catalog.termsWithCounts(taxonomy) { digest.combine(UInt64(count)) }
            return Entry(.terms(taxonomy), digest)
        }
        var digests: [String: StableDigest] = [:]
        digests.reserveCapacity(2 * (movies.count + users.count + terms.count) + entries.count)
        for entry in entries { digests[entry.read.description] = entry.digest }
        for group in await [movieEntries, userEntries, termEntries] {
            for list in group { for entry in list { digests[entry.read.description] = entry.digest } }
        }
        self.digests = digests
        orders = Dictionary(uniqueKeysWithValues: MovieOrder.allCases.map { ($0, catalog.unnotedSlugs(in: $0)) })
        self.catalog = catalog
    }

    private static func similar(to slug: Slug, in catalog: Catalog) -> StableDigest {
        var similar = StableDigest()
        for other in catalog.unnotedMoviesLike(slug) { similar.combine(other.rawValue) }
        return similar
    }

    /// The digest of what the read described as `description` (see `CatalogRead.description`)
    /// answers now.
    public func digest(ofRead description: String) -> StableDigest {
        if let digest = digests[description] { return digest }
        if let (order, range) = Self.orderRange(in: description) { return digest(of: order, range) }
        // `CatalogRead.moreLike`'s description, of a movie whose list was not ranked up front.
        if description.hasPrefix("l:"), let slug = try? Slug(String(description.dropFirst(2))), catalog.hasMovieUnnoted(slug) {
            return Self.similar(to: slug, in: catalog)
        }
        return Self.absent
    }

    /// The slugs at `range` of `order` (fewer, or none, past its end).
    private func digest(of order: MovieOrder, _ range: Range<Int>) -> StableDigest {
        var digest = StableDigest()
        let slugs = orders[order] ?? []
        for slug in slugs[range.clamped(to: slugs.indices)] { digest.combine(slug.rawValue) }
        return digest
    }

    /// The order and range of a `CatalogRead.movieOrder` description (`O:24-48`, `Oy:0-24`);
    /// there is one per page of the movie list, so each is digested when asked rather than up front.
    private static func orderRange(in description: String) -> (MovieOrder, Range<Int>)? {
        guard description.hasPrefix("O"), let colon = description.firstIndex(of: ":"),
              let order = MovieOrder.allCases.first(where: { $0.mark == description[description.index(after: description.startIndex)..<colon] })
        else { return nil }
        let bounds = description[description.index(after: colon)...].split(separator: "-", maxSplits: 1)
        guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]), 0 <= lower, lower <= upper else { return nil }
        return (order, lower..<upper)
    }

    private static let absent = StableDigest.of("absent")

    /// Each movie and user, in order, with its last modified date (see `CatalogRead.dates`).
    private static func dates(_ catalog: Catalog, movies: [Movie], users: [User]) -> StableDigest {
        var digest = StableDigest()
        for movie in movies {
            digest.combine(movie.slug.rawValue)
            digest.combine(movie.lastModified?.description ?? "-")
        }
        for user in users {
            digest.combine(user.id.rawValue)
            digest.combine(catalog.lastModified(user: user.id)?.description ?? "-")
        }
        return digest
    }

    private struct Entry: Sendable {
        var read: CatalogRead
        var digest: StableDigest
        init(_ read: CatalogRead, _ digest: StableDigest) {
            self.read = read
            self.digest = digest
        }
    }

    private struct TaxonomyTerm: Sendable {
        var taxonomy: Taxonomy
        var term: Term
    }

    private static func combining(_ digests: [StableDigest]) -> StableDigest {
        var combined = StableDigest()
        for digest in digests { combined.combine(digest.value) }
        return combined
    }
}
