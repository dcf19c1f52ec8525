public import ArgumentParser
import Foundation
public import SitegenCLI

extension Sitegen {
    /// `sitegen serve`: the preview server with live reload.
    public struct Serve: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Build and serve the site, rebuild on every save and reload the open pages.",
            discussion: """
                Watches content/, themes/ and site.yml. A save that breaks the build shows the errors \
                in the terminal and over every open page, while the last good version stays served. \
                The live reload script is added only to served pages, never to sitegen build's output. \
                Binds 127.0.0.1 unless --host says otherwise.
                """
        )

        @Option(name: .long, help: ArgumentHelp("The site folder, holding content/ and site.yml.", valueName: "dir"))
        var source: String = "."

        @Option(name: .long, help: ArgumentHelp("The address to listen on; 0.0.0.0 for every network interface.", valueName: "address"))
        var host: String = "127.0.0.1"

        @Option(name: .long, help: "The port to listen on (0: any free port).")
        var port: Int = 8000

        @Flag(name: .long, help: "Also show movies marked draft: true.")
        var drafts = false

        @Flag(name: .long, help: "Open the site in the default browser once it is built.")
        var open = false

        @Flag(name: .long, help: "Print the wall time of each build step after every build.")
        var timings = false

        public init() {}

        public func validate() throws {
            guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is not a port: use 1…65535") }
            guard !host.isEmpty else { throw ValidationError("--host needs an address, e.g. 127.0.0.1") }
        }

        public func run() async throws {
            // The address, each rebuild's summary and "Stopped." on standard output; warnings,
            // build errors and failures on standard error (see `Console`).
            let console = Console.standard()
            // As in `build`: under a file size limit (`ulimit -f`) a page too large for it fails
            // that rebuild with EFBIG, shown like any write error, instead of killing the server.
            signal(SIGXFSZ, SIG_IGN)
            let sourceURL = URL(fileURLWithPath: source, isDirectory: true).standardizedFileURL
            try SiteOptions.requireSite(atPath: sourceURL.path, named: source, console: console)
            if !["127.0.0.1", "localhost", "::1"].contains(host) {
                console.warn("serving on \(host): anyone who can reach this machine can read the site, drafts included")
            }
            let session = try PreviewSession(.init(source: sourceURL, host: host, port: port, includeDrafts: drafts, printsTimings: timings), console: console)
            let opensBrowser = open
            let task = Task { [session, console] in
                try await session.run { address in
                    console.result("Serving at \(address) — live reload on; Ctrl-C to stop")
                    if opensBrowser { Self.openBrowser(at: address) }
                }
            }
            let stop = StopSignals { Task { await session.stop() } }
            defer { withExtendedLifetime(stop) {} }
            do {
                try await task.value
                console.result("Stopped.")
            } catch let error as ServeError {
                console.fail(error.description)
                throw ExitCode.failure
            }
        }

        private static func openBrowser(at address: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xdg-open", address]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
        }
    }
}
