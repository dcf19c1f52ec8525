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
}
