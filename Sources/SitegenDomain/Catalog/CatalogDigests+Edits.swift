/// A content file whose movies are not what they were at the last load: what it held then (none
/// for a new file) and what it holds now (none for a file that is gone).
public struct MovieFileEdit: Sendable {
    public var before: [Movie]
    public var after: [Movie]

    public init(before: [Movie], after: [Movie]) {
        self.before = before
        self.after = after
    }
}

extension CatalogDigests {
    /// The reads of the last build that an edit of a few movie files can have changed, by position
    /// in that build's table (`descriptions`, with what each answered then: `digests`, and where
    /// each description is: `positions`). Every other read answers what it answered then.
    ///
    /// A rebuild would otherwise digest every read of its last build again: 80,000 at 10k movies,
    /// 15% of a cast edit's CPU. Nil, and every read is digested again, unless the table and the
    /// edits together account for every change: each movie whose digest is not what its page read
    /// must be in an edited file, whose earlier version digests as the table says; users must be
    /// as they were; and no draft may be involved (drafts are in no table, but their people may
    /// have profiles). A genre spelt anew changes every movie of the genre, which none of the
    /// edits explains: that too is digested whole.
    public func readsChanged(
        byEditing edits: [MovieFileEdit], descriptions: [String], digests: [UInt64], positions: [String: Int32]
    ) -> [Int]? {
        func last(_ read: CatalogRead) -> UInt64? { positions[read.description].map { digests[Int($0)] } }
        let absent = Self.absent.value
        // An earlier version of a movie is what the table read of it if, catalogued now, it
        // digests as it did then.
        func isAsRead(_ movie: Movie) -> Bool {
            last(.movieWithoutProse(movie.slug)) == movieDigest(catalog.unnotedProsefree(movie)).value
        }
        guard !edits.contains(where: { $0.before.contains(where: \.isDraft) || $0.after.contains(where: \.isDraft) }) else { return nil }

        // The reads that answer for everything, or for a kind of thing the table tells apart only by
        // looking: stretches of the movie list, and profiles that were there. A kind of read this
        // does not know (one added to `CatalogRead` since) is digested with every other read.
        var scanned: [Int] = []
        var moviesBefore = 0, usersBefore = 0
        for (position, description) in descriptions.enumerated() {
            // The reads that name nothing are spelt in one or two letters.
            if description.utf8.count <= 2 {
                guard CatalogRead.fixed[description] != nil else { return nil }
                continue
            }
            var bytes = description.utf8.makeIterator()
            let kind = bytes.next(), second = bytes.next(), third = bytes.next()
            let wasThere = digests[position] != absent
            switch (kind, second, third) {
            case (UInt8(ascii: "O"), _, _): scanned.append(position)
            case (UInt8(ascii: "p"), UInt8(ascii: ":"), _): if wasThere { scanned.append(position) }
            case (UInt8(ascii: "m"), UInt8(ascii: ":"), _): if wasThere { moviesBefore += 1 }
            case (UInt8(ascii: "u"), UInt8(ascii: ":"), _): if wasThere { usersBefore += 1 }
            case (UInt8(ascii: "s"), UInt8(ascii: ":"), _), (UInt8(ascii: "l"), UInt8(ascii: ":"), _), (UInt8(ascii: "T"), UInt8(ascii: ":"), _),
                 (UInt8(ascii: "r"), UInt8(ascii: "m"), UInt8(ascii: ":")), (UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: ":")),
                 (UInt8(ascii: "o"), _, _):
                break
            default: return nil
            }
        }

        // Users live in files of their own: any change to them is a whole rebuild's.
        guard usersBefore == users.count, users.indices.allSatisfy({ last(.user(users[$0].id)) == userDigests[$0].value }) else {
            return nil
        }

        // Which movies are not what their pages read, and what they were.
        let edited = Set(edits.flatMap(\.after).map(\.slug))
        let earlier = Dictionary(edits.flatMap(\.before).map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var changed: [Slug] = [], proseChanged: [Slug] = [], versions: [Movie] = []
        var stillThere = 0
        for (index, movie) in movies.enumerated() {
            let whole = last(.movie(movie.slug))
            let wasThere = whole.map { $0 != absent } ?? false
            if wasThere { stillThere += 1 }
            if wasThere, last(.movieWithoutProse(movie.slug)) == prosefreeDigests[index].value {
                if whole != movieDigests[index].value { proseChanged.append(movie.slug) }
                continue
            }
            guard edited.contains(movie.slug) else { return nil }
            if wasThere {
                guard let before = earlier[movie.slug], isAsRead(before) else { return nil }
                versions.append(before)
            }
            changed.append(movie.slug)
            versions.append(movie)
        }
        // Movies whose files are gone or no longer hold them.
        let gone = earlier.values.filter { moviePositions[$0.slug] == nil && (last(.movie($0.slug)).map { $0 != absent } ?? false) }
        guard stillThere + gone.count == moviesBefore, gone.allSatisfy(isAsRead) else { return nil }
        changed += gone.map(\.slug)
        versions += gone
        // A few: the reads many movies name come close to all of them, and are found one movie at
        // a time where digesting every read runs on all cores (the limit is a guess, not measured).
        guard changed.count <= Self.editedMovieLimit else { return nil }

        // Every read that names nothing answers for all movies, or for none of them: digested again.
        var reads = Set(CatalogRead.fixed.values)
        reads.formUnion(Taxonomy.allCases.map(CatalogRead.terms))
        reads.formUnion(proseChanged.map(CatalogRead.movie))
        reads.formUnion(catalog.unnotedProfiles().map { .profile($0.slug) })
        for slug in changed { reads.formUnion([.movie(slug), .movieWithoutProse(slug), .reviewsOf(slug), .moreLike(slug)]) }
        for movie in versions { reads.formUnion(readsNaming(movie)) }
        return Array(Set(scanned + reads.compactMap { positions[$0.description].map(Int.init) })).sorted()
    }

    /// At most this many movies changed for `readsChanged` to tell which reads they change.
    static let editedMovieLimit = 64

    /// What else a movie, as it is or as it was, is part of: its reviewers' lists, the term pages
    /// it is filed under, its people's profiles, and the "more like this" of every movie it could
    /// be a candidate for (one sharing a person, or filed under exactly its genres).
    private func readsNaming(_ movie: Movie) -> Set<CatalogRead> {
        var reads = Set(movie.reviews.map { CatalogRead.reviewsBy($0.author) })
        for taxonomy in Taxonomy.allCases {
            for term in Catalog.terms(taxonomy, of: movie) {
                reads.formUnion(taxonomy.orders.map { .termOrder(taxonomy, term.slug, $0) })
            }
        }
        for person in movie.peopleTerms {
            reads.insert(.profile(person.slug))
            reads.formUnion(catalog.unnotedMovies(in: .people, person.slug, order: .title).map { .moreLike($0.slug) })
        }
        let genres = Set(movie.genres.map(\.slug))
        if !genres.isEmpty {
            // Compared without a set per movie: 10,000 of them for each version.
            let alike = movies.filter { other in
                other.genres.allSatisfy { genres.contains($0.slug) } && genres.allSatisfy { slug in other.genres.contains { $0.slug == slug } }
            }
            reads.formUnion(alike.map { .moreLike($0.slug) })
        }
        return reads
    }
}
