import SitegenDomain

/// An image as the theme writes it: `<picture>` with a `<source>` per modern format and an
/// `<img>` in the image's own format, every candidate with its width, or a plain `<img>` for an
/// image shown as it is (an SVG, a remote URL).
public struct PictureViewModel: Sendable, Equatable, Encodable {
    public struct Source: Sendable, Equatable, Encodable {
        /// `image/webp`
        public var type: String
        /// `/images/alien.5f0c1e9a2b-160.webp 160w, …`
        public var srcset: String
    }

    public var sources: [Source]
    /// The fallback: the middle width in the image's own format.
    public var src: String
    /// Every width in the image's own format, when no modern format is offered.
    public var srcset: String?
    /// The pixel size of `src`, so the page reserves the image's room before it loads.
    public var width: String?
    public var height: String?
    public var alt: String
    /// `#rrggbb` shown until the image has loaded.
    public var placeholderColour: String?
}

/// Presents local images through the `ImageLibrary`, and any other as it is.
public struct PicturePresenter: Sendable {
    private let router: Router
    private let images: ImageLibrary

    public init(router: Router, images: ImageLibrary) {
        self.router = router
        self.images = images
    }

    /// `path` is as content names it: below `content/` (`media/alien.png`) or an http(s) URL.
    public func present(_ path: String, alt: String) -> PictureViewModel {
        guard let entry = images[path], let fallback = Self.middle(entry.copies.filter(\.isFallback)) else {
            let isRemote = path.hasPrefix("http://") || path.hasPrefix("https://")
            // Shown as it is, in the poster's 2:3 box: an SVG scales to it, a remote image is
            // not fetched to be measured.
            return PictureViewModel(sources: [], src: isRemote ? path : router.url(forFile: path), srcset: nil,
                                    width: "320", height: "480", alt: alt, placeholderColour: nil)
        }
        let modern = Dictionary(grouping: entry.copies.filter { !$0.isFallback }, by: \.format)
        let formats = entry.copies.filter { !$0.isFallback }.map(\.format).reduce(into: [ImageFormat]()) { if !$0.contains($1) { $0.append($1) } }
        return PictureViewModel(
            sources: formats.map { PictureViewModel.Source(type: $0.mediaType, srcset: Self.srcset(modern[$0] ?? [])) },
            src: fallback.url,
            srcset: entry.copies.filter(\.isFallback).count > 1 ? Self.srcset(entry.copies.filter(\.isFallback)) : nil,
            width: String(fallback.width),
            height: String(fallback.height),
            alt: alt,
            placeholderColour: entry.facts.averageColour
        )
    }

    private static func srcset(_ copies: [ImageCopy]) -> String {
        copies.map { "\($0.url) \($0.width)w" }.joined(separator: ", ")
    }

    /// The copy a browser without `srcset` gets: the middle width, a fair size for a card and a page.
    private static func middle(_ copies: [ImageCopy]) -> ImageCopy? {
        copies.isEmpty ? nil : copies[(copies.count - 1) / 2]
    }
}
