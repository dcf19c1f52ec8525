/// Where the site will be hosted, e.g. `https://example.org/club/`: an http(s) origin and a path
/// that always ends in `/`, so that every page URL can be built by appending to it.
public struct BaseURL: Sendable, Encodable, Hashable, CustomStringConvertible {
    /// `https://example.org`
    public let origin: String
    /// `/club/`, or `/` at the root of a host.
    public let path: String

    public init(_ text: String) throws(BaseURLError) {
        let parts = text.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, ["http", "https"].contains(parts[0].lowercased()) else {
            throw BaseURLError(text: text, problem: "must start with http:// or https://")
        }
        let host = parts[1].prefix { $0 != "/" }
        guard !host.isEmpty, !host.contains(where: Self.isForbiddenInHost) else {
            throw BaseURLError(text: text, problem: "must name a host, e.g. https://example.org/")
        }
        var path = String(parts[1].dropFirst(host.count))
        guard !path.contains(where: Self.isForbiddenInPath), !path.split(separator: "/").contains("..") else {
            throw BaseURLError(text: text, problem: "path must be a plain folder path, e.g. /club/")
        }
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        origin = parts[0].lowercased() + "://" + host
        self.path = path
    }

    private static func isForbiddenInHost(_ character: Character) -> Bool {
        " ?#@\\".contains(character) || isControl(character)
    }

    private static func isForbiddenInPath(_ character: Character) -> Bool {
        " ?#\"<>\\".contains(character) || isControl(character)
    }

    /// Tabs and line breaks included: every page's canonical URL and the feed are made from it.
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || ControlCharacters.isForbidden($0) }
    }

    public var description: String { origin + path }

    /// Whether the host is this machine (`localhost`, `127.0.0.1`, `[::1]`, `*.localhost`), as a
    /// new site's is until it is given the address it will be hosted at: a site deployed so has
    /// every canonical link, its sitemap and its feed pointing at its reader's own machine.
    public var isLocal: Bool {
        let authority = origin.split(separator: "://", maxSplits: 1).last.map(String.init) ?? ""
        let host = (authority.hasPrefix("[") ? String(authority.prefix { $0 != "]" }) + "]" : String(authority.prefix { $0 != ":" })).lowercased()
        return ["localhost", "127.0.0.1", "0.0.0.0", "[::1]"].contains(host) || host.hasSuffix(".localhost")
    }
}

public struct BaseURLError: Error, Sendable, Equatable {
    public var text: String
    public var problem: String

    public var explanation: String { "baseURL \"\(text)\" \(problem)" }
}
