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
    /// have profiles). A genre, person or name of the site's own spelt anew changes every movie
    /// naming it (`ShownNames`), which none of the edits explains: that too is digested whole.
    public func readsChanged(
        byEditing edits: [MovieFileEdit], descriptions: [String], digests: [UInt64], positions: [String: Int32]
    ) -> [Int]? {
        let table = LastReads(descriptions: descriptions, digests: digests, positions: positions)
        guard !edits.contains(where: { $0.before.contains(where: \.isDraft) || $0.after.contains(where: \.isDraft) }),
              let scan = table.scan(),
              // Users live in files of their own: any change to them is a whole rebuild's.
              scan.usersBefore == users.count, users.indices.allSatisfy({ table.answer(.user(users[$0].id)) == userDigests[$0].value }),
              let movies = changedMovies(edits, table, moviesBefore: scan.moviesBefore)
        else { return nil }

        let reads = reads(proseChanged: movies.proseChanged, changed: movies.changed, versions: movies.versions, taxonomies: catalog.taxonomies)
        return Array(Set(scan.positions + scan.termReads.values.joined() + reads.compactMap { positions[$0.description].map(Int.init) })).sorted()
    }

    /// The same for saves of published movies known to be all that changed since the last build
    /// (`serve`'s saves applied without a build, see `Catalog.replace`), as that build's catalog
    /// held them and as this one holds them: nothing is checked (checking every movie took 7 ms
    /// of a save's CPU at 10k movies, perf). `scanned`: the reads every edit
    /// digests again (`scannedReads`), found once per table. A taxonomy's terms are digested again
    /// only if a saved movie is filed under others now: their names cannot have changed.
    /// `keptCatalogPlaces`: true only if every saved movie is where it was in the catalog order
    /// (false is always safe: it digests the dates again). The terms are digested again too when
    /// a saved movie's title, year, rating or date of the site's own orders changed: that can
    /// change the orders its terms come in (`Catalog.orders(of:_:)`), and so which pages they take.
    public func readsChanged(
        bySaving saved: [(before: Movie, after: Movie)], keptCatalogPlaces: Bool, scanned: ScannedReads, positions: [String: Int32]
    ) -> [Int] {
        let changed = saved.filter { $0.before.withoutProse != $0.after.withoutProse }
        let taxonomies = catalog.taxonomies.filter { taxonomy in
            changed.contains { save in
                Set(Catalog.terms(taxonomy, of: save.before).map(\.slug)) != Set(Catalog.terms(taxonomy, of: save.after).map(\.slug))
                    || taxonomy.hasOrders && (save.before.filingTitle != save.after.filingTitle
                        || catalog.orders(of: taxonomy).contains { !$0.ties(save.before, save.after, today: catalog.today) })
            }
        }
        var reads = reads(proseChanged: saved.filter { $0.before.withoutProse == $0.after.withoutProse }.map(\.after.slug),
                          changed: changed.map(\.after.slug), versions: changed.flatMap { [$0.before, $0.after] }, taxonomies: taxonomies)
        // The dates of every movie and user, in catalog order: not digested again when no save
        // moved a movie in that order or changed a date. At 30k movies that digest was 15 ms of a
        // title save's CPU, 5% (perf).
        if keptCatalogPlaces, saved.allSatisfy({ Self.keepsDates($0.before, $0.after) }) { reads.remove(.dates) }
        return Array(Set(scanned.positions + scanned.ofTerms(taxonomies) + reads.compactMap { positions[$0.description].map(Int.init) })).sorted()
    }

    /// Whether `after`, in the place of the catalog order where `before` was, leaves what `.dates`
    /// answers as `before` left it: its slug, its last modified date, and its reviews' authors and
    /// dates (a user's date is their latest review's).
    static func keepsDates(_ before: Movie, _ after: Movie) -> Bool {
        before.slug == after.slug && before.lastModified == after.lastModified
            && before.reviews.elementsEqual(after.reviews) { $0.author == $1.author && $0.date == $1.date }
    }

    /// The positions of the reads of the last build's table that every edit digests again, and
    /// of those an edit digests again if it changes a taxonomy's terms (see `LastReads.scan`).
    public struct ScannedReads: Sendable {
        public var positions: [Int]
        /// Stretches of a taxonomy's terms, and which pages its terms take: spelt with numbers no
        /// edit can name.
        var termReads: [Taxonomy: [Int]]

        func ofTerms(_ taxonomies: [Taxonomy]) -> [Int] { taxonomies.flatMap { termReads[$0] ?? [] } }
    }

    /// The reads of the last build's table that every edit digests again, or does if it changes a
    /// taxonomy's terms; nil if the table has a kind of read this does not know.
    public static func scannedReads(descriptions: [String], digests: [UInt64]) -> ScannedReads? {
        LastReads(descriptions: descriptions, digests: digests, positions: [:]).scan().map { ScannedReads(positions: $0.positions, termReads: $0.termReads) }
    }

    /// What the movies whose prose alone changed, and those changed otherwise (`versions`: each as
    /// it was and as it is), can have changed; with every read that names nothing, which answers
    /// for all movies or for none of them, and the terms of `taxonomies`.
    private func reads(proseChanged: [Slug], changed: [Slug], versions: [Movie], taxonomies: [Taxonomy]) -> Set<CatalogRead> {
        var reads = Set(CatalogRead.fixed.values)
        reads.formUnion(taxonomies.map(CatalogRead.terms))
        reads.formUnion(taxonomies.map(CatalogRead.termCount))
        reads.formUnion(proseChanged.map(CatalogRead.movie))
        reads.formUnion(catalog.unnotedProfiles().map { .profile($0.slug) })
        for slug in changed { reads.formUnion([.movie(slug), .movieWithoutProse(slug), .reviewsOf(slug), .moreLike(slug)]) }
        for movie in versions { reads.formUnion(readsNaming(movie)) }
        // And of every movie of their genres with so few candidates that it draws on them by
        // year: whatever else changed, a version can have joined or left that draw. Asked once for
        // all versions' genres, each movie of them looked at once: about 0.1% of a cast edit's CPU
        // samples at 10k movies (perf).
        reads.formUnion(catalog.unnotedMoviesDrawingOnGenres(versions.flatMap(\.genres)).map { .moreLike($0) })
        return reads
    }

    /// The last build's table, as `readsChanged` asks it.
    private struct LastReads {
        let descriptions: [String], digests: [UInt64], positions: [String: Int32]

        /// What `read` answered at the last build, if it was read.
        func answer(_ read: CatalogRead) -> UInt64? { positions[read.description].map { digests[Int($0)] } }

        /// Whether `read` answered something other than "absent".
        func wasThere(_ read: CatalogRead) -> Bool { answer(read).map { $0 != absent } ?? false }

        /// The reads that answer for everything, or for a kind of thing the table tells apart only
        /// by looking (stretches of the movie list and of the reviews, profiles that were there); those of each
        /// taxonomy's terms that name numbers (stretches, pages); and how many movies and users
        /// were there. Nil for a kind of read this does not know (one added to `CatalogRead`
        /// since): that is digested with every other read.
        func scan() -> (positions: [Int], termReads: [Taxonomy: [Int]], moviesBefore: Int, usersBefore: Int)? {
            var scanned: [Int] = [], termReads: [Taxonomy: [Int]] = [:], moviesBefore = 0, usersBefore = 0
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
                // Stretches of the movie list and of the reviews' list: which movies or reviews stand
                // there depends on every one.
                case (UInt8(ascii: "O"), _, _), (UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: ":")): scanned.append(position)
                case (UInt8(ascii: "p"), UInt8(ascii: ":"), _): if wasThere { scanned.append(position) }
                case (UInt8(ascii: "m"), UInt8(ascii: ":"), _): if wasThere { moviesBefore += 1 }
                case (UInt8(ascii: "u"), UInt8(ascii: ":"), _): if wasThere { usersBefore += 1 }
                case (UInt8(ascii: "t"), UInt8(ascii: ":"), _), (UInt8(ascii: "t"), UInt8(ascii: "p"), UInt8(ascii: ":")),
                     (UInt8(ascii: "t"), UInt8(ascii: "s"), UInt8(ascii: ":")):
                    guard let taxonomy = CatalogRead(description: description)?.taxonomyOfNumberedTerms else { return nil }
                    termReads[taxonomy, default: []].append(position)
                case (UInt8(ascii: "s"), UInt8(ascii: ":"), _), (UInt8(ascii: "l"), UInt8(ascii: ":"), _), (UInt8(ascii: "T"), UInt8(ascii: ":"), _),
                     (UInt8(ascii: "r"), UInt8(ascii: "m"), UInt8(ascii: ":")), (UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: ":")),
                     (UInt8(ascii: "o"), _, _), (UInt8(ascii: "t"), UInt8(ascii: "c"), UInt8(ascii: ":")),
                     (UInt8(ascii: "t"), UInt8(ascii: "o"), UInt8(ascii: ":")):
                    break
                default: return nil
                }
            }
            return (scanned, termReads, moviesBefore, usersBefore)
        }

        private var absent: UInt64 { CatalogDigests.absent.value }
    }

    /// The movies that are not what their pages read: those whose prose alone changed, those
    /// changed otherwise, added or gone, and every version of the latter, as they were and as they
    /// are. Nil unless the edits account for each, with an earlier version that, catalogued now,
    /// digests as the table says, and for every movie that is gone.
    private func changedMovies(
        _ edits: [MovieFileEdit], _ table: LastReads, moviesBefore: Int
    ) -> (proseChanged: [Slug], changed: [Slug], versions: [Movie])? {
        func isAsRead(_ movie: Movie) -> Bool {
            table.answer(.movieWithoutProse(movie.slug)) == movieDigest(catalog.unnotedProsefree(movie)).value
        }
        let edited = Set(edits.flatMap(\.after).map(\.slug))
        let earlier = Dictionary(edits.flatMap(\.before).map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var proseChanged: [Slug] = [], changed: [Slug] = [], versions: [Movie] = [], stillThere = 0
        for (index, movie) in movies.enumerated() {
            let wasThere = table.wasThere(.movie(movie.slug))
            if wasThere { stillThere += 1 }
            if wasThere, table.answer(.movieWithoutProse(movie.slug)) == prosefreeDigests[index].value {
                if table.answer(.movie(movie.slug)) != movieDigests[index].value { proseChanged.append(movie.slug) }
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
        let gone = earlier.values.filter { moviePositions[$0.slug] == nil && table.wasThere(.movie($0.slug)) }
        guard stillThere + gone.count == moviesBefore, gone.allSatisfy(isAsRead) else { return nil }
        // A few: the reads many movies name come close to all of them, and are found one movie at
        // a time where digesting every read runs on all cores (the limit is a guess, not measured).
        guard changed.count + gone.count <= Self.editedMovieLimit else { return nil }
        return (proseChanged, changed + gone.map(\.slug), versions + gone)
    }

    /// At most this many movies changed for `readsChanged` to tell which reads they change.
    static let editedMovieLimit = 64

    /// What else a movie, as it is or as it was, is part of: its reviewers' lists, the term pages
    /// it is filed under, its people's profiles, and the "more like this" of every movie it could
    /// be a candidate for (one sharing a person, or filed under exactly its genres; those drawing
    /// on its genres are found for every version at once, in `reads`).
    private func readsNaming(_ movie: Movie) -> Set<CatalogRead> {
        var reads = Set(movie.reviews.map { CatalogRead.reviewsBy($0.author) })
        for taxonomy in catalog.taxonomies {
            for term in Catalog.terms(taxonomy, of: movie) {
                reads.formUnion(catalog.orders(of: taxonomy).map { .termOrder(taxonomy, term.slug, $0) })
                if taxonomy.hasOrders { reads.insert(.termOrders(taxonomy, term.slug)) }
            }
        }
        for person in movie.peopleTerms {
            reads.insert(.profile(person.slug))
            reads.formUnion(catalog.unnotedMovies(in: .people, person.slug, order: .title).map { .moreLike($0.slug) })
        }
        // Not by comparing every movie's genres: 3 ms of a save's CPU in `serve` at 10k movies,
        // 14 ms at 30k (perf).
        reads.formUnion(catalog.unnotedMovies(filedUnderExactly: movie.genres).map { .moreLike($0) })
        return reads
    }
}
