@testable import SitegenData
import Testing

/// A poster or photo path that names no file, read the ways a new user writes one.
struct MediaPathGuessTests {
    private let media: Set<String> = ["media/arrival.jpg", "media/people/varda.jpg"]

    @Test(arguments: [
        ("arrival.jpg", "media/arrival.jpg"), ("/media/arrival.jpg", "media/arrival.jpg"),
        ("content/media/arrival.jpg", "media/arrival.jpg"), ("./content/media/arrival.jpg", "media/arrival.jpg"),
        ("/content/media/people/varda.jpg", "media/people/varda.jpg"), ("people/varda.jpg", "media/people/varda.jpg"),
    ])
    func aPathWrittenFromElsewhereIsFound(_ written: String, _ meant: String) {
        #expect(MediaPathGuess.guess(for: written, exists: media.contains) == meant)
        #expect(MediaPathGuess.hint(for: written, exists: media.contains, otherwise: "-") == "did you mean \(meant)? Paths start below content/")
    }

    @Test(arguments: ["media/missing.jpg", "../../etc/passwd", "Arrival.JPG", "media/arrival.jpg"])
    func noGuessWithoutAFileOrForThePathAsWritten(_ written: String) {
        #expect(MediaPathGuess.guess(for: written, exists: media.contains) == nil)
        #expect(MediaPathGuess.hint(for: written, exists: media.contains, otherwise: "how paths are written") == "how paths are written")
    }
}
