import SitegenPresentation

/// Numbers as the summary line prints them, the same whatever the machine's locale.
public enum NumberText {
    /// `1247` → `1,247`
    public static func grouped(_ number: Int) -> String { DisplayFormat.grouped(number) }

    /// `0.8412` → `0.84`
    public static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
