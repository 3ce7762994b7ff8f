import FolioCore

/// The arguments of one command after parsing: positionals in order, option values and flags.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: String] = [:]
    public var flags: Set<String> = []

    /// Splits `arguments` by the command's option specs. Unknown options are a usage error with a
    /// hint naming the closest known one; `--name=value` and `--name value` both work; `--` ends options.
    public init(_ arguments: [String], options: [OptionSpec]) throws {
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            if arg == "--" { positionals += rest; break }
            guard arg.hasPrefix("-"), arg.count > 1, Double(arg) == nil else { positionals.append(arg); continue }
            let (key, inline) = ParsedArguments.split(arg)
            guard let spec = options.first(where: { "--\($0.name)" == key || $0.short.map { "-\($0)" } == key }) else {
                throw CLIError.usage("unknown option '\(key.escapedForMessage)'" + ParsedArguments.hint(for: key, among: options))
            }
            if spec.takesValue {
                guard let value = inline ?? rest.popFirst() else {
                    throw CLIError.usage("option '--\(spec.name)' needs a value (\(spec.valueName ?? "VALUE"))")
                }
                if let earlier = values[spec.name] {
                    throw CLIError.usage("option '--\(spec.name)' given twice ('\(earlier.escapedForMessage)' and '\(value.escapedForMessage)'); give it once")
                }
                values[spec.name] = value
            } else {
                guard inline == nil else { throw CLIError.usage("option '--\(spec.name)' takes no value") }
                flags.insert(spec.name)
            }
        }
    }

    /// The value of an option, or nil when not given.
    public func value(_ name: String) -> String? { values[name] }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An option's value parsed by `transform`; a value it rejects is a usage error naming `expected`.
    public func value<T>(_ name: String, expected: String, _ transform: (String) -> T?) throws -> T? {
        guard let raw = values[name] else { return nil }
        guard let v = transform(raw) else { throw CLIError.usage("--\(name): expected \(expected), got '\(raw.escapedForMessage)'") }
        return v
    }

    /// Fails with a usage error when more than `count` positionals were given.
    public func requirePositionals(atMost count: Int) throws {
        if positionals.count > count {
            throw CLIError.usage("unexpected argument '\(positionals[count].escapedForMessage)'")
        }
    }

    private static func split(_ arg: String) -> (String, String?) {
        guard arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") else { return (arg, nil) }
        return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
    }

    static func hint(for key: String, among options: [OptionSpec]) -> String {
        let candidates = options.map { "--\($0.name)" }
        guard let best = closest(to: key, in: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }
}

/// The candidate within a small edit distance of `word`, if any.
func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= max(2, word.count / 3) }
    return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
}

/// Levenshtein distance between two strings.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
