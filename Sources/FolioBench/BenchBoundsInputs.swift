import FolioCore
import FolioTargets
import Foundation

/// The inputs `folio bench --part bounds` holds Folio to: the bundled snapshots grown to their
/// limits (10,000 spends with as many notes, refunds and transfers; 5,000 drinks; 500 recipes of 80
/// ingredients), and two refused ones near 16 MB (a string of a million escapes, a million unknown
/// members), written into one folder.
enum BenchBoundsInputs {
    /// The folder holding `budget.json`, `water.json`, `recipe.json` and `pet.json` at their limits.
    static let largeFolder = "large"

    /// Writes the inputs under `dir`; returns the paths of the two refused files.
    static func write(into dir: String) throws -> (escapes: String, members: String) {
        let folder = "\(dir)/\(largeFolder)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try write(budget(), to: "\(folder)/budget.json")
        try write(water(), to: "\(folder)/water.json")
        try write(recipe(), to: "\(folder)/recipe.json")
        try write(try bundled("pet"), to: "\(folder)/pet.json")
        // Refused, but read to the end first: the parser and the problem report are what is timed.
        let escapes = "\(dir)/pet-escapes.json", members = "\(dir)/pet-members.json"
        guard case .object(var pet) = try bundled("pet") else { throw BenchError("the bundled pet snapshot is not an object") }
        let text = JSONValue.object(pet).serialized()
        let padding = String(repeating: #"\u00e9"#, count: 2_700_000)
        try Data((String(text.dropLast()) + #","note":""# + padding + "\"}").utf8).write(to: URL(fileURLWithPath: escapes))
        for i in 0..<1_000_000 { pet["m\(i)"] = .number(0) }
        try write(.object(pet), to: members)
        return (escapes, members)
    }

    private static func bundled(_ app: String) throws -> JSONValue {
        guard let url = Templates.defaultSnapshot(app: app) else { throw BenchError(Templates.notFound) }
        return try JSONValue(parsing: String(contentsOf: url, encoding: .utf8))
    }

    private static func write(_ json: JSONValue, to path: String) throws {
        try Data(json.serialized().utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A day of November 2026 before the bundled snapshots' date, and a time on it.
    private static func moment(_ i: Int) -> String {
        String(format: "2026-11-%02dT%02d:%02d", 1 + i % 26, 8 + i % 12, i % 60)
    }

    private static func budget() throws -> JSONValue {
        guard case .object(var root) = try bundled("budget") else { throw BenchError("the bundled budget snapshot is not an object") }
        let envelopes = ["groceries", "rent", "eating-out", "utilities", "coffee", "fun", "gifts", "holiday"]
        func spend(_ i: Int, _ prefix: String) -> JSONValue {
            .object(["id": .string("\(prefix)\(i)"), "envelope": .string(envelopes[i % envelopes.count]), "amount": .string("\(1 + i % 90).25"),
                     "note": .string("Note number \(i)"), "at": .string(moment(i))])
        }
        root["spends"] = .array((0..<10_000).map { spend($0, "s") })
        root["refunds"] = .array((0..<10_000).map { spend($0, "r") })
        root["transfers"] = .array((0..<10_000).map { i in
            .object(["id": .string("t\(i)"), "from": .string(envelopes[i % 8]), "to": .string(envelopes[(i + 1) % 8]),
                     "amount": .string("1.00"), "date": .string(String(moment(i).prefix(10)))])
        })
        return .object(root)
    }

    private static func water() throws -> JSONValue {
        guard case .object(var root) = try bundled("water") else { throw BenchError("the bundled water snapshot is not an object") }
        let kinds = ["water", "tea", "coffee", "juice", "milk", "soda"]
        root["drinks"] = .array((0..<5000).map { i in
            .object(["id": .string("d\(i)"), "kind": .string(kinds[i % kinds.count]), "volumeMl": .number(Double(100 + i % 400)),
                     "drunkAt": .string(moment(i))])
        })
        return .object(root)
    }

    private static func recipe() throws -> JSONValue {
        guard case .object(var root) = try bundled("recipe"), case .array(let recipes)? = root["recipes"],
              case .object(let model)? = recipes.first else { throw BenchError("the bundled recipe snapshot changed shape") }
        let units = ["g", "kg", "ml", "l", "tsp", "tbsp", "cup", "fl-oz", "oz", "lb", "piece"]
        root["recipes"] = .array((0..<500).map { r in
            var recipe = model
            recipe["id"] = .string("recipe-\(r)")
            recipe["title"] = .string("Recipe number \(r)")
            recipe["servings"] = .number(Double(1 + r % 24))
            recipe["ingredients"] = .array((0..<80).map { i in
                .object(["name": .string("Ingredient \(i % 40)"), "quantity": .string("\(1 + i % 7) \(1 + i % 3)/\(4 + i % 13)"),
                         "unit": .string(units[(r + i) % units.count]), "aisle": .string("pantry")])
            })
            return .object(recipe)
        })
        root["plan"] = .array((23...29).map { day in
            .object(["date": .string("2026-11-\(day)"), "recipe": .string("recipe-\(day * 7 % 500)"), "servings": .number(Double(day - 5))])
        })
        root["ticked"] = .array([])
        return .object(root)
    }
}
