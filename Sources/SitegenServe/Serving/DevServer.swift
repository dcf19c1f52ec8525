import Foundation
import CDispatch
import Glibc
public import Hummingbird
import HummingbirdCore
import Logging
import SitegenData
import NIOCore

/// The preview server's answer to every request: the refusals first (foreign `Host`, methods other
/// than GET and HEAD), then live reload's own two addresses, then the files of the served site.
public struct DevServer: HTTPResponder {
    public typealias Context = BasicRequestContext

    private let site: ServedSite
    private let reloads: ReloadBroadcaster

    public init(site: ServedSite, reloads: ReloadBroadcaster) {
        self.site = site
        self.reloads = reloads
    }

    /// The Hummingbird application serving `site`; `listening` gets the port once it is bound
    /// (the one asked for, or the one the system chose for port 0).
    public static func application(
        serving site: ServedSite, reloads: ReloadBroadcaster, host: String, port: Int,
        listening: @escaping @Sendable (Int) -> Void
    ) -> Application<DevServer> {
        var logger = Logger(label: "sitegen-serve")
        logger.logLevel = .critical
        return Application(
            responder: DevServer(site: site, reloads: reloads),
            // A connection without a complete request is closed after 30 s, one dribbling its headers
            // byte by byte (slowloris) included: checked by hand, too slow for the test suite.
            // Request lines and Host headers are checked as sent, before Hummingbird's conversion.
            server: HTTPServerBuilder { responder in
                StrictHTTP1Channel(inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: .seconds(30))))
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "sitegen"),
            onServerRunning: { channel in listening(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        guard HostPolicy.allows(request.head.authority) else {
            return Self.text(.forbidden, "This preview server only answers to localhost and IP addresses.\n")
        }
        guard request.method == .get || request.method == .head else {
            var response = Self.text(.methodNotAllowed, "Only GET and HEAD.\n")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        let target = request.head.path ?? "/"
        let path = target.prefix { $0 != "?" }
        if path == ReloadBroadcaster.eventsPath { return events(for: request) }
        if path == ReloadBroadcaster.scriptPath {
            return Self.body(Data(ReloadBroadcaster.script.utf8), type: "text/javascript; charset=utf-8", request: request)
        }
        return file(for: target, request: request)
    }

    // MARK: - Files

    private func file(for target: String, request: Request) -> Response {
        let snapshot = site.snapshot
        guard let files = snapshot.files else {
            // No build has succeeded yet: every page is the list of what is wrong.
            let page = "<!doctype html><html lang=\"en\"><title>sitegen: build failed</title><body>\(ReloadBroadcaster.scriptTag)</body></html>"
            return Self.body(Data(inject(into: page, snapshot).utf8), type: "text/html; charset=utf-8", status: .serviceUnavailable, request: request)
        }
        switch files.resolve(target) {
        case .badRequest:
            return Self.text(.badRequest, "Bad request path.\n")
        case .redirect(let location):
            var response = Response(status: .movedPermanently, headers: [.location: location], body: .init())
            response.headers[.contentLength] = "0"
            return response
        case .notFound:
            guard let page = files.notFoundPage, case .success(let bytes) = RegularFile.read(page.path) else {
                return Self.text(.notFound, "Not found.\n")
            }
            let data = Data(bytes)
            return Self.body(Data(inject(into: String(decoding: data, as: UTF8.self), snapshot).utf8),
                             type: "text/html; charset=utf-8", status: .notFound, request: request)
        case .file(let url):
            return serve(url, snapshot: snapshot, request: request)
        }
    }

    private func serve(_ url: URL, snapshot: ServedSite.Snapshot, request: Request) -> Response {
        // Opened once and read from the descriptor: a swap to a newer version cannot change the
        // file half-way, and pages are replaced, never rewritten in place.
        // Non-blocking, and a regular file once open: the name may have become a named pipe since
        // it was resolved.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return Self.text(.notFound, "Not found.\n") }
        defer { close(descriptor) }
        var info = Glibc.stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return Self.text(.notFound, "Not found.\n") }
        let failure = snapshot.failure.map { _ in "-e\(snapshot.version)" } ?? ""
        let etag = "\"\(info.st_ino)-\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\(failure)\""
        let type = ContentType.of(url.lastPathComponent)
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
            return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: "no-cache"], body: .init())
        }
        var data = Data(count: Int(info.st_size))
        let read = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard read == Int(info.st_size) else { return Self.text(.internalServerError, "Could not read the file.\n") }
        if type.hasPrefix("text/html") { data = Data(inject(into: String(decoding: data, as: UTF8.self), snapshot).utf8) }
        var response = Self.body(data, type: type, request: request)
        response.headers[.eTag] = etag
        return response
    }

    /// The live reload script, and the error overlay when the last build failed, before `</body>`.
    private func inject(into html: String, _ snapshot: ServedSite.Snapshot) -> String {
        let overlay = snapshot.failure.map(ErrorOverlay.html) ?? ""
        let addition = overlay + ReloadBroadcaster.scriptTag
        guard !html.contains(ReloadBroadcaster.scriptTag) || !overlay.isEmpty else { return html }
        if let end = html.range(of: "</body>", options: .backwards) {
            return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
        }
        return html + addition
    }

    // MARK: - Live reload

    private func events(for request: Request) -> Response {
        // A page of another origin may not listen in (no Access-Control-Allow-Origin either).
        if let origin = request.headers[.origin], !HostPolicy.allows(Self.host(ofOrigin: origin)) {
            return Self.text(.forbidden, "Foreign origin.\n")
        }
        if request.method == .head {
            return Response(status: .ok, headers: [.contentType: "text/event-stream"], body: .init())
        }
        let stream = reloads.subscribe()
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: ResponseBody(asyncSequence: stream)
        )
    }

    private static func host(ofOrigin origin: String) -> String? {
        guard let schemeEnd = origin.range(of: "://") else { return nil }
        return String(origin[schemeEnd.upperBound...].prefix { $0 != "/" })
    }

    // MARK: - Responses

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var response = Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        response.headers[.contentLength] = String(text.utf8.count)
        return response
    }

    /// A body for GET; for HEAD the same headers and no body.
    private static func body(_ data: Data, type: String, status: HTTPResponse.Status = .ok, request: Request) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-cache", .xContentTypeOptions: "nosniff"]
        headers[.contentLength] = String(data.count)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        return Response(status: status, headers: headers, body: body)
    }
}
