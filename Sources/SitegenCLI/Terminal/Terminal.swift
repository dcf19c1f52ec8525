import Foundation
import Glibc
public import SitegenDomain

/// One output stream of the CLI (standard output or standard error), with its own colour choice:
/// colour only when that stream is a terminal and `NO_COLOR` is unset or empty, so
/// `sitegen build | tee log` gets plain text while the diagnostics on the terminal stay coloured.
/// Which line goes to which stream is `Console`'s to decide.
public struct Terminal: Sendable {
    public static let standardOutput = Terminal(descriptor: STDOUT_FILENO)
    public static let standardError = Terminal(descriptor: STDERR_FILENO)

    let descriptor: Int32
    let usesColor: Bool

    public init(descriptor: Int32, usesColor: Bool? = nil) {
        self.descriptor = descriptor
        self.usesColor = usesColor ?? Self.usesColor(descriptor: descriptor, environment: ProcessInfo.processInfo.environment)
    }

    /// Colour on a terminal, unless `NO_COLOR` is set to something (https://no-color.org: an empty
    /// value does not count).
    static func usesColor(descriptor: Int32, environment: [String: String]) -> Bool {
        isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    }

    public func line(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var written = 0
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result <= 0 { return }
                written += result
            }
        }
    }

    /// Compiler style, sorted: `path:line:col: error: message`, then the hint indented. Paths
    /// and messages quote the site's files, so control characters, bidirectional overrides and
    /// zero-width characters in them are printed escaped (`\u{202E}`): never sent to the
    /// terminal as they are, where they would reorder or hide what the line says.
    public func print(diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics.sorted() {
            let severity = diagnostic.severity.rawValue
            let colored = diagnostic.isError ? paint(severity, "1;31") : paint(severity, "1;35")
            let location = ControlCharacters.escapedForDisplay(diagnostic.location.description)
            line("\(paint(location, "1")): \(colored): \(ControlCharacters.escapedForDisplay(diagnostic.message))")
            if let hint = diagnostic.hint { line("    \(paint("hint", "1;36")): \(ControlCharacters.escapedForDisplay(hint))") }
        }
    }

    /// `error: message`, for a failure that belongs to no file.
    public func fail(_ message: String) {
        line("\(paint("error", "1;31")): \(ControlCharacters.escapedForDisplay(message))")
    }

    /// `warning: message`, for a warning that belongs to no file.
    public func warn(_ message: String) {
        line("\(paint("warning", "1;35")): \(ControlCharacters.escapedForDisplay(message))")
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// "2 errors and 1 warning"
public struct DiagnosticCounts: CustomStringConvertible {
    let errors: Int
    let warnings: Int

    public init(_ diagnostics: [Diagnostic]) {
        errors = diagnostics.filter(\.isError).count
        warnings = diagnostics.count - errors
    }

    public var description: String {
        let errorText = "\(errors) \(errors == 1 ? "error" : "errors")"
        guard warnings > 0 else { return errorText }
        return errorText + " and \(warnings) \(warnings == 1 ? "warning" : "warnings")"
    }
}
