import Foundation
import Glibc
@testable import SitegenCLI
import SitegenDomain
import SitegenPresentation
import SitegenTestSupport
import Testing

/// Posters through a whole build: their copies in the output, made once, renamed when the poster
/// changes, and every broken one a located error that leaves the previous output as it was.
struct ImageBuildTests {
    @Test func everyCandidateThePagesOfferIsInTheOutput() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let files = Set(site.outputFiles)
        let copies = files.filter { $0.hasPrefix("images/") }
        // 40 px wide: one width, as WebP and as the PNG it is.
        #expect(copies.count == 2, "\(copies.sorted())")
        var offered = Set<String>()
        for page in ["movies/alien-1979/index.html", "movies/index.html", "genres/horror/index.html"] {
            let html = try site.html(page)
            #expect(html.contains("<picture"), "\(page)")
            for candidate in Self.candidates(in: html) { offered.insert(candidate) }
        }
        #expect(!offered.isEmpty)
        #expect(offered.isSubset(of: files), "\(offered.subtracting(files))")
        let movie = try site.html("movies/alien-1979/index.html")
        #expect(movie.contains(#"width="40" height="60" alt="Poster of Alien (1979)""#))
        #expect(movie.contains("background-color: #c83c1e"))
        // A movie without a poster gets one drawn.
        #expect(try site.html("movies/heat-1995/index.html").contains(#"class="poster-frame drawn-poster""#))
    }

    @Test func aRebuildMakesNoCopyAChangedPosterGetsNewOnes() async throws {
        let site = try SiteBuild(fixture: "club")
        #expect(try await site.build().imagesMade == 2)
        site.folder.write("content/movies/heat-1995.md", "---\ntitle: Heat\nyear: 1995\n---\nEdited.\n")
        #expect(try await site.build().imagesMade == 0)
        let before = Set(site.outputFiles.filter { $0.hasPrefix("images/") })
        site.folder.write("content/media/alien.png", bytes: ImageSamples.otherPNG)
        let report = try await site.build()
        #expect(report.imagesMade == 2)
        let after = Set(site.outputFiles.filter { $0.hasPrefix("images/") })
        #expect(after.isDisjoint(with: before))
        #expect(after.contains { $0.hasSuffix("-20.png") })
        #expect(report.changedPages.contains("movies/alien-1979/index.html"))
        #expect(!report.changedPages.contains("movies/heat-1995/index.html"))
        // The cache keeps this site's copies only.
        let cached = try FileManager.default.contentsOfDirectory(atPath: site.folder.url.path + "/.public.images/files")
        #expect(Set(cached) == Set(after.map { String($0.dropFirst("images/".count)) }))
    }

    /// `check` reads what `build` knows of the images and changes nothing of it, not even the
    /// copies of another sitegen, which a build would remove; a poster broken since is still found.
    @Test func checkOnlyReadsTheImageCache() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let cache = site.folder.url.path + "/.public.images"
        let index = cache + "/index"
        try Data("sitegen-images 1 another sitegen\n".utf8).write(to: URL(fileURLWithPath: index))
        let files = try FileManager.default.contentsOfDirectory(atPath: cache + "/files").sorted()
        try await site.check()
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/files").sorted() == files)
        #expect(try String(contentsOfFile: index, encoding: .utf8) == "sitegen-images 1 another sitegen\n")
        site.folder.write("content/media/alien.png", bytes: ImageSamples.truncatedJPEG)
        await #expect(throws: DiagnosticList.self) { try await site.check() }
    }

    @Test func everyBrokenPosterIsALocatedErrorAndTheOutputIsKept() async throws {
        let site = try SiteBuild(fixture: "club")
        try await site.build()
        let before = Self.snapshot(site)
        let posters: [(String, [UInt8])] = [
            ("truncated.jpg", ImageSamples.truncatedJPEG), ("text.jpg", ImageSamples.notAnImage),
            ("bomb.png", ImageSamples.decompressionBomb), ("png.jpg", ImageSamples.png),
            ("huge.jpg", ImageSamples.jpeg + [UInt8](repeating: 0, count: ImageSettings.maximumBytes)),
        ]
        for (index, (name, bytes)) in posters.enumerated() {
            site.folder.write("content/media/\(name)", bytes: bytes)
            site.folder.write("content/movies/m\(index)-2001.md", "---\ntitle: M\(index)\nyear: 2001\nposter: media/\(name)\n---\n")
        }
        #expect(mkfifo(site.folder.url.path + "/content/media/pipe.jpg", 0o644) == 0)
        site.folder.write("content/movies/pipe-2001.md", "---\ntitle: Pipe\nyear: 2001\nposter: media/pipe.jpg\n---\n")
        let printed = await site.printedFailure()
        for expected in [
            "content/movies/m0-2001.md:4:9: error: poster media/truncated.jpg cannot be decoded",
            "content/movies/m1-2001.md:4:9: error: poster media/text.jpg is not an image sitegen can read",
            "content/movies/m2-2001.md:4:9: error: poster media/bomb.png is 100000 × 100000 pixels, more than the 40 megapixels",
            "content/movies/m3-2001.md:4:9: error: poster media/png.jpg is named .jpg but holds a PNG image\n    hint: rename it to png.png",
            "content/movies/m4-2001.md:4:9: error: poster media/huge.jpg is 26 MB, more than the 25 MB",
            "content/media/pipe.jpg: error: not a regular file (a named pipe)",
            "content/movies/pipe-2001.md:4:9: error: 'poster' names no file in content/media/ (got \"media/pipe.jpg\")",
        ] {
            #expect(printed.contains(expected), "\(expected)\n\(printed)")
        }
        #expect(Self.snapshot(site) == before)
    }

    /// An image processor that cannot work (libvips missing) fails every image the same way: one
    /// error at the first, with how many others; a problem of each image is reported at each.
    @Test func aProcessorThatCannotWorkIsOneErrorNotOnePerImage() async throws {
        struct Failing: ImageProcessor {
            let everyImage: Bool
            var identity: String { "failing" }
            func inspect(_ bytes: [UInt8]) throws(ImageProblem) -> ImageFacts {
                throw ImageProblem("cannot be processed: no library", concernsEveryImage: everyImage)
            }
            func resize(_ bytes: [UInt8], toWidth width: Int, formats: [ImageFormat], quality: Int) throws(ImageProblem) -> [[UInt8]] {
                throw ImageProblem("cannot be processed: no library", concernsEveryImage: everyImage)
            }
        }
        let folder = TemporaryFolder()
        for name in ["a", "b", "c"] { _ = folder.write("content/media/\(name).png", bytes: ImageSamples.otherPNG) }
        let missing = await SiteImages(processor: Failing(everyImage: true), cache: nil, siteRoot: folder.url)
            .inspect([], media: ["a.png", "b.png", "c.png"]).problems
        #expect(missing.map(\.message) == ["image cannot be processed: no library (and 2 other images)"])
        #expect(missing.first?.location.path == "content/media/a.png")
        let broken = await SiteImages(processor: Failing(everyImage: false), cache: nil, siteRoot: folder.url)
            .inspect([], media: ["a.png", "b.png", "c.png"]).problems
        #expect(broken.count == 3)
    }

    @Test func anSVGPosterIsServedAsItIs() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/media/alien.svg", bytes: ImageSamples.svg)
        let movie = try String(contentsOf: site.folder.url.appending(path: "content/movies/alien-1979.md"), encoding: .utf8)
        site.folder.write("content/movies/alien-1979.md", movie.replacingOccurrences(of: "poster: media/alien.png", with: "poster: media/alien.svg"))
        try await site.build()
        let html = try site.html("movies/alien-1979/index.html")
        #expect(html.contains(#"<img class="poster" src="/club/media/alien.svg""#), "\(html)")
        #expect(site.outputFiles.contains("media/alien.svg"))
    }

    @Test func checkFindsBrokenPostersAndMakesNoCopies() async throws {
        let site = try SiteBuild(fixture: "club")
        site.folder.write("content/media/alien.png", bytes: ImageSamples.truncatedJPEG)
        await #expect(throws: DiagnosticList.self) { try await site.check() }
        site.folder.write("content/media/alien.png", bytes: ImageSamples.png)
        try await site.check()
        #expect(!FileManager.default.fileExists(atPath: site.folder.url.path + "/.public.images"))
    }

    /// Every `srcset` and `src` URL of the images in `html`.
    static func candidates(in html: String) -> [String] {
        var urls: [String] = []
        for attribute in ["srcset=\"", "src=\""] {
            for part in html.components(separatedBy: attribute).dropFirst() {
                let value = part.prefix { $0 != "\"" }
                urls += value.components(separatedBy: ", ").compactMap { $0.split(separator: " ").first.map(String.init) }
            }
        }
        // Relative to the output folder, below the base URL's path.
        return urls.compactMap { url in
            ["/images/", "/media/"].lazy.compactMap { url.range(of: $0) }.first.map { String(url[url.index(after: $0.lowerBound)...]) }
        }
    }

    static func snapshot(_ site: SiteBuild) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: site.outputFiles.map { ($0, FileManager.default.contents(atPath: site.output.path + "/" + $0) ?? Data()) })
    }
}
