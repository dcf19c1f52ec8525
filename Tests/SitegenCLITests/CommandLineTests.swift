import ArgumentParser
@testable import SitegenCLI
import Testing

struct CommandLineTests {
    @Test(arguments: [["build", "--bogus"], ["build", "--base-url", "example.org"], ["nonsense"]])
    func usageErrorsExitWith64(_ arguments: [String]) async {
        do {
            _ = try Sitegen.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(Sitegen.exitCode(for: error) == ExitCode(64))
        }
    }

    @Test func buildHasHelpNamingItsOptions() async {
        let help = Sitegen.helpMessage(for: Sitegen.Build.self)
        for option in ["--source", "--output", "--base-url", "--drafts"] {
            #expect(help.contains(option))
        }
    }
}
