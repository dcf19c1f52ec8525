/// A taxonomy a site makes of one of its own fields, named in `site.yml`
/// (`taxonomies: {venue: Venues}`): every name a movie gives under `extra.venue` gets a page of
/// the movies giving it, as a genre does, and `/venue/` lists them all. A field of flags
/// (`club_pick: true`) makes one list instead, of the movies flagged, at `/club-pick/`.
///
/// Identified by its key alone: a build's recorded reads name the key (`Taxonomy.name`), and a
/// taxonomy read back from them must equal the site's, whatever its title and kind (which the
/// `Router` looks up by key, so that one read back is never routed as the wrong kind).
public struct FieldTaxonomy: Sendable, Encodable, Hashable, Comparable {
    /// The key under `extra:`, lowercase: `venue`, `screening_series`.
    public let key: String
    /// What its index is headed (`Venues`); nil for the key as a theme labels it (`Venue`).
    public let title: String?
    /// What one of its names is (`Venue`: `1 venue`, `3 venues`); nil for the key as a label.
    public let singular: String?
    /// What the site says of it (`The film the club voted best of each season.`), shown on its
    /// index, or on its list if it holds flags; nil for a description of the pages' own.
    public let description: String?
    /// Where `site.yml` names it: a name its pages cannot take is an error there.
    public let source: SourceLocation?
    /// Whether its field holds flags (`club_pick: true`): the movies flagged are its one term
    /// (`flagTerm`), whose pages are the taxonomy's own folder. Told by the movies' values
    /// (`holdingFlags(in:)`), not by `site.yml`: `taxonomies: {club_pick: Club picks}` is enough.
    public let holdsFlags: Bool
    /// What the site says of some of its names (`terms:`), in the order written.
    public let termInfo: [TermInfo]
    /// Whether the site's menu leads to its index (`menu: true`), after the years: a film club's
    /// venues are a way into its catalog as much as its genres.
    public let inMenu: Bool

    public init(key: String, title: String? = nil, singular: String? = nil, description: String? = nil, source: SourceLocation? = nil,
                holdsFlags: Bool = false, termInfo: [TermInfo] = [], inMenu: Bool = false) {
        self.key = key
        self.title = title
        self.singular = singular
        self.description = description
        self.source = source
        self.holdsFlags = holdsFlags
        self.termInfo = termInfo
        self.inMenu = inMenu
    }

    /// What the site says of the name of `slug`, if it says anything.
    public func info(of slug: Slug) -> TermInfo? { termInfo.first { $0.slug == slug } }

    /// The taxonomy as `movies` give its field: of flags if more movies give it a flag than
    /// anything else (the others are then each an error, `violations(in:)`), of names otherwise.
    /// A movie is one vote, whatever it gives: a list of seven names did not outvote six flags,
    /// nor a list of flags, never right in a field of flags, make one (helper-48).
    public func holdingFlags(in movies: [Movie]) -> FieldTaxonomy {
        var flags = 0, names = 0
        for movie in movies {
            guard let entry = movie.extra.entries.first(where: { $0.key == key }) else { continue }
            if case .flag = entry.value { flags += 1 } else { names += 1 }
        }
        return FieldTaxonomy(key: key, title: title, singular: singular, description: description, source: source, holdsFlags: flags > names,
                             termInfo: termInfo, inMenu: inMenu)
    }

    /// The one term of a taxonomy of flags, under which every movie that sets the flag is filed:
    /// named as the site names one (`singular`), else as its badge is (`Club pick`), and slugged
    /// by its key, whatever the name: its pages are the taxonomy's folder.
    public var flagTerm: Term {
        // A valid key starts with a letter to make a slug of.
        Term(slug: Slug.derived(from: key)!, name: singular ?? ExtraFields.label(ofKey: key))
    }

    /// A key a taxonomy can have: an `extra:` key in lowercase (a letter, then letters, digits
    /// and `_`), so that its folder (`folderName`) is one no other key shares.
    public static func isValidKey(_ key: String) -> Bool {
        ExtraFields.isValidKey(key) && !key.unicodeScalars.contains { ("A"..."Z").contains($0) }
    }

    /// The folder its pages are written in: the key, `_` written `-` as in every URL of the site
    /// (`screening_series` → `/screening-series/`).
    public var folderName: String { String(key.map { $0 == "_" ? "-" : $0 }) }

    /// Its key, wording, kind, what it says of its names and its place in the menu: where `site.yml` names it changes no page.
    private enum CodingKeys: String, CodingKey { case key, title, singular, description, holdsFlags, termInfo, inMenu }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.key < rhs.key }

    /// The names a movie's extra fields give this taxonomy: the text or number under its key, or
    /// each in its list, a name repeated (`[Back room, back room]`) once. A flag names nothing
    /// (`LoadCatalogUseCase` reports it).
    public func terms(in extra: ExtraFields) -> [Term] {
        extra.entries.first(where: { $0.key == key }).map(terms(of:)) ?? []
    }

    /// The names one entry of a movie's extra fields gives, as `terms(in:)`; of a field of
    /// flags, `flagTerm` if the flag is set.
    public func terms(of entry: ExtraFields.Entry) -> [Term] {
        if holdsFlags { return entry.value == .flag(true) ? [flagTerm] : [] }
        return entry.value.items.compactMap { value in
            switch value {
            case .text(let text), .decimal(let text): Term(named: text)
            case .number(let number): Term(named: String(number))
            case .flag, .list: nil
            }
        }.withoutRepeatedSlugs()
    }

    /// The values of a movie's field that name no term: each an error at its line.
    func violations(in movie: Movie) -> [CatalogError] {
        guard let entry = movie.extra.entries.first(where: { $0.key == key }) else { return [] }
        if holdsFlags {
            switch entry.value {
            case .flag: return []
            case .list: return [CatalogError(.notAFlag(key: key, value: "a list"), at: entry.source ?? movie.source)]
            case .text(let text), .decimal(let text): return [CatalogError(.notAFlag(key: key, value: "'\(text)'"), at: entry.source ?? movie.source)]
            case .number(let number): return [CatalogError(.notAFlag(key: key, value: String(number)), at: entry.source ?? movie.source)]
            }
        }
        let isList = if case .list = entry.value { true } else { false }
        return entry.value.items.enumerated().compactMap { index, value in
            let reason: CatalogError.Reason? = switch value {
            case .flag(let flag): .notATermName(key: key, value: String(flag), latin: false)
            // A blank item of a list names no term and holds a position: the place of a screening
            // not known (`venue: [~, Town hall]`), paired with the first date.
            case .text(let text) where isList && text.allSatisfy(\.isWhitespace): nil
            case .text(let text), .decimal(let text):
                Slug.derived(from: text) != nil ? nil : .notATermName(key: key, value: "'\(text)'", latin: text.contains(where: \.isLetter))
            case .number, .list: nil
            }
            let source = entry.itemSources.indices.contains(index) ? entry.itemSources[index] : entry.source ?? movie.source
            return reason.map { CatalogError($0, at: source) }
        }
    }
}
