public import SitegenDomain

/// Every kind of page the site has. A route is an identity; the `Router` turns it into a URL and
/// an output path, so a link and the file it points to always agree.
public enum Route: Sendable, Hashable, Comparable {
    case home
    case movieList(page: Int)
    case movie(Slug)
    case userList(page: Int)
    case user(Slug)
    case genreList
    case genre(Slug, page: Int)
    case page(Slug)

    /// The template that renders this kind of route.
    public var templateName: String {
        switch self {
        case .home: "home"
        case .movieList: "movie-list"
        case .movie: "movie"
        case .userList: "user-list"
        case .user: "user"
        case .genreList: "genre-list"
        case .genre: "genre"
        case .page: "page"
        }
    }
}
