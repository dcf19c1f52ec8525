import Foundation
import SitegenDomain

// MARK: - Typed accessors

extension FieldReader {
    mutating func string(_ key: String) -> String? {
        guard let node = node(key) else { return nil }
        return stringValue(of: node, field: key)
    }

    /// A string with something in it to show: a title or a name of spaces alone would make a
    /// page whose heading, link texts and feed entry are blank.
    mutating func text(_ key: String) -> String? {
        guard let node = node(key), let text = stringValue(of: node, field: key) else { return nil }
        guard text.contains(where: { !$0.isWhitespace }) else {
            record(ContentError(.invalidValue(field: key, "is empty"), at: node.location, hint: "write the \(key) itself"))
            return nil
        }
        return text
    }

    mutating func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let scalar) = node.value, scalar.kind == .number || scalar.kind == .plain,
              let value = Self.decimalInteger(scalar.text)
        else {
            record(ContentError(.wrongType(field: key, expected: "a whole number written in decimal", found: node.summary),
                                at: node.location, hint: Self.integerHint(for: node)))
            return nil
        }
        guard range.contains(value) else {
            record(ContentError(.invalidValue(field: key, "must be between \(range.lowerBound) and \(range.upperBound) (got \(value))"),
                                at: node.location))
            return nil
        }
        return value
    }

    mutating func decimal(_ key: String) -> (value: Double, location: SourceLocation)? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let scalar) = node.value, scalar.kind == .number || scalar.kind == .plain,
              Self.isDecimalNumber(scalar.text), let value = Double(scalar.text), value.isFinite
        else {
            // `4,5`, as many languages write it.
            var hint: String?
            if case .scalar(let scalar) = node.value, case let pointed = String(scalar.text.map { $0 == "," ? "." : $0 }),
               pointed != scalar.text, Self.isDecimalNumber(pointed) {
                hint = "write a decimal point: \(pointed)"
            }
            record(ContentError(.wrongType(field: key, expected: "a number", found: node.summary), at: node.location, hint: hint))
            return nil
        }
        return (value, node.location)
    }

    mutating func boolean(_ key: String) -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let scalar) = node.value, scalar.kind == .boolean || scalar.kind == .plain,
              scalar.text == "true" || scalar.text == "false"
        else {
            record(ContentError(.wrongType(field: key, expected: "true or false", found: node.summary), at: node.location,
                                hint: "YAML 1.1 words like yes/no/on/off are not booleans here"))
            return nil
        }
        return scalar.text == "true"
    }

    mutating func date(_ key: String) -> CalendarDate? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let scalar) = node.value, scalar.kind == .string || scalar.kind == .plain else {
            record(ContentError(.wrongType(field: key, expected: "a date string YYYY-MM-DD", found: node.summary), at: node.location))
            return nil
        }
        do {
            return try CalendarDate(iso8601: scalar.text)
        } catch {
            record(ContentError(.invalidValue(field: key, "is not a valid date: \(error.explanation)"), at: node.location))
            return nil
        }
    }

    mutating func slug(_ key: String, what: String) -> Slug? {
        guard let node = node(key), let text = stringValue(of: node, field: key) else { return nil }
        return slug(text, at: node.location, field: key, what: what)
    }

    mutating func slug(_ text: String, at location: SourceLocation, field: String, what: String) -> Slug? {
        do {
            return try Slug(text)
        } catch {
            // A name where an id belongs (`user: Grace Hopper`): the id it would be (helper-35).
            let derived = error.reason == .invalidCharacters ? Slug.derived(from: text) : nil
            record(ContentError(.invalidValue(field: field, "\(what) \(error.explanation)"), at: location,
                                hint: derived.map { "\(what)s are written in lower case, words joined by hyphens: \($0.rawValue)" }))
            return nil
        }
    }

    /// A list of strings; each element's location is returned too, for references.
    mutating func strings(_ key: String) -> [(String, SourceLocation)]? {
        guard let node = node(key) else { return nil }
        guard case .list(let elements) = node.value else {
            record(ContentError(.wrongType(field: key, expected: "a list", found: node.summary), at: node.location,
                                hint: "write a list as [a, b] or as one '- item' line each"))
            return nil
        }
        return elements.compactMap { element in
            stringValue(of: element, field: key).map { ($0, element.location) }
        }
    }

    /// A URL that a visitor may follow: http, https, or a path within the site.
    mutating func link(_ key: String) -> String? {
        guard let node = node(key), let text = stringValue(of: node, field: key) else { return nil }
        let scheme = text.prefix { $0 != ":" && $0 != "/" }
        if text.contains(":"), scheme.count < text.count, text[scheme.endIndex] == ":" {
            guard ["http", "https"].contains(scheme.lowercased()) else {
                record(ContentError(.invalidValue(field: key, "must be an http or https URL (got scheme '\(scheme)')"), at: node.location))
                return nil
            }
        }
        return text
    }

    /// An http(s) URL of another site, whole: `www.example.org` alone would be a path within this
    /// one, and `https:///`, a space or a `<` a link that leads nowhere.
    mutating func webAddress(_ key: String) -> String? {
        guard let node = node(key), let text = stringValue(of: node, field: key) else { return nil }
        let parts = URLComponents(string: text)
        guard let parts, ["http", "https"].contains(parts.scheme?.lowercased() ?? ""), let host = parts.host, !host.isEmpty,
              !text.contains(where: { $0.isWhitespace || "\"<>\\^`{|}".contains($0) }) else {
            // The host as it is, or the first word of what was written: `www.example.org/cinema` → `www.example.org`.
            let host = parts?.host.flatMap { $0.isEmpty ? nil : $0 }
                ?? text.split(separator: "://").last?.split(whereSeparator: { $0 == "/" || $0.isWhitespace }).first.map(String.init) ?? "example.org"
            record(ContentError(.invalidValue(field: key, "must be a whole http or https URL (got \(text))"), at: node.location,
                                hint: "write it as a browser shows it, for example https://\(host)/"))
            return nil
        }
        return text
    }

    mutating func stringValue(of node: ContentNode, field: String) -> String? {
        guard case .scalar(let scalar) = node.value, scalar.kind == .string || scalar.kind == .plain else {
            record(ContentError(.wrongType(field: field, expected: "a string", found: node.summary), at: node.location))
            return nil
        }
        // Written as an escape (`\u0000`, `"\x01"`): the file itself was checked when it was read.
        if let control = ControlCharacters.firstForbidden(in: scalar.text) {
            record(ContentError(.invalidValue(field: field, "contains the control character \(ControlCharacters.name(of: control))"),
                                at: node.location, hint: ContentError.controlCharacterHint))
            return nil
        }
        return scalar.text
    }
}

// MARK: - Number syntax: decimal only, so YAML 1.1's octal, hex and sexagesimal are errors

extension FieldReader {
    static func decimalInteger(_ text: String) -> Int? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              digits.count == 1 || digits.first != "0"
        else { return nil }
        return Int(text)
    }

    static func isDecimalNumber(_ text: String) -> Bool {
        let parts = (text.hasPrefix("-") ? text.dropFirst() : text[...]).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    static func integerHint(for node: ContentNode) -> String? {
        guard case .scalar(let scalar) = node.value else { return nil }
        if scalar.text.contains(":") { return "write minutes as a plain number, e.g. 148" }
        if scalar.text.hasPrefix("0") && scalar.text.count > 1 { return "leading zeros are not allowed" }
        return nil
    }
}
