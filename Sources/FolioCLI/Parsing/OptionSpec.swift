/// One option a command accepts: `--name VALUE` or a `--flag`, with its help line.
public struct OptionSpec: Sendable {
    public var name: String
    public var short: String?
    public var valueName: String?
    public var help: String

    /// An option that takes a value, e.g. `--scale N`.
    public static func value(_ name: String, _ valueName: String, short: String? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help)
    }

    /// A boolean flag, e.g. `--json`.
    public static func flag(_ name: String, short: String? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    var takesValue: Bool { valueName != nil }

    /// The options every command takes, handled by `folio` itself before the command's own.
    static let global: [OptionSpec] = [
        .flag("quiet", short: "q", help: "Print only results and errors: no progress, no \"wrote\" lines."),
        .flag("verbose", help: "Also print details on standard error: the arguments as parsed, the Templates folder, the time taken (render: each file's format and size)."),
        .flag("help", short: "h", help: "Show this help."),
    ]

    /// Help lines for `options`, aligned, each starting with two spaces.
    static func table(_ options: [OptionSpec]) -> String {
        let width = options.map(\.usage.count).max() ?? 0
        return options.map { "  " + $0.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.help + "\n" }.joined()
    }

    var usage: String {
        let names = (short.map { "-\($0), " } ?? "    ") + "--\(name)"
        return valueName.map { "\(names) \($0)" } ?? names
    }
}
