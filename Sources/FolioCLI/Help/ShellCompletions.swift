/// Completions of `folio` for bash, zsh and fish, written from the same tables `--help` prints: the
/// commands with their summaries and each command's options (those that take a value complete file
/// names). `folio help --completions SHELL` prints one; `make install` installs all three.
enum ShellCompletions {
    /// The shells there are completions for.
    static let shells = ["bash", "zsh", "fish"]

    /// The completion script for `shell` (one of `shells`), or nil for another.
    static func script(_ shell: String, mainJob: Command, commands: [Command]) -> String? {
        let commands = commands.filter { !$0.name.isEmpty }
        switch shell {
        case "bash": return bash(mainJob: mainJob, commands: commands)
        case "zsh": return zsh(mainJob: mainJob, commands: commands)
        case "fish": return fish(mainJob: mainJob, commands: commands)
        default: return nil
        }
    }

    /// Every spelling of `options` plus the global ones: `--name` and `-s`.
    private static func words(_ options: [OptionSpec]) -> [String] {
        (options + OptionSpec.global).flatMap { option in ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? []) }
    }

    private static func bash(mainJob: Command, commands: [Command]) -> String {
        let valued = Set((commands + [mainJob]).flatMap(\.options).filter(\.takesValue).flatMap { o in ["--\(o.name)"] + (o.short.map { ["-\($0)"] } ?? []) })
            .sorted().joined(separator: "|")
        var out = """
        # bash completion for folio (folio help --completions bash)
        _folio() {
          local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command="" word skip="" opts
          for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
            if [ -n "$skip" ]; then skip=""; continue; fi
            case $word in
              \(valued)) skip=1 ;;
              -*) ;;
              *) command=$word; break ;;
            esac
          done
          case $prev in
            \(valued)) COMPREPLY=($(compgen -f -- "$cur")); return ;;
          esac
          case $command in

        """
        for command in commands {
            out += "    \(command.name)) opts=\"\(words(command.options).joined(separator: " "))\" ;;\n"
        }
        out += "    *) opts=\"\((commands.map(\.name) + words(mainJob.options) + ["--version"]).joined(separator: " "))\" ;;\n"
        out += "  esac\n  COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n}\ncomplete -o default -F _folio folio\n"
        return out
    }

    private static func zsh(mainJob: Command, commands: [Command]) -> String {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        func specs(_ options: [OptionSpec]) -> String {
            (options + OptionSpec.global).map { option in
                let help = option.help.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
                    .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
                let value = option.valueName.map { ":\($0.replacingOccurrences(of: ":", with: "\\:")):_files" } ?? ""
                let names = option.short.map { "{-\($0),--\(option.name)}" } ?? "--\(option.name)"
                return " \\\n      " + (option.short == nil ? quoted("\(names)[\(help)]\(value)") : names + quoted("[\(help)]\(value)"))
            }.joined()
        }
        var out = "#compdef folio\n# zsh completion for folio (folio help --completions zsh)\n_folio() {\n  local -a commands\n  commands=(\n"
        for command in commands { out += "    \(quoted("\(command.name):\(command.summary)"))\n" }
        out += "  )\n  if (( CURRENT == 2 )); then\n    _describe -t commands 'folio command' commands\n    _arguments\(specs(mainJob.options))\n    return\n  fi\n"
        out += "  local command=$words[2]\n  shift words\n  (( CURRENT-- ))\n  case $command in\n"
        for command in commands { out += "    \(command.name))\n      _arguments\(specs(command.options)) \\\n      '*:file:_files' ;;\n" }
        out += "  esac\n}\n_folio \"$@\"\n"
        return out
    }

    private static func fish(mainJob: Command, commands: [Command]) -> String {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'" }
        func lines(_ options: [OptionSpec], when condition: String) -> String {
            options.map { option in
                "complete -c folio -n \(quoted(condition)) -l \(option.name)" + (option.short.map { " -s \($0)" } ?? "")
                    + (option.takesValue ? " -r -F" : "") + " -d \(quoted(option.help))\n"
            }.joined()
        }
        var out = "# fish completion for folio (folio help --completions fish)\ncomplete -c folio -f\n"
        out += lines(OptionSpec.global, when: "true")
        out += lines(mainJob.options, when: "__fish_use_subcommand")
        for command in commands {
            out += "complete -c folio -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))\n"
            out += lines(command.options, when: "__fish_seen_subcommand_from \(command.name)")
        }
        return out
    }
}
