import ArgumentParser
import Foundation
import SitegenCLI
import SitegenServe
import Testing

/// The README and `--help` are one truth: every command the README shows has the synopsis line
/// `sitegen <command> …` naming exactly the options its `--help` lists, and `build`'s table of
/// options lists them too. A new option, or one renamed or removed, fails here until the README
/// says so.
struct ReadmeMatchesHelpTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)) ?? ""
    }()

    static let commands: [(words: String, type: any ParsableCommand.Type)] = [
        ("build", Sitegen.Build.self), ("check", Sitegen.Check.self), ("serve", Sitegen.Serve.self),
        ("init", Sitegen.Init.self), ("new movie", Sitegen.NewMovie.self), ("new user", Sitegen.NewUser.self),
        ("merge", Sitegen.Merge.self),
    ]

    /// `--source`, `--base-url` …: the long options a text names, `--help` left out.
    static func options(in text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }).subtracting(["--help", "--version"])
    }

    /// The synopsis line of a command in the README's code blocks: `sitegen build [--source DIR] …`.
    static func synopsis(of words: String) -> Substring? {
        readme.split(separator: "\n").first { $0.hasPrefix("sitegen \(words) ") || $0 == "sitegen \(words)" }
    }

    @Test(arguments: commands.map(\.words))
    func theSynopsisNamesExactlyTheOptionsOfHelp(_ words: String) throws {
        let type = try #require(Self.commands.first { $0.words == words }?.type)
        let synopsis = try #require(Self.synopsis(of: words), "the README has no line 'sitegen \(words) …' in a code block")
        let help = type.helpMessage()
        #expect(Self.options(in: String(synopsis)) == Self.options(in: help), "sitegen \(words): README \(synopsis) against --help:\n\(help)")
    }

    @Test func buildsTableOfOptionsIsItsHelp() {
        let rows = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `--") }
        #expect(Self.options(in: rows.joined(separator: "\n")) == Self.options(in: Sitegen.helpMessage(for: Sitegen.Build.self)))
    }

    @Test func everyCommandHasASectionAndEverySectionACommand() {
        let sections = Set(Self.readme.matches(of: /\n## `sitegen ([a-z]+)`/).map { String($0.output.1) })
            .union(Self.readme.matches(of: /\n## `sitegen ([a-z]+)` and `sitegen ([a-z]+)`/).flatMap { [String($0.output.1), String($0.output.2)] })
        let commands = Set((Sitegen.commands + [Sitegen.Serve.self]).map { $0.configuration.commandName ?? "" })
        #expect(sections == commands)
    }
}
