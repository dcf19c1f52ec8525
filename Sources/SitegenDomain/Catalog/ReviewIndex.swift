/// Every published review, newest first, and the same order per movie and per user.
struct ReviewIndex: Sendable {
    private(set) var all: [PublishedReview]
    /// Where each year's reviews start in `all`: `2024` at 0, `2023` at 310.
    private(set) var years: [TermSection] = []
    private(set) var byMovie: [Slug: [PublishedReview]]
    private(set) var byUser: [Slug: [PublishedReview]]

    /// Sorts all reviews once; each movie's and user's reviews are then picked out in that order
    /// instead of being sorted again, thousands of small sorts. The order (newest first, then by
    /// movie slug, then by author id; `ReviewOrderTests` spells it out) is sorted as one integer
    /// per review, and reviews are grouped by the movie's and author's positions, so
    /// that 26,000 reviews cost no string comparisons and no hashing.
    init(movies: [Movie], usersByID: [Slug: User]) {
        let movieRanks = Self.ranks(of: movies.map(\.slug))
        let authorIDs = usersByID.keys.sorted()
        let authorRank = Dictionary(uniqueKeysWithValues: authorIDs.enumerated().map { ($1, $0) })
        var reviews: [(key: UInt64, movie: Int, author: Int, review: PublishedReview)] = []
        for (movieIndex, movie) in movies.enumerated() {
            for review in movie.reviews {
                guard let author = usersByID[review.author], let rank = authorRank[review.author] else { continue }
                let key = (Self.dayCount - UInt64(review.date.dayNumber)) << 42 | UInt64(movieRanks[movieIndex]) << 21 | UInt64(rank)
                reviews.append((key, movieIndex, rank, PublishedReview(review: review, movie: movie, author: author)))
            }
        }
        reviews.sort { $0.key < $1.key }
        all = reviews.map(\.review)
        years = Self.years(of: all)
        var perMovie = [[PublishedReview]](repeating: [], count: movies.count)
        var perAuthor = [[PublishedReview]](repeating: [], count: authorIDs.count)
        for entry in reviews {
            perMovie[entry.movie].append(entry.review)
            perAuthor[entry.author].append(entry.review)
        }
        var byMovie: [Slug: [PublishedReview]] = [:], byUser: [Slug: [PublishedReview]] = [:]
        for (index, list) in perMovie.enumerated() where !list.isEmpty { byMovie[movies[index].slug] = list }
        for (index, list) in perAuthor.enumerated() where !list.isEmpty { byUser[authorIDs[index]] = list }
        self.byMovie = byMovie
        self.byUser = byUser
    }

    /// `old`'s reviews replaced by `new`'s (the same movie, saved again), each
    /// list kept in the order `init` sorts them in.
    mutating func replace(_ old: Movie, with new: Movie, usersByID: [Slug: User]) {
        let added = new.reviews.compactMap { review in
            usersByID[review.author].map { PublishedReview(review: review, movie: new, author: $0) }
        }.sorted(by: Self.precedes)
        func patched(_ list: [PublishedReview], adding: [PublishedReview]) -> [PublishedReview] {
            Self.merged(list.filter { $0.movie.slug != old.slug }, adding)
        }
        // Each of 26,000 reviews at 10k movies is not looked at: the old ones are found, and the
        // new ones put, by halving. Filtering them all took 5 ms of a save's CPU (perf).
        for review in old.reviews {
            guard let author = usersByID[review.author] else { continue }
            let probe = PublishedReview(review: review, movie: old, author: author)
            let place = all.insertionIndex { !Self.precedes($0, probe) }
            if place < all.count, all[place].movie.slug == old.slug, all[place].author.id == review.author {
                all.remove(at: place)
            }
        }
        for review in added { all.insert(review, at: all.insertionIndex { Self.precedes(review, $0) }) }
        years = Self.years(of: all)
        byMovie[new.slug] = added.isEmpty ? nil : added
        for author in Set(old.reviews.map(\.author) + new.reviews.map(\.author)) {
            let list = patched(byUser[author] ?? [], adding: added.filter { $0.author.id == author })
            byUser[author] = list.isEmpty ? nil : list
        }
    }

    /// The order `init` sorts by: newest first, then by movie slug, then by author id.
    private static func precedes(_ first: PublishedReview, _ second: PublishedReview) -> Bool {
        (second.review.date, first.movie.slug, first.author.id) < (first.review.date, second.movie.slug, second.author.id)
    }

    /// Two lists in that order as one.
    private static func merged(_ first: [PublishedReview], _ second: [PublishedReview]) -> [PublishedReview] {
        var merged: [PublishedReview] = [], rest = second[...]
        merged.reserveCapacity(first.count + second.count)
        for review in first {
            while let next = rest.first, precedes(next, review) { merged.append(rest.removeFirst()) }
            merged.append(review)
        }
        return merged + rest
    }

    /// Where each year starts in `reviews`, newest first: one pass, no string per review (26,000
    /// at 10k movies).
    private static func years(of reviews: [PublishedReview]) -> [TermSection] {
        var years: [TermSection] = [], year: Int?
        for (position, review) in reviews.enumerated() where review.review.date.year != year {
            year = review.review.date.year
            years.append(TermSection(name: String(review.review.date.year), start: position))
        }
        return years
    }

    /// More days than any date can count (`CalendarDate.dayNumber`), and 2²¹ movies and users.
    private static let dayCount: UInt64 = 1 << 22

    /// Each slug's position among the slugs sorted.
    private static func ranks(of slugs: [Slug]) -> [Int] {
        var ranks = [Int](repeating: 0, count: slugs.count)
        for (rank, index) in slugs.indices.sorted(by: { slugs[$0] < slugs[$1] }).enumerated() { ranks[index] = rank }
        return ranks
    }
}
