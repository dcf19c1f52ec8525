extension Movie {
    /// The title as a film catalog files it, and sitegen sorts it: case and accents folded
    /// (`Slug.folded`), a leading `The`,
    /// `A` or `An` left out, so that *The Godfather* stands among the G's as it does on Letterboxd
    /// or in a library, not with every other "The …" under T. A title that is only the article
    /// keeps it.
    var filingTitle: String {
        let folded = Slug.folded(self.title)
        for article in ["the ", "a ", "an "] where folded.hasPrefix(article) {
            let rest = folded.dropFirst(article.count).drop { $0 == " " }
            if !rest.isEmpty { return String(rest) }
        }
        return folded
    }
}
