import SitegenDomain

/// Reads an image's pixel size from the first bytes of a PNG or JPEG file, without decoding it.
enum ImageHeader {
    static func size(of bytes: [UInt8]) -> ImageSize? {
        png(bytes) ?? jpeg(bytes)
    }

    /// PNG: the IHDR chunk always comes first, with width and height as big-endian 32-bit numbers.
    private static func png(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        return positive(width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }

    /// JPEG: walk the marker segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG, DAC).
    private static func jpeg(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = bigEndian(bytes, offset + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return positive(width: bigEndian(bytes, offset + 7, 2), height: bigEndian(bytes, offset + 5, 2))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func positive(width: Int, height: Int) -> ImageSize? {
        width > 0 && height > 0 ? ImageSize(width: width, height: height) : nil
    }
}
