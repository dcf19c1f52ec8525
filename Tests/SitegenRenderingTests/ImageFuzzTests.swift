import PropertyBased
import SitegenDomain
import SitegenPresentation
import SitegenRendering
import SitegenTestSupport
import Testing

/// Whatever bytes a poster holds, the image adapter says what it is or why it cannot be used: it
/// never crashes, never hangs, and never reports an image it would refuse to decode.
@Suite(.timeLimit(.minutes(2)))
struct ImageFuzzTests {
    let processor = VipsImageProcessor()

    /// At a relative position, delete, insert or replace a byte, biased to the values image
    /// headers and markers are made of.
    static let mutation = zip(Gen.double(in: 0...1), Gen.int(in: 0...2),
                              Gen.element(of: [0x00, 0xFF, 0xD8, 0xD9, 0xC0, 0xDA, 0x7F, 0x80, 0x01, 0x49, 0x44] as [UInt8]).map { $0 ?? 0 })
    static let mutations = mutation.array(of: 1...8)

    static func mutate(_ bytes: [UInt8], _ edits: [(Double, Int, UInt8)]) -> [UInt8] {
        ByteMutations.apply(edits, to: bytes)
    }

    func expectUsableOrRefused(_ bytes: [UInt8]) {
        do {
            let facts = try processor.inspect(bytes)
            #expect(facts.size.width > 0 && facts.size.height > 0)
            #expect(facts.size.width * facts.size.height <= ImageSettings.maximumPixels)
            #expect(facts.averageColour.count == 7 && facts.averageColour.hasPrefix("#"))
            // What inspection accepts, a copy can be made of, or the failure is said.
            do { _ = try processor.resize(bytes, toWidth: 16, formats: [.webp, facts.format == .jpeg ? .jpeg : .png], quality: 80) } catch {
                #expect(!error.message.isEmpty)
            }
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    @Test func mutatedJPEGsAreReadOrRefused() async {
        await propertyCheck(count: 300, input: Self.mutations) { edits in expectUsableOrRefused(Self.mutate(ImageSamples.jpeg, edits)) }
    }

    @Test func mutatedPNGsAreReadOrRefused() async {
        await propertyCheck(count: 300, input: Self.mutations) { edits in expectUsableOrRefused(Self.mutate(ImageSamples.png, edits)) }
    }

    @Test func randomBytesAreRefused() async {
        await propertyCheck(count: 200, input: Gen.uint8().array(of: 0...600)) { bytes in expectUsableOrRefused(bytes) }
    }
}
