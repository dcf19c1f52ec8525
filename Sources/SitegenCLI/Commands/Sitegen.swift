public import ArgumentParser

/// `sitegen`: the command-line entry point. The executable target only adds `@main`.
public struct Sitegen: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A static site generator for movie catalogs: reviews, reviewers, genres.",
        version: "0.1.0",
        subcommands: [Build.self]
    )

    public init() {}
}
