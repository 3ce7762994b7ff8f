import FolioCore
import FolioLayout
import FolioTargets

extension GoldenResult {
    /// The result as a golden check's shard manifest keeps it: every field, pictures as paths
    /// inside the review folder.
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "target": .string(target.name), "appearance": .string(appearance.rawValue), "file": .string(file),
            "status": .string(status.rawValue), "message": .string(message), "differing": .number(Double(differing)),
            "antialiased": .number(Double(antialiased)), "exact": .bool(exact), "seconds": .number(seconds), "recorded": .bool(recorded), "expectedNotInStore": .bool(expectedNotInStore),
            "changes": .array(changes.map(JSONValue.string)), "missingGlyphs": .array(missingGlyphs.map(JSONValue.string)),
        ]
        if let modeName { o["mode"] = .string(modeName) }
        for (key, image) in [("expectedImage", expectedImage), ("actualImage", actualImage), ("diffImage", diffImage)] {
            if let image { o[key] = .string(image) }
        }
        return .object(o)
    }

    /// A result read back from `json`, its target looked up in `targets` by name; nil when the
    /// target is not there or a field is missing.
    public init?(json: JSONValue, targets: [String: RenderTarget]) {
        guard let name = json["target"]?.stringValue, let target = targets[name],
              let appearance = json["appearance"]?.stringValue.flatMap(Appearance.init(rawValue:)),
              let file = json["file"]?.stringValue, let status = json["status"]?.stringValue.flatMap(Status.init(rawValue:)),
              let message = json["message"]?.stringValue else { return nil }
        self.init(target: target, appearance: appearance, file: file, status: status, message: message)
        modeName = json["mode"]?.stringValue
        differing = Int(json["differing"]?.numberValue ?? 0)
        antialiased = Int(json["antialiased"]?.numberValue ?? 0)
        exact = json["exact"] == .bool(true)
        seconds = json["seconds"]?.numberValue ?? 0
        recorded = json["recorded"] == .bool(true)
        expectedNotInStore = json["expectedNotInStore"] == .bool(true)
        changes = Self.strings(json["changes"])
        missingGlyphs = Self.strings(json["missingGlyphs"])
        expectedImage = json["expectedImage"]?.stringValue
        actualImage = json["actualImage"]?.stringValue
        diffImage = json["diffImage"]?.stringValue
    }

    private static func strings(_ json: JSONValue?) -> [String] {
        guard case .array(let items)? = json else { return [] }
        return items.compactMap(\.stringValue)
    }
}
