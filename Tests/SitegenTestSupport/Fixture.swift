public import SitegenDomain

/// Builders for entities with sensible defaults, so a test states only what it is about.
public enum Fixture {
    public static func slug(_ text: String) -> Slug {
        do { return try Slug(text) } catch { fatalError("fixture slug '\(text)': \(error)") }
    }

    public static func date(_ text: String) -> CalendarDate {
        do { return try CalendarDate(iso8601: text) } catch { fatalError("fixture date '\(text)': \(error)") }
    }

    public static func rating(_ value: Double) -> Rating {
        do { return try Rating(value) } catch { fatalError("fixture rating \(value): \(error)") }
    }

    public static func location(_ path: String, _ line: Int = 1, _ column: Int = 1) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    public static func review(_ author: String, _ rating: Double, on date: String = "2021-05-01", text: String? = nil,
                              line: Int = 8, movie: String = "movie") -> Review {
        let source = location("content/movies/\(movie).md", line, 5)
        return Review(author: slug(author), rating: self.rating(rating), date: self.date(date),
                      text: text.map { MarkdownSource($0, origin: source) }, source: source)
    }

    public static func movie(
        _ slugText: String, title: String? = nil, year: Int = 2000, released: String? = nil, runtime: Int? = nil,
        genres: [String] = [], directors: [String] = [], draft: Bool = false, reviews: [Review] = [],
        synopsis: String = "Synopsis."
    ) -> Movie {
        let path = "content/movies/\(slugText).md"
        return Movie(
            slug: slug(slugText), title: title ?? slugText, year: year, released: released.map(date),
            runtimeMinutes: runtime, genres: genres.compactMap(Genre.init(named:)), directors: directors,
            isDraft: draft, reviews: reviews, synopsis: MarkdownSource(synopsis, origin: location(path, 12)),
            source: location(path)
        )
    }

    public static func user(_ id: String, name: String? = nil, favorites: [String] = [], bio: String? = nil) -> User {
        let path = "content/users/\(id).json"
        return User(
            id: slug(id), name: name ?? id, bio: bio.map { MarkdownSource($0, origin: location(path, 6, 10)) },
            favorites: favorites.enumerated().map { MovieReference(slug($1), at: location(path, 7, 17 + 10 * $0)) },
            source: location(path)
        )
    }

    public static func page(_ slugText: String, title: String, menu: Int? = nil, description: String? = nil) -> FreePage {
        let path = "content/pages/\(slugText).md"
        return FreePage(slug: slug(slugText), title: title, menuOrder: menu, description: description,
                        body: MarkdownSource("Body of \(title).", origin: location(path, 4)), source: location(path))
    }

    /// A validated catalog of the given content, loaded as the build would load it.
    public static func catalog(
        movies: [Movie], users: [User] = [], pages: [FreePage] = [], includeDrafts: Bool = false, today: String = "2026-01-01",
        taxonomies: [FieldTaxonomy] = [], orders: [FieldOrder] = []
    ) async throws(DiagnosticList) -> Catalog {
        let useCase = LoadCatalogUseCase(movies: InMemoryMovieRepository(movies), users: InMemoryUserRepository(users),
                                         pages: InMemoryPageRepository(pages))
        return try await useCase.execute(.init(includeDrafts: includeDrafts, today: date(today), taxonomies: taxonomies, orders: orders)).catalog
    }
}
