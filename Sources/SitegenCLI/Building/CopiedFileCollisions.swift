import SitegenDomain
import SitegenPresentation
import SitegenRendering

extension SiteBuilder {
    /// A theme's static file whose path is also a generated page, a page's JSON view or a media
    /// file: copied last, it silently replaced what the site had made (`static/feed.xml`,
    /// `static/movies/index.html`). Each is an error naming both.
    static func copiedFileCollisions(routes: [Route], router: Router, theme: Theme, mediaFiles: [String]) -> [Diagnostic] {
        // Only a static file named as a folder's page or JSON view (`Router.pageFileName`) can be
        // a page that is not a file of its own. Themes rarely have one, and every build, a one-movie
        // edit too, would otherwise make the path of every page for this, on one core: 25–45 ms of
        // a cast edit at 10k, 0 ms without (timed in the build). Whole, 0.835 → 0.805 s and
        // 0.785 → 0.755 s (medians of 20).
        let pageNames = [Router.pageFileName, Router.jsonViewFileName]
        let mayBePage = theme.staticFiles.contains { pageNames.contains(OutputPath.split($0.path).name) }
        var generated: [String: String] = [:]
        for route in routes where mayBePage || route.isFile {
            generated[router.outputPath(for: route)] = "the page sitegen generates at"
            if let json = router.jsonOutputPath(for: route) { generated[json] = "the JSON view sitegen generates at" }
        }
        for file in mediaFiles { generated["media/" + file] = "content/media/\(file), published at" }
        generated[OutputFolder.markerName] = "the file by which sitegen knows its output folder,"
        return theme.staticFiles.compactMap { file in
            guard let what = generated[file.path] else { return nil }
            return Diagnostic(at: SourceLocation(path: "\(theme.displayPath)/static/\(file.path)", line: 0),
                              "static file would replace \(what) \(file.path)",
                              hint: "rename or remove the static file; the theme's templates make the site's pages")
        }
    }
}
