import SitegenPresentation

/// Images in prose shown with their resized copies: cmark's `<img loading="lazy" src="…" alt="…" />`
/// for a media image becomes a `<picture>` with a `<source>` per modern format and the `<img>`'s
/// srcset, size and placeholder colour. cmark writes the alt text (and the title) from the
/// Markdown; only the attributes sitegen knows are added, each escaped.
enum ProsePictures {
    /// The width prose images take: the prose column, or the whole screen on a phone.
    static let sizes = "(min-width: 48rem) 42rem, 100vw"

    static func expand(_ html: String, pictures: [String: PictureViewModel]) -> String {
        var output = ""
        var rest = Substring(html)
        let opening = #"<img loading="lazy" src=""#
        while let start = rest.firstRange(of: opening) {
            let afterSource = rest[start.upperBound...]
            guard let quote = afterSource.firstIndex(of: "\""), let picture = pictures[String(afterSource[..<quote])],
                  let end = afterSource[quote...].firstRange(of: " />")
            else {
                output += rest[..<start.upperBound]
                rest = afterSource
                continue
            }
            // ` alt="…"`, and ` title="…"` if the Markdown gave one, as cmark escaped them.
            let described = afterSource[afterSource.index(after: quote)..<end.lowerBound]
            output += rest[..<start.lowerBound]
            output += #"<picture class="prose-picture">"#
            for source in picture.sources {
                output += #"<source type="\#(escaped(source.type))" srcset="\#(escaped(source.srcset))" sizes="\#(sizes)">"#
            }
            output += #"<img loading="lazy" decoding="async" src="\#(escaped(picture.src))""#
            if let srcset = picture.srcset { output += #" srcset="\#(escaped(srcset))" sizes="\#(sizes)""# }
            if let width = picture.width, let height = picture.height { output += #" width="\#(width)" height="\#(height)""# }
            if let colour = picture.placeholderColour { output += #" style="background-color: \#(escaped(colour))""# }
            output += described + " /></picture>"
            rest = afterSource[end.upperBound...]
        }
        return output + rest
    }

    /// The templates' own escaping, for attribute values.
    private static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        HTMLEscaping.append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
