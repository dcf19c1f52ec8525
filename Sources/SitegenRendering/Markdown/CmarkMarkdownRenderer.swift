import CCMark
import CMarkdownArena
import Glibc
public import SitegenDomain
public import SitegenPresentation

/// Renders Markdown with libcmark, the one file that knows it.
///
/// Safe by default: cmark replaces raw HTML with a comment and drops `javascript:`, `vbscript:`,
/// `file:` and non-image `data:` URLs. Internal links (`movie:…`, `user:…`) are rewritten to site
/// URLs; one that does not resolve is an error at its own line and column in the content file.
public struct CmarkMarkdownRenderer: MarkdownRenderer {
    private let links: InternalLinkResolver
    private let allowsRawHTML: Bool
    private let cache: MarkdownCache?

    public init(links: InternalLinkResolver, allowsRawHTML: Bool = false, cache: MarkdownCache? = nil) {
        self.links = links
        self.allowsRawHTML = allowsRawHTML
        self.cache = cache
    }

    public func html(from markdown: MarkdownSource) throws(DiagnosticList) -> String {
        // Prose left in its file (an unchanged file of a rebuild) is read now; a file that no
        // longer holds it changed after the build looked at it.
        guard var text = markdown.readText else {
            throw DiagnosticList([Diagnostic(at: markdown.origin, "the file changed while the site was being built",
                                             hint: "build again")])
        }
        if let html = cache?.html(for: markdown, allowsRawHTML: allowsRawHTML, resolver: links) { return html }
        let renderOptions = CMARK_OPT_SMART | (allowsRawHTML ? CMARK_OPT_UNSAFE : 0)
        // Parser, nodes and HTML are all taken from this thread's arena and given back at once.
        defer { markdown_arena_reset() }
        guard let parser = cmark_parser_new_with_mem(renderOptions | CMARK_OPT_SOURCEPOS, markdown_arena_allocator()) else { return "" }
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }

        var resolved: [(destination: String, isImage: Bool, resolution: InternalLinkResolver.Resolution)] = []
        var pictures: [String: PictureViewModel] = [:]
        let diagnostics = rewriteLinks(in: document, origin: markdown.origin) { destination, isImage, resolution in
            resolved.append((destination, isImage, resolution))
            if case .picture(let picture) = resolution { pictures[picture.src] = picture }
        }
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        guard let rendered = cmark_render_html(document, renderOptions) else { return "" }
        // Images in prose load when scrolled to; cmark writes every image as `<img src="…`.
        let lazy = rendered.withMemoryRebound(to: UInt8.self, capacity: 1) { Self.loadingImagesLazily(UnsafeBufferPointer(start: $0, count: strlen(rendered))) }
        // cmark turns a character reference such as `&#1;` or `&#x1B;` into the character itself,
        // which no page or feed may carry.
        var html = ControlCharacters.replacingForbidden(in: lazy)
        if !pictures.isEmpty { html = ProsePictures.expand(html, pictures: pictures) }
        cache?.store(.init(text: text, html: html, allowsRawHTML: allowsRawHTML, links: resolved), for: markdown.origin)
        return html
    }

    /// The broken links of `markdown`, as `html(from:)` reports them: parsed, never rendered. Prose
    /// with neither `[` nor `<` has no link or image for cmark to find, and prose whose links all
    /// resolve as `LinkDestinationScan` sees them is not parsed either, nor read from its file
    /// when its links were scanned as it was decoded.
    public func problems(in markdown: MarkdownSource) -> [Diagnostic] {
        // Links scanned as the file was decoded are checked without reading the file again; a file
        // changed since is then found by the build that renders its page, as every change is.
        if let scanned = markdown.scannedLinks, LinkDestinationScan.allResolve(scanned, with: links) { return [] }
        guard var text = markdown.readText else {
            return [Diagnostic(at: markdown.origin, "the file changed while the site was being built", hint: "build again")]
        }
        let mayHoldLinks = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: "[")), bytes.count) != nil || memchr(base, Int32(UInt8(ascii: "<")), bytes.count) != nil
        }
        guard mayHoldLinks, !LinkDestinationScan.allResolve(text, with: links) else { return [] }
        defer { markdown_arena_reset() }
        // Smart punctuation changes text, never a link's destination: left out, it costs nothing.
        let options = (allowsRawHTML ? CMARK_OPT_UNSAFE : 0) | CMARK_OPT_SOURCEPOS
        guard let parser = cmark_parser_new_with_mem(options, markdown_arena_allocator()) else { return [] }
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return [] }
        return rewriteLinks(in: document, origin: markdown.origin) { _, _, _ in }
    }

    /// cmark's HTML as a string, each `<img src="…` made `<img loading="lazy" src="…`. Each `<`
    /// is found by `memchr` and compared with `memcmp`: the standard library's `replacing` went
    /// through its string-processing engine and cost as much as cmark, and a generic scan for `<`
    /// a tenth of that. Prose without images is copied once.
    static func loadingImagesLazily(_ html: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = html.baseAddress else { return "" }
        let pattern: StaticString = "<img src=\"", insertion: StaticString = " loading=\"lazy\""
        var output: [UInt8] = [], copied = 0, searched = 0
        while let found = memchr(base + searched, Int32(UInt8(ascii: "<")), html.count - searched) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            searched = index + 1
            guard html.count - index >= pattern.utf8CodeUnitCount,
                  memcmp(base + index, pattern.utf8Start, pattern.utf8CodeUnitCount) == 0 else { continue }
            output.append(contentsOf: html[copied..<(index + 4)])  // through "<img"
            output.append(contentsOf: UnsafeBufferPointer(start: insertion.utf8Start, count: insertion.utf8CodeUnitCount))
            copied = index + 4
        }
        guard copied > 0 else { return String(decoding: html, as: UTF8.self) }
        output.append(contentsOf: html[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    /// Resolves every link and image destination in place, telling `note` how each resolved;
    /// returns the broken ones.
    private func rewriteLinks(
        in document: OpaquePointer, origin: SourceLocation,
        note: (String, Bool, InternalLinkResolver.Resolution) -> Void
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                  let node = cmark_iter_get_node(iterator),
                  case let type = cmark_node_get_type(node), type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE,
                  let destination = cmark_node_get_url(node).map({ String(cString: $0) })
            else { continue }
            let isImage = type == CMARK_NODE_IMAGE
            let resolution = isImage ? links.resolveImage(destination) : links.resolve(destination)
            note(destination, isImage, resolution)
            switch resolution {
            case .external:
                continue
            case .resolved(let url):
                cmark_node_set_url(node, url)
            case .picture(let picture):
                cmark_node_set_url(node, picture.src)
            case .broken(let message, let hint):
                diagnostics.append(Diagnostic(at: position(of: node, origin: origin), message, hint: hint))
                cmark_node_set_url(node, "")
            }
        }
        return diagnostics
    }

    /// The node's position in the content file: cmark counts from the start of the Markdown, which
    /// begins at `origin` (after the front matter, or inside a JSON string).
    private func position(of node: OpaquePointer, origin: SourceLocation) -> SourceLocation {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        guard line > 0 else { return origin }
        return origin.movedDown(by: line - 1, column: line == 1 ? origin.column + column - 1 : column)
    }
}
