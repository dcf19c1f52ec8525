import ArgumentParser
import Foundation
@testable import SitegenCLI
import SitegenTestSupport
import Testing

struct CommandLineTests {
    @Test(arguments: [["build", "--bogus"], ["build", "--base-url", "example.org"], ["nonsense"],
                      ["new", "movie", ""], ["new", "movie", "  "], ["new", "user", ""]])
    func usageErrorsExitWith64(_ arguments: [String]) async {
        do {
            _ = try Sitegen.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(Sitegen.exitCode(for: error) == ExitCode(64))
        }
    }

    /// `init`'s next step runs the same sitegen: by name when on the PATH, else by its whole path.
    @Test func initNamesTheSitegenItWasRunBy() {
        #expect(Sitegen.Init.command(invokedAs: "sitegen", from: "/home/a") == "sitegen")
        #expect(Sitegen.Init.command(invokedAs: ".build/debug/sitegen", from: "/home/a/repo") == "/home/a/repo/.build/debug/sitegen")
        #expect(Sitegen.Init.command(invokedAs: "/opt/sitegen/bin/sitegen", from: "/home/a") == "/opt/sitegen/bin/sitegen")
        #expect(Sitegen.Init.command(invokedAs: "./bin/sitegen", from: "/home/a b") == "\"/home/a b/bin/sitegen\"")
        #expect(Sitegen.Init.command(invokedAs: "/home/$x/sitegen", from: "/") == "\"/home/\\$x/sitegen\"")
        #expect(Sitegen.Init.command(invokedAs: "sg", from: "/home/a") == "sg")
    }

    /// A mistyped command is named with the closest one; a command, an option or help is left to
    /// the parser.
    @Test func aMistypedCommandGetsTheClosestOne() {
        let error = MistypedCommand.error(in: ["biuld", "--drafts"], commands: Sitegen.commands)
        #expect(error?.message == "'biuld' is not a sitegen command: did you mean 'build'? (the commands are build, merge, check, init, new)")
        #expect(MistypedCommand.error(in: ["zzz"], commands: Sitegen.commands)?.message.hasPrefix("'zzz' is not a sitegen command (the") == true)
        #expect(Sitegen.exitCode(for: error!) == ExitCode(64))
        for arguments in [["build"], ["--version"], ["help", "build"], [], ["new", "movie"]] {
            #expect(MistypedCommand.error(in: arguments, commands: Sitegen.commands) == nil, "\(arguments)")
        }
    }

    /// `sitegen build` or `check` in the wrong folder fails, as `serve` does, instead of writing an
    /// empty site there.
    @Test func aFolderWithoutContentOrSiteSettingsIsNotASite() throws {
        let folder = TemporaryFolder()
        var options = try SiteOptions.parse(["--source", folder.url.path])
        #expect(throws: ExitCode.failure) { try options.buildOptions(output: nil, console: .silent) }
        _ = folder.write("site.yml", "title: Club\n")
        #expect(throws: Never.self) { try options.buildOptions(output: nil, console: .silent) }
        let other = TemporaryFolder()
        _ = other.write("content/movies/alien-1979.md", "---\ntitle: Alien\nyear: 1979\n---\n")
        options = try SiteOptions.parse(["--source", other.url.path])
        #expect(throws: Never.self) { try options.buildOptions(output: nil, console: .silent) }
    }

    @Test func buildHasHelpNamingItsOptions() async {
        let help = Sitegen.helpMessage(for: Sitegen.Build.self)
        for option in ["--source", "--output", "--base-url", "--drafts"] {
            #expect(help.contains(option))
        }
    }
}
