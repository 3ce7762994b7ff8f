import Foundation

/// The README's table of modules checked against `Package.swift` and the sources: every library and
/// executable module of the package has a row, its "May import" is its dependency list in
/// `Package.swift`, no source file imports a module of the package outside that list, and its lines
/// (every line of its `.swift` files) are within 10 % of the table's figure.
struct ModuleRules {
    /// One row of the table.
    struct Row: Equatable {
        var module: String
        var lines: Int
        var imports: Set<String>
    }

    /// One module as `Package.swift` declares it.
    struct Target: Equatable {
        var name: String
        var path: String
        var dependencies: Set<String>
    }

    /// The table's header, which the rows follow.
    static let header = "| Module | Job | Lines | May import |"

    /// The rows of the table in `readme`, or nil when it has none.
    static func rows(readme: String) -> [Row]? {
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == header }) else { return nil }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, let count = Int(cells[3].replacingOccurrences(of: ",", with: "")) else { return nil }
            let imports = cells[4] == "—" ? [] : cells[4].split(separator: ",").map { name($0) }
            return Row(module: name(Substring(cells[1])), lines: count, imports: Set(imports))
        }
    }

    /// Every target of `package` (a `Package.swift`) by name, test support under `Tests/` left out;
    /// system libraries have no dependencies.
    static func targets(package: String) throws -> [String: Target] {
        let pattern = #"\.(target|executableTarget|systemLibrary)\(name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?([^)]*)"#
        let regex = try NSRegularExpression(pattern: pattern)
        var found: [String: Target] = [:]
        for match in regex.matches(in: package, range: NSRange(package.startIndex..., in: package)) {
            func group(_ i: Int) -> String { Range(match.range(at: i), in: package).map { String(package[$0]) } ?? "" }
            let rest = group(4)
            let path = rest.range(of: #"path:\s*"([^"]*)""#, options: .regularExpression)
                .map { String(rest[$0]).components(separatedBy: "\"")[1] } ?? "Sources/\(group(2))"
            guard !path.hasPrefix("Tests/") else { continue }
            let dependencies = group(3).components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            found[group(2)] = Target(name: group(2), path: path, dependencies: Set(dependencies))
        }
        return found
    }

    /// The modules imported by `source`, one Swift file.
    static func imports(_ source: String) -> [String] {
        source.components(separatedBy: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { return nil }
            return String(words.count > 2 ? words[2].split(separator: ".")[0] : words[1])
        }
    }

    /// Every disagreement between the table in `readme`, `package` and `sources` (the `.swift` files
    /// of the package by path), one sentence each, sorted.
    static func problems(readme: String, package: String, sources: [String: String]) throws -> [String] {
        guard let rows = rows(readme: readme) else { return ["README.md: no table of modules (expected a header \(header))"] }
        let targets = try targets(package: package)
        func files(of target: Target) -> [String: String] { sources.filter { $0.key.hasPrefix(target.path + "/") } }
        let modules = targets.values.filter { !files(of: $0).isEmpty }
        var problems: [String] = []
        for target in modules where !rows.contains(where: { $0.module == target.name }) {
            problems.append("\(target.name) is in Package.swift but not in the README's table of modules")
        }
        for row in rows {
            guard let target = modules.first(where: { $0.name == row.module }) else {
                problems.append("\(row.module) is in the README's table of modules but is no Swift module of Package.swift")
                continue
            }
            if row.imports != target.dependencies {
                problems.append("\(row.module) may import \(list(row.imports)) by the README's table but \(list(target.dependencies)) by Package.swift")
            }
            let sources = files(of: target)
            for (path, source) in sources {
                for module in imports(source) where targets[module] != nil && !row.imports.contains(module) && module != row.module {
                    problems.append("\(path) imports \(module), which the README's table does not allow \(row.module)")
                }
            }
            let lines = sources.values.reduce(0) { $0 + $1.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
            if Double(abs(lines - row.lines)) > 0.1 * Double(lines) {
                problems.append("\(row.module) has \(lines) lines, the README's table says \(row.lines) (more than 10 % off)")
            }
        }
        return problems.sorted()
    }

    private static func name(_ cell: Substring) -> String { cell.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }

    private static func list(_ names: Set<String>) -> String { names.isEmpty ? "nothing" : names.sorted().joined(separator: ", ") }
}
