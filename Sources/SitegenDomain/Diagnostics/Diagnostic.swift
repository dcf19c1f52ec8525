/// One problem found in a site, printed compiler-style: `path:line:col: error: message`.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// What to do about it, when there is something useful to say.
    public var hint: String?

    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    public var isError: Bool { severity == .error }

    public var description: String {
        let head = "\(location): \(severity.rawValue): \(message)"
        guard let hint else { return head }
        return head + "\n    hint: " + hint
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}

/// Every diagnostic of a failed step, thrown once so that the author sees them all at once.
public struct DiagnosticList: Error, Sendable, Equatable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// An error that knows where in the site it happened.
public protocol LocatedError: Error {
    var diagnostic: Diagnostic { get }
}
