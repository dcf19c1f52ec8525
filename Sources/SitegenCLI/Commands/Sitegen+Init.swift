public import ArgumentParser
import Foundation
import SitegenData
import SitegenDomain

extension Sitegen {
    /// `sitegen init DIR`: a new site that builds and serves as it is.
    public struct Init: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Create a new site: site.yml, example movies, users and an about page, and the default theme.",
            discussion: "Refuses a folder that exists and is not empty."
        )

        @Argument(help: ArgumentHelp("The folder to create the site in.", valueName: "dir"))
        var folder: String

        public init() {}

        public func run() async throws {
            try await run(console: .standard())
        }

        /// What was created on standard output; why not on standard error (see `Console`).
        func run(console: Console) async throws {
            let url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
            do {
                let files = try SiteScaffold.create(at: url)
                console.result("Created \(folder)/ with \(files.count) files:")
                console.result("  site.yml, \(StarterSite.files.count - 1) content files, and the default theme in themes/default/ to edit")
                console.result("Next: cd \(folder) && \(Self.command(invokedAs: CommandLine.arguments[0], from: FileManager.default.currentDirectoryPath)) serve")
            } catch {
                console.print(diagnostics: error.diagnostics)
                throw ExitCode.failure
            }
        }

        /// How to run this sitegen again from the new folder: by the name it was run by when found
        /// on the PATH, else by the path it was run by, made absolute (`swift run`,
        /// `.build/debug/sitegen`): after `cd`, `sitegen serve` failed for everyone who had not
        /// installed it (helper-35). Quoted for the shell where it needs to be.
        static func command(invokedAs argument: String, from directory: String) -> String {
            let path = !argument.contains("/") || argument.hasPrefix("/") ? argument
                : URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
            let plain = path.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "/._-+".unicodeScalars.contains($0) }
            return plain ? path : NewMovie.shellQuoted(path)
        }
    }

    /// `sitegen new movie|user`: one correctly named content file.
    public struct New: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: "Create the file of a new movie or user.",
            subcommands: [NewMovie.self, NewUser.self]
        )

        public init() {}
    }

    public struct NewMovie: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "movie",
            abstract: "Create content/movies/<title>-<year>.md, a draft with its front matter filled in.",
            // `--year` is optional to the parser only, for validate()'s message with an example:
            // the usage line says it is required, as it is.
            usage: "sitegen new movie <title> --year <year> [--source <dir>]"
        )

        @Argument(help: "The movie's title.")
        var title: String

        @Option(name: .long, help: "The year of release (required: it is part of the file's name).")
        var year: Int?

        @Option(name: .long, help: ArgumentHelp("The site folder.", valueName: "dir"))
        var source: String = "."

        public init() {}

        public func validate() throws {
            try requireText(title, "title", example: "sitegen new movie \"Blade Runner\" --year 1982")
            // Not this year by default: a film club adds old films, and a wrong year names the file.
            guard let year else {
                throw ValidationError("missing --year, the year of release (the file is named by it): sitegen new movie \(Self.shellQuoted(title)) --year YYYY")
            }
            if !(1870...2100).contains(year) { throw ValidationError("--year must be between 1870 and 2100") }
        }

        public func run() async throws {
            try await run(console: .standard())
        }

        func run(console: Console) async throws {
            guard let year else { throw ValidationError("--year is required") }  // validate() said so first
            try createContentFile(in: source, console: console,
                                  advice: "It is a draft: set draft: false to publish it, or preview it with sitegen serve --drafts.") {
                () throws(DiagnosticList) in try NewContent.movie(title: title, year: year)
            }
        }

        /// The title as the shell reads it back: in double quotes, with what the shell would expand escaped.
        static func shellQuoted(_ text: String) -> String {
            var quoted = "\""
            for character in text {
                if "\"\\$`".contains(character) { quoted.append("\\") }
                quoted.append(character)
            }
            return quoted + "\""
        }
    }

    public struct NewUser: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "user",
            abstract: "Create content/users/<name>.json, joined today."
        )

        @Argument(help: "The user's name.")
        var name: String

        @Option(name: .long, help: ArgumentHelp("The site folder.", valueName: "dir"))
        var source: String = "."

        public init() {}

        public func validate() throws {
            try requireText(name, "name", example: "sitegen new user \"Ada Lovelace\"")
        }

        public func run() async throws {
            try await run(console: .standard())
        }

        func run(console: Console) async throws {
            try createContentFile(in: source, console: console, advice: "Reviews name this user by the id in the file.") {
                () throws(DiagnosticList) in
                // Today where the site is: in UTC it may be tomorrow, a date the build would refuse.
                let settings = (try? SiteConfigLoader(siteRoot: URL(filePath: source, directoryHint: .isDirectory)).load().settings) ?? SiteSettings()
                return try NewContent.user(name: name, joined: BuildClock.now().today(for: settings))
            }
        }
    }
}

/// A title or name must have something in it: the file it makes would fail the build.
private func requireText(_ text: String, _ what: String, example: String) throws {
    guard text.contains(where: { !$0.isWhitespace }) else { throw ValidationError("the \(what) is empty; for example: \(example)") }
}

/// Writes a new content file below `source` and says where (standard output), or prints why not
/// (standard error) and exits 1.
private func createContentFile(
    in source: String, console: Console, advice: String, _ file: () throws(DiagnosticList) -> (path: String, text: String)
) throws {
    let site = URL(fileURLWithPath: source, isDirectory: true).standardizedFileURL
    do throws(DiagnosticList) {
        guard FileManager.default.fileExists(atPath: site.appending(path: "content").path) else {
            throw DiagnosticList([Diagnostic(at: SourceLocation(path: source, line: 0), "\(source) has no content/ folder",
                                             hint: "run this in a site folder, or pass --source; sitegen init creates a site")])
        }
        let (path, text) = try file()
        try NewFile.write(Data(text.utf8), to: site.appending(path: path), display: path)
        console.result("Created \(path)")
        console.result(advice)
    } catch {
        console.print(diagnostics: error.diagnostics)
        throw ExitCode.failure
    }
}
