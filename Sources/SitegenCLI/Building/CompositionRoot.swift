import Foundation
import SitegenData
import SitegenDomain
import SitegenPresentation
import SitegenRendering

/// The one place where concrete types are chosen and wired together.
enum CompositionRoot {
    static func makeSiteBuilder(options: BuildOptions, terminal: Terminal, showsProgress: Bool = true) -> SiteBuilder {
        let site = options.source
        return SiteBuilder(
            options: options,
            today: today(),
            settingsLoader: SiteConfigLoader(siteRoot: site),
            catalogLoader: LoadCatalogUseCase(
                movies: FileMovieRepository(siteRoot: site),
                users: FileUserRepository(siteRoot: site),
                pages: MarkdownPageRepository(siteRoot: site)
            ),
            loadTheme: { name throws(DiagnosticList) in try ThemeLoader.load(named: name, siteRoot: site) },
            makeMarkdownRenderer: { links, settings in CmarkMarkdownRenderer(links: links, allowsRawHTML: settings.allowsRawHTML) },
            progress: { step, detail in
                guard showsProgress else { return }
                terminal.line("\(step.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(detail)")
            }
        )
    }

    /// Today in UTC: reviews dated later are errors.
    static func today() -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return (try? CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)) ?? (try! CalendarDate(year: 2000, month: 1, day: 1))
    }
}
