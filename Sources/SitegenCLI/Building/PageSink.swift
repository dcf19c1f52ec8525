import Foundation
import SitegenDomain

/// Where rendered pages go: the output folder for `build`, a link collector for `check`.
protocol PageSink: Sendable {
    /// Writes a page's UTF-8 bytes, as rendered: pages are never turned into `String`s and back.
    func write(_ bytes: [UInt8], to path: String) throws(DiagnosticList)
    /// Takes an unchanged page from the previous output instead of writing it; false when it cannot.
    func reuse(_ path: String, from previousFolder: String) -> Bool
}

extension OutputFolder: PageSink {}
