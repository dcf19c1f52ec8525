public import SitegenDomain

extension Diagnostic {
    /// The first line of what the terminal shows, without the hint below it: what most tests compare.
    public var headline: String { String(description.prefix { $0 != "\n" }) }
}
