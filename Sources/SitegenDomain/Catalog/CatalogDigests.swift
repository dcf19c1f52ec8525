/// The digest of everything a page can read from the catalog (`CatalogRead`), so that a rebuild
/// can tell a page whose inputs did not change without presenting it.
///
/// Movies and users are digested once each, whole (every stored property), as the catalog holds
/// them: a movie's genres already carry the names the genre pages use. How is up to the caller:
/// through `Encodable` unless it knows a faster way that covers every field.
/// Everything else is combined from those. All of it is computed up front, by the reads'
/// descriptions, so that checking a page's reads is a few lookups; a read of something the
/// catalog does not have (a movie that became a draft) gets one digest for "absent".
/// Built outside any page, so it records no reads of its own.
public struct CatalogDigests: Sendable {
    private let digests: [String: StableDigest]

    public init(
        _ catalog: Catalog,
        movieDigest: @escaping @Sendable (Movie) -> StableDigest = { StableDigest.of($0) },
        userDigest: @escaping @Sendable (User) -> StableDigest = { StableDigest.of($0) }
    ) async {
        let movies = catalog.movies, users = catalog.users
        async let movieList = movies.concurrentMap(movieDigest)
        async let userList = users.concurrentMap(userDigest)
        let (movieDigests, userDigests) = await (movieList, userList)
        let byMovie = Dictionary(uniqueKeysWithValues: zip(movies.map(\.slug), movieDigests))
        let byUser = Dictionary(uniqueKeysWithValues: zip(users.map(\.id), userDigests))
        func reviews(_ reviews: [PublishedReview]) -> StableDigest {
            Self.combining(reviews.flatMap { [byMovie[$0.movie.slug] ?? Self.absent, byUser[$0.author.id] ?? Self.absent] })
        }
        let allMovies = Self.combining(movieDigests), allUsers = Self.combining(userDigests)

        var digests: [String: StableDigest] = [:]
        digests.reserveCapacity(2 * (movies.count + users.count) + 64)
        func set(_ read: CatalogRead, _ digest: StableDigest) { digests[read.description] = digest }
        set(.movies, allMovies)
        set(.movieOrder, StableDigest.of(movies.map(\.slug.rawValue)))
        set(.users, allUsers)
        set(.pages, StableDigest.of(catalog.pages))
        set(.draftSlugs, StableDigest.of(catalog.draftSlugs.map(\.rawValue).sorted()))
        // Reviews live in movie files and show their authors: all of both.
        set(.allReviews, Self.combining([allMovies, allUsers]))
        for (movie, digest) in zip(movies, movieDigests) {
            set(.movie(movie.slug), digest)
            set(.reviewsOf(movie.slug), reviews(catalog.reviews(of: movie.slug)))
        }
        for (user, digest) in zip(users, userDigests) {
            set(.user(user.id), digest)
            set(.reviewsBy(user.id), reviews(catalog.reviews(by: user.id)))
        }
        for taxonomy in Taxonomy.allCases {
            let terms = catalog.terms(taxonomy)
            // An index of terms shows how many movies each has: any movie can change it.
            set(.terms(taxonomy), Self.combining([StableDigest.of(terms), allMovies]))
            for term in terms {
                let filed = catalog.movies(in: taxonomy, term.slug)
                let termDigest = StableDigest.of(term)
                set(.term(taxonomy, term.slug), Self.combining([termDigest] + filed.map { byMovie[$0.slug] ?? Self.absent }))
                set(.termOrder(taxonomy, term.slug), Self.combining([termDigest, StableDigest.of(filed.map(\.slug.rawValue))]))
            }
        }
        self.digests = digests
    }

    /// The digest of what the read described as `description` (see `CatalogRead.description`)
    /// answers now.
    public func digest(ofRead description: String) -> StableDigest {
        digests[description] ?? Self.absent
    }

    private static let absent = StableDigest.of("absent")

    private static func combining(_ digests: [StableDigest]) -> StableDigest {
        var combined = StableDigest()
        for digest in digests { combined.combine(digest.value) }
        return combined
    }
}
