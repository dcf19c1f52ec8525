import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel with the request line and `Host` checked as RFC 9112 asks, on the
/// request as sent: the conversion to HTTP types keeps the first `Host` alone, and turns an
/// absolute-form target (`GET http://evil.example/ HTTP/1.1`) into its path, so the server would
/// answer it as a request for its own host.
struct StrictHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let inner: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(RequestTargetCheck(), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// Answers 400 and closes the connection for a request with no `Host` (HTTP/1.1), more than one,
/// or one that is not `host[:port]` (§3.2), or a target that is neither a path nor the absolute form of one on the host the `Host`
/// header names (§3.2.2: the target's host would have to be used, and it is another one). An
/// absolute-form target naming the same host is passed on as its path.
final class RequestTargetCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        guard case .head(var head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        let hosts = head.headers["Host"]
        let problem: String?
        if hosts.count > 1 {
            problem = "more than one Host header"
        } else if hosts.isEmpty, head.version != .http1_0, head.version != .http0_9 {
            problem = "no Host header"
        } else if let host = hosts.first, !Self.isValidHost(host) {
            problem = "a Host header that is not a host name or address with an optional port"
        } else if head.uri.hasPrefix("/") || (head.uri == "*" && head.method == .OPTIONS) {
            problem = nil
        } else if let (authority, path) = Self.absoluteForm(head.uri), authority.lowercased() == hosts.first?.lowercased() {
            head.uri = path
            problem = nil
        } else {
            problem = "a request target that is not a path on the host named by the Host header"
        }
        guard let problem else { return context.fireChannelRead(wrapInboundOut(.head(head))) }
        refuse(context: context, because: problem)
    }

    /// RFC 3986's `host [ ":" port ]`: a registered name, an IPv4 address or a bracketed IPv6
    /// one; no spaces, commas (two hosts in one field), slashes or user information.
    static func isValidHost(_ host: String) -> Bool {
        var rest = Substring(host)
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return false }
            guard rest[rest.index(after: rest.startIndex)..<close].allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
            rest = rest[rest.index(after: close)...]
        } else {
            let name = rest.prefix { $0 != ":" }
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.hostCharacters.contains($0)) }) else { return false }
            rest = rest.dropFirst(name.count)
        }
        guard !rest.isEmpty else { return true }
        return rest.first == ":" && rest.dropFirst().allSatisfy(\.isASCII) && rest.dropFirst().allSatisfy(\.isNumber) && rest.count <= 6
    }

    /// `http://host:port/path?query` → (`host:port`, `/path?query`); nil for anything else.
    static func absoluteForm(_ target: String) -> (authority: String, path: String)? {
        let lowered = target.lowercased()
        guard let scheme = ["http://", "https://"].first(where: lowered.hasPrefix) else { return nil }
        let rest = target.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.contains("@") else { return nil }
        let path = rest.dropFirst(authority.count)
        return (String(authority), path.hasPrefix("/") ? String(path) : "/" + path)
    }

    private func refuse(context: ChannelHandlerContext, because problem: String) {
        refused = true
        let text = "Bad request: \(problem).\n"
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(text.utf8.count))
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: text)))), promise: nil)
        // The write completes on the channel's event loop, where the context may be used.
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopBound.value.close(promise: nil) }
    }
}

private extension CharacterSet {
    /// Letters, digits, `-`, `.`, `_`, `~` and percent-escapes: a registered name or an IPv4 address.
    static let hostCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%")
}
