/// The validated content of a site, indexed once so that every page is a lookup, not a scan.
///
/// Every accessor notes what it was asked in the `CatalogReads` of the task presenting a page
/// (see `CatalogRead`); the content itself is private, so nothing can read around them.
///
/// Only a movie's own page shows its synopsis. Everywhere else — lists, cards, links, reviews,
/// the search index, the feed — movies come without it (`withoutProse`), and what those pages
/// read does not change when a movie's prose does.
public struct Catalog: Sendable {
    // Variables where a saved movie file is patched in (`replacing(_:today:)`).
    private var allMovies: [Movie]
    private var prosefree: [Movie]
    private var prosefreeBySlug: [Slug: Movie]
    private let allUsers: [User]
    /// Where the users filed under each letter start, in their order (see `userSections`).
    private let userLetters: [TermSection]
    private let allPages: [FreePage]
    private let drafts: Set<Slug>

    private var moviesBySlug: [Slug: Movie]
    private let usersByID: [Slug: User]
    private var genreIndex: TermIndex
    private var directorIndex: TermIndex
    private var peopleIndex: TermIndex
    private var yearIndex: TermIndex
    private var decadeIndex: TermIndex
    /// The site's own taxonomies' (`FieldTaxonomy`), by their key.
    private var fieldIndexes: [FieldTaxonomy: TermIndex]
    /// The built-in taxonomies, then the site's own in the order `site.yml` names them.
    public let taxonomies: [Taxonomy]
    /// The orders every movie list with orders is read in: the built-in ones, then the site's
    /// own (`orders:` in `site.yml`) in the order it names them.
    public let movieOrders: [MovieOrder]
    /// The day the catalog is for: a site's order of dates puts those from it on first, coming up
    /// (`MovieOrder.field`). Nil: none is.
    public let today: CalendarDate?
    /// The keys of the site's orders' places (`FieldOrder.place`), whose lists keep every item.
    private let placeFields: Set<String>
    private var similarMovies: SimilarMovies
    /// Every movie without its synopsis in the orders other than the catalog's own.
    private var prosefreeInOrder: [MovieOrder: [Movie]]
    /// The letter each movie of the catalog order is filed under, and the runs of them.
    private var titleInitials: [String]
    private var titleLetters: [TermSection]
    /// Each movie that names a genre, a person or a name of the site's own otherwise than the
    /// catalog shows it (`ShownNames`), as its file spells them: a saved movie may have been the
    /// last to spell a name so.
    private var asWritten: [Slug: Movie]
    private let profilesBySlug: [Slug: PersonProfile]
    private var reviewIndex: ReviewIndex

    /// How the list of a place of an order's dates shows a movie (`FieldOrder.movie(_:asListedAt:)`);
    /// nil for a field that is no order's place.
    private static func asListedAtPlace(_ field: FieldTaxonomy, orders: [FieldOrder]) -> (@Sendable (Movie, Slug) -> Movie)? {
        guard let order = orders.first(where: { $0.place == field.key }) else { return nil }
        return { movie, place in order.movie(movie, asListedAt: place) }
    }

    /// Indexes content that has already passed the reference rules (see `LoadCatalogUseCase`).
    /// The indexes do not depend on each other and are built at the same time.
    /// - Parameter similarUpFront: the movies whose "more like this" is ranked while indexing
    ///   (nil: all); the others' is ranked when asked (see `SimilarMovies`).
    /// - Parameter fields: the site's own taxonomies (`taxonomies:` in `site.yml`).
    /// - Parameter orders: the site's own orders (`orders:` in `site.yml`).
    init(movies: [Movie], users: [User], pages: [FreePage], draftSlugs: Set<Slug>, profiles: [PersonProfile] = [],
         fields: [FieldTaxonomy] = [], orders: [FieldOrder] = [], today: CalendarDate? = nil,
         similarUpFront: (@Sendable (Slug) -> Bool)? = nil) async {
        let movieOrders = MovieOrder.all(fields: orders)
        // Every movie names its genres, people and the site's own names as their pages do.
        let placeFields = Set(orders.compactMap(\.place))
        let shownNames = ShownNames.firstSpellings(in: movies, fields: fields, places: placeFields)
        var asWritten: [Slug: Movie] = [:]
        let (movies, initials) = Self.inCatalogOrder(movies.map { movie in
            guard let shown = shownNames.respelt(movie) else { return movie }
            asWritten[movie.slug] = movie
            return shown
        })
        self.asWritten = asWritten
        let prosefree = movies.map(\.withoutProse)
        titleInitials = initials
        titleLetters = TermSection.runs(of: initials)
        let usersByID = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) })
        // The lists shown by title, a genre's, a year's and a decade's, are divided by letter too.
        async let genreIndex = TermIndex(movies: prosefree, termsOf: { Self.terms(.genres, of: $0) }, movieOrders: Taxonomy.genres.orders(among: movieOrders),
                                         today: today, titleInitials: initials)
        // Someone whose profile says how to file them (`sortAs`) is filed so among directors and people.
        let filedAs = Dictionary(profiles.compactMap { profile in profile.sortAs.map { (profile.slug, $0) } }, uniquingKeysWith: { first, _ in first })
        async let directorIndex = TermIndex(movies: prosefree, termsOf: { Self.terms(.directors, of: $0) }, order: .bySurname, filedAs: filedAs,
                                            sections: .byInitial)
        // A person's films newest first; a year's and a decade's in catalog order, the newest
        // years first in their index.
        async let peopleIndex = TermIndex(movies: Self.newestFirst(prosefree), termsOf: { Self.terms(.people, of: $0) }, order: .bySurname,
                                          filedAs: filedAs, sections: .byInitial)
        async let yearIndex = TermIndex(movies: prosefree, termsOf: { Self.terms(.years, of: $0) }, order: .newestFirst,
                                        movieOrders: Taxonomy.years.orders(among: movieOrders), today: today, sections: .byDecade, titleInitials: initials)
        async let decadeIndex = TermIndex(movies: prosefree, termsOf: { Self.terms(.decades, of: $0) }, order: .newestFirst,
                                          movieOrders: Taxonomy.decades.orders(among: movieOrders), today: today, titleInitials: initials)
        async let otherOrders = Dictionary(uniqueKeysWithValues: movieOrders.filter { $0 != .title }.map { ($0, $0.sorted(prosefree, today: today)) })
        async let reviews = ReviewIndex(movies: prosefree, usersByID: usersByID)
        async let similar = SimilarMovies(movies: prosefree, rankingUpFront: similarUpFront)
        // Like a genre's, by name, each name's movies by title in every order. A site has a few
        // of its own, each of a few names per movie: built here while the others build. A place
        // of an order's dates lists each movie by its dates there.
        fieldIndexes = Dictionary(fields.map { field in
            (field, TermIndex(movies: prosefree, termsOf: { Self.terms(.field(field), of: $0) }, movieOrders: Taxonomy.field(field).orders(among: movieOrders),
                              today: today, titleInitials: initials, asListedUnder: Self.asListedAtPlace(field, orders: orders)))
        }, uniquingKeysWith: { first, _ in first })
        taxonomies = Taxonomy.builtIn + fields.map(Taxonomy.field)
        self.movieOrders = movieOrders
        self.today = today
        self.placeFields = placeFields
        allMovies = movies
        self.prosefree = prosefree
        prosefreeBySlug = Dictionary(uniqueKeysWithValues: prosefree.map { ($0.slug, $0) })
        // By name as a reader sorts it: accents and case folded the way slugs fold them.
        let filedUsers = users
            .map { (key: Slug.derived(from: $0.name)?.rawValue ?? $0.name.lowercased(), user: $0) }
            .sorted { ($0.key, $0.user.name, $0.user.id) < ($1.key, $1.user.name, $1.user.id) }
        allUsers = filedUsers.map(\.user)
        userLetters = TermSection.runs(of: filedUsers.map { TermSection.initial(of: $0.key) })
        allPages = pages.sorted { ($0.menuOrder ?? .max, $0.title, $0.slug) < ($1.menuOrder ?? .max, $1.title, $1.slug) }
        drafts = draftSlugs
        profilesBySlug = Dictionary(profiles.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        moviesBySlug = Dictionary(uniqueKeysWithValues: movies.map { ($0.slug, $0) })
        self.usersByID = usersByID
        self.genreIndex = await genreIndex
        self.directorIndex = await directorIndex
        self.peopleIndex = await peopleIndex
        self.yearIndex = await yearIndex
        self.decadeIndex = await decadeIndex
        similarMovies = await similar
        prosefreeInOrder = await otherOrders
        reviewIndex = await reviews
    }

    /// The site's own orders, as fields whose values a saved movie must keep dates (`replace`).
    private var fieldOrders: [FieldOrder] {
        movieOrders.compactMap { if case .field(let key) = $0 { FieldOrder(key: key) } else { nil } }
    }

    /// The catalog with one movie's synopsis replaced, all else as it was: what a save that
    /// changes nothing but a movie's prose changes, since only the movie's own page shows it
    /// (every other page reads movies without it). Nil if no published movie has that slug.
    public func replacingSynopsis(of slug: Slug, with synopsis: MarkdownSource) -> Catalog? {
        guard let index = allMovies.firstIndex(where: { $0.slug == slug }) else { return nil }
        var catalog = self
        catalog.allMovies[index].synopsis = synopsis
        catalog.moviesBySlug[slug] = catalog.allMovies[index]
        return catalog
    }

    /// The catalog with one published movie replaced by what its file says now, its lists and
    /// indexes patched rather than built again: what `serve` makes of a saved front matter at 10k
    /// movies in a few milliseconds, where indexing every movie again takes 0.3 s of CPU.
    ///
    /// Nil, and a build must load the site, when the save changes more than the movie and its
    /// place in lists: no published movie has its slug, it is a draft now, its poster changed,
    /// a reference rule, a taxonomy's or an order's rule fails (the build reports it), it names a name long
    /// enough that its slug is cut (`LongNameClashes`), or a term (genre,
    /// person, year, decade, a name of the site's own) would appear, go or be named otherwise
    /// (`keepsTerms`): the pages the site has stay the same.
    public func replacing(_ movie: Movie, today: CalendarDate) -> Catalog? {
        var catalog = self
        return catalog.replace(movie, today: today) ? catalog : nil
    }

    /// `replacing` in place: false, and the catalog as it was, when it cannot. A catalog no copy
    /// shares is patched without copying its lists and indexes: copying and then freeing them
    /// took 9 ms of a save's CPU in `serve` at 10k movies, 30 ms at 30k (perf).
    public mutating func replace(_ movie: Movie, today: CalendarDate) -> Bool {
        let rules = ReferenceRules(knownUsers: Set(usersByID.keys), unloadableUsers: [], publishedMovies: [], draftMovies: drafts,
                                   unloadableMovies: [], today: today)
        guard let old = prosefreeBySlug[movie.slug], !movie.isDraft, movie.poster == old.poster, rules.violations(in: movie).isEmpty,
              taxonomies.allSatisfy({ keepsTerms($0, replacing: old, with: movie) }),
              // Whether a long name is another's is the load's to say (`LongNameClashes`).
              LongNameClashes.cutNames(of: movie, fields: Array(fieldIndexes.keys)).isEmpty,
              fieldIndexes.keys.allSatisfy({ $0.violations(in: movie).isEmpty }),
              fieldOrders.allSatisfy({ $0.violations(in: movie).isEmpty }),
              let position = prosefree.firstIndex(where: { $0.slug == movie.slug })
        else { return false }
        let shown = shownNames.respelt(movie)
        asWritten[movie.slug] = shown == nil ? nil : movie
        let held = shown ?? movie
        let heldWithoutProse = held.withoutProse
        allMovies.remove(at: position)
        prosefree.remove(at: position)
        titleInitials.remove(at: position)
        let place = prosefree.insertionIndex { Self.precedesInCatalogOrder(heldWithoutProse, $0) }
        titleInitials.insert(TermSection.initial(of: held.filingTitle), at: place)
        titleLetters = TermSection.runs(of: titleInitials)
        allMovies.insert(held, at: place)
        prosefree.insert(heldWithoutProse, at: place)
        moviesBySlug[movie.slug] = held
        prosefreeBySlug[movie.slug] = heldWithoutProse
        func filed(_ taxonomy: Taxonomy) -> (Movie) -> [Term] { { Self.terms(taxonomy, of: $0) } }
        genreIndex.replace(old, with: heldWithoutProse, termsOf: filed(.genres), precedes: Self.precedesInCatalogOrder)
        directorIndex.replace(old, with: heldWithoutProse, termsOf: filed(.directors), precedes: Self.precedesInCatalogOrder)
        // A person's films newest first, as `init` files them.
        peopleIndex.replace(old, with: heldWithoutProse, termsOf: filed(.people)) {
            $0.year != $1.year ? $0.year > $1.year : Self.precedesInCatalogOrder($0, $1)
        }
        yearIndex.replace(old, with: heldWithoutProse, termsOf: filed(.years), precedes: Self.precedesInCatalogOrder)
        decadeIndex.replace(old, with: heldWithoutProse, termsOf: filed(.decades), precedes: Self.precedesInCatalogOrder)
        for field in Array(fieldIndexes.keys) {
            fieldIndexes[field]?.replace(old, with: heldWithoutProse, termsOf: filed(.field(field)), precedes: Self.precedesInCatalogOrder)
        }
        for order in Array(prosefreeInOrder.keys) {
            prosefreeInOrder[order]?.removeAll { $0.slug == movie.slug }
            let placeInOrder = prosefreeInOrder[order]?.insertionIndex {
                order.precedes(heldWithoutProse, $0, today: today, inCatalogOrder: Self.precedesInCatalogOrder)
            }
            prosefreeInOrder[order]?.insert(heldWithoutProse, at: placeInOrder ?? 0)
        }
        reviewIndex.replace(old, with: heldWithoutProse, usersByID: usersByID)
        similarMovies.replace(heldWithoutProse, catalogOrder: prosefree, from: position, to: place)
        return true
    }

    /// The places of `order` where this catalog and `other`, one with `moving` movies saved again
    /// (`replacing`), may hold different movies: from the first place any of them has in either
    /// to the last. Before and after it, both hold the same movies in the same order. Nil if
    /// none of them is in either.
    public func placesDiffering(from other: Catalog, moving slugs: [Slug], in order: MovieOrder) -> ClosedRange<Int>? {
        let places = [unnotedMovies(in: order), other.unnotedMovies(in: order)].flatMap { movies in
            slugs.compactMap { slug in movies.firstIndex { $0.slug == slug } }
        }
        guard let first = places.min(), let last = places.max() else { return nil }
        return first...last
    }

    /// Whether `new` in place of `old` leaves a taxonomy's terms as they are: each term `new` is
    /// filed under is one the catalog has, spelt no earlier than its name (the spelling that sorts
    /// first names a term, see `TermIndex.canonicalTerms`); each `old` was filed under keeps a
    /// movie, and keeps its name, which another movie must spell so too.
    private func keepsTerms(_ taxonomy: Taxonomy, replacing old: Movie, with new: Movie) -> Bool {
        let index = index(taxonomy), before = spelt(taxonomy, by: old), after = Self.terms(taxonomy, of: new)
        for term in after {
            guard let known = index.term(term.slug), known.name <= term.name else { return false }
        }
        for term in before where !after.contains(term) {
            let others = index.movies(term.slug).filter { $0.slug != old.slug }
            guard let known = index.term(term.slug), after.contains(where: { $0.slug == term.slug }) || !others.isEmpty else { return false }
            if known.name == term.name, !others.contains(where: { spelt(taxonomy, by: $0).contains(known) }) { return false }
        }
        return true
    }

    /// The terms a movie the catalog holds is filed under, as its file spells them.
    private func spelt(_ taxonomy: Taxonomy, by movie: Movie) -> [Term] {
        Self.terms(taxonomy, of: asWritten[movie.slug] ?? movie)
    }

    /// The catalog order (`inCatalogOrder`) of two movies.
    private static func precedesInCatalogOrder(_ first: Movie, _ second: Movie) -> Bool {
        (first.filingTitle, first.year, first.slug) < (second.filingTitle, second.year, second.slug)
    }

    /// Published movies, sorted by title (`filingTitle`), then year.
    public var movies: [Movie] { read(.movies, allMovies) }
    /// The same, without their synopses.
    public var moviesWithoutProse: [Movie] { read(.moviesWithoutProse, prosefree) }
    /// Users sorted by name, accents and case folded (`Élodie` between `Eddie` and `Emma`).
    public var users: [User] { read(.users, allUsers) }
    /// Where the users filed under each letter of their name start in `users`: `A` at 0, `B` at
    /// 12. Reads every user, whose names decide it.
    public var userSections: [TermSection] { read(.users, userLetters) }
    /// Free pages sorted by menu order, then title.
    public var pages: [FreePage] { read(.pages, allPages) }
    /// Slugs of movies left out because they are drafts: a link to one is an error that says so.
    public var draftSlugs: Set<Slug> { read(.draftSlugs, drafts) }
    /// Every published review, newest first: sorted once, read by the home page, the feed and the sitemap.
    public var allReviews: [PublishedReview] { read(.allReviews, reviewIndex.all) }
    /// How many reviews are published: every page of the reviews' list says how many pages there are.
    public var reviewCount: Int { read(.reviewCount, reviewIndex.all.count) }
    /// Where each year's reviews start in the newest-first order (`reviews(at:)`).
    public var reviewYears: [TermSection] { read(.reviewYears, reviewIndex.years) }
    /// The published reviews at `range` of the newest-first order (clamped to it): reads which
    /// reviews stand there, with their movies (without prose) and authors, not every review, so
    /// that an edit presents again only the pages of the reviews' list it shows or moves.
    public func reviews(at range: Range<Int>) -> [PublishedReview] {
        read(.reviewStretch(range), Array(unnotedReviews(at: range)))
    }

    /// Whether the site has published movies and users at all: a site of free pages alone shows no
    /// empty catalog sections.
    public var contents: CatalogContents {
        read(.contents, CatalogContents(hasMovies: !allMovies.isEmpty, hasUsers: !allUsers.isEmpty))
    }

    /// Where the movies filed under each letter start in the catalog order: `A` at 0, `B` at 31.
    public var titleSections: [TermSection] { read(.titleSections, titleLetters) }
    /// How many movies are published.
    public var movieCount: Int { read(.movieCount, allMovies.count) }
    /// The published movies at `range` of the catalog order, without their synopses: reads which
    /// movies are where, and each movie returned, not every movie (`range` is clamped to the
    /// movies there are).
    public func movies(inCatalogOrder range: Range<Int>) -> [Movie] { movies(in: .title, range) }

    /// The published movies at `range` of `order`, without their synopses: reads which movies are
    /// there, and each one returned.
    public func movies(in order: MovieOrder, _ range: Range<Int>) -> [Movie] {
        let movies = order == .title ? prosefree : prosefreeInOrder[order] ?? prosefree
        return reading(read(.movieOrder(order, range), movies)[range.clamped(to: movies.indices)])
    }

    /// A movie with everything its file says, for its own page.
    public func movie(_ slug: Slug) -> Movie? { read(.movie(slug), moviesBySlug[slug]) }
    /// A movie without its synopsis, for a card, a link or a date.
    public func movieWithoutProse(_ slug: Slug) -> Movie? { read(.movieWithoutProse(slug), prosefreeBySlug[slug]) }
    public func user(_ id: Slug) -> User? { read(.user(id), usersByID[id]) }
    /// Every term of a taxonomy used by a published movie, sorted by name.
    public func terms(_ taxonomy: Taxonomy) -> [Term] { read(.terms(taxonomy), index(taxonomy).terms) }
    public func term(_ taxonomy: Taxonomy, _ slug: Slug) -> Term? { read(.termOrder(taxonomy, slug, .title), index(taxonomy).term(slug)) }
    /// The orders a taxonomy's term pages come in: the site's `movieOrders`, or by title alone.
    /// Not a read: they change with `site.yml`, which presents every page again.
    public func orders(of taxonomy: Taxonomy) -> [MovieOrder] { taxonomy.orders(among: movieOrders) }
    /// The orders a term's pages come in: by title, and those of the taxonomy's that put its
    /// movies otherwise (`MovieOrder.tellsApart`). A year's list had a "Newest" that was its list
    /// by title again, and a genre the club never screened a "Screened" whose every movie stood
    /// under "No date yet". A person's, by title alone, is not a read.
    public func orders(of taxonomy: Taxonomy, _ term: Slug) -> [MovieOrder] {
        guard taxonomy.hasOrders else { return [.title] }
        return read(.termOrders(taxonomy, term), unnotedOrders(of: taxonomy, term))
    }
    /// The movies filed under a term, in catalog order, without their synopses.
    public func movies(in taxonomy: Taxonomy, _ term: Slug) -> [Movie] {
        reading(read(.termOrder(taxonomy, term, .title), index(taxonomy).movies(term))[...])
    }
    /// Where the titles filed under each letter start in a term's movies, in catalog order: for a
    /// genre, a year or a decade; none for people. Reads the term's list, whose digest has them.
    public func titleSections(in taxonomy: Taxonomy, _ term: Slug) -> [TermSection] {
        read(.termOrder(taxonomy, term, .title), index(taxonomy).titleSections(term))
    }
    /// How many movies each of `people` directed (0 for someone who only acts): one read of the
    /// directors with their counts, whose digest has every one of them, for a page of the people's
    /// index, rather than one read per person.
    public func directedCounts(of people: [Term]) -> [Int] {
        let directors = index(.directors)
        return read(.terms(.directors), people.map { directors.movies($0.slug).count })
    }
    /// How many movies are filed under a term.
    public func movieCount(in taxonomy: Taxonomy, _ term: Slug) -> Int {
        read(.termOrder(taxonomy, term, .title), index(taxonomy).movies(term).count)
    }
    /// Every term of a taxonomy, sorted by name, with how many movies it has: reads the terms and
    /// their counts, not which movies each has.
    public func termsWithCounts(_ taxonomy: Taxonomy) -> [(term: Term, movieCount: Int)] {
        read(.terms(taxonomy), unnotedTermsWithCounts(taxonomy, index(taxonomy).terms.indices))
    }
    /// The same for the terms at `range` of that order (clamped to the terms there are): one page
    /// of an index of thousands of people, which reads only its own stretch.
    public func termsWithCounts(_ taxonomy: Taxonomy, _ range: Range<Int>) -> [(term: Term, movieCount: Int)] {
        read(.termStretch(taxonomy, range), unnotedTermsWithCounts(taxonomy, range))
    }
    /// Where each section of a taxonomy's index starts: people by the letter they are filed
    /// under, years by decade; none for the others.
    public func termSections(_ taxonomy: Taxonomy) -> [TermSection] { read(.termSections(taxonomy), index(taxonomy).sections) }
    /// The terms either side of a year or a decade that movies came out in, with their counts:
    /// reads the stretch of the three.
    public func chronologicalNeighbours(_ taxonomy: Taxonomy, of slug: Slug) -> (earlier: Term?, later: Term?) {
        precondition(taxonomy == .years || taxonomy == .decades, "only years and decades come in time")
        // A linear search: film has some 140 years, and each year's or decade's page asks once.
        guard let position = index(taxonomy).terms.firstIndex(where: { $0.slug == slug }) else { return (nil, nil) }
        let stretch = termsWithCounts(taxonomy, max(0, position - 1)..<(position + 2)).map(\.term)
        // Newest first: the later one comes before.
        let here = stretch.firstIndex { $0.slug == slug }!
        return (earlier: stretch.indices.contains(here + 1) ? stretch[here + 1] : nil, later: here > 0 ? stretch[here - 1] : nil)
    }
    /// The years of a decade that movies came out in, newest first, with their counts: reads the
    /// stretch of the years' index they take. A year coming or going comes or goes with a movie
    /// of the decade, which its page reads too.
    public func years(inDecade decade: Slug) -> [(term: Term, movieCount: Int)] {
        let years = index(.years).terms
        // Newest first, a decade's years stand together: a linear search, as for the neighbours.
        let inDecade = years.indices.filter { TermSection.decade(of: years[$0].slug.rawValue) == decade.rawValue }
        guard let first = inDecade.first, let last = inDecade.last else { return [] }
        return termsWithCounts(.years, first..<(last + 1))
    }
    /// How many terms a taxonomy has.
    public func termCount(_ taxonomy: Taxonomy) -> Int { read(.termCount(taxonomy), index(taxonomy).terms.count) }
    /// Every term of a taxonomy, in its order, with how many pages of `pageSize` its movies take
    /// and the orders they come in.
    public func termPageCounts(_ taxonomy: Taxonomy, pageSize: PageSize) -> [(term: Slug, pageCount: Int, orders: [MovieOrder])] {
        read(.termPages(taxonomy, pageSize: pageSize.value), unnotedTermPageCounts(taxonomy, pageSize: pageSize))
    }
    /// The movies at `range` of a term's movies: reads which movies it has, and each one returned.
    public func movies(in taxonomy: Taxonomy, _ term: Slug, inCatalogOrder range: Range<Int>) -> [Movie] {
        movies(in: taxonomy, term, order: .title, range)
    }

    /// The movies at `range` of a term's movies in `order`: reads which movies it has in that
    /// order, and each one returned.
    public func movies(in taxonomy: Taxonomy, _ term: Slug, order: MovieOrder, _ range: Range<Int>) -> [Movie] {
        let movies = read(.termOrder(taxonomy, term, order), index(taxonomy).movies(term, in: order))
        return reading(movies[range.clamped(to: movies.indices)])
    }
    /// Every genre used by a published movie, sorted by name.
    public var genres: [Genre] { terms(.genres) }
    public func reviews(of movie: Slug) -> [PublishedReview] { read(.reviewsOf(movie), reviewIndex.byMovie[movie] ?? []) }
    public func reviews(by user: Slug) -> [PublishedReview] { read(.reviewsBy(user), reviewIndex.byUser[user] ?? []) }
    /// What `content/people/<slug>.md` says of a person, if the site has it.
    public func profile(of person: Slug) -> PersonProfile? { read(.profile(person), profilesBySlug[person]) }
    /// Every person with a profile: the media their photos name.
    public var profiles: [PersonProfile] { read(.profiles, profilesBySlug.values.sorted { $0.slug < $1.slug }) }
    /// Up to six movies most like this one, without their synopses: reads which they are, and each.
    public func moviesLike(_ slug: Slug) -> [Movie] {
        reading(read(.moreLike(slug), similarMovies.similar(to: slug)).compactMap { prosefreeBySlug[$0] }[...])
    }

    private func read<Value>(_ read: CatalogRead, _ value: Value) -> Value {
        CatalogReads.note(read)
        return value
    }

    /// The index of a taxonomy the site does not have (a page of the last build's may ask for one).
    private static let noTerms = TermIndex(movies: [], termsOf: { _ in [] })

    /// Newest first, then in catalog order: a stable sort, so equal years keep their titles' order.
    private static func newestFirst(_ movies: [Movie]) -> [Movie] {
        movies.enumerated().sorted { ($1.element.year, $0.offset) < ($0.element.year, $1.offset) }.map(\.element)
    }

    /// Notes a read of each movie (without its prose) in `movies`.
    private func reading(_ movies: ArraySlice<Movie>) -> [Movie] {
        for movie in movies { CatalogReads.note(.movieWithoutProse(movie.slug)) }
        return Array(movies)
    }

    /// The terms a movie is filed under in a taxonomy, as it names them.
    public static func terms(_ taxonomy: Taxonomy, of movie: Movie) -> [Term] {
        switch taxonomy {
        case .genres: movie.genres
        case .directors: movie.directorTerms
        case .people: movie.peopleTerms
        case .years: [movie.yearTerm]
        case .decades: [movie.decadeTerm]
        case .field(let field): field.terms(in: movie.extra)
        }
    }

    private func index(_ taxonomy: Taxonomy) -> TermIndex {
        switch taxonomy {
        case .genres: genreIndex
        case .directors: directorIndex
        case .people: peopleIndex
        case .years: yearIndex
        case .decades: decadeIndex
        case .field(let field): fieldIndexes[field] ?? Self.noTerms
        }
    }

    // MARK: Read by `CatalogDigests`, which records no reads

    func unnotedMoviesLike(_ slug: Slug) -> [Slug] { similarMovies.similar(to: slug) }
    /// The movies filed under exactly `genres`, found in the index "more like this" keeps.
    func unnotedMovies(filedUnderExactly genres: [Genre]) -> [Slug] { similarMovies.movies(filedUnderExactly: genres) }
    func unnotedMoviesDrawingOnGenres(_ genres: [Genre]) -> [Slug] { similarMovies.moviesDrawingOnGenres(genres) }
    func unnotedProfiles() -> [PersonProfile] { profilesBySlug.values.sorted { $0.slug < $1.slug } }
    func unnotedProfile(of person: Slug) -> PersonProfile? { profilesBySlug[person] }
    func unnotedTerm(_ taxonomy: Taxonomy, _ slug: Slug) -> Term? { index(taxonomy).term(slug) }
    func unnotedTermCount(_ taxonomy: Taxonomy) -> Int { index(taxonomy).terms.count }
    func unnotedTermSections(_ taxonomy: Taxonomy) -> [TermSection] { index(taxonomy).sections }
    var unnotedTitleSections: [TermSection] { titleLetters }

    /// Every term of a taxonomy, sorted by name, with how many movies it has.
    func unnotedTermsWithCounts(_ taxonomy: Taxonomy) -> some Sequence<(term: Term, movieCount: Int)> {
        let index = index(taxonomy)
        return index.terms.lazy.map { ($0, index.movies($0.slug).count) }
    }

    func unnotedTermsWithCounts(_ taxonomy: Taxonomy, _ range: Range<Int>) -> [(term: Term, movieCount: Int)] {
        let index = index(taxonomy)
        return index.terms[range.clamped(to: index.terms.indices)].map { ($0, index.movies($0.slug).count) }
    }

    func unnotedTermPageCounts(_ taxonomy: Taxonomy, pageSize: PageSize) -> [(term: Slug, pageCount: Int, orders: [MovieOrder])] {
        let index = index(taxonomy)
        return index.terms.map { ($0.slug, pageSize.pageCount(for: index.movies($0.slug).count), unnotedOrders(of: taxonomy, $0.slug)) }
    }

    func unnotedOrders(of taxonomy: Taxonomy, _ term: Slug) -> [MovieOrder] {
        guard taxonomy.hasOrders else { return [.title] }
        let index = index(taxonomy)
        let byTitle = index.movies(term)
        return orders(of: taxonomy).filter { $0 == .title || $0.tellsApart(index.movies(term, in: $0), from: byTitle) }
    }

    /// `movie` as the catalog would hold it without its synopsis: its genres, people and the
    /// site's own names named as their pages name them. A name no published movie has any more
    /// keeps the spelling it is given.
    func unnotedProsefree(_ movie: Movie) -> Movie {
        let movie = movie.withoutProse
        return shownNames.respelt(movie) ?? movie
    }

    /// The names this catalog's pages give its terms (see `ShownNames`).
    private var shownNames: ShownNames {
        ShownNames(fields: Array(fieldIndexes.keys), places: placeFields) { [self] taxonomy, slug in index(taxonomy).term(slug)?.name }
    }

    /// The movies filed under a term in `order`, without noting a read of each: `movies(in:_:)`
    /// looks up the presenting task's reads for every movie it returns.
    func unnotedMovies(in taxonomy: Taxonomy, _ term: Slug, order: MovieOrder) -> [Movie] {
        index(taxonomy).movies(term, in: order)
    }

    func unnotedTitleSections(in taxonomy: Taxonomy, _ term: Slug) -> [TermSection] { index(taxonomy).titleSections(term) }

    /// How many movies a site's own order of dates puts first, coming up on `today`. Found by
    /// halving. Not noted, unlike what a page asks elsewhere: the use cases that ask
    /// (`ListLatestInSiteOrderUseCase`, `ListScreeningsUseCase`) read the movies on either side
    /// of that place after.
    func unnotedUpcomingCount(in order: MovieOrder) -> Int {
        guard case .field(let key) = order, let today else { return 0 }
        return unnotedMovies(in: order).insertionIndex { movie in FieldOrder.nextDate(in: movie.extra, key: key, on: today) == nil }
    }

    /// Every movie in `order`, without its synopsis, without noting the read.
    func unnotedMovies(in order: MovieOrder) -> [Movie] {
        order == .title ? prosefree : prosefreeInOrder[order] ?? prosefree
    }

    /// A movie's or a user's reviews, newest first, without noting the read.
    func unnotedReviews(of movie: Slug) -> [PublishedReview] { reviewIndex.byMovie[movie] ?? [] }
    func unnotedReviews(at range: Range<Int>) -> ArraySlice<PublishedReview> { reviewIndex.all[range.clamped(to: reviewIndex.all.indices)] }
    var unnotedReviewCount: Int { reviewIndex.all.count }
    var unnotedReviewYears: [TermSection] { reviewIndex.years }
    func unnotedReviews(by user: Slug) -> [PublishedReview] { reviewIndex.byUser[user] ?? [] }

    // MARK: What the site map reads (`.dates`)

    /// The published movies' slugs, in catalog order.
    public var movieSlugs: [Slug] { read(.dates, prosefree.map(\.slug)) }
    /// The users' ids, in the order of `users`.
    public var userIDs: [Slug] { read(.dates, allUsers.map(\.id)) }

    /// The newest date of a movie: its release or its latest review.
    public func lastModified(movie slug: Slug) -> CalendarDate? {
        read(.dates, prosefreeBySlug[slug]?.lastModified)
    }

    /// The date of a user's latest review.
    public func lastModified(user id: Slug) -> CalendarDate? {
        read(.dates, reviewIndex.byUser[id]?.first?.review.date)
    }

    /// The date of the newest review: the latest of the users' dates, which `.dates` holds. Not
    /// read as the first review, whose movie's title or cast changes nothing of it.
    public var newestReviewDate: CalendarDate? {
        read(.dates, reviewIndex.all.first?.review.date)
    }

    /// The newest date anything on the site has, if anything is dated.
    public var lastModified: CalendarDate? {
        read(.dates, prosefree.lazy.compactMap(\.lastModified).max())
    }


    /// `movies` by title as a catalog files it (`filingTitle`: case, accents and a leading article
    /// ignored), then year, then slug: the order of every movie list; with the letter each is
    /// filed under (`TermSection.initial`). Each title is folded once, not at every comparison
    /// and not again for its letter, and small keys are sorted rather than whole movies.
    static func inCatalogOrder(_ movies: [Movie]) -> (movies: [Movie], initials: [String]) {
        let keys = movies.map { (title: $0.filingTitle, year: $0.year, slug: $0.slug) }
        let order = keys.indices
            .sorted { (keys[$0].title, keys[$0].year, keys[$0].slug) < (keys[$1].title, keys[$1].year, keys[$1].slug) }
        return (order.map { movies[$0] }, order.map { TermSection.initial(of: keys[$0].title) })
    }
}
