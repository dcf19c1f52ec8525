public import SitegenDomain

/// Presents the index of a taxonomy: every genre, every director.
public struct TermListPresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter
    private let cards: MovieCardPresenter

    public init(router: Router, layout: LayoutPresenter, images: ImageLibrary = .empty) {
        self.router = router
        self.layout = layout
        cards = MovieCardPresenter(router: router, images: images)
    }

    /// - Parameter sections: where the index's sections start, and on which page
    ///   (`ListTermsUseCase.sections`).
    public func present(_ page: Paginated<TermSummary>, of taxonomy: Taxonomy,
                        sections: [TermSection.Placed] = []) -> TermListViewModel {
        let wording = TaxonomyWording(taxonomy)
        let title = PaginationPresenter.title(wording.plural, page: page.number)
        let crumbs = PaginationPresenter.crumbs(wording.plural, page: page.number, firstPageURL: router.url(for: .terms(taxonomy, page: 1)))
        let taxonomyInfo = taxonomy.field.flatMap { field in router.fieldTaxonomies.first { $0.key == field.key } }
        let items = page.items.map { summary in
            TermListViewModel.Item(
                name: summary.term.name,
                url: router.url(for: .term(taxonomy == .directors ? .people : taxonomy, summary.term.slug, page: 1)),
                movieCount: DisplayFormat.count(summary.movieCount, "movie", "movies"),
                covers: summary.covers.map(cards.present),
                role: summary.directedCount.map { PersonRole(directed: $0, of: summary.movieCount) }
                    .flatMap { $0 == .actor ? nil : $0.name },
                address: taxonomyInfo?.info(of: summary.term.slug)?.address,
                next: summary.next.flatMap { next in
                    router.today.map { "Next \(DisplayFormat.upcomingDate(next.date, after: $0)): \(next.movie.title)" }
                }
            )
        }
        return TermListViewModel(
            layout: layout.layout(
                for: .terms(taxonomy, page: page.number), title: title, description: wording.indexDescription,
                trail: indexTrail(of: taxonomy) + crumbs.trail, crumb: crumbs.current,
                sharing: PageSharing(schema: [SchemaOrg.itemList(items.map { ($0.name, $0.url) }, firstPosition: page.firstPosition,
                                                                 absolute: layout.absolute)])
            ),
            heading: title,
            summary: PaginationPresenter.summary(page, wording.singularInText, wording.pluralInText),
            terms: items,
            sections: Self.group(items, startingAt: ListTermsUseCase.firstPosition(onPage: page.number), into: sections.map(\.section)) {
                section in taxonomy == .years ? (try? Slug(section.name)).map { router.url(for: .term(.decades, $0, page: 1)) } : nil
            },
            jumps: JumpsViewModel(sections, onPage: page.number, alphabet: taxonomy != .years, anchor: Self.anchor) {
                router.url(for: .terms(taxonomy, page: $0))
            },
            alternate: alternate(of: taxonomy),
            about: page.number == 1 ? wording.about : nil,
            pagination: PaginationPresenter.present(page, router: router) { .terms(taxonomy, page: $0) },
            hasCovers: page.items.contains { !$0.covers.isEmpty }
        )
    }

    /// The decades' index is filed under the years, and the directors' under the people, where the
    /// menu leads (neither has an entry of its own).
    private func indexTrail(of taxonomy: Taxonomy) -> [LinkViewModel] {
        let parent: Taxonomy? = switch taxonomy {
        case .decades: .years
        case .directors: .people
        case .genres, .people, .years, .field: nil
        }
        return parent.map { [LinkViewModel(title: TaxonomyWording($0).plural, url: router.url(for: .terms($0, page: 1)))] } ?? []
    }

    /// Years and decades index the same movies: each index leads to the other. The people's index
    /// leads to its directors alone, whom a film lover browses by more than by cast (helper-43),
    /// and back.
    private func alternate(of taxonomy: Taxonomy) -> LinkViewModel? {
        switch taxonomy {
        case .years: LinkViewModel(title: "By decade", url: router.url(for: .terms(.decades, page: 1)))
        case .decades: LinkViewModel(title: "By year", url: router.url(for: .terms(.years, page: 1)))
        case .people: LinkViewModel(title: "Directors only", url: router.url(for: .terms(.directors, page: 1)))
        case .directors: LinkViewModel(title: "Everyone, cast too", url: router.url(for: .terms(.people, page: 1)))
        case .genres, .field: nil
        }
    }

    /// The items of a page, the first at `start` of the whole index, under the sections they fall in.
    static func group(_ items: [TermListViewModel.Item], startingAt start: Int, into sections: [TermSection],
                      url: (TermSection) -> String?) -> [TermListViewModel.Section] {
        guard !sections.isEmpty else { return items.isEmpty ? [] : [.init(terms: items, blocks: blocks(of: items))] }
        var grouped: [(section: TermSection, items: [TermListViewModel.Item])] = []
        var next = sections.firstIndex { $0.start > start } ?? sections.endIndex
        for (offset, item) in items.enumerated() {
            while next < sections.endIndex, sections[next].start <= start + offset { next += 1 }
            let section = sections[max(0, next - 1)]
            if grouped.last?.section.start != section.start { grouped.append((section, [])) }
            grouped[grouped.count - 1].items.append(item)
        }
        return grouped.map { section, items in
            .init(heading: section.name, continued: section.start < start, anchor: anchor(of: section), url: url(section), terms: items,
                  blocks: blocks(of: items))
        }
    }

    /// A section's terms in runs of at most `blockSize`, as even as they go, each to be read down
    /// its columns before the next: in one run, the 240 names of a page under `A` stood in three
    /// columns some 4,800 px tall, a reader scrolling back up for the next column (helper-47),
    /// while read across, row by row, an eye looking for a name zig-zagged through the alphabet
    /// (helper-26). Even, 92 names are three runs of 31, not two of 45 and one of 2.
    static func blocks(of terms: [TermListViewModel.Item]) -> [TermListViewModel.Section.Block] {
        let runs = (terms.count + blockSize - 1) / blockSize
        guard runs > 1 else { return [.init(terms: terms)] }
        let size = (terms.count + runs - 1) / runs
        return stride(from: 0, to: terms.count, by: size).map { .init(terms: Array(terms[$0..<min($0 + size, terms.count)])) }
    }

    /// Fifteen rows of three columns, the most a desktop shows: a run fits a screen.
    static let blockSize = 45

    /// `section-k`, `section-1970s`; `section-other-0` for names filed under `#`, which may be
    /// filed so before A (digits) and after Z (other scripts).
    static func anchor(of section: TermSection) -> String {
        "section-" + (section.name == "#" ? "other-\(section.start)" : section.name.lowercased())
    }

    /// A decade's heading on the years index (`section-1970s`), which has a few dozen decades
    /// on its one page.
    static func anchor(ofDecade name: String) -> String { "section-" + name.lowercased() }
}

/// Presents a page of one genre's or one director's movies.
public struct TermDetailPresenter: Sendable {
    private let router: Router
    private let layout: LayoutPresenter
    private let cards: MovieCardPresenter

    private let pictures: PicturePresenter
    private let markdown: (any MarkdownRenderer)?

    /// - Parameter markdown: renders a person's bio; without one, a profile is shown without it.
    public init(router: Router, layout: LayoutPresenter, images: ImageLibrary = .empty, markdown: (any MarkdownRenderer)? = nil) {
        self.router = router
        self.layout = layout
        self.markdown = markdown
        cards = MovieCardPresenter(router: router, images: images)
        pictures = PicturePresenter(router: router, images: images)
    }

    public func present(_ detail: TermDetail) throws(DiagnosticList) -> TermDetailViewModel {
        let profile = try detail.profile.flatMap { profile throws(DiagnosticList) in
            try present(profile, name: detail.term.name, filmography: detail.filmography)
        }
        let page = detail.movies, wording = TaxonomyWording(detail.taxonomy)
        // A taxonomy of flags is its one list: named as the site names the taxonomy ("Club picks").
        let ofFlags = detail.taxonomy.field.flatMap { router.flagTaxonomy($0.key) } != nil
        let name = ofFlags ? wording.plural : detail.term.name
        let title = PaginationPresenter.title(name + OrderPresenter.suffix(detail.order, router: router), page: page.number)
        let crumbs = OrderPresenter.crumbs(name, order: detail.order, page: page.number, router: router) {
            router.url(for: .term(detail.taxonomy, detail.term.slug, page: 1, order: $0))
        }
        let count = DisplayFormat.count(page.totalCount, "movie", "movies")
        // Only where a list runs to more than one page: the letters of one page are all in view.
        let letters = page.pageCount > 1 ? detail.letters : []
        let ranks = OrderPresenter.ranks(of: page, order: detail.order)
        let info = info(of: detail)
        return TermDetailViewModel(
            layout: layout.layout(
                for: .term(detail.taxonomy, detail.term.slug, page: page.number, order: detail.order), title: title,
                // What the site says of a venue says more than a count of its films; on one line,
                // as a folded YAML scalar may not be.
                description: ofFlags ? wording.about ?? "\(name): \(count)."
                    : info?.description.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? "\(count) \(wording.relation) \(detail.term.name).",
                trail: (ofFlags ? [] : indexTrail(of: detail)) + crumbs.trail,
                crumb: crumbs.current,
                sharing: detail.taxonomy == .people ? personSharing(detail) : .movieList(page, router: router, layout: layout)
            ),
            heading: title,
            about: ofFlags && page.number == 1 ? wording.about : nil,
            role: detail.directedCount.map { PersonRole(directed: $0, of: page.totalCount).heading },
            summary: PaginationPresenter.summary(page, "movie", "movies"),
            letters: JumpsViewModel(letters, onPage: page.number, alphabet: true, anchor: letterAnchor) {
                router.url(for: .term(detail.taxonomy, detail.term.slug, page: $0, order: .title))
            },
            movies: detail.taxonomy == .people ? [] : zip(page.items, OrderPresenter.stretchHeadings(of: page.items, order: detail.order, router: router))
                .enumerated().map { offset, item in
                    var card = card(of: item.0, in: detail, heading: item.1, anchor: letterAnchor(at: offset, onPage: page.number, of: letters))
                    card.rank = ranks[offset]
                    return card
                },
            groups: detail.taxonomy == .people ? roles(of: detail.term, in: page.items) : [],
            orders: detail.orders.count > 1
                ? OrderPresenter.control(current: detail.order, among: detail.orders, router: router) { .term(detail.taxonomy, detail.term.slug, page: 1, order: $0) } : nil,
            pagination: PaginationPresenter.present(page, router: router) { .term(detail.taxonomy, detail.term.slug, page: $0, order: detail.order) },
            profile: profile,
            neighbours: neighbours(of: detail),
            years: years(of: detail),
            initials: detail.taxonomy == .people && profile?.photo == nil ? DisplayFormat.initials(of: detail.term.name) : nil,
            workedWith: workedWith(detail.collaborators, totalCount: page.totalCount),
            fewFilms: detail.taxonomy == .people && page.totalCount <= 3,
            info: page.number == 1 ? info : nil,
            programme: programme(of: detail)
        )
    }
}

private extension TermDetailPresenter {
    /// A place's screenings to come, each led by its day as the home page's are, without the
    /// place, whose page it is; its card says neither the date nor the place again.
    func programme(of detail: TermDetail) -> ProgrammeViewModel? {
        guard !detail.comingUp.isEmpty, let order = router.fieldOrders.first, let screenings = ScreeningPresenter(router: router) else { return nil }
        // Its list by date is the Order row's link just below (helper-68: two links to one page).
        return screenings.programme(detail.comingUp, in: order, cards: cards, showsPlaces: false, more: nil)
    }

    /// What the site says of the name (`TermInfo`), as the router's taxonomy has it: the detail's
    /// may be one read back from a manifest, by key alone. Nil where it says nothing (`Town hall: {}`).
    func info(of detail: TermDetail) -> TermDetailViewModel.Info? {
        guard let key = detail.taxonomy.field?.key,
              let info = router.fieldTaxonomies.first(where: { $0.key == key })?.info(of: detail.term.slug),
              info.description != nil || info.address != nil || info.website != nil else { return nil }
        // Named as a browser's address bar shows it: without its scheme, or a last `/`.
        let website = info.website.map { url in
            let shown = url.split(separator: "://", maxSplits: 1).last.map(String.init) ?? url
            return LinkViewModel(title: shown.hasSuffix("/") ? String(shown.dropLast()) : shown, url: url)
        }
        return TermDetailViewModel.Info(description: info.description, address: info.address,
                                        mapURL: info.address.map { "https://www.openstreetmap.org/search?query=" + URLQuery.encoded($0) },
                                        website: website, hasFacts: info.address != nil || website != nil)
    }

    /// A movie's card on a term's page: a genre's own page does not tag every card with that
    /// genre, nor a year's with that year, nor the club picks' with a "Club pick" badge, nor a
    /// venue's with that venue.
    func card(of movie: Movie, in detail: TermDetail, heading: String?, anchor: String?) -> MovieCardViewModel {
        var card = cards.present(movie, apartFrom: detail.taxonomy.field.map { [$0.key] } ?? [])
        if detail.taxonomy == .genres {
            let own = router.url(for: .term(.genres, detail.term.slug, page: 1))
            card.genres.removeAll { $0.url == own }
        }
        if let field = detail.taxonomy.field, router.flagTaxonomy(field.key) != nil { card.badges.removeAll { $0 == router.flagName(field.key) } }
        card.showsYear = detail.taxonomy != .years
        card.groupHeading = heading
        card.anchor = anchor
        return card
    }

    /// What a term's page is filed under: its taxonomy's index; for a decade, its place in the
    /// years (the index of decades is not in the menu), and for a year, the years and its decade.
    func indexTrail(of detail: TermDetail) -> [LinkViewModel] {
        let years = LinkViewModel(title: TaxonomyWording(.years).plural, url: router.url(for: .terms(.years, page: 1)))
        switch detail.taxonomy {
        case .decades:
            return [LinkViewModel(title: years.title, url: years.url + "#" + TermListPresenter.anchor(ofDecade: detail.term.name))]
        case .years:
            let decade = TermSection.decade(of: detail.term.slug.rawValue)
            return [years] + ((try? Slug(decade)).map { [LinkViewModel(title: decade, url: router.url(for: .term(.decades, $0, page: 1)))] } ?? [])
        default:
            return [LinkViewModel(title: TaxonomyWording(detail.taxonomy).plural, url: router.url(for: .terms(detail.taxonomy, page: 1)))]
        }
    }

    /// Links to the year or decade before and after, in the same order as this page.
    func neighbours(of detail: TermDetail) -> TermDetailViewModel.Neighbours? {
        guard detail.earlier != nil || detail.later != nil else { return nil }
        let link = { (term: Term) in
            LinkViewModel(title: term.name, url: router.url(for: .term(detail.taxonomy, term.slug, page: 1, order: detail.neighbourOrders[term.slug] ?? .title)))
        }
        return .init(label: "Other " + TaxonomyWording(detail.taxonomy).pluralInText,
                     earlier: detail.earlier.map(link), later: detail.later.map(link))
    }

    /// A decade's years, each leading to its own page: from the 1970s to 1979.
    func years(of detail: TermDetail) -> TermDetailViewModel.Years? {
        guard !detail.years.isEmpty else { return nil }
        return .init(label: "Years of the \(detail.term.name)", links: detail.years.reversed().map { year in
            LinkViewModel(title: year.term.name, note: DisplayFormat.count(year.movieCount, "movie", "movies"),
                          url: router.url(for: .term(.years, year.term.slug, page: 1)))
        })
    }

    /// Nil for a profile that only says how to file the person (`sortAs`): it has nothing to show,
    /// and its empty block opened a gap under the heading (helper-34).
    func present(_ profile: PersonProfile, name: String, filmography: [Movie]) throws(DiagnosticList) -> PersonProfileViewModel? {
        guard profile.photo != nil || profile.bio != nil || !profile.extra.isEmpty else { return nil }
        let extras = MovieDetailViewModel.Fact.ofExtras(profile.extra)
        return PersonProfileViewModel(
            photo: profile.photo.map { pictures.present($0, alt: "Photo of \(name)") },
            bioHTML: try profile.bio.flatMap { bio throws(DiagnosticList) in try markdown?.html(from: bio) },
            extra: profile.extra,
            // A field of blank items (`known_for: [~]`) says nothing.
            facts: linkingTitles(extras.facts, of: profile.extra, to: filmography).filter { !$0.value.isEmpty || !$0.links.isEmpty },
            badges: extras.badges
        )
    }

    /// The site's own facts of a person with each value that is the title of one of their movies
    /// (case aside) linked to its page: "Known for: Cléo from 5 to 7 · The Gleaners and I" leads
    /// to the film the site has (helper-37). A fact naming none of them stays text.
    func linkingTitles(_ facts: [MovieDetailViewModel.Fact], of extra: ExtraFields, to movies: [Movie]) -> [MovieDetailViewModel.Fact] {
        guard !movies.isEmpty else { return facts }
        let byTitle = Dictionary(movies.map { ($0.title.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        // `ofExtras` made one fact of each entry but a flag, in their order.
        let values = extra.entries.filter { if case .flag = $0.value { false } else { true } }.map(\.value)
        return zip(facts, values).map { fact, value in
            // A blank item (`known_for: [~, Stalker]`) is no title.
            let items = value.items.filter { !DisplayFormat.value($0).allSatisfy(\.isWhitespace) }
            let urls = items.map { item -> String? in
                guard case .text(let text) = item, let movie = byTitle[text.lowercased()] else { return nil }
                return router.url(for: .movie(movie.slug))
            }
            guard urls.contains(where: { $0 != nil }) else { return fact }
            var linked = fact
            linked.links = zip(items, urls).enumerated().map { index, pair in
                .init(title: DisplayFormat.value(pair.0), url: pair.1, separator: index < items.count - 1 ? " · " : "")
            }
            return linked
        }
    }

    /// A person's page introduces a `Person`, with the films it lists.
    func personSharing(_ detail: TermDetail) -> PageSharing {
        let films = { (movies: [Movie]) in movies.map { ($0.title, router.url(for: .movie($0.slug))) } }
        let movies = detail.movies.items, slug = detail.term.slug
        return PageSharing(type: "profile", schema: [SchemaOrg.creditedPerson(
            detail.term.name, url: router.absoluteURL(for: .term(.people, slug, page: 1)),
            directed: films(movies.filter { $0.directorTerms.contains { $0.slug == slug } }),
            actedIn: films(movies.filter { $0.castTerms.contains { $0.slug == slug } }), absolute: layout.absolute
        )])
    }

    /// Those a person worked with, each linked to their page. A person of one film shares that
    /// film with every one of them: it is said once, in the heading.
    func workedWith(_ collaborators: [Collaborator], totalCount: Int) -> TermDetailViewModel.WorkedWith? {
        guard let film = collaborators.first?.films.first else { return nil }
        let oneFilm = totalCount == 1
        return .init(heading: oneFilm ? "Also in \(film.title)" : "Worked with", people: collaborators.map { collaborator in
            LinkViewModel(title: collaborator.person.name,
                          note: oneFilm ? nil : collaborator.films.count > 1 ? "\(collaborator.films.count) films" : collaborator.films[0].title,
                          url: router.url(for: .term(.people, collaborator.person.slug, page: 1)))
        })
    }

    /// A person's movies by the role they had, newest first in each: a director who also acts
    /// has the movie in both. A card of a film they directed alone does not name them again.
    func roles(of person: Term, in movies: [Movie]) -> [TermDetailViewModel.Group] {
        let directed = movies.filter { $0.directorTerms.contains { $0.slug == person.slug } }
        let acted = movies.filter { $0.castTerms.contains { $0.slug == person.slug } }
        // Under "Directed", a film the person directed alone does not name them again. Under
        // "Acted in" it does: there the line is what tells it apart, and left out of one card it
        // left a hole in the row beside another's director (helper-52).
        func directedCard(_ movie: Movie) -> MovieCardViewModel {
            var card = cards.present(movie)
            if movie.directorTerms.map(\.slug) == [person.slug] { card.directors = nil }
            return card
        }
        return [("Directed", directed.map(directedCard)), ("Acted in", acted.map(cards.present))].compactMap { heading, cards in
            cards.isEmpty ? nil : .init(heading: heading, movies: cards)
        }
    }
}

/// How pages speak of a taxonomy.
struct TaxonomyWording {
    var singular: String
    var plural: String
    /// Between a movie count and a term: "12 movies *in* Drama", "3 movies *directed by* Agnès Varda".
    var relation: String
    var indexDescription: String
    /// What the site says of its own taxonomy (`description:` in `site.yml`), shown on its first page.
    var about: String?

    init(_ taxonomy: Taxonomy) {
        switch taxonomy {
        case .genres:
            self.init(singular: "Genre", plural: "Genres", relation: "in", indexDescription: "Browse movies by genre.")
        case .directors:
            self.init(singular: "Director", plural: "Directors", relation: "directed by",
                      indexDescription: "Everyone who directed a film of the catalog, by surname.")
        case .people:
            self.init(singular: "Person", plural: "People", relation: "with",
                      indexDescription: "Everyone the catalog credits, directors and cast, by surname.")
        case .years:
            self.init(singular: "Year", plural: "Years", relation: "from", indexDescription: "Browse movies by the year they came out.")
        case .decades:
            self.init(singular: "Decade", plural: "Decades", relation: "from the", indexDescription: "Browse movies by decade.")
        case .field(let field):
            // As the site names them (`Venues`, `IMAX screen`), else by the key as a label.
            let label = ExtraFields.label(ofKey: field.key)
            let singular = field.singular ?? label, plural = field.title ?? label
            self.init(singular: singular, plural: plural, relation: "with \(Self.inText(singular))",
                      indexDescription: field.description ?? "Browse movies by \(Self.inText(plural)).")
            about = field.description
        }
    }

    /// The names within a sentence: `venues`, `IMAX screens`.
    var singularInText: String { Self.inText(singular) }
    var pluralInText: String { Self.inText(plural) }

    /// A heading's words as a sentence has them: its first letter in lower case, unless the word
    /// is an acronym (`IMAX`).
    static func inText(_ heading: String) -> String {
        let letters = Array(heading.prefix(2))
        guard let first = letters.first, letters.count < 2 || !letters[1].isUppercase else { return heading }
        return first.lowercased() + heading.dropFirst()
    }

    private init(singular: String, plural: String, relation: String, indexDescription: String) {
        self.singular = singular
        self.plural = plural
        self.relation = relation
        self.indexDescription = indexDescription
    }
}

extension Router {
    /// What a flag a movie sets is called, on its badges and its list alike: as the site names one
    /// of the list's movies (`singular`), else by its key (`Club pick`). With the key alone on
    /// the badge, a "Club pick" led to "Staff favourites" (helper-48).
    func flagName(_ key: String) -> String { flagTaxonomy(key)?.flagTerm.name ?? ExtraFields.label(ofKey: key) }
}
