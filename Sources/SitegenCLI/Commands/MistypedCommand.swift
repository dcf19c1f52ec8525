public import ArgumentParser
import SitegenDomain

/// `sitegen biuld`: ArgumentParser says only "Unexpected argument 'biuld'", where a mistyped
/// option gets "did you mean". The first word that is not an option is taken as a command.
public enum MistypedCommand {
    /// The error for `arguments` (without the program's name) whose command is none of `commands`,
    /// naming the closest; nil when the first word is a command, an option or absent.
    public static func error(in arguments: [String], commands: [any ParsableCommand.Type]) -> ValidationError? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return nil }
        let names = commands.compactMap { $0.configuration.commandName }
        guard !names.contains(word) else { return nil }
        let guess = Suggestion.closest(to: word, among: names).map { ": did you mean '\($0)'?" } ?? ""
        return ValidationError("'\(word)' is not a sitegen command\(guess) (the commands are \(names.joined(separator: ", ")))")
    }
}
