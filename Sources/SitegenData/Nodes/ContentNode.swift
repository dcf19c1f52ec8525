import SitegenDomain

/// A parsed JSON or YAML value that remembers where it was written.
///
/// Both formats are read into this one tree so that typing rules, unknown-key warnings and their
/// positions are written once. Scalars keep their source text: the field that reads a scalar
/// decides its type, which is how YAML 1.1's `no` → false and `012` → 10 never slip in.
struct ContentNode: Sendable {
    enum Value: Sendable {
        case scalar(Scalar)
        case list([ContentNode])
        case mapping([Field])
    }

    struct Scalar: Sendable {
        enum Kind: Sendable {
            /// A JSON string or a quoted YAML scalar: always text.
            case string
            /// An unquoted YAML scalar: text whose type depends on who reads it.
            case plain
            /// A JSON number literal.
            case number
            /// JSON `true` / `false`.
            case boolean
            /// JSON `null`.
            case null
        }

        var text: String
        var kind: Kind

        /// JSON's `null`, or YAML's: nothing, `~` or `null` unquoted.
        var isNull: Bool { kind == .null || (kind == .plain && ["", "~", "null", "Null", "NULL"].contains(text)) }
    }

    struct Field: Sendable {
        var key: String
        var keyLocation: SourceLocation
        var value: ContentNode
    }

    var value: Value
    var location: SourceLocation

    private static func isWord(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || ".:+-_~".unicodeScalars.contains($0) }
    }

    /// How the value is named in "must be X (got Y)" messages.
    var summary: String {
        switch value {
        case .list: "a list"
        case .mapping: "a mapping"
        case .scalar(let scalar):
            switch scalar.kind {
            case .string: "the string \"\(scalar.text)\""
            case .number: "the number \(scalar.text)"
            case .boolean: scalar.text
            case .null: "null"
            // A word as it is (`no`, `2:28`, `0x94`); anything else quoted, so that the text cannot
            // run into the message around it (`(got (148))`).
            case .plain: scalar.text.isEmpty ? "nothing" : Self.isWord(scalar.text) ? scalar.text : "\"\(scalar.text)\""
            }
        }
    }
}
