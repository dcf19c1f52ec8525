import Foundation
import SitegenData
import SitegenDomain
import SitegenTestSupport

/// A throwaway site folder for one test: write files, load them as the build would.
struct ContentSite {
    let folder = TemporaryFolder()

    init(_ files: [String: String] = [:]) {
        for (path, text) in files { folder.write(path, text) }
    }

    var movies: LoadReport<Movie> { get async { await FileMovieRepository(siteRoot: folder.url).loadMovies() } }
    var users: LoadReport<User> { get async { await FileUserRepository(siteRoot: folder.url).loadUsers() } }
    var pages: LoadReport<FreePage> { get async { await MarkdownPageRepository(siteRoot: folder.url).loadPages() } }

    /// The diagnostics of loading movies, users and pages, as the CLI prints them, sorted.
    var messages: [String] {
        get async {
            let diagnostics = await movies.diagnostics + users.diagnostics + pages.diagnostics
            return diagnostics.sorted().map(\.description)
        }
    }

    /// Just the first line of each diagnostic (no hint).
    var headlines: [String] {
        get async { await messages.map { String($0.prefix { $0 != "\n" }) } }
    }

    static var fixtures: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }
}

/// A movie file whose front matter is `yaml`, for tests about one field.
func movieFile(_ yaml: String, body: String = "Body.") -> String {
    "---\n" + yaml + "\n---\n" + body + "\n"
}
