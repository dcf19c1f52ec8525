import SitegenDomain

/// A parsed Mustache template: text and tags, sections holding their contents, standalone tag
/// lines already removed. Parsed once per build, rendered for every page.
indirect enum TemplateNode: Sendable {
    case text(String)
    /// `{{name}}` (escaped for HTML unless the template says `{{%CONTENT_TYPE: TEXT}}`),
    /// `{{{name}}}` and `{{&name}}` (printed as they are), and where the tag is.
    case value(TemplateName, escaped: Bool, at: SourceLocation)
    /// `{{#name}}…{{/name}}`
    case section(TemplateName, [TemplateNode])
    /// `{{^name}}…{{/name}}`
    case invertedSection(TemplateName, [TemplateNode])
    /// `{{> name}}`; a standalone partial is indented like the line it stands on.
    case partial(String, indentation: String)
    /// `{{< name}}{{$block}}…{{/block}}{{/name}}`: the partial `name` with some of its blocks replaced.
    case parent(String, indentation: String, overrides: [String: [TemplateNode]])
    /// `{{$name}}default{{/name}}`: replaced by a parent's override of the same name, if any.
    case block(String, defaultContent: [TemplateNode], indentation: String)
    /// `{{%CONTENT_TYPE: TEXT}}` or `HTML`: whether the rest of the template escapes values.
    case escaping(Bool)
}

/// A name to look up: `.` is the current value, `a.b.c` looks `a` up through the enclosing values
/// and then `b` and `c` inside it; a leading dot (`.a`) looks only at the current value.
struct TemplateName: Sendable, Equatable {
    var components: [String]
    var isAnchored: Bool

    init(_ text: String) {
        components = text.split(separator: ".").map(String.init)
        isAnchored = text.hasPrefix(".") && text != "."
    }

    var isImplicit: Bool { components.isEmpty }
}
