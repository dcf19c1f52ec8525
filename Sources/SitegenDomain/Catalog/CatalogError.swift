/// A rule about references between movies, users and reviews that the content breaks.
public struct CatalogError: LocatedError, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case unknownReviewer(Slug)
        case duplicateReview(by: Slug, firstAt: SourceLocation)
        case reviewFromTheFuture(CalendarDate, today: CalendarDate)
        case unknownFavorite(Slug)
        case favoriteIsDraft(Slug)
        /// A value of a field the site makes a taxonomy of that names no page: a flag, or text
        /// without a letter or digit to make a URL of.
        /// `latin`: the value has letters, none of them Latin, to make an address of.
        case notATermName(key: String, value: String, latin: Bool)
        /// A value that is not a flag, in a field the site makes a taxonomy of whose values are
        /// mostly flags: the movies flagged are its one list.
        case notAFlag(key: String, value: String)
        /// A value that is not a date, in a field the site orders its lists by.
        case notADate(key: String, value: String)
    }

    public var location: SourceLocation
    public var reason: Reason

    public init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    public var diagnostic: Diagnostic {
        switch reason {
        case .unknownReviewer(let id):
            Diagnostic(at: location, "review by unknown user '\(id)'",
                       hint: "add content/users/\(id).json, or fix the id in 'user:'")
        case .duplicateReview(let id, let first):
            Diagnostic(at: location, "user '\(id)' already reviewed this movie at \(first.line):\(first.column)",
                       hint: "merge the two reviews into one")
        case .reviewFromTheFuture(let date, let today):
            Diagnostic(at: location, "review date \(date) is in the future (today is \(today))",
                       hint: "a review is dated the day it was written: check the year and the month")
        case .unknownFavorite(let slug):
            Diagnostic(at: location, "favorite names unknown movie '\(slug)'",
                       hint: "favorites are movie slugs, the file names in content/movies/ without extension")
        case .favoriteIsDraft(let slug):
            Diagnostic(at: location, "favorite '\(slug)' is a draft and is not published",
                       hint: "publish it (draft: false), build with --drafts, or remove the favorite")
        case .notATermName(let key, let value, latin: true):
            Diagnostic(at: location,
                       "extra '\(key)' has pages of its own (taxonomies: in site.yml), and \(value) has no Latin letters or digits to make its page's address from",
                       hint: "write the name in Latin letters as well, as film catalogs do: \"Tokyo (東京)\"")
        case .notAFlag(let key, let value):
            Diagnostic(at: location,
                       "extra '\(key)' has a page of its own (taxonomies: in site.yml) listing the movies that set it, so it must be true or false (got \(value))",
                       hint: "write \(key): true or \(key): false; for names with pages of their own, give every movie a name under a key of its own")
        case .notADate(let key, let value):
            Diagnostic(at: location,
                       "extra '\(key)' orders the site's lists (orders: in site.yml), so it must be a date YYYY-MM-DD, with a time HH:MM if it has one, or a list of them (got \(value))",
                       hint: "write a real day as \(key): 2021-04-29, or 2021-04-29 19:30 with its time on a 24-hour clock (no seconds, no zone), or leave the field out until the movie has one")
        case .notATermName(let key, let value, latin: false):
            Diagnostic(at: location,
                       "extra '\(key)' has pages of its own (taxonomies: in site.yml), so each of its values must be a name (got \(value))",
                       hint: value == "true" || value == "false"
                           ? "most movies give '\(key)' a name, or as many as give a flag: for one list of the movies that set it, give every movie true or false"
                           : "write a name with a letter or digit, or a list of names; or leave '\(key)' out of taxonomies: in site.yml")
        }
    }
}
