import SitegenDomain
import SitegenPresentation
import SitegenRendering
import SitegenTestSupport
import Testing

/// The libvips adapter on real files: what it reports, what it refuses before decoding, what it
/// makes.
struct VipsImageProcessorTests {
    let processor = VipsImageProcessor()

    @Test func readsAJPEGsFormatSizeAndColour() throws {
        let facts = try processor.inspect(ImageSamples.jpeg)
        #expect(facts.format == .jpeg)
        #expect(facts.size == ImageSize(width: 40, height: 60))
        // rgb(200, 60, 30), within JPEG's rounding.
        let channels = stride(from: 1, to: 7, by: 2).map { Int(facts.averageColour.dropFirst($0).prefix(2), radix: 16)! }
        #expect(zip(channels, [200, 60, 30]).allSatisfy { abs($0 - $1) <= 6 }, "\(facts.averageColour)")
    }

    /// Debian 12's liborc frees its code without a lock: with it on, images inspected on several
    /// threads at once crashed a 10k build now and then.
    @Test func runsNoGeneratedSIMDCode() throws {
        _ = try processor.inspect(ImageSamples.jpeg)
        #expect(!VipsImageProcessor.runsGeneratedCode)
    }

    @Test func readsAPNG() throws {
        let facts = try processor.inspect(ImageSamples.png)
        #expect(facts.format == .png)
        #expect(facts.size == ImageSize(width: 40, height: 60))
        #expect(facts.averageColour == "#c83c1e")
    }

    @Test(arguments: [
        ("truncated", ImageSamples.truncatedJPEG, "cannot be decoded"),
        ("text named .jpg", ImageSamples.notAnImage, "is not an image sitegen can read"),
        ("SVG", ImageSamples.svg, "is not an image sitegen can read"),
        ("empty", [], "is not an image sitegen can read"),
        ("bomb", ImageSamples.decompressionBomb, "is 100000 × 100000 pixels, more than the 40 megapixels sitegen decodes"),
    ] as [(String, [UInt8], String)])
    func refuses(_ what: String, bytes: [UInt8], message: String) {
        #expect(throws: ImageProblem.self, "\(what)") { try processor.inspect(bytes) }
        do { _ = try processor.inspect(bytes) } catch {
            #expect(error.message.hasPrefix(message), "\(what): \(error.message)")
        }
    }

    @Test func resizesIntoEveryFormatFromOneDecoding() throws {
        let files = try processor.resize(ImageSamples.jpeg, toWidth: 20, formats: [.webp, .jpeg, .png], quality: 80)
        #expect(files.count == 3)
        #expect(Array(files[0].prefix(4)) == Array("RIFF".utf8) && Array(files[0][8..<12]) == Array("WEBP".utf8))
        #expect(Array(files[1].prefix(2)) == [0xFF, 0xD8])
        #expect(Array(files[2].prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let small = try processor.inspect(files[1])
        #expect(small.size == ImageSize(width: 20, height: 30))
    }

    @Test func neverUpscales() throws {
        let files = try processor.resize(ImageSamples.png, toWidth: 400, formats: [.png], quality: 80)
        #expect(try processor.inspect(files[0]).size == ImageSize(width: 40, height: 60))
    }
}
