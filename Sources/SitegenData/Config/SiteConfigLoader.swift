public import Foundation
public import SitegenDomain

/// Reads `site.yml`; a site without one gets the defaults.
public struct SiteConfigLoader: Sendable {
    static let keys = ["title", "description", "language", "baseURL", "pageSize", "theme", "unsafeHTML", "images", "outputs", "taxonomies", "cardFields", "orders", "timeZone"]

    private let siteRoot: URL

    public init(siteRoot: URL) {
        self.siteRoot = siteRoot
    }

    /// The settings and their warnings, or every error in the file; and where the file names the
    /// theme, for an error about it.
    public func load() throws(DiagnosticList) -> (settings: SiteSettings, warnings: [Diagnostic], themeLocation: SourceLocation?) {
        let folder = ContentFolder(siteRoot: siteRoot, relativePath: ".")
        guard FileManager.default.fileExists(atPath: siteRoot.appending(path: "site.yml").path) else {
            return (SiteSettings(), [], nil)
        }
        var errors: [ContentError] = []
        var warnings: [Diagnostic] = []
        var settings = SiteSettings()
        var themeLocation: SourceLocation?
        do {
            let file = try folder.read("site.yml")
            let root = try YAMLReader.parse(file.text, path: file.path, firstLine: 1)
            if var fields = FieldReader(root, errors: &errors, what: "site.yml") {
                themeLocation = fields.peekLocation("theme")
                read(&fields, into: &settings)
                if let outputs = readOutputs(&fields) { settings.outputs = outputs }
                if let taxonomies = readTaxonomies(&fields, errors: &errors, warnings: &warnings) { settings.taxonomies = taxonomies }
                if let cardFields = readCardFields(&fields) { settings.cardFields = cardFields }
                if let orders = readOrders(&fields, taxonomies: settings.taxonomies, errors: &errors, warnings: &warnings) { settings.orders = orders }
                if let node = fields.node("images"), let images = readImages(node, errors: &errors, warnings: &warnings) {
                    settings.images = images
                }
                errors += fields.errors
                warnings += fields.unknownKeyWarnings(known: Self.keys)
            }
        } catch {
            errors.append(error)
        }
        guard errors.isEmpty else { throw DiagnosticList(errors.map(\.diagnostic) + warnings) }
        return (settings, warnings, themeLocation)
    }

    /// A BCP 47 tag as `<html lang>` takes it: a language of 2–8 letters, then subtags of 1–8
    /// letters or digits after hyphens (`en`, `pt-BR`, `zh-Hant-TW`). `pt_BR` is the usual slip.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...8).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `zone` as the layers without Foundation take it: each change of its offset from 1970 to
    /// 2100 that the machine's time zone data knows of.
    static func siteTimeZone(_ zone: TimeZone, named name: String) -> SiteTimeZone {
        var moment = Date(timeIntervalSince1970: 0)
        var spans = [SiteTimeZone.Span(since: 0, offset: zone.secondsFromGMT(for: moment), isDaylight: zone.isDaylightSavingTime(for: moment))]
        let end = Date(timeIntervalSince1970: 4_102_444_800)
        while let change = zone.nextDaylightSavingTimeTransition(after: moment), change < end {
            spans.append(SiteTimeZone.Span(since: Int(change.timeIntervalSince1970), offset: zone.secondsFromGMT(for: change),
                                           isDaylight: zone.isDaylightSavingTime(for: change)))
            moment = change
        }
        return SiteTimeZone(name: name, spans: spans)
    }

    private func read(_ fields: inout FieldReader, into settings: inout SiteSettings) {
        if let title = fields.string("title") { settings.title = title }
        if let description = fields.string("description") { settings.description = description }
        if let node = fields.node("language"), let language = fields.stringValue(of: node, field: "language") {
            if Self.isLanguageTag(language) { settings.language = language } else {
                fields.record(ContentError(.invalidValue(field: "language", "must be a language tag (got \(language))"), at: node.location,
                                           hint: "for example en, fr or pt-BR, with a hyphen: browsers and search read it from <html lang>"))
            }
        }
        if let theme = fields.string("theme") { settings.theme = theme }
        if let unsafe = fields.boolean("unsafeHTML") { settings.allowsRawHTML = unsafe }
        if let node = fields.node("baseURL"), let text = fields.stringValue(of: node, field: "baseURL") {
            do { settings.baseURL = try BaseURL(text) } catch {
                fields.record(ContentError(.invalidValue(field: "baseURL", error.problem), at: node.location,
                                           hint: "for example baseURL: https://example.org/"))
            }
        }
        if let node = fields.node("timeZone"), let name = fields.stringValue(of: node, field: "timeZone") {
            if let zone = TimeZone(identifier: name), name.contains("/") || name == "UTC" { settings.timeZone = Self.siteTimeZone(zone, named: name) } else {
                fields.record(ContentError(.invalidValue(field: "timeZone", "names no time zone (got \(name))"), at: node.location,
                                           hint: "a region and city of the IANA time zone database, as the site's clock gives it: Europe/Paris, America/New_York; or UTC"))
            }
        }
        if let node = fields.node("pageSize") {
            let size = fields.integer("pageSize", in: Int.min...Int.max)
            do { if let size { settings.pageSize = try PageSize(size) } } catch {
                fields.record(ContentError(.invalidValue(field: "pageSize", error.explanation), at: node.location))
            }
        }
    }
}
