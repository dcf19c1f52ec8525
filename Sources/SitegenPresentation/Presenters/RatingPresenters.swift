public import SitegenDomain

/// Ratings as data: how a movie's or a reviewer's ratings spread over the ten half stars, and
/// what a reviewer watches most.
public struct RatingPresenter: Sendable {
    private let router: Router

    public init(router: Router) {
        self.router = router
    }

    /// One bar per half star, ½ to 5, each as tall as its share of the tallest; nil without ratings.
    public func distribution(of ratings: [Rating]) -> RatingDistributionViewModel? {
        guard !ratings.isEmpty else { return nil }
        var counts = Array(repeating: 0, count: 10)
        for rating in ratings { counts[rating.halfStars - 1] += 1 }
        let tallest = counts.max() ?? 1
        let bars = counts.enumerated().map { index, count in
            RatingDistributionViewModel.Bar(
                label: DisplayFormat.halfStars(index + 1), count: String(count),
                height: String(count == 0 ? 0 : max(4, count * 100 / tallest))
            )
        }
        let spoken = bars.reversed().filter { $0.count != "0" }.map { "\($0.count) of \($0.label)" }
        return RatingDistributionViewModel(
            bars: bars,
            summary: "\(DisplayFormat.count(ratings.count, "rating", "ratings")): \(DisplayFormat.list(spoken))."
        )
    }

    /// What a reviewer's reviews add up to: their average, their spread, the genres and people
    /// they review most (at least twice, at most five of each), and who rates closest to them.
    public func profile(of reviews: [PublishedReview], closestTastes: [TasteMatch] = []) -> ReviewerProfileViewModel? {
        guard let distribution = distribution(of: reviews.map(\.review.rating)) else { return nil }
        let average = Double(reviews.map(\.review.rating.halfStars).reduce(0, +)) / Double(reviews.count) / 2
        return ReviewerProfileViewModel(
            average: DisplayFormat.rating(average),
            distribution: distribution,
            genres: mostReviewed(reviews.map(\.movie.genres), taxonomy: .genres),
            people: mostReviewed(reviews.map(\.movie.peopleTerms), taxonomy: .people),
            closestTastes: closestTastes.map { match in
                // Said as shown: a difference that rounds to 0.0 is "rated alike", not "0.0 stars apart".
                let stars = DisplayFormat.rating(match.halfStarsApart / 2)
                let apart = stars == "0.0" ? "rated alike" : "\(stars) \(stars == "1.0" ? "star" : "stars") apart"
                return CountedLinkViewModel(title: match.reviewer.name, url: router.url(for: .user(match.reviewer.id)),
                                            count: "\(apart) over \(DisplayFormat.count(match.sharedMovies, "movie", "movies"))")
            }
        )
    }

    /// Terms by how many of the reviewed movies have them, most first, ties by name; counted in
    /// movies (a reviewer reviews a movie once), which "Al Pacino 2 reviews" did not say: it read
    /// as reviews of Al Pacino (helper-28).
    private func mostReviewed(_ termsOfMovies: [[Term]], taxonomy: Taxonomy) -> [CountedLinkViewModel] {
        var counts: [Slug: (term: Term, count: Int)] = [:]
        for terms in termsOfMovies {
            for term in terms { counts[term.slug, default: (term, 0)].count += 1 }
        }
        return counts.values.filter { $0.count >= 2 }
            .sorted { ($1.count, $0.term) < ($0.count, $1.term) }
            .prefix(5)
            .map { CountedLinkViewModel(title: $0.term.name, url: router.url(for: .term(taxonomy, $0.term.slug, page: 1)),
                                        count: DisplayFormat.count($0.count, "movie", "movies")) }
    }
}
