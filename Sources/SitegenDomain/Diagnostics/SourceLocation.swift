/// A position in a site's source file, 1-based, as a compiler reports it.
public struct SourceLocation: Sendable, Encodable, Hashable, Comparable, CustomStringConvertible {
    /// The path relative to the site folder, e.g. `content/movies/alien-1979.md`.
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, or just the path for a problem with a whole file or folder (line 0).
    public var description: String { line > 0 ? "\(path):\(line):\(column)" : path }

    /// The same file as a whole (line 0): printed as its path alone.
    public var wholeFile: SourceLocation { SourceLocation(path: path, line: 0) }

    /// The same file, `lines` further down; used to map positions inside an embedded document
    /// (front matter, a Markdown body) back to the file that contains it.
    public func movedDown(by lines: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line + lines, column: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
