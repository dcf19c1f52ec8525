import Glibc
public import SitegenDomain

/// Where each line the CLI prints goes: the one place that decides, as compilers and linters do.
///
/// - **Standard output** carries results: what a command made or found. `build`'s summary
///   ("Built N pages in S s → public/", or "Nothing changed …") and its `--timings` table,
///   `check`'s summary whether it found problems or not ("Checked …: no problems",
///   "Check found 2 errors"), what `init` and `new` created and what to do next, and `serve`'s
///   address, one line per rebuild and "Stopped.".
/// - **Standard error** carries progress and diagnostics: `build`'s line per step as it happens
///   (load, route, images, render, write), every `path:line:col: error|warning:` with its hint,
///   and the closing `error:` line of a command that failed to do its job (a failed build, a
///   missing site folder, a file `new` will not overwrite).
///
/// So `sitegen check 2>/dev/null` still says what it found, `sitegen build | tee log` keeps the
/// summary, and `2>errors.txt` collects exactly the problems. `--quiet` drops progress and results
/// and keeps diagnostics. Each stream chooses colour for itself (`Terminal`).
public struct Console: Sendable {
    public let output: Terminal
    public let errors: Terminal
    /// Print only diagnostics: no progress, no results.
    public let isQuiet: Bool

    public init(output: Terminal, errors: Terminal, quiet: Bool = false) {
        self.output = output
        self.errors = errors
        isQuiet = quiet
    }

    /// Standard output and standard error.
    public static func standard(quiet: Bool = false) -> Console {
        Console(output: .standardOutput, errors: .standardError, quiet: quiet)
    }

    /// Prints nothing anywhere: for builds whose outcome someone else reports (`serve`'s, tests').
    public static let silent: Console = {
        let null = Terminal(descriptor: open("/dev/null", O_WRONLY), usesColor: false)
        return Console(output: null, errors: null, quiet: true)
    }()

    /// A result: what the command made or found (standard output).
    public func result(_ text: String) {
        if !isQuiet { output.line(text) }
    }

    /// Progress while a command works (standard error).
    public func progress(_ text: String) {
        if !isQuiet { errors.line(text) }
    }

    /// Located errors and warnings, sorted, with their hints (standard error, even when quiet).
    public func print(diagnostics: [Diagnostic]) {
        errors.print(diagnostics: diagnostics)
    }

    /// `error: message`: the command failed (standard error, even when quiet).
    public func fail(_ message: String) {
        errors.fail(message)
    }

    /// `warning: message` about the command itself (standard error, even when quiet).
    public func warn(_ message: String) {
        errors.warn(message)
    }
}
