/// `folio.1`, the manual page, written in groff's man macros from the same tables `--help` prints:
/// the commands with their summaries, usages, details and options, the options of the main job and
/// of every command, and the exit codes. `folio help --man` prints it; `make install` installs it.
/// No date in the title line: the page is the same bytes for the same folio.
enum ManPage {
    /// The page for `commands` (the main job first), of folio `version`.
    static func render(mainJob: Command, commands: [Command], version: String) -> String {
        var out = ".TH FOLIO 1 \"\" \"folio \(version)\" \"User Commands\"\n"
        out += ".SH NAME\nfolio \\- render phone app screens, reports and share cards from JSON snapshots, deterministically\n"
        out += ".SH SYNOPSIS\n.B folio\n[\\fICOMMAND\\fR] [\\fIoptions\\fR]\n"
        out += ".SH DESCRIPTION\n" + paragraphs("""
            folio renders the screens, scenes, reports and share cards of four phone apps from their JSON \
            snapshots to PNG, PDF and SVG, deterministically. With no command, it runs the main job on the \
            bundled default snapshots and writes everything into Output/. Run 'folio COMMAND --help' for a \
            command's options, as listed below. -o - writes standard output and --snapshot - reads standard \
            input wherever a command writes or reads one file.
            """)
        out += ".SH OPTIONS\nOf the main job (folio with no command):\n" + options(mainJob.options)
        out += ".PP\nOf every command:\n" + options(OptionSpec.global)
        out += ".SH COMMANDS\n"
        for command in commands where !command.name.isEmpty {
            out += ".SS \"folio \(escape(command.name))\"\n" + paragraphs(command.summary)
            out += ".PP\n.nf\n" + escape(command.usage) + "\n.fi\n"
            if !command.details.isEmpty { out += paragraphs(command.details) }
            out += options(command.options)
        }
        out += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases { out += ".TP\n.B \(code.rawValue)\n\(escape(code.label))\n" }
        out += ".SH SEE ALSO\nREADME.md of the Folio repository; 'folio COMMAND --help'.\n"
        return out
    }

    /// `options` as tagged paragraphs: the option in bold, its value in italics, its help below.
    static func options(_ options: [OptionSpec]) -> String {
        options.map { option in
            let names = (option.short.map { "\\fB\\-\(escape($0))\\fR, " } ?? "") + "\\fB\\-\\-\(escape(option.name))\\fR"
            return ".TP\n" + names + (option.valueName.map { " \\fI\(escape($0))\\fR" } ?? "") + "\n" + escape(option.help) + "\n"
        }.joined()
    }

    /// Text whose lines were wrapped for a terminal, as filled paragraphs (a blank line between two).
    static func paragraphs(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { ".PP\n" + escape($0.split(separator: "\n").joined(separator: " ")) + "\n" }.joined()
    }

    /// `text` as groff reads it literally: backslashes and hyphens escaped, characters beyond ASCII
    /// named (`\[u2026]`, so groff needs no input encoding), a line that would start with a control
    /// character (`.` or `'`) guarded.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.unicodeScalars.map { $0.isASCII ? String($0) : "\\[u" + hex($0.value) + "]" }.joined()
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }.joined(separator: "\n")
    }

    /// `value` in upper-case hexadecimal, at least four digits, as groff names a character.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
