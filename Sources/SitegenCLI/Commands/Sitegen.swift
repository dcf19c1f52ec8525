public import ArgumentParser

/// `sitegen`: the command-line entry point. The executable target only adds `@main`.
public struct Sitegen: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A static site generator for movie catalogs: reviews, reviewers, genres.",
        version: version,
        subcommands: [Build.self, Check.self, Init.self, New.self]
    )

    /// One place for the version: `--version` prints it, and build manifests are tied to it.
    static let version = "0.2.0"

    public init() {}
}
