import CVips
public import SitegenDomain
public import SitegenPresentation

/// The image port on libvips, the library sharp and eleventy-img are built on: the only file that
/// touches it. Images are read from bytes sitegen has already read (and size-checked), never by
/// name, so libvips opens no file of its own; loaders libvips marks untrusted are refused.
///
/// libvips is thread-safe: sitegen calls it from one task per core, each call on one thread
/// (`sitegen_vips_start` sets its own pool to one thread per call).
public struct VipsImageProcessor: ImageProcessor {
    /// Loaders accepted, by the name libvips gives them, and the format each reads.
    private static let loaders: [String: ImageFormat] = [
        "jpegload_buffer": .jpeg, "pngload_buffer": .png, "webpload_buffer": .webp, "heifload_buffer": .avif,
        "gifload_buffer": .png,
    ]
    /// The same loaders by their class names, as libvips's format sniffing gives them.
    private static let loaderClasses: Set<String> = [
        "VipsForeignLoadJpegBuffer", "VipsForeignLoadPngBuffer", "VipsForeignLoadWebpBuffer", "VipsForeignLoadHeifBuffer",
        "VipsForeignLoadNsgifBuffer",
    ]
    private static let started: Bool = sitegen_vips_start() == 0

    public init() {}

    /// The version sitegen was built against: known without loading libvips, which a build whose
    /// images are all unchanged never does. A libvips upgraded under the same binary (its file
    /// name, `libvips.so.42`, is every 8.x's) is not seen: the copies made before it are kept until
    /// sitegen is built again, where a clean build would make them with the new one.
    public var identity: String { "libvips " + String(cString: sitegen_vips_compiled_version()) }

    /// Whether libvips runs liborc's generated SIMD code, which crashes when two threads free it at
    /// once (see `sitegen_vips_start`): false once libvips has started.
    public static var runsGeneratedCode: Bool {
        _ = started
        return sitegen_vips_uses_orc() != 0
    }

    public func inspect(_ bytes: [UInt8]) throws(ImageProblem) -> ImageFacts {
        try Self.ready()
        let header = bytes.withUnsafeBytes { buffer in sitegen_vips_header(buffer.baseAddress, buffer.count) }
        guard let image = header else {
            let loader = bytes.withUnsafeBytes { sitegen_vips_find_loader($0.baseAddress, $0.count) }.map { String(cString: $0) }
            let known = loader.map(Self.loaderClasses.contains) ?? false
            throw known ? Self.failure("cannot be decoded (it may be truncated or corrupt)", hint: "export it again from the original")
                : Self.failure("is not an image sitegen can read", hint: "use a JPEG, PNG, WebP, GIF or AVIF file")
        }
        defer { sitegen_vips_release(image) }
        guard let loader = sitegen_vips_loader(image).map({ String(cString: $0) }), let format = Self.loaders[loader] else {
            throw Self.failure("is not an image sitegen can read", hint: "use a JPEG, PNG, WebP, GIF or AVIF file")
        }
        let size = ImageSize(width: Int(sitegen_vips_width(image)), height: Int(sitegen_vips_height(image)))
        guard size.width > 0, size.height > 0 else { throw ImageProblem("has no pixels") }
        guard size.width * size.height <= ImageSettings.maximumPixels else {
            throw ImageProblem("is \(size.width) × \(size.height) pixels, more than the \(ImageSettings.maximumPixels / 1_000_000) megapixels sitegen decodes",
                               hint: "resize it to a few thousand pixels wide at most")
        }
        // Decoding a small copy reads every byte of the image: a truncated or corrupt file fails
        // here, at load, rather than while its copies are made.
        let small = try Self.thumbnail(bytes, width: 64)
        defer { sitegen_vips_release(small) }
        var rgb: [Double] = [0, 0, 0]
        guard sitegen_vips_average_colour(small, &rgb) == 0 else { throw Self.failure("cannot be decoded") }
        let colour = "#" + rgb.map { value in
            let byte = String(max(0, min(255, Int(value.rounded()))), radix: 16)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
        return ImageFacts(format: format, size: size, averageColour: colour)
    }

    public func resize(_ bytes: [UInt8], toWidth width: Int, formats: [ImageFormat], quality: Int) throws(ImageProblem) -> [[UInt8]] {
        try Self.ready()
        let image = try Self.thumbnail(bytes, width: width)
        defer { sitegen_vips_release(image) }
        var files: [[UInt8]] = []
        for format in formats {
            var buffer: UnsafeMutableRawPointer?
            var length = 0
            guard sitegen_vips_save(image, Self.code(of: format), Int32(quality), &buffer, &length) == 0, let buffer else {
                throw Self.failure("cannot be written as \(format.rawValue)")
            }
            files.append(Array(UnsafeRawBufferPointer(start: buffer, count: length)))
            sitegen_vips_free(buffer)
        }
        return files
    }
}

private extension VipsImageProcessor {
    static func ready() throws(ImageProblem) {
        // Why, in the dynamic loader's words or libvips's: a library missing or of another ABI.
        guard started else {
            throw ImageProblem("cannot be processed: libvips did not start (\(String(cString: sitegen_vips_error())))",
                               hint: "install libvips (Debian: apt-get install libvips-dev)", concernsEveryImage: true)
        }
    }

    /// Decoded at `width` or its own width if narrower, shrunk while it loads where the format
    /// allows (a JPEG decodes at ½, ¼ or ⅛ of its size).
    static func thumbnail(_ bytes: [UInt8], width: Int) throws(ImageProblem) -> OpaquePointer {
        let image = bytes.withUnsafeBytes { buffer in
            sitegen_vips_thumbnail(buffer.baseAddress, buffer.count, Int32(width), 10_000_000)
        }
        guard let image else { throw failure("cannot be decoded (it may be truncated or corrupt)", hint: "export it again from the original") }
        return image
    }

    static func code(of format: ImageFormat) -> Int32 {
        switch format {
        case .webp: 0
        case .avif: 1
        case .jpeg: 2
        case .png: 3
        }
    }

    /// A problem with libvips's own words as its detail, which are cleared for the next call.
    static func failure(_ message: String, hint: String? = nil) -> ImageProblem {
        let detail = String(cString: sitegen_vips_error()).split(separator: "\n").first.map(String.init) ?? ""
        sitegen_vips_clear_error()
        let said = detail.isEmpty ? "" : " (libvips: \(detail.drop { $0 == " " }))"
        return ImageProblem(message + said, hint: hint)
    }
}
