import SitegenPresentation

/// Every file a site consists of, relative to the output folder: each route's page and JSON view,
/// and the files copied as they are. Found once, in one pass over the routes, for the files a
/// rebuild removes and for the manifest.
struct SitePaths: Sendable {
    var paths: Set<String>
    /// A page's output path → the name of its JSON view beside it, for the routes that have one.
    var jsonViews: [String: String]
    var copied: [String]

    init(_ routes: [Route], router: Router, copied: [String]) {
        paths = Set(minimumCapacity: 2 * routes.count + copied.count)
        jsonViews = Dictionary(minimumCapacity: routes.count)
        for route in routes {
            let page = router.outputPath(for: route)
            paths.insert(page)
            guard let json = router.jsonOutputPath(for: route) else { continue }
            paths.insert(json)
            jsonViews[page] = String(json[(json.lastIndex(of: "/").map { json.index(after: $0) } ?? json.startIndex)...])
        }
        paths.formUnion(copied)
        self.copied = copied
    }
}
