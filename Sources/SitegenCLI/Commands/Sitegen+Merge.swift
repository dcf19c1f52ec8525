public import ArgumentParser
import Foundation
import SitegenDomain

extension Sitegen {
    /// `sitegen merge`: one site from the outputs of a build's shards.
    public struct Merge: ParsableCommand {
        public static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Combine the outputs of the shards of a build (sitegen build, shard I/N) into one site.",
            discussion: """
                Refuses, writing nothing, when a shard is missing or given twice, when the shards \
                come from different builds, or when two shards hold the same file. The result is \
                the site a build of the whole site writes, put in place at once.
                """
        )

        @Argument(help: ArgumentHelp("Where to write the merged site.", valueName: "output"))
        var output: String

        @Argument(help: ArgumentHelp("The output folder of each shard.", valueName: "shard-folder"))
        var shardFolders: [String]

        @Flag(name: .shortAndLong, help: "Print only errors: no summary.")
        var quiet = false

        public init() {}

        public func validate() throws {
            guard !shardFolders.isEmpty else { throw ValidationError("give the output folder of every shard after the merged site's folder") }
        }

        public func run() throws {
            try run(console: .standard(quiet: quiet))
        }

        func run(console: Console) throws {
            let merge = ShardMerge(output: Self.folder(output), shardFolders: shardFolders.map(Self.folder))
            do {
                console.result(try merge.merge().summary)
            } catch {
                console.print(diagnostics: error.diagnostics)
                console.fail("merge failed with \(DiagnosticCounts(error.diagnostics)); \(output) was left as it was")
                throw ExitCode.failure
            }
        }

        private static func folder(_ path: String) -> URL {
            URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
    }
}
