import Foundation
import PackagePlugin

/// Compiles `themes/default` into `SitegenRendering`, so a lone `sitegen` binary can build a site
/// that has no theme of its own. The folder stays the one source; the build regenerates the copy.
@main
struct EmbedDefaultTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let theme = context.package.directoryURL.appending(path: "themes/default")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDefaultTheme.swift")
        return [
            .buildCommand(
                displayName: "Embedding themes/default",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [theme.path, output.path],
                inputFiles: files(below: theme),
                outputFiles: [output]
            ),
        ]
    }

    private func files(below folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }
}
