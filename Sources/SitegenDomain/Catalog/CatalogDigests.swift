/// The digest of everything a page can read from the catalog (`CatalogRead`), so that a rebuild
/// can tell a page whose inputs did not change without presenting it.
///
/// Movies and users are digested whole (every stored property), as the catalog holds them: a
/// movie's genres already carry the names the genre pages use. A movie is digested without its
/// prose, as every page but its own shows it, and that digest with the prose added is the whole
/// movie's. How is up to the caller: through `Encodable` unless it knows a faster way that covers
/// every field.
/// Everything else is combined from those when a read asks for it. Asked outside any page, so
/// it records no reads of its own.
public struct CatalogDigests: Sendable {
    private(set) var catalog: Catalog
    /// The catalog's movies without their prose and its users, in its order.
    private(set) var movies: [Movie]
    let users: [User]
    /// Each movie whole and without its prose, and each user, by position in those lists.
    private(set) var movieDigests: [StableDigest]
    private(set) var prosefreeDigests: [StableDigest]
    let userDigests: [StableDigest]
    private(set) var moviePositions: [Slug: Int]
    let userPositions: [Slug: Int]
    /// How a movie is digested: an earlier version of one is digested the same way.
    let movieDigest: @Sendable (Movie) -> StableDigest

    /// Digests every movie and user, on all cores; everything else is combined from those when a
    /// read asks for it. A rebuild asks once for each read its last build's pages made, and only
    /// for those. Before, every read there could be was digested up front into one table keyed by
    /// description (160 ms of a 0.92 s cast edit at 10k, 26 MB at 30k movies). Against that,
    /// taking turns on 26 Nov 2026: 100k movies build in 1,019–1,046 MB at their peak, not
    /// 1,065–1,128 MB (3 pairs, CPU within noise); a clean build at 10k in 162 MB, not 168
    /// (medians of 6). A cast edit at 10k is no slower: its gain (0.99 → 0.90 s in one round of
    /// 20 pairs) is within what two runs of one binary differ by on this machine.
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
        movieDigests = movies.indices.map { index in
            var digest = prosefreeDigests[index]
            digest.combine(movies[index].synopsis.textDigest)
            return digest
        }
        self.movies = prosefree
        self.users = users
        self.prosefreeDigests = prosefreeDigests
        self.userDigests = userDigests
        moviePositions = Dictionary(uniqueKeysWithValues: zip(movies.map(\.slug), movies.indices))
        userPositions = Dictionary(uniqueKeysWithValues: zip(users.map(\.id), users.indices))
        self.catalog = catalog
        self.movieDigest = movieDigest
    }

    /// The digests of `catalog`, a patch of the one these digest (`Catalog.replacing`): the movies
    /// in `edited` are digested again, every other movie and user is as it was. A save in `serve`
    /// digests one movie, not 10,000.
    public func patched(to catalog: Catalog, edited: Set<Slug>) -> CatalogDigests {
        let full = catalog.movies, prosefree = catalog.moviesWithoutProse
        // The other movies keep their order: the edited ones are taken out where they were and
        // put in where they are, and only the positions between are looked at again. Mapping
        // every movie's digest over took 11 ms of a save's CPU at 10k movies (perf).
        let before = edited.compactMap { slug in moviePositions[slug] }.sorted(by: >)
        let after = edited.compactMap { slug in prosefree.firstIndex { $0.slug == slug } }.sorted()
        guard before.count == edited.count, after.count == edited.count, prosefree.count == movies.count else {
            return CatalogDigests(rebuilding: self, catalog)
        }
        var patched = self
        for place in before {
            patched.prosefreeDigests.remove(at: place)
            patched.movieDigests.remove(at: place)
        }
        for place in after {
            var digest = movieDigest(prosefree[place])
            patched.prosefreeDigests.insert(digest, at: place)
            digest.combine(full[place].synopsis.textDigest)
            patched.movieDigests.insert(digest, at: place)
        }
        if let first = (before + after).min(), let last = (before + after).max() {
            for place in first...last { patched.moviePositions[prosefree[place].slug] = place }
        }
        patched.movies = prosefree
        patched.catalog = catalog
        return patched
    }

    /// Every movie of `catalog` digested again, and users as `digests` has them: what a patch
    /// does when an edited movie is missing from either catalog, which `Catalog.replace` never
    /// leaves, but a caller of this public function could.
    private init(rebuilding digests: CatalogDigests, _ catalog: Catalog) {
        self = digests
        let full = catalog.movies, prosefree = catalog.moviesWithoutProse
        prosefreeDigests = prosefree.map(digests.movieDigest)
        movieDigests = full.indices.map { index in
            var digest = prosefreeDigests[index]
            digest.combine(full[index].synopsis.textDigest)
            return digest
        }
        movies = prosefree
        moviePositions = Dictionary(uniqueKeysWithValues: zip(prosefree.map(\.slug), prosefree.indices))
        self.catalog = catalog
    }

    /// The digest of what the read described as `description` (see `CatalogRead.description`)
    /// answers now.
    public func digest(ofRead description: String) -> StableDigest {
        guard let read = CatalogRead(description: description) else { return Self.absent }
        return digest(of: read)
    }

    /// The digest of what `read` answers now; a read of something the catalog does not have (a
    /// movie that became a draft, a person no movie credits any more) gets one digest for "absent".
    public func digest(of read: CatalogRead) -> StableDigest {
        switch read {
        case .movie(let slug): moviePositions[slug].map { movieDigests[$0] } ?? Self.absent
        case .movieWithoutProse(let slug): prosefreeDigest(of: slug)
        case .user(let id): userDigest(of: id)
        case .movies: Self.combining(movieDigests)
        case .moviesWithoutProse: Self.combining(prosefreeDigests)
        case .movieCount: StableDigest.of(movieDigests.count)
        case .titleSections: sections(catalog.unnotedTitleSections)
        case .movieOrder(let order, let range): digest(of: order, range)
        case .dates: dates()
        case .users: Self.combining(userDigests)
        case .pages: StableDigest.of(catalog.pages)
        case .contents: StableDigest.of([movieDigests.isEmpty, userDigests.isEmpty])
        case .draftSlugs: StableDigest.of(catalog.draftSlugs.map(\.rawValue).sorted())
        // Reviews live in movie files and show their movies (without prose) and authors.
        case .allReviews: Self.combining([Self.combining(prosefreeDigests), Self.combining(userDigests)])
        // Closures, not `reviews(of:)` passed as a function, which copies the whole struct for each
        // read (in perf, 7% of a cast edit's CPU when all 80,000 reads went through one).
        case .reviewCount: StableDigest.of(catalog.unnotedReviewCount)
        case .reviewYears: sections(catalog.unnotedReviewYears)
        case .reviewStretch(let range): reviews(at: range)
        case .reviewsOf(let slug): moviePositions[slug].map { reviews(of: $0) } ?? Self.absent
        case .reviewsBy(let id): userPositions[id].map { reviews(by: $0) } ?? Self.absent
        case .terms(let taxonomy): terms(taxonomy)
        case .termStretch(let taxonomy, let range): terms(catalog.unnotedTermsWithCounts(taxonomy, range))
        case .termCount(let taxonomy): StableDigest.of(catalog.unnotedTermCount(taxonomy))
        case .termSections(let taxonomy): sections(catalog.unnotedTermSections(taxonomy))
        case .termPages(let taxonomy, let pageSize): termPages(taxonomy, pageSize: pageSize)
        case .termOrder(let taxonomy, let slug, let order): termOrder(taxonomy, slug, order) ?? Self.absent
        case .termOrders(let taxonomy, let slug): termOrders(taxonomy, slug)
        case .moreLike(let slug): moviePositions[slug] == nil ? Self.absent : similar(to: slug)
        case .profile(let slug): catalog.unnotedProfile(of: slug).map { StableDigest.of($0) } ?? Self.absent
        case .profiles: StableDigest.of(catalog.unnotedProfiles())
        }
    }

    /// Reviews show movies without their prose (see `Catalog`). A movie's reviews all show that
    /// movie, and a user's that user: only the other side is looked up.
    private func reviews(of movie: Int) -> StableDigest {
        var combined = StableDigest()
        for review in catalog.unnotedReviews(of: movies[movie].slug) {
            combined.combine(prosefreeDigests[movie].value)
            combined.combine(userDigest(of: review.author.id).value)
        }
        return combined
    }

    /// A stretch of the newest-first order: each review's movie and author, whose digests cover
    /// the review (it lives in its movie's file).
    private func reviews(at range: Range<Int>) -> StableDigest {
        var combined = StableDigest()
        for review in catalog.unnotedReviews(at: range) {
            combined.combine(prosefreeDigest(of: review.movie.slug).value)
            combined.combine(userDigest(of: review.author.id).value)
        }
        return combined
    }

    private func prosefreeDigest(of movie: Slug) -> StableDigest { moviePositions[movie].map { prosefreeDigests[$0] } ?? Self.absent }
    private func userDigest(of user: Slug) -> StableDigest { userPositions[user].map { userDigests[$0] } ?? Self.absent }

    private func reviews(by user: Int) -> StableDigest {
        var combined = StableDigest()
        for review in catalog.unnotedReviews(by: users[user].id) {
            combined.combine(prosefreeDigest(of: review.movie.slug).value)
            combined.combine(userDigests[user].value)
        }
        return combined
    }

    /// The terms of a taxonomy, with how many movies each has: each term's fields combined as
    /// they are, where a walk through `Encodable` took 15 ms of a cast edit at 10k movies for the
    /// 40,000 people, on the one core that waits for it.
    private func terms(_ taxonomy: Taxonomy) -> StableDigest { terms(catalog.unnotedTermsWithCounts(taxonomy)) }

    private func terms(_ terms: some Sequence<(term: Term, movieCount: Int)>) -> StableDigest {
        var digest = StableDigest()
        for (term, count) in terms {
            digest.combine(term)
            digest.combine(UInt64(count))
        }
        return digest
    }

    private func sections(_ sections: [TermSection]) -> StableDigest {
        var digest = StableDigest()
        for section in sections {
            digest.combine(section.name)
            digest.combine(UInt64(section.start))
        }
        return digest
    }

    /// Which terms there are, with how many pages each takes in which orders. A page size no site can have (a
    /// manifest's read spelt by hand) answers "absent".
    private func termPages(_ taxonomy: Taxonomy, pageSize: Int) -> StableDigest {
        guard let pageSize = try? PageSize(pageSize) else { return Self.absent }
        var digest = StableDigest()
        for (term, pageCount, orders) in catalog.unnotedTermPageCounts(taxonomy, pageSize: pageSize) {
            digest.combine(term.rawValue)
            digest.combine(UInt64(pageCount))
            for order in orders { digest.combine(order.name) }
        }
        return digest
    }

    /// One term and which movies it has in `order`, and by title where each letter's titles start
    /// (a retitled movie can change its letter without moving): nil if it has no such term, or
    /// does not come in that order.
    private func termOrder(_ taxonomy: Taxonomy, _ slug: Slug, _ order: MovieOrder) -> StableDigest? {
        guard let term = catalog.unnotedTerm(taxonomy, slug), catalog.unnotedOrders(of: taxonomy, slug).contains(order) else { return nil }
        var digest = StableDigest.of(term)
        for movie in catalog.unnotedMovies(in: taxonomy, slug, order: order) { digest.combine(movie.slug.rawValue) }
        if order == .title { digest.combine(sections(catalog.unnotedTitleSections(in: taxonomy, slug)).value) }
        return digest
    }

    private func termOrders(_ taxonomy: Taxonomy, _ slug: Slug) -> StableDigest {
        guard catalog.unnotedTerm(taxonomy, slug) != nil else { return Self.absent }
        var digest = StableDigest()
        for order in catalog.unnotedOrders(of: taxonomy, slug) { digest.combine(order.name) }
        return digest
    }

    private func similar(to slug: Slug) -> StableDigest {
        var similar = StableDigest()
        for other in catalog.unnotedMoviesLike(slug) { similar.combine(other.rawValue) }
        return similar
    }

    /// The slugs at `range` of `order` (fewer, or none, past its end).
    private func digest(of order: MovieOrder, _ range: Range<Int>) -> StableDigest {
        var digest = StableDigest()
        let movies = catalog.unnotedMovies(in: order)
        for movie in movies[range.clamped(to: movies.indices)] { digest.combine(movie.slug.rawValue) }
        return digest
    }

    static let absent = StableDigest.of("absent")

    /// Each movie and user, in order, with its last modified date (see `CatalogRead.dates`).
    private func dates() -> StableDigest {
        var digest = StableDigest()
        // Days as numbers: 10,000 dates spelt out took 4 ms of a save in `serve` at 10k movies.
        for movie in movies {
            digest.combine(movie.slug.rawValue)
            digest.combine(UInt64(movie.lastModified?.dayNumber ?? 0))
        }
        for user in users {
            digest.combine(user.id.rawValue)
            digest.combine(catalog.lastModified(user: user.id)?.description ?? "-")
        }
        return digest
    }

    private static func combining(_ digests: [StableDigest]) -> StableDigest {
        var combined = StableDigest()
        for digest in digests { combined.combine(digest.value) }
        return combined
    }
}
