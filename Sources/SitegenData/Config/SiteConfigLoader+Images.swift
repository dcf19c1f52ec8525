import SitegenDomain

/// `images:` in `site.yml`:
///
/// ```yaml
/// images:
///   widths: [160, 320, 640, 1280]   # pixel widths of the resized copies; never upscaled
///   formats: [webp]           # offered before the fallback in the image's own format; [] for none
///   quality: 80               # 1–100
/// ```
extension SiteConfigLoader {
    static let imageKeys = ["widths", "formats", "quality"]

    func readImages(_ node: ContentNode, errors: inout [ContentError], warnings: inout [Diagnostic]) -> ImageSettings? {
        guard var fields = FieldReader(node, errors: &errors, what: "images") else { return nil }
        var settings = ImageSettings()
        if let widths = fields.integers("widths", in: ImageSettings.widthRange) {
            if widths.isEmpty {
                fields.record(ContentError(.invalidValue(field: "widths", "names no width"), at: node.location,
                                           hint: "for example widths: [160, 320, 640]"))
            } else {
                settings.widths = Array(Set(widths)).sorted()
            }
        }
        if let formats = fields.strings("formats") {
            settings.formats = formats.compactMap { name, location in
                guard let format = ImageFormat(rawValue: name.lowercased()), format == .webp || format == .avif else {
                    fields.record(ContentError(.invalidValue(field: "formats", "names '\(name)', which is not a format sitegen writes"),
                                               at: location, hint: "write webp or avif; the fallback in the image's own format is always made"))
                    return nil
                }
                return format
            }
        }
        if let quality = fields.integer("quality", in: 1...100) { settings.quality = quality }
        errors += fields.errors
        warnings += fields.unknownKeyWarnings(known: Self.imageKeys)
        return settings
    }
}

extension FieldReader {
    /// A list of whole numbers in `range`, each checked at its own position.
    mutating func integers(_ key: String, in range: ClosedRange<Int>) -> [Int]? {
        guard let node = node(key) else { return nil }
        guard case .list(let elements) = node.value else {
            record(ContentError(.wrongType(field: key, expected: "a list", found: node.summary), at: node.location,
                                hint: "write a list as [a, b] or as one '- item' line each"))
            return nil
        }
        var values: [Int] = []
        for element in elements {
            guard case .scalar(let scalar) = element.value, scalar.kind == .number || scalar.kind == .plain,
                  let value = Self.decimalInteger(scalar.text)
            else {
                record(ContentError(.wrongType(field: key, expected: "a whole number written in decimal", found: element.summary),
                                    at: element.location))
                continue
            }
            guard range.contains(value) else {
                record(ContentError(.invalidValue(field: key, "must be between \(range.lowerBound) and \(range.upperBound) (got \(value))"),
                                    at: element.location))
                continue
            }
            values.append(value)
        }
        return values
    }
}
