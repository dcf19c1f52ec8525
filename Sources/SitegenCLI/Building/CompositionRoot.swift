import Foundation
import Synchronization
import SitegenData
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// The one place where concrete types are chosen and wired together.
enum CompositionRoot {
    /// - Parameters:
    ///   - memory: what a long-running `serve` keeps from one build to the next.
    ///   - keepsDecodedFiles: whether a `build` keeps decoded files for the next run (`check`,
    ///     which writes nothing, does not).
    static func makeSiteBuilder(
        options: BuildOptions, console: Console, showsProgress: Bool = true, memory: BuildMemory? = nil,
        keepsDecodedFiles: Bool = true
    ) -> SiteBuilder {
        let site = options.source
        // `serve` keeps decoded files in memory; `build` keeps them in a file for the next run.
        let decodeCacheFile = memory == nil && keepsDecodedFiles ? DecodeCacheFile(for: options.outputFolder, scansLinks: options.shard?.isPart ?? false) : nil
        let decoded = memory?.decoded ?? decodeCacheFile?.cache
        let images = VipsImageProcessor()
        var builder = SiteBuilder(
            options: options,
            clock: .now(),
            settingsLoader: SiteConfigLoader(siteRoot: site),
            catalogLoader: LoadCatalogUseCase(
                movies: FileMovieRepository(siteRoot: site, cache: decoded),
                users: FileUserRepository(siteRoot: site, cache: decoded),
                pages: MarkdownPageRepository(siteRoot: site),
                people: MarkdownPersonRepository(siteRoot: site)
            ),
            decodeCacheFile: decodeCacheFile,
            decodedFiles: decoded,
            loadTheme: { name, location throws(DiagnosticList) in try ThemeLoader.load(named: name, siteRoot: site, location: location) },
            images: SiteImages(
                processor: images,
                // `serve` shares the cache of `build` (copies made by either serve both); `check`
                // makes no copies and only reads what `build` knows of unchanged images.
                cache: memory.map { $0.imageCache(besideOutput: site.appending(path: "public", directoryHint: .isDirectory), processor: images.identity) }
                    ?? ImageCache(besideOutput: options.outputFolder, processor: images.identity, readsOnly: !keepsDecodedFiles),
                siteRoot: site
            ),
            makeMarkdownRenderer: { links, settings in
                CmarkMarkdownRenderer(links: links, allowsRawHTML: settings.allowsRawHTML, cache: memory?.markdown)
            },
            progress: { step, detail in
                guard showsProgress else { return }
                console.progress("\(step.label(width: 8)) \(detail)")
            }
        )
        builder.searchEntries = memory?.searchEntries
        return builder
    }

}

/// What `serve` keeps between builds so that a save costs less than a clean build: decoded content
/// files and rendered prose, each used again only while its inputs are unchanged.
final class BuildMemory: Sendable {
    let decoded = DecodeCache()
    let markdown = MarkdownCache()
    let searchEntries = SearchIndexEntries()
    private let images = Mutex<ImageCache?>(nil)

    /// The image cache of every version `serve` builds: the one `build` keeps beside `output`.
    func imageCache(besideOutput output: URL, processor: String) -> ImageCache {
        images.withLock { cache in
            if let cache { return cache }
            let made = ImageCache(besideOutput: output, processor: processor, removesUnused: false)
            cache = made
            return made
        }
    }
}
