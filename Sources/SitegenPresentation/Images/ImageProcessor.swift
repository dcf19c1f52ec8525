public import SitegenDomain

/// The port through which sitegen learns what an image is and has resized copies made of it.
/// `VipsImageProcessor` (SitegenRendering) implements it with libvips; tests use a fake.
public protocol ImageProcessor: Sendable {
    /// The library and its version (`libvips 8.14.1`): copies made by another one are made again.
    var identity: String { get }

    /// What the image in `bytes` is: its loader's format, its size and its average colour. Refuses
    /// bytes that are no image it can read, a truncated or corrupt one, and one above
    /// `ImageSettings.maximumPixels` before decoding it.
    func inspect(_ bytes: [UInt8]) throws(ImageProblem) -> ImageFacts

    /// `bytes` resized to `width` (never upscaled) and encoded in each of `formats`, in order.
    func resize(_ bytes: [UInt8], toWidth width: Int, formats: [ImageFormat], quality: Int) throws(ImageProblem) -> [[UInt8]]
}

/// Why an image cannot be used, said for the person who named it.
public struct ImageProblem: Error, Sendable, Equatable {
    public var message: String
    public var hint: String?
    /// The processor itself cannot work (its library did not load): every image would report
    /// it, and a build reports it once, at the first.
    public var concernsEveryImage: Bool

    public init(_ message: String, hint: String? = nil, concernsEveryImage: Bool = false) {
        self.message = message
        self.hint = hint
        self.concernsEveryImage = concernsEveryImage
    }
}

/// What an image file is, as its processor reads it.
public struct ImageFacts: Sendable, Hashable {
    /// The format its bytes hold (not its file name's): the format of its fallback copy.
    public var format: ImageFormat
    public var size: ImageSize
    /// `#rrggbb`: shown in the image's place until it has loaded.
    public var averageColour: String

    public init(format: ImageFormat, size: ImageSize, averageColour: String) {
        self.format = format
        self.size = size
        self.averageColour = averageColour
    }
}
