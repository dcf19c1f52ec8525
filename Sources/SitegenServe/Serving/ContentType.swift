/// The `Content-Type` of a served file, by its name.
enum ContentType {
    static func of(_ fileName: String) -> String {
        if fileName == "feed.xml" { return "application/atom+xml; charset=utf-8" }
        let suffix = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return types[suffix] ?? "application/octet-stream"
    }

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "ics": "text/calendar; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "pdf": "application/pdf",
    ]
}
