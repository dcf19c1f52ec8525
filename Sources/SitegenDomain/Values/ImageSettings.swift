/// How a site's images are resized (`images:` in `site.yml`): the widths of the copies, the
/// modern formats they are offered in, and their quality. Each local poster gets a copy at every
/// width it is wide enough for, in every format, and one in its own format (JPEG for a JPEG,
/// PNG otherwise) for browsers that take none of them.
public struct ImageSettings: Sendable, Encodable, Hashable {
    /// Ascending pixel widths. A source narrower than a width gets a copy at its own width instead:
    /// nothing is upscaled.
    public var widths: [Int]
    /// Offered to browsers in this order (`<source type>`), before the fallback.
    public var formats: [ImageFormat]
    /// 1–100, for the lossy formats.
    public var quality: Int

    public init(widths: [Int] = Self.defaultWidths, formats: [ImageFormat] = [.webp], quality: Int = 80) {
        self.widths = Array(Set(widths)).sorted()
        self.formats = formats
        self.quality = quality
    }

    public static let defaultWidths = [160, 320, 640, 1280]
    /// Widths a site may ask for.
    public static let widthRange = 16...4096
    /// Images above this many pixels are refused before they are decoded: a small file can declare
    /// a size that would take gigabytes to decode (a decompression bomb). 40 megapixels is a
    /// 5,000 × 8,000 scan.
    public static let maximumPixels = 40_000_000
    /// Image files above this size are refused: a poster is rarely more than a few megabytes.
    public static let maximumBytes = 25 * 1024 * 1024
}

/// The formats sitegen writes images in.
public enum ImageFormat: String, Sendable, Encodable, Hashable, CaseIterable {
    case webp, avif, jpeg, png

    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
    public var mediaType: String { "image/\(rawValue)" }
}
