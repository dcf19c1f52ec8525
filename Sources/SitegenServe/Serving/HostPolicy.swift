/// Which `Host` headers the preview server answers: names that only ever mean this machine, and IP
/// addresses. A web page on some other domain that rebinds its DNS to 127.0.0.1 still sends its
/// own name as `Host`, and gets 403 (DNS rebinding; Vite's `allowedHosts` works the same way).
enum HostPolicy {
    static func allows(_ host: String?) -> Bool {
        guard let host, !host.isEmpty else { return false }
        let name = hostName(host).lowercased()
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        return isIPv4(name) || (host.hasPrefix("[") && name.contains(":"))
    }

    /// `example.org:8000` → `example.org`; `[::1]:8000` → `::1`.
    static func hostName(_ host: String) -> String {
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            return String(host[host.index(after: host.startIndex)..<close])
        }
        return String(host.prefix { $0 != ":" })
    }

    private static func isIPv4(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }
}
