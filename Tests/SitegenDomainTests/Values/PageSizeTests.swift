import SitegenDomain
import Testing

struct PageSizeTests {
    @Test(arguments: [0, -1, 1_000_000_000])
    func refusesSizesOutsideOneToAThousand(_ value: Int) async {
        #expect(throws: PageSizeError(value: value)) { try PageSize(value) }
    }

    @Test(arguments: [(0, 1), (1, 1), (12, 1), (13, 2), (24, 2), (25, 3)])
    func countsPages(_ items: Int, _ pages: Int) async throws {
        #expect(try PageSize(12).pageCount(for: items) == pages)
    }

    @Test func slicesAPageAndKnowsItsNeighbours() async throws {
        let page = try #require(try PageSize(3).page(2, of: Array(1...7)))
        #expect(page == Paginated(items: [4, 5, 6], number: 2, pageCount: 3, totalCount: 7))
        #expect(page.hasPrevious && page.hasNext)
    }

    @Test func anEmptyListHasOneEmptyPageAndNoOther() async throws {
        let size = try PageSize(10)
        #expect(size.page(1, of: [Int]())?.items == [])
        #expect(size.page(2, of: [Int]()) == nil)
        #expect(size.page(0, of: [1]) == nil)
    }
}
