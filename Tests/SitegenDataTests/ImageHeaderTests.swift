import Foundation
@testable import SitegenData
import SitegenDomain
import SitegenTestSupport
import Testing

struct ImageHeaderTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0x01, 0x2C, 0, 0, 0x01, 0xC2, 8, 2, 0, 0, 0]
    /// SOI, an APP0 segment to skip, then SOF0 with height 0x01E0 (480) and width 0x0280 (640).
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]

    @Test func readsPNGAndJPEGSizesFromTheirHeaders() {
        #expect(ImageHeader.size(of: Self.png) == ImageSize(width: 300, height: 450))
        #expect(ImageHeader.size(of: Self.jpeg) == ImageSize(width: 640, height: 480))
    }

    @Test(arguments: [[UInt8](), Array(png.prefix(20)), [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01], Array("GIF89a".utf8)])
    func saysNothingAboutWhatItCannotRead(_ bytes: [UInt8]) {
        #expect(ImageHeader.size(of: bytes) == nil)
    }

    @Test func mediaSizesAreKeyedByPathBelowTheMediaFolder() {
        let site = ContentSite()
        site.folder.write("content/media/posters/a.png", bytes: Self.png)
        site.folder.write("content/media/notes.txt", "not an image")
        let sizes = MediaFolder(siteRoot: site.folder.url).imageSizes(of: ["posters/a.png", "notes.txt"])
        #expect(sizes == ["posters/a.png": ImageSize(width: 300, height: 450)])
    }
}
