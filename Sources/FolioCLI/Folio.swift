import FolioCore
import FolioDomain
import FolioGraphics
import FolioTargets
import Foundation

/// The `folio` command line: finds the subcommand, parses its options, runs it and turns every
/// failure into a message and an exit code. It holds no rendering logic of its own.
public enum Folio {
    public static let version = "0.1.0"

    /// Runs `folio` with `arguments` (without the program name) and returns the exit code.
    /// `ownsProcess` is for the program's entry point: the process ends after the command, so a
    /// one-shot command makes it a `OneShotProcess`. In-process callers (the tests) keep what later
    /// work, on other threads or after the command, needs.
    public static func run(_ arguments: [String], console: Console, ownsProcess: Bool = false) -> Int32 {
        let commands = Commands.all
        var args = arguments[...]
        // --quiet and --verbose go with every command, anywhere before "--".
        let end = args.firstIndex(of: "--") ?? args.endIndex
        let quiet = args[..<end].contains { $0 == "--quiet" || $0 == "-q" }
        let verbose = args[..<end].contains("--verbose")
        if quiet && verbose {
            console.error("folio: --quiet and --verbose contradict each other; give one")
            return ExitCode.usage.rawValue
        }
        console.verbosity = quiet ? .quiet : verbose ? .verbose : .normal
        args = args[..<end].filter { !["--quiet", "-q", "--verbose"].contains($0) } + args[end...]
        if args.first == "--version" || args.first == "-V" {
            console.print("folio \(version)")
            return ExitCode.ok.rawValue
        }
        if args.first == "help", let page = args.dropFirst().first, page == "--man" || page == "--completions" {
            return help(page, shell: args.dropFirst(2).first, commands: commands, console: console).rawValue
        }
        if args.first == "--help" || args.first == "-h" || args.first == "help" {
            if args.first == "help", let name = args.dropFirst().first, let c = commands.first(where: { $0.name == name }) {
                console.print(c.help)
            } else {
                console.print(overview(commands))
            }
            return ExitCode.ok.rawValue
        }
        let command: Command
        if let first = args.first, !first.hasPrefix("-") {
            guard let found = commands.first(where: { $0.name == first }) else {
                let hint = closest(to: first, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                console.error("folio: unknown command '\(first.escapedForMessage)'\(hint)\nRun 'folio --help' for the list of commands.")
                return ExitCode.usage.rawValue
            }
            command = found
            args = args.dropFirst()
        } else {
            command = Commands.mainJob
        }
        if args.contains("--help") || args.contains("-h") {
            console.print(command.help)
            return ExitCode.ok.rawValue
        }
        if ownsProcess && command.isOneShot { OneShotProcess.declare() }
        do {
            let parsed = try ParsedArguments(Array(args), options: command.options)
            let started = DispatchTime.now()
            describe(parsed, of: command, console: console)
            let code = try command.run(parsed, console)
            console.detail("\(command.name.isEmpty ? "folio" : "folio \(command.name)"): exit \(code.rawValue) after "
                           + String(format: "%.2f s", Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9))
            return code.rawValue
        } catch let error as CLIError {
            let name = command.name.isEmpty ? "folio" : "folio \(command.name)"
            console.error("\(name): \(error.message)")
            if error.code == .usage { console.error("Run '\(name) --help' for usage.") }
            return error.code.rawValue
        } catch let error as SnapshotError {
            // Each line already names its file and JSON path.
            console.error(error.description)
            return ExitCode(error.failureKind).rawValue
        } catch {
            let name = command.name.isEmpty ? "folio" : "folio \(command.name)"
            let kind = FailureKind.of(error)
            let domain = (error as NSError).domain
            let words = domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain ? SystemReason.of(error) : "\(error)"
            console.error(kind == .internal ? "\(name): internal error: \(words)" : "\(name): \(words)")
            return ExitCode(kind).rawValue
        }
    }

    /// What `--verbose` says before a command runs: the arguments as parsed (positionals, each
    /// option given with its value) and the Templates folder this folio found, if any.
    static func describe(_ parsed: ParsedArguments, of command: Command, console: Console) {
        guard console.verbosity == .verbose else { return }
        let given = command.options.compactMap { option -> String? in
            if let value = parsed.value(option.name) { return "--\(option.name) \(value)" }
            return parsed.flag(option.name) ? "--\(option.name)" : nil
        }
        let name = command.name.isEmpty ? "folio" : "folio \(command.name)"
        console.detail("\(name): arguments \((parsed.positionals + given).joined(separator: " ").escapedForMessage)"
                       + (parsed.positionals.isEmpty && given.isEmpty ? "none (every option at its default)" : ""))
        console.detail("\(name): Templates \(Templates.directory()?.path ?? "not found (\(Templates.variable) unset, none beside the binary)")")
    }

    /// `folio help --man` (the manual page) or `folio help --completions SHELL`, from the same
    /// tables as `--help`.
    static func help(_ page: String, shell: String?, commands: [Command], console: Console) -> ExitCode {
        let text: String
        if page == "--man" {
            text = ManPage.render(mainJob: Commands.mainJob, commands: commands, version: version)
        } else if let shell, let script = ShellCompletions.script(shell, mainJob: Commands.mainJob, commands: commands) {
            text = script
        } else {
            console.error("folio help: say which shell: folio help --completions \(ShellCompletions.shells.joined(separator: "|"))")
            return .usage
        }
        do {
            try console.write(Array(text.utf8))
            return .ok
        } catch {
            console.error("folio help: \(error)")
            return .ioError
        }
    }

    static func overview(_ commands: [Command]) -> String {
        var text = """
        folio \(version) — renders the screens, scenes, reports and share cards of four phone apps
        from their JSON snapshots to PNG, PDF and SVG, deterministically.

        usage: folio [COMMAND] [options]

        With no command, folio runs the main job on the bundled default snapshots and writes
        everything into Output/.

        commands:

        """
        let width = commands.map(\.name.count).max() ?? 0
        for c in commands where !c.name.isEmpty {
            text += "  " + c.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + c.summary + "\n"
        }
        text += "\noptions of the main job (folio with no command):\n" + OptionSpec.table(Commands.mainJob.options)
        text += "\noptions of every command:\n" + OptionSpec.table(OptionSpec.global)
        text += """

        Run 'folio COMMAND --help' for a command's options; 'folio help --man' prints the manual page
        and 'folio help --completions bash|zsh|fish' a shell's completions. -o - writes standard output and
        --snapshot - reads standard input wherever a command writes or reads one file.

        """
        text += "Exit codes: " + ExitCode.allCases.map { "\($0.rawValue) \($0.label)" }.joined(separator: ", ") + "."
        return text
    }
}
