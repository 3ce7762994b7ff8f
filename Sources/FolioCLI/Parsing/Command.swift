/// One subcommand of `folio`: its name, help text, options and what it does.
public struct Command: Sendable {
    public var name: String
    public var summary: String
    /// The synopsis line(s) after "usage:", e.g. `folio render TARGET [options]`.
    public var usage: String
    /// Paragraphs printed under the synopsis by `--help`.
    public var details: String
    public var options: [OptionSpec]
    /// Whether the command draws one picture or one document, on one thread, so a process running
    /// only it is one-shot (`OneShotProcess`).
    public var isOneShot: Bool
    public var run: @Sendable (ParsedArguments, Console) throws -> ExitCode

    public init(name: String, summary: String, usage: String, details: String = "", options: [OptionSpec] = [],
                isOneShot: Bool = false, run: @escaping @Sendable (ParsedArguments, Console) throws -> ExitCode) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.details = details
        self.options = options
        self.isOneShot = isOneShot
        self.run = run
    }

    /// The `--help` text.
    public var help: String {
        var text = "\(summary)\n\nusage: \(usage)\n"
        if !details.isEmpty { text += "\n\(details)\n" }
        text += "\noptions:\n" + OptionSpec.table(options + OptionSpec.global)
        return text
    }
}
