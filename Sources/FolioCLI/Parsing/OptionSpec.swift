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

    var usage: String {
        let names = (short.map { "-\($0), " } ?? "    ") + "--\(name)"
        return valueName.map { "\(names) \($0)" } ?? names
    }
}
