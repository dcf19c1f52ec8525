/// How many items a list page holds: at least 1, at most 1,000 (a page larger than that is a mistake).
public struct PageSize: Sendable, Encodable, Hashable {
    public static let allowed = 1...1000
    public let value: Int

    public init(_ value: Int) throws(PageSizeError) {
        guard Self.allowed.contains(value) else { throw PageSizeError(value: value) }
        self.value = value
    }

    /// The number of pages a list of `count` items takes; an empty list still has its one page.
    public func pageCount(for count: Int) -> Int {
        max(1, (count + value - 1) / value)
    }

    /// Page `number` (1-based) of `items`, or nil when there is no such page.
    public func page<Item>(_ number: Int, of items: [Item]) -> Paginated<Item>? {
        page(number, of: items.count) { Array(items[$0]) }
    }

    /// Page `number` (1-based) of `count` items, taking only that page's items from `items`.
    public func page<Item>(_ number: Int, of count: Int, items: (Range<Int>) -> [Item]) -> Paginated<Item>? {
        let pageCount = pageCount(for: count)
        guard (1...pageCount).contains(number) else { return nil }
        let start = (number - 1) * value
        return Paginated(items: items(start..<min(count, start + value)), number: number, pageCount: pageCount, totalCount: count)
    }
}

public struct PageSizeError: Error, Sendable, Equatable {
    public var value: Int

    public init(value: Int) {
        self.value = value
    }
    public var explanation: String {
        "must be between \(PageSize.allowed.lowerBound) and \(PageSize.allowed.upperBound) (got \(value))"
    }
}

/// One page of a sorted list.
public struct Paginated<Item> {
    public var items: [Item]
    /// 1-based.
    public var number: Int
    public var pageCount: Int
    /// Items in the whole list, across pages.
    public var totalCount: Int

    public init(items: [Item], number: Int, pageCount: Int, totalCount: Int) {
        self.items = items
        self.number = number
        self.pageCount = pageCount
        self.totalCount = totalCount
    }

    /// The place of the page's first item in the whole list, from 1. Every page but the last is full.
    public var firstPosition: Int {
        hasNext ? (number - 1) * items.count + 1 : totalCount - items.count + 1
    }

    public var hasPrevious: Bool { number > 1 }
    public var hasNext: Bool { number < pageCount }
}

extension Paginated: Sendable where Item: Sendable {}
extension Paginated: Equatable where Item: Equatable {}
