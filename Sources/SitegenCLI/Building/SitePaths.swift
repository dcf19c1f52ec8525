import SitegenPresentation

/// Every file a site consists of, relative to the output folder: each route's page and JSON view,
/// and the files copied as they are. Found in one pass over the routes, for the files a rebuild
/// in place removes.
struct SitePaths: Sendable {
    var paths: Set<String>

    init(_ routes: [Route], router: Router, copied: [String]) {
        paths = Set(minimumCapacity: 2 * routes.count + copied.count)
        for route in routes {
            paths.insert(router.outputPath(for: route))
            if let json = router.jsonOutputPath(for: route) { paths.insert(json) }
        }
        paths.formUnion(copied)
    }
}
