import SitegenDomain
import Testing

/// A movie's credits are worked out once and kept: a change to its people must not show the old ones.
struct MovieCreditsTests {
    private func movie(directors: [String], cast: [String]) throws -> Movie {
        let file = SourceLocation(path: "content/movies/alien-1979.md")
        return Movie(slug: try Slug("alien-1979"), title: "Alien", year: 1979, directors: directors, cast: cast,
                     synopsis: MarkdownSource("In space no one can hear you scream.", origin: file), source: file)
    }

    @Test func peopleAreDirectorsFirstEachOnceWithoutUnsluggableNames() throws {
        let alien = try movie(directors: ["Ridley Scott", "Ridley  SCOTT"], cast: ["Sigourney Weaver", "Ridley Scott", "!!!"])
        #expect(alien.directorTerms.map(\.name) == ["Ridley Scott", "Ridley  SCOTT"])
        #expect(alien.castTerms.map(\.name) == ["Sigourney Weaver", "Ridley Scott"])
        #expect(alien.peopleTerms.map(\.slug.rawValue) == ["ridley-scott", "sigourney-weaver"])
    }

    /// Past the handful most movies name, each person is still kept once, where first named.
    @Test func aLongCastKeepsEachPersonOnceWhereFirstNamed() throws {
        let alien = try movie(directors: ["Person 3"], cast: (0..<40).map { "Person \($0)" } + ["PERSON 7", "person 39"])
        #expect(alien.peopleTerms.map(\.slug.rawValue) == ["person-3"] + (0..<40).filter { $0 != 3 }.map { "person-\($0)" })
        #expect(alien.castTerms.count == 42)
    }

    @Test func aChangedCastOrDirectorIsSeenOnceTheOldCreditsWereAskedFor() throws {
        var alien = try movie(directors: ["Ridley Scott"], cast: ["Sigourney Weaver"])
        let before = alien
        _ = alien.peopleTerms
        alien.cast.append("John Hurt")
        #expect(alien.castTerms.map(\.name) == ["Sigourney Weaver", "John Hurt"])
        alien.directors = ["Someone Else"]
        #expect(alien.peopleTerms.map(\.name) == ["Someone Else", "Sigourney Weaver", "John Hurt"])
        // The copy taken before keeps its own people, and a copy without prose the same ones.
        #expect(before.peopleTerms.map(\.name) == ["Ridley Scott", "Sigourney Weaver"])
        #expect(alien.withoutProse.peopleTerms == alien.peopleTerms)
    }
}
