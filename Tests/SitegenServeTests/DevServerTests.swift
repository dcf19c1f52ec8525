import Foundation
import SitegenDomain
import SitegenServe
import SitegenTestSupport
import Testing

/// The preview server over HTTP, on 127.0.0.1: content types, folders, 404, 304, HEAD, and every
/// refusal of RELIABILITY.md's dev server group.
@Suite(.serialized)
struct DevServerTests {
    let outside = TemporaryFolder()
    let server = TestServer()

    init() async throws {
        // public/ is served; public-old/ beside it and a secret outside must never be reachable.
        outside.write("public/index.html", "<!doctype html><title>Home</title><body><p>home</p></body>")
        outside.write("public/movies/alien-1979/index.html", "<!doctype html><body>Alien</body>")
        outside.write("public/css/site.css", "body{}")
        outside.write("public/feed.xml", "<feed/>")
        outside.write("public/media/p.png", "png")
        outside.write("public/404.html", "<!doctype html><body>custom not found</body>")
        outside.write("public/empty/readme.txt", "no index here")
        outside.write("public/.sitegen-output", "")
        outside.write("public-old/secret.txt", "old secret")
        outside.write("secret.txt", "top secret")
        symlink(outside.url.appending(path: "secret.txt").path, outside.url.appending(path: "public/link.txt").path)
        symlink(outside.url.path, outside.url.appending(path: "public/up").path)
        server.site.publish(outside.url.appending(path: "public"))
        try await server.start()
    }

    @Test func servesFilesWithTheirContentTypes() async throws {
        let cases = [("/", "text/html; charset=utf-8"), ("/css/site.css", "text/css; charset=utf-8"),
                     ("/feed.xml", "application/atom+xml; charset=utf-8"), ("/media/p.png", "image/png"),
                     ("/movies/alien-1979/", "text/html; charset=utf-8")]
        for (path, type) in cases {
            let response = try await server.http.get(path)
            #expect(response.status == 200, "\(path)")
            #expect(response.header("content-type") == type, "\(path)")
        }
        #expect(try await server.http.get("/css/site.css").body == "body{}")
        await server.stop()
    }

    @Test func addsTheLiveReloadScriptToPagesOnly() async throws {
        let page = try await server.http.get("/movies/alien-1979/")
        #expect(page.body == "<!doctype html><body>Alien<script src=\"/__sitegen/live-reload.js\" defer></script></body>")
        #expect(page.header("content-length") == String(page.body.utf8.count))
        #expect(try await server.http.get("/css/site.css").body == "body{}")
        let script = try await server.http.get("/__sitegen/live-reload.js")
        #expect(script.body.contains("EventSource(\"/__sitegen/events\")"))
        await server.stop()
    }

    @Test func redirectsAFolderWithoutItsSlashAndNeverListsOne() async throws {
        let redirect = try await server.http.get("/movies/alien-1979?x=1")
        #expect(redirect.status == 301)
        #expect(redirect.header("location") == "/movies/alien-1979/?x=1")
        let folder = try await server.http.get("/empty/")
        #expect(folder.status == 404)
        #expect(!folder.body.contains("readme"))
        await server.stop()
    }

    @Test func unknownPathsGetTheSitesOwn404Page() async throws {
        let response = try await server.http.get("/nope/")
        #expect(response.status == 404)
        #expect(response.body.contains("custom not found"))
        await server.stop()
    }

    @Test func answersRevalidationWith304AndHEADWithoutABody() async throws {
        let first = try await server.http.get("/css/site.css")
        let etag = try #require(first.header("etag"))
        #expect(try await server.http.get("/css/site.css", headers: ["If-None-Match": etag]).status == 304)
        #expect(try await server.http.get("/css/site.css", headers: ["If-None-Match": "\"other\""]).status == 200)
        let head = try await server.http.get("/css/site.css", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("content-length") == "6")
        #expect(head.body.isEmpty)
        await server.stop()
    }

    @Test(arguments: ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/%5c..%5csecret.txt",
                      "/%00", "/a%zz", "/%ff%fe", "/movies/../../secret.txt"])
    func refusesTraversalAsABadRequest(_ target: String) async throws {
        let response = try await server.http.get(target)
        #expect(response.status == 400, "\(target)")
        #expect(!response.body.contains("secret"))
        await server.stop()
    }

    @Test(arguments: ["/%252e%252e/secret.txt", "/C:/Windows", "/link.txt", "/up/secret.txt", "/up/public-old/secret.txt",
                      "/../public-old/secret.txt".replacingOccurrences(of: "/../", with: "/%2e%2e%2f"), "/.sitegen-output"])
    func neverServesAnythingOutsideTheFolder(_ target: String) async throws {
        let response = try await server.http.get(target)
        #expect([400, 404].contains(response.status), "\(target)")
        #expect(!response.body.contains("secret"), "\(target)")
        await server.stop()
    }

    @Test(arguments: ["evil.example", "evil.example:8000", "127.0.0.1.evil.example", "localhost.evil.example"])
    func refusesAForeignHostHeader(_ host: String) async throws {
        let response = try await server.http.get("/", headers: ["Host": host])
        #expect(response.status == 403)
        await server.stop()
    }

    @Test(arguments: ["localhost", "localhost:8000", "127.0.0.1", "[::1]:8000", "my.localhost"])
    func answersLocalNames(_ host: String) async throws {
        #expect(try await server.http.get("/", headers: ["Host": host]).status == 200)
        await server.stop()
    }

    /// Issue #21, item 9: RFC 9112 §3.2 and §3.2.2, on the request as sent.
    @Test(arguments: [
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
        "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET http://evil.example/movies/alien-1979/ HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nConnection: close\r\n\r\n",
        "GET https://user@127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1, evil.example\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: user@127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:80x\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1/evil\r\nConnection: close\r\n\r\n",
    ])
    func answersAmbiguousHostsAndForeignTargetsWith400(_ request: String) async throws {
        let response = try RawHTTP.parse(try await server.http.send(Array(request.utf8)))
        #expect(response.status == 400, "\(request.debugDescription)")
        #expect(!response.body.contains("home"))
        // The server goes on answering.
        #expect(try await server.http.get("/").status == 200)
        await server.stop()
    }

    @Test func anAbsoluteFormTargetOnItsOwnHostIsServedAsItsPath() async throws {
        let request = "GET http://127.0.0.1:\(server.port)/movies/alien-1979/ HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n"
        let response = try RawHTTP.parse(try await server.http.send(Array(request.utf8)))
        #expect(response.status == 200)
        #expect(response.body.contains("Alien"))
        await server.stop()
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH"])
    func refusesMethodsThatChangeThings(_ method: String) async throws {
        let response = try await server.http.get("/", method: method)
        #expect(response.status == 405)
        #expect(response.header("allow") == "GET, HEAD")
        await server.stop()
    }

    @Test func refusesLiveReloadToAForeignOriginAndSendsNoCORSHeader() async throws {
        let response = try await server.http.get("/__sitegen/events", headers: ["Origin": "https://evil.example"])
        #expect(response.status == 403)
        #expect(response.header("access-control-allow-origin") == nil)
        await server.stop()
    }

    @Test func survivesMalformedAndHugeRequests() async throws {
        _ = try await server.http.send(Array("NONSENSE\r\n\r\n".utf8), timeout: 2)
        _ = try await server.http.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 1_000_000))\r\n\r\n".utf8), timeout: 2)
        _ = try await server.http.send(Array("GET /\u{1}\u{2} HTTP/1.1\r\n\r\n".utf8), timeout: 2)
        // Many connections at once, some left open.
        let idle = try (0..<200).map { _ in try server.http.connect() }
        defer { idle.forEach { close($0) } }
        #expect(try await server.http.get("/").status == 200)
        await server.stop()
    }

    @Test func showsTheErrorOverlayEscapedOverTheLastGoodPage() async throws {
        let etag = try #require(try await server.http.get("/").header("etag"))
        server.site.fail([Diagnostic(at: SourceLocation(path: "content/movies/x.md", line: 3, column: 7), "bad <script>alert(1)</script>")])
        let page = try await server.http.get("/", headers: ["If-None-Match": etag])
        #expect(page.status == 200)
        #expect(page.body.contains("<p>home</p>"))
        #expect(page.body.contains("sitegen-error-overlay"))
        #expect(page.body.contains("content/movies/x.md:3:7"))
        #expect(page.body.contains("bad &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.body.contains("<script>alert"))
        server.site.publish(outside.url.appending(path: "public"))
        #expect(!(try await server.http.get("/").body.contains("sitegen-error-overlay")))
        await server.stop()
    }
}
