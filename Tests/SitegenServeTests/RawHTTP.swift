import Foundation
import Glibc

/// A bare HTTP/1.1 client over a TCP socket: sends exactly the bytes a test writes (`/../`, a foreign
/// `Host`, a malformed request line), which URL-based clients would normalise or refuse to send.
struct RawHTTP: Sendable {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: String

        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    let port: Int

    /// `GET target` with `Host: 127.0.0.1:port` unless `headers` names another.
    ///
    /// Every call blocks on its socket on a thread of its own, never on Swift concurrency's few
    /// threads: the server under test needs those to answer.
    func get(_ target: String, method: String = "GET", headers: [String: String] = [:]) async throws -> Response {
        try await offThePool { try getBlocking(target, method: method, headers: headers) }
    }

    /// How long a request waits for its answer, in seconds. Generous: the whole suite runs in
    /// parallel on a two-core machine, where the first request of a run once waited more than
    /// five seconds (and a save's reload event longer). A passing test never waits it out: an
    /// answer ends when the server closes the connection or the awaited event arrives.
    static let patience = 30.0

    func send(_ bytes: [UInt8], timeout: Double = patience) async throws -> [UInt8] {
        try await offThePool { try sendBlocking(bytes, timeout: timeout) }
    }

    func stream(_ request: String, until done: @escaping @Sendable ([UInt8]) -> Bool, timeout: Double = patience,
                while action: @escaping @Sendable () throws -> Void = {}) async throws -> [UInt8] {
        try await offThePool { try streamBlocking(request, until: done, timeout: timeout, while: action) }
    }

    private func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    private func getBlocking(_ target: String, method: String, headers: [String: String]) throws -> Response {
        var lines = ["\(method) \(target) HTTP/1.1"]
        var all = ["Host": "127.0.0.1:\(port)", "Connection": "close"]
        all.merge(headers) { $1 }
        lines += all.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let raw = try sendBlocking(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8), timeout: Self.patience)
        return try Self.parse(raw)
    }

    /// Sends `bytes` and reads until the server closes the connection or `timeout` passes.
    private func sendBlocking(_ bytes: [UInt8], timeout: Double) throws -> [UInt8] {
        let socket = try connect()
        defer { close(socket) }
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if result <= 0 { break }
            sent += result
        }
        return read(socket, until: { _ in false }, timeout: timeout)
    }

    /// Opens a connection, sends `request`, and reads until `done` says the bytes so far suffice.
    private func streamBlocking(_ request: String, until done: ([UInt8]) -> Bool, timeout: Double, while action: () throws -> Void) throws -> [UInt8] {
        let socket = try connect()
        defer { close(socket) }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = read(socket, until: { String(decoding: $0, as: UTF8.self).contains("event: hello") }, timeout: timeout)
        try action()
        received += read(socket, until: { done(received + $0) }, timeout: timeout)
        return received
    }

    func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(socket); throw RawHTTPError.cannotConnect }
        return socket
    }

    private func read(_ socket: Int32, until done: ([UInt8]) -> Bool, timeout: Double) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, !done(received) {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    static func parse(_ raw: [UInt8]) throws -> Response {
        let text = String(decoding: raw, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw RawHTTPError.noResponse(text) }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        guard let status = head.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw RawHTTPError.noResponse(text)
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}

enum RawHTTPError: Error {
    case cannotConnect
    case noResponse(String)
}
