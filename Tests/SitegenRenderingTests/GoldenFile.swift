import Foundation
import Testing

/// Compares output with a file under `Golden/`. Set `SITEGEN_RECORD_GOLDEN=1` to rewrite the files
/// from the current output; the run then fails on purpose, so a recording is never mistaken for a pass.
enum GoldenFile {
    static func check(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Golden/\(name)")
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record("recorded \(url.path); run again without SITEGEN_RECORD_GOLDEN", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(url.path); record it with SITEGEN_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $1.0 != $1.1 }?.offset ?? min(actualLines.count, expectedLines.count)
        Issue.record("""
            output differs from Golden/\(name) at line \(firstDifference + 1):
              expected: \(firstDifference < expectedLines.count ? expectedLines[firstDifference] : "<end of file>")
              actual:   \(firstDifference < actualLines.count ? actualLines[firstDifference] : "<end of file>")
            re-record with SITEGEN_RECORD_GOLDEN=1 if the change is intended
            """, sourceLocation: sourceLocation)
    }
}
