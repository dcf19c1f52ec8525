import Foundation
import SitegenDomain

/// The file of a new movie or user, named the way the loader expects and filled in as far as
/// the command line says.
enum NewContent {
    /// `content/movies/<title-slug>-<year>.md`, a draft until the author says otherwise.
    static func movie(title: String, year: Int) throws(DiagnosticList) -> (path: String, text: String) {
        // The title must give the file name something: a title in a script without Latin letters
        // would name the movie by its year alone, and the next one of that year could not be made.
        guard let titleSlug = Slug.derived(from: title) else {
            throw noSlug(title, hint: "give a Latin title here, e.g. sitegen new movie \"Spirited Away\" --year \(year), "
                + "and write the title itself in the file's title: field")
        }
        let slug = fileSlug(titleSlug.rawValue, year: year)
        let text = """
            ---
            title: \(yamlString(title))
            year: \(year)
            genres: []
            directors: []
            cast: []
            # Drafts are left out of the site; `sitegen serve --drafts` shows them.
            draft: true
            reviews: []
            ---
            What the movie is about, in Markdown. Link other movies with `[Title](movie:slug-year)`.

            """
        return ("content/movies/\(slug).md", text)
    }

    /// `<title-slug>-<year>`, a long title cut before the year rather than the year after it (the
    /// year tells two films of one title apart), and at a word where there is one.
    private static func fileSlug(_ title: String, year: Int) -> String {
        let yearPart = "-\(year)"
        let room = Slug.maximumLength - yearPart.utf8.count
        guard title.utf8.count > room else { return title + yearPart }
        var titlePart = title.prefix(room)
        if title.dropFirst(room).first != "-", let lastHyphen = titlePart.lastIndex(of: "-") {
            titlePart = titlePart[..<lastHyphen]
        }
        while titlePart.hasSuffix("-") { titlePart = titlePart.dropLast() }
        return titlePart + yearPart
    }

    /// `content/users/<name-slug>.json`, joined today.
    static func user(name: String, joined: CalendarDate) throws(DiagnosticList) -> (path: String, text: String) {
        guard let slug = Slug.derived(from: name) else { throw noSlug(name) }
        let text = """
            {
              "id": \(jsonString(slug.rawValue)),
              "name": \(jsonString(name)),
              "joined": "\(joined)",
              "favorites": []
            }

            """
        return ("content/users/\(slug).json", text)
    }

    private static func noSlug(_ name: String, hint: String? = nil) -> DiagnosticList {
        DiagnosticList([Diagnostic(at: SourceLocation(path: "<command line>", line: 0),
                                   "\"\(name)\" has no Latin letters or digits to make a file name of", hint: hint)])
    }

    /// A double-quoted scalar: YAML reads it the same whatever the title holds (`:`, `#`, `no`).
    private static func yamlString(_ text: String) -> String { jsonString(text) }

    private static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
