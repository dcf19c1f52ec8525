/// What a person is called, by the movies the catalog credits them in: the same word on their
/// page and in search results. An actor, unless credited as the director of all their movies,
/// or of some: a director seen acting only in their own films is a director.
enum PersonRole: CaseIterable {
    case actor, director, directorAndActor

    init(directed: Int, of movieCount: Int) {
        self = directed == 0 ? .actor : directed < movieCount ? .directorAndActor : .director
    }

    /// As a search result says it: "director and actor".
    var name: String {
        switch self {
        case .actor: "actor"
        case .director: "director"
        case .directorAndActor: "director and actor"
        }
    }

    /// As a person's page heads it: "Director and actor".
    var heading: String { name.prefix(1).uppercased() + name.dropFirst() }
}
