public import ArgumentParser

/// `sitegen`: the command-line entry point. The executable target only adds `@main`.
public struct Sitegen: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: abstract,
        version: version,
        subcommands: commands
    )

    /// The commands of this module; the executable adds `serve`, which lives in a module of its own.
    public static let commands: [any ParsableCommand.Type] = [Build.self, Merge.self, Check.self, Init.self, New.self]

    public static let abstract = "A static site generator for movie catalogs: reviews, reviewers, genres."

    /// One place for the version: `--version` prints it, and build manifests are tied to it.
    public static let version = "0.4.0"

    public init() {}
}
