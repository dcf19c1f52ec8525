import Foundation

/// What the last successful build wrote, kept beside the output folder (`.public.manifest.json`)
/// so the next build can tell which pages changed: a digest per page, and a fingerprint of every
/// input. Beside, not inside: it holds modification times, and the output itself must be the same
/// bytes for the same content, and is what gets deployed.
struct BuildManifest: Codable, Sendable {
    /// A build by another sitegen version trusts nothing of this one's.
    static let currentVersion = Sitegen.version

    var version: String
    /// Fingerprint of every input file and option (`InputFingerprint`).
    var inputs: String
    /// Output path → digest of the page's view model and templates.
    var pages: [String: String]
    /// Every view-model field name the templates could ask for: a rebuild wraps only the pages
    /// that changed, and checks template names against these.
    var fieldNames: [String]

    init(inputs: String, pages: [String: String], fieldNames: [String]) {
        version = Self.currentVersion
        self.inputs = inputs
        self.pages = pages
        self.fieldNames = fieldNames
    }

    static func location(for output: URL) -> URL {
        output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).manifest.json")
    }

    /// The manifest of the output folder, if one from this sitegen version is there.
    static func load(for output: URL) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: location(for: output).path),
              let manifest = try? JSONDecoder().decode(BuildManifest.self, from: data),
              manifest.version == currentVersion
        else { return nil }
        return manifest
    }

    /// Saved after a successful build; failing to save only makes the next build a full one.
    func save(for output: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try? encoder.encode(self).write(to: Self.location(for: output), options: .atomic)
    }
}
