@testable import SitegenDomain
import SitegenTestSupport
import Testing

/// `CatalogDigests.readsChanged`: which of the last build's reads an edit of movie files can have
/// changed, or nil when the table and the edits do not account for every change. The builds that
/// use it are held to the builds that digest every read in `PageReadsTests`; these are the cases
/// where it must give up.
struct EditedReadsTests {
    private let before = [Fixture.movie("alien-1979", directors: ["Ridley Scott"]), Fixture.movie("heat-1995", directors: ["Michael Mann"])]
    private let users = [Fixture.user("ada")]

    /// The table a build of `movies` would have left: each movie, user and term read, and the
    /// reads that name nothing, with what they answered.
    private func table(of movies: [Movie], extra: [String] = []) async throws -> (descriptions: [String], digests: [UInt64]) {
        let digests = await CatalogDigests(try await Fixture.catalog(movies: movies, users: users))
        var reads: [CatalogRead] = Array(CatalogRead.fixed.values) + users.map { .user($0.id) }
        for movie in movies {
            reads += [.movie(movie.slug), .movieWithoutProse(movie.slug), .moreLike(movie.slug), .reviewsOf(movie.slug)]
            reads += movie.directors.compactMap(Term.init(named:)).map { .termOrder(.directors, $0.slug, .title) }
        }
        let descriptions = reads.map(\.description) + extra
        return (descriptions, descriptions.map { digests.digest(ofRead: $0).value })
    }

    private func changed(_ table: (descriptions: [String], digests: [UInt64]), now movies: [Movie], edits: [MovieFileEdit])
        async throws -> [String]?
    {
        let digests = await CatalogDigests(try await Fixture.catalog(movies: movies, users: users))
        let positions = Dictionary(uniqueKeysWithValues: table.descriptions.enumerated().map { ($1, Int32($0)) })
        return digests.readsChanged(byEditing: edits, descriptions: table.descriptions, digests: table.digests, positions: positions)?
            .map { table.descriptions[$0] }
    }

    @Test func anEditedDirectorChangesTheMovieAndBothDirectorsPages() async throws {
        let after = [Fixture.movie("alien-1979", directors: ["Dan O'Bannon"]), before[1]]
        let reads = try #require(try await changed(try await table(of: before), now: after,
                                                   edits: [MovieFileEdit(before: [before[0]], after: [after[0]])]))
        #expect(reads.contains("m:alien-1979") && reads.contains("o:directors:ridley-scott"))
        #expect(!reads.contains("m:heat-1995") && !reads.contains("o:directors:michael-mann"))
    }

    @Test func aChangeNoEditAccountsForIsLeftToDigestingEveryRead() async throws {
        let after = [Fixture.movie("alien-1979", title: "Alien (1979)", directors: ["Ridley Scott"]), before[1]]
        // Its file is not among the edits: the decode cache is not the last build's.
        #expect(try await changed(try await table(of: before), now: after, edits: []) == nil)
        // An earlier version that is not the one the table read.
        let other = Fixture.movie("alien-1979", title: "Alien, again", directors: ["Ridley Scott"])
        #expect(try await changed(try await table(of: before), now: after, edits: [MovieFileEdit(before: [other], after: [after[0]])]) == nil)
        // A draft among the edits.
        let draft = Fixture.movie("secret-2030", draft: true)
        #expect(try await changed(try await table(of: before), now: before, edits: [MovieFileEdit(before: [], after: [draft])]) == nil)
        // A user who is not as they were.
        let renamed = try await table(of: before)
        let users = try #require(renamed.descriptions.firstIndex(of: "u:ada"))
        var table = renamed
        table.digests[users] &+= 1
        #expect(try await changed(table, now: before, edits: []) == nil)
    }

    @Test func aKindOfReadItDoesNotKnowIsLeftToDigestingEveryRead() async throws {
        let table = try await table(of: before)
        #expect(try await changed(table, now: before, edits: []) != nil)
        #expect(try await changed(try await self.table(of: before, extra: ["x:alien-1979"]), now: before, edits: []) == nil)
        #expect(try await changed(try await self.table(of: before, extra: ["X"]), now: before, edits: []) == nil)
    }
}
