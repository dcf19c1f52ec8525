public import SitegenDomain

/// Previous / next links, page numbers, breadcrumb and summary for page N of a list whose pages are `route(n)`.
public enum PaginationPresenter {
    /// Nil for a list that fits on one page: no "Page 1 of 1" clutter.
    public static func present<Item>(_ page: Paginated<Item>, router: Router, route: (Int) -> Route) -> PaginationViewModel? {
        guard page.pageCount > 1 else { return nil }
        return PaginationViewModel(
            previousURL: page.hasPrevious ? router.url(for: route(page.number - 1)) : nil,
            nextURL: page.hasNext ? router.url(for: route(page.number + 1)) : nil,
            status: "Page \(page.number) of \(page.pageCount)",
            pages: numbers(around: page.number, of: page.pageCount).map { number in
                guard let number else { return .init(label: "…", url: nil, isGap: true) }
                return number == page.number ? .init(label: String(number), url: nil, isCurrent: true)
                    : .init(label: String(number), url: router.url(for: route(number)))
            }
        )
    }

    /// The first and last pages, `current` and its neighbours, in order; nil where pages are
    /// left out. A gap of one page shows that page instead: `1 2 3 4` rather than `1 … 3 4`.
    /// Seven pages or fewer are all shown: at most as many as a gap leaves (`1 … 4 [5] 6 … 9`),
    /// where `1 2 … 7` hid four that had room (helper-34).
    static func numbers(around current: Int, of count: Int) -> [Int?] {
        guard count > 7 else { return Array(1...count) }
        let shown = Set([1, count, current - 1, current, current + 1].filter { (1...count).contains($0) })
        var numbers: [Int?] = []
        var last = 0
        for number in shown.sorted() {
            if number - last == 2 { numbers.append(number - 1) } else if number - last > 2 { numbers.append(nil) }
            numbers.append(number)
            last = number
        }
        return numbers
    }

    /// The breadcrumb of a list's page after the list's own trail: nothing on its first page,
    /// whose title ends the breadcrumb; on a later one, a link back to the first and `Page N`.
    public static func crumbs(_ title: String, page: Int, firstPageURL: String) -> (trail: [LinkViewModel], current: String) {
        page > 1 ? ([LinkViewModel(title: title, url: firstPageURL)], "Page \(page)") : ([], title)
    }

    /// `44 movies` on a list's only page; `13–24 of 44 movies` on one of several, so a reader deep
    /// in a list knows where they are.
    public static func summary<Item>(_ page: Paginated<Item>, _ singular: String, _ plural: String) -> String {
        let count = DisplayFormat.count(page.totalCount, singular, plural)
        guard page.pageCount > 1, !page.items.isEmpty else { return count }
        let first = page.firstPosition
        let (from, to) = (DisplayFormat.grouped(first), DisplayFormat.grouped(first + page.items.count - 1))
        return page.items.count == 1 ? "\(from) of \(count)" : "\(from)–\(to) of \(count)"
    }

    /// `Movies`, or `Movies — page 2` for the later pages, so every page's title is unique.
    public static func title(_ base: String, page: Int) -> String {
        page > 1 ? "\(base) — page \(page)" : base
    }
}

extension JumpsViewModel {
    /// A link to each section of a paginated list, to its anchor on the page it starts on (on
    /// this page, the anchor alone); nil for fewer than two sections, which leave nowhere to jump.
    /// - Parameter alphabet: sections by letter: every letter from A to Z is shown, those nothing
    ///   is filed under without a link, so that the row is the same on every page of a list and
    ///   from one list to another (a list under one letter alone has no row).
    init?(_ sections: [TermSection.Placed], onPage current: Int, alphabet: Bool = false, anchor: (TermSection) -> String,
          pageURL: (Int) -> String) {
        guard sections.count > 1 else { return nil }
        // Where every section is on the reader's page, marking them all would say nothing.
        let marksHere = !sections.allSatisfy { $0.isOnPage(current) }
        let jumps = sections.map { placed in
            Jump(title: placed.section.name, url: (placed.page == current ? "" : pageURL(placed.page)) + "#" + anchor(placed.section),
                 isHere: marksHere && placed.isOnPage(current), place: placed.page == current ? nil : "page \(placed.page)")
        }
        isAlphabet = alphabet
        guard alphabet else {
            links = jumps
            return
        }
        // `#` comes before A for names filed under digits, and after Z for names in other scripts.
        let letters = Dictionary(jumps.filter { $0.title != "#" }.map { ($0.title, $0) }) { first, _ in first }
        let others = jumps.indices.filter { jumps[$0].title == "#" }
        links = others.filter { $0 == 0 }.map { jumps[$0] }
            + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { letter in letters[String(letter)] ?? Jump(title: String(letter)) }
            + others.filter { $0 > 0 }.map { jumps[$0] }
    }
}
