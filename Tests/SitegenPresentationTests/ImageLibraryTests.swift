import SitegenDomain
import SitegenPresentation
import Testing

/// Which copies an image gets, what they are called, and how the theme is given them.
struct ImageLibraryTests {
    let router = Router(baseURL: try! BaseURL("https://example.org/club/"))
    let facts = ImageFacts(format: .jpeg, size: ImageSize(width: 600, height: 900), averageColour: "#112233")

    func library(digest: UInt64 = 0xABCD_EF01_2345_6789, settings: ImageSettings = ImageSettings()) -> ImageLibrary {
        var library = ImageLibrary()
        library.add("media/posters/Alien 1979.jpg", facts: facts, digest: digest, settings: settings, router: router)
        return library
    }

    @Test func copiesAtEveryWidthTheImageHasInEachFormatAndItsOwn() throws {
        let copies = try #require(library()["media/posters/Alien 1979.jpg"]).copies
        // 640 is wider than the image: its own width stands in.
        // Every width in WebP; the fallback JPEG at the middle one.
        #expect(copies.map(\.width) == [160, 320, 600, 320])
        #expect(copies.map(\.format) == [.webp, .webp, .webp, .jpeg])
        #expect(copies.map(\.isFallback) == [false, false, false, true])
        #expect(copies.map(\.height) == [240, 480, 900, 480])
        #expect(copies[0].outputPath.hasPrefix("images/alien-1979."))
        #expect(copies[0].outputPath.hasSuffix("-160.webp"))
        #expect(copies[0].url == "/club/" + copies[0].outputPath)
    }

    @Test func aChangedImageOrQualityGetsNewNames() throws {
        let paths = { (library: ImageLibrary) in library["media/posters/Alien 1979.jpg"]!.copies.map(\.outputPath) }
        let first = paths(library())
        #expect(Set(first).isDisjoint(with: paths(library(digest: 42))))
        #expect(Set(first).isDisjoint(with: paths(library(settings: ImageSettings(quality: 60)))))
        #expect(first == paths(library()))
    }

    @Test func aPNGFallsBackToPNGAndAVIFComesFirst() throws {
        var library = ImageLibrary()
        library.add("media/a.png", facts: ImageFacts(format: .png, size: ImageSize(width: 200, height: 300), averageColour: "#000000"),
                    digest: 1, settings: ImageSettings(widths: [100], formats: [.avif, .webp]), router: router)
        #expect(library["media/a.png"]!.copies.map(\.format) == [.avif, .webp, .png])
        var own = ImageLibrary()
        own.add("media/a.png", facts: ImageFacts(format: .png, size: ImageSize(width: 200, height: 300), averageColour: "#000000"),
                digest: 1, settings: ImageSettings(widths: [50, 100, 150], formats: []), router: router)
        // No modern format: the image's own at every width.
        #expect(own["media/a.png"]!.copies.map(\.width) == [50, 100, 150])
        #expect(PicturePresenter(router: router, images: own).present("media/a.png", alt: "").srcset?.hasSuffix("150w") == true)
    }

    @Test func thePictureOffersEveryCandidateAndTheMiddleOneAsItsSource() {
        let picture = PicturePresenter(router: router, images: library()).present("media/posters/Alien 1979.jpg", alt: "Poster of Alien")
        #expect(picture.sources.map(\.type) == ["image/webp"])
        #expect(picture.sources[0].srcset.split(separator: ",").map { $0.split(separator: " ").last.map(String.init) } == ["160w", "320w", "600w"])
        #expect(picture.src.hasSuffix("-320.jpg"))
        #expect(picture.srcset == nil)
        #expect((picture.width, picture.height) == ("320", "480"))
        #expect(picture.placeholderColour == "#112233")
        #expect(picture.alt == "Poster of Alien")
    }

    @Test func anSVGOrARemoteImageIsShownAsItIs() {
        let pictures = PicturePresenter(router: router, images: library())
        #expect(pictures.present("media/logo.svg", alt: "").src == "/club/media/logo.svg")
        #expect(pictures.present("https://img.example.org/a.jpg", alt: "").src == "https://img.example.org/a.jpg")
        #expect(pictures.present("media/logo.svg", alt: "").sources.isEmpty)
    }
}
