extension Movie {
    /// The title as a film catalog files it, and sitegen sorts it: case and accents folded
    /// (`Slug.folded`), a leading `The`, `A` or `An` left out, so that *The Godfather* stands among
    /// the G's as it does on Letterboxd or in a library, not with every other "The …" under T; and
    /// the punctuation before the first letter or digit left out too, so that *¡Three Amigos!*,
    /// *“Crocodile” Dundee* and *…And Justice for All* stand among the T's, C's and A's, not after
    /// Z. A title that is only an article or punctuation keeps it.
    var filingTitle: String {
        let folded = Self.fromFirstLetterOrDigit(Slug.folded(self.title))
        for article in ["the ", "a ", "an "] where folded.hasPrefix(article) {
            let rest = Self.fromFirstLetterOrDigit(folded.dropFirst(article.count))
            if rest.first?.isLetter == true || rest.first?.isNumber == true { return String(rest) }
        }
        return String(folded)
    }

    private static func fromFirstLetterOrDigit<Text: StringProtocol>(_ text: Text) -> Text.SubSequence {
        let rest = text.drop { !$0.isLetter && !$0.isNumber }
        return rest.isEmpty ? text[...] : rest
    }
}
