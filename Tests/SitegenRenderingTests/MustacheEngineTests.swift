@testable import SitegenRendering
import Testing

/// The template engine against the behaviour mustache(5) specifies, case by case.
struct MustacheEngineTests {
    /// An object value from name–value pairs, in order.
    static func object(_ pairs: KeyValuePairs<String, TemplateValue>) -> TemplateValue {
        let object = TemplateObject()
        for (name, value) in pairs { object.append(name, value) }
        return .object(object)
    }

    static func list(_ elements: TemplateValue...) -> TemplateValue {
        let list = TemplateList()
        for element in elements { list.append(element) }
        return .list(list)
    }

    /// Renders `template` with `partials` beside it; a syntax error is returned as its text.
    static func render(_ template: String, _ value: TemplateValue, partials: [String: String] = [:],
                       lookups: TemplateLookups = TemplateLookups()) -> String {
        var templates: [String: [TemplateNode]] = [:]
        for (name, source) in partials.merging(["main": template], uniquingKeysWith: { $1 }) {
            let parsed = MustacheParser.parse(source, path: name)
            if let error = parsed.error { return "\(error.line):\(error.column): \(error.message)" }
            templates[name] = parsed.nodes
        }
        var renderer = TemplateRenderer(program: TemplateProgram(templates), lookups: lookups, capacity: 0)
        renderer.render("main", with: value)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    static let person = object(["name": .string("Ada"), "age": .int(36), "admin": .bool(true), "nickname": .null])

    @Test(arguments: [
        ("Hello, {{name}}!", "Hello, Ada!"),
        ("{{ name }} is {{age}}, admin: {{admin}}", "Ada is 36, admin: true"),
        ("[{{nickname}}][{{missing}}]", "[][]"),
        ("{{#name}}{{.}}{{/name}}", "Ada"),
    ])
    func interpolates(_ template: String, _ expected: String) {
        #expect(Self.render(template, Self.person) == expected)
    }

    @Test func escapesForHTMLUnlessTripleOrAmpersand() {
        let value = Self.object(["v": .string("<a href=\"x\">Tom & Jerry's</a>")])
        #expect(Self.render("{{v}}", value) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(Self.render("{{{v}}}|{{& v}}", value) == "<a href=\"x\">Tom & Jerry's</a>|<a href=\"x\">Tom & Jerry's</a>")
        #expect(Self.render("{{%CONTENT_TYPE: TEXT}}\n{{v}}", value) == "<a href=\"x\">Tom & Jerry's</a>")
    }

    /// Issue #21: a control character reaching a page (the loader refuses them) must not make it,
    /// or a feed, invalid XML: escaping turns it into U+FFFD and keeps tabs and line breaks.
    @Test func escapingReplacesControlCharacters() {
        let value = Self.object(["v": .string("a\u{0}b\u{1}c\u{1B}d\u{7F}e\tf\ng\rh")])
        #expect(Self.render("{{v}}", value) == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\tf\ng\rh")
    }

    @Test func dottedNamesLookInsideAndAnchoredNamesDoNotClimb() {
        let value = Self.object(["a": Self.object(["b": Self.object(["c": .string("deep")])]), "name": .string("outer"), "c": .string("top")])
        #expect(Self.render("{{a.b.c}}", value) == "deep")
        #expect(Self.render("[{{a.c}}]", value) == "[]")  // a broken chain does not fall back to the outer c
        #expect(Self.render("{{#a}}{{name}}|{{.name}}|{{b.c}}{{/a}}", value) == "outer||deep")
    }

    @Test(arguments: [
        ("{{#items}}<{{.}}>{{/items}}", "<1><2><3>"),
        ("{{#people}}{{name}} ({{title}}) {{/people}}", "Ada (Page) Bob (Page) "),
        ("{{#yes}}shown{{/yes}}{{#no}}hidden{{/no}}{{#nothing}}hidden{{/nothing}}{{#empty}}hidden{{/empty}}{{#missing}}hidden{{/missing}}", "shown"),
        ("{{^yes}}a{{/yes}}{{^no}}b{{/no}}{{^nothing}}c{{/nothing}}{{^empty}}d{{/empty}}{{^missing}}e{{/missing}}{{^items}}f{{/items}}", "bcde"),
        ("{{#one}}{{name}} in {{title}}{{/one}}", "Cy in Page"),
        ("{{#word}}[{{.}}]{{/word}}", "[hi]"),
    ])
    func sections(_ template: String, _ expected: String) {
        let value = Self.object([
            "title": .string("Page"),
            "items": Self.list(.int(1), .int(2), .int(3)),
            "people": Self.list(Self.object(["name": .string("Ada")]), Self.object(["name": .string("Bob")])),
            "one": Self.object(["name": .string("Cy")]),
            "yes": .bool(true), "no": .bool(false), "nothing": .null, "empty": Self.list(), "word": .string("hi"),
        ])
        #expect(Self.render(template, value) == expected)
    }

    @Test(arguments: [
        ("| A\n{{#b}}\nX\n{{/b}}\n| B", "| A\nX\n| B"),
        ("| A\n  {{#b}}  \nX\n  {{/b}}\n| B", "| A\nX\n| B"),
        ("| A\r\n{{#b}}\r\nX\r\n{{/b}}\r\n| B", "| A\r\nX\r\n| B"),
        ("{{^b}}\nnot\n{{/b}}\nend", "end"),
        ("x {{#b}}y{{/b}}\nz", "x y\nz"),
        ("{{#b}}x{{/b}} {{#b}}y{{/b}}\n", "x y\n"),
        ("a\n{{! a comment\non two lines }}\nb", "a\nb"),
        ("a{{! inline }}b", "ab"),
        ("a\n{{=<% %>=}}\n<% n %>{{n}}\n<%={{ }}=%>\n{{n}}", "a\n1{{n}}\n1"),
        ("{{#b}}\n{{/b}}", ""),
    ])
    func standaloneTagsTakeTheirLineWithThem(_ template: String, _ expected: String) {
        #expect(Self.render(template, Self.object(["b": .bool(true), "n": .int(1)])) == expected)
    }

    @Test func partialsSeeTheContextAndStandaloneOnesAreIndented() {
        let value = Self.object(["name": .string("Ada"), "items": Self.list(.string("x"), .string("y"))])
        #expect(Self.render("[{{> p}}]", value, partials: ["p": "{{name}}"]) == "[Ada]")
        #expect(Self.render("<ul>\n  {{> p}}\n</ul>", value, partials: ["p": "<li>{{name}}</li>\n<li>2</li>\n"])
            == "<ul>\n  <li>Ada</li>\n  <li>2</li>\n</ul>")
        #expect(Self.render("<ul>\n  {{> p}}\n</ul>", value, partials: ["p": "{{#items}}\n<li>{{.}}</li>\n{{/items}}\n"])
            == "<ul>\n  <li>x</li>\n  <li>y</li>\n</ul>")
    }

    @Test func aParentsBlocksAreReplacedAndTheOutermostOverrideWins() {
        let partials = [
            "layout": "<title>{{$title}}Site{{/title}}</title>\n<main>{{$content}}empty{{/content}}</main>",
            "section": "{{<layout}}{{$title}}Section{{/title}}{{$content}}from section{{/content}}{{/layout}}",
        ]
        let value = Self.object(["name": .string("Ada")])
        #expect(Self.render("{{<layout}}{{/layout}}", value, partials: partials) == "<title>Site</title>\n<main>empty</main>")
        #expect(Self.render("{{<layout}}\n{{$content}}\n<p>{{name}}</p>\n{{/content}}\n{{/layout}}\n", value, partials: partials)
            == "<title>Site</title>\n<main><p>Ada</p>\n</main>")
        #expect(Self.render("{{<section}}{{$title}}Page{{/title}}{{/section}}", value, partials: partials)
            == "<title>Page</title>\n<main>from section</main>")
    }

    @Test(arguments: [
        ("<p>\n{{title}", "2:8: tag is never closed with }}"),
        ("<p>{{#a}}\n  {{/b}}", "2:6: section closed with a different name than it was opened with"),
        ("x\n {{#items}}\n", "2:2: section 'items' is never closed with {{/items}}"),
        ("{{/a}}", "1:4: '{{/a}}' closes no section"),
        ("{{= <% =}}", "1:1: invalid set-delimiter tag"),
        ("{{upper(name)}}", "1:8: transforms like 'uppercased(name)' are not supported"),
        ("{{%FILTERS}}", "1:1: unknown pragma 'FILTERS'"),
        ("{{}}", "1:1: tag has no name"),
        ("{{! never closed", "1:1: comment is never closed with }}"),
        ("{{<layout}}<p>{{/layout}}", "1:1: '{{<layout}}' may only hold {{$block}} overrides"),
        ("{{{raw}}", "1:7: tag is never closed with }}}"),
    ])
    func syntaxErrorsAreLocated(_ template: String, _ expected: String) {
        #expect(Self.render(template, .null, partials: ["layout": ""]) == expected)
    }

    @Test func aNameFoundOnNoEnclosingValueIsRemembered() {
        let lookups = TemplateLookups()
        _ = Self.render("{{#one}}{{name}}{{title}}{{nmae}}{{one.titel}}{{/one}}", Self.object(["title": .string("T"), "one": Self.object(["name": .string("N")])]),
                        lookups: lookups)
        #expect(lookups.missed == ["nmae", "titel"])
    }
}
