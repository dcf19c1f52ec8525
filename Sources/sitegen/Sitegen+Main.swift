import ArgumentParser
import SitegenCLI
import SitegenServe

/// The `sitegen` executable: the commands of SitegenCLI, and `serve` from SitegenServe.
@main
struct Main: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: Sitegen.abstract,
        version: Sitegen.version,
        subcommands: Array(Sitegen.commands.prefix(2)) + [Sitegen.Serve.self] + Sitegen.commands.dropFirst(2)
    )

    /// ArgumentParser's own entry, after a look for a mistyped command (`MistypedCommand`).
    static func main() async {
        if let mistyped = MistypedCommand.error(in: Array(CommandLine.arguments.dropFirst()), commands: configuration.subcommands) {
            exit(withError: mistyped)
        }
        await main(nil)
    }
}
