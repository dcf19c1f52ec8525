/// Any page the theme renders; the route says which template.
public protocol PageViewModel: Sendable {
    var layout: LayoutViewModel { get }
}

public struct HomeViewModel: PageViewModel, Equatable {
    public var layout: LayoutViewModel
    public var introduction: String
    public var newestMovies: [MovieCardViewModel]
    public var topRated: [MovieCardViewModel]
    public var latestReviews: [ReviewViewModel]
    public var moviesURL: String
}

public struct MovieListViewModel: PageViewModel, Equatable {
    public var layout: LayoutViewModel
    public var heading: String
    public var summary: String
    public var movies: [MovieCardViewModel]
    public var pagination: PaginationViewModel?
}

public struct MovieDetailViewModel: PageViewModel, Equatable {
    public struct Fact: Sendable, Equatable {
        public var label: String
        public var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public var layout: LayoutViewModel
    public var title: String
    public var year: String
    public var facts: [Fact]
    public var genres: [LinkViewModel]
    public var posterURL: String?
    public var posterAlt: String
    /// Pixel size, when the poster is a PNG or JPEG in the media folder: no layout shift on load.
    public var posterWidth: String?
    public var posterHeight: String?
    public var averageRating: String?
    public var stars: String?
    public var reviewCount: String
    public var synopsisHTML: String
    public var reviews: [ReviewViewModel]
}

public struct UserListViewModel: PageViewModel, Equatable {
    public struct Item: Sendable, Equatable {
        public var name: String
        public var url: String
        public var location: String?
        public var reviewCount: String
    }

    public var layout: LayoutViewModel
    public var heading: String
    public var summary: String
    public var users: [Item]
    public var pagination: PaginationViewModel?
}

public struct UserDetailViewModel: PageViewModel, Equatable {
    public var layout: LayoutViewModel
    public var name: String
    public var location: String?
    public var joined: String?
    public var website: String?
    public var bioHTML: String?
    public var reviewCount: String
    public var favorites: [MovieCardViewModel]
    public var reviews: [ReviewViewModel]
}

public struct GenreListViewModel: PageViewModel, Equatable {
    public struct Item: Sendable, Equatable {
        public var name: String
        public var url: String
        public var movieCount: String
    }

    public var layout: LayoutViewModel
    public var heading: String
    public var genres: [Item]
}

public struct GenreDetailViewModel: PageViewModel, Equatable {
    public var layout: LayoutViewModel
    public var heading: String
    public var summary: String
    public var movies: [MovieCardViewModel]
    public var pagination: PaginationViewModel?
}

public struct FreePageViewModel: PageViewModel, Equatable {
    public var layout: LayoutViewModel
    public var title: String
    public var bodyHTML: String

    public init(layout: LayoutViewModel, title: String, bodyHTML: String) {
        self.layout = layout
        self.title = title
        self.bodyHTML = bodyHTML
    }
}
