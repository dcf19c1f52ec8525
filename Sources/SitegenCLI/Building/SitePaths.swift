import SitegenPresentation

/// Every file a site consists of, relative to the output folder: each route's page and JSON view,
/// and the files copied as they are. Found once, in one pass over the routes, for the files a
/// rebuild removes and for the manifest.
struct SitePaths: Sendable {
    var paths: Set<String>
    var copied: [String]

    init(_ routes: [Route], router: Router, copied: [String]) {
        paths = Set(minimumCapacity: 2 * routes.count + copied.count)
        for route in routes {
            paths.insert(router.outputPath(for: route))
            if let json = router.jsonOutputPath(for: route) { paths.insert(json) }
        }
        paths.formUnion(copied)
        self.copied = copied
    }
}
