/// The rules that need more than one file to check: every reference points at something published.
struct ReferenceRules {
    let knownUsers: Set<Slug>
    let unloadableUsers: Set<String>
    let publishedMovies: Set<Slug>
    let draftMovies: Set<Slug>
    let unloadableMovies: Set<String>
    let today: CalendarDate

    func violations(in movie: Movie) -> [CatalogError] {
        var errors: [CatalogError] = []
        var firstReview: [Slug: SourceLocation] = [:]
        for review in movie.reviews {
            if !knownUsers.contains(review.author), !unloadableUsers.contains(review.author.rawValue) {
                errors.append(CatalogError(.unknownReviewer(review.author), at: review.source))
            }
            if let first = firstReview[review.author] {
                errors.append(CatalogError(.duplicateReview(by: review.author, firstAt: first), at: review.source))
            } else {
                firstReview[review.author] = review.source
            }
            if review.date > today {
                errors.append(CatalogError(.reviewFromTheFuture(review.date, today: today), at: review.dateSource))
            }
        }
        return errors
    }

    func violations(in user: User) -> [CatalogError] {
        user.favorites.compactMap { favorite in
            if publishedMovies.contains(favorite.slug) || unloadableMovies.contains(favorite.slug.rawValue) {
                return nil
            }
            let reason: CatalogError.Reason = draftMovies.contains(favorite.slug)
                ? .favoriteIsDraft(favorite.slug) : .unknownFavorite(favorite.slug)
            return CatalogError(reason, at: favorite.source)
        }
    }
}
