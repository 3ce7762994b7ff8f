import FolioLayout
import FolioTargets

extension ManifestReader {
    /// The manifest's `modes`: a list of mode objects, one named `default`, names kebab-case and
    /// unique. A mode leaves out what it takes from the manifest: its `device` and `appearances`.
    func modes(_ value: JSONValue?, at path: String, device: Device, appearances: [Appearance]) -> [StorybookMode] {
        guard let value else { return [] }
        let modes = list(value, at: path) { item, itemPath in mode(item, at: itemPath, device: device, appearances: appearances) } ?? []
        var seen: Set<String> = []
        for (index, mode) in modes.enumerated() where !seen.insert(mode.name).inserted {
            problems.append("\(path)[\(index)].name: '\(mode.name)' names two modes")
        }
        if case .array = value, !modes.contains(where: \.isDefault) {
            problems.append("\(path): expected a mode named '\(StorybookMode.defaultName)' (the storybook's own)")
        }
        return modes
    }

    private func mode(_ value: JSONValue, at path: String, device: Device, appearances: [Appearance]) -> StorybookMode? {
        guard case .object(let o) = value else {
            problems.append("\(path): expected a mode object such as {\"name\": \"accessibility\", \"textSize\": \"AX3\"}, found \(value.typeName)")
            return nil
        }
        unknownKeys(o, allowed: ["name", "device", "appearances", "textSize", "locale", "include", "$comment"], at: path)
        let name = string(o["name"], at: "\(path).name")
        if o["name"] == nil { problems.append("\(path).name: missing (a kebab-case name such as \"small-phone\")") }
        if let name, !Self.isKebabCase(name) { problems.append("\(path).name: expected a kebab-case name such as \"small-phone\", found '\(name)'") }
        let modeDevice = choice(o["device"], at: "\(path).device", names: Device.all.map(\.name)).flatMap(Device.named) ?? device
        let modeAppearances = list(o["appearances"], at: "\(path).appearances") { choice($0, at: $1, names: Appearance.allCases.map(\.rawValue)) }
            .map { $0.compactMap(Appearance.init(rawValue:)) } ?? appearances
        if modeAppearances.isEmpty { problems.append("\(path).appearances: at least one of light, dark") }
        let textSize = choice(o["textSize"], at: "\(path).textSize", names: DynamicTypeSize.allCases.map(\.name)).flatMap(DynamicTypeSize.named) ?? .large
        let locale = choice(o["locale"], at: "\(path).locale", names: FolioLocale.allCases.map(\.identifier)).flatMap(FolioLocale.named) ?? .source
        let include = rules(o["include"], at: "\(path).include", needsReason: false) ?? []
        guard let name else { return nil }
        return StorybookMode(name: name, device: modeDevice, appearances: modeAppearances, textSize: textSize, locale: locale, include: include)
    }

    /// Lowercase letters and digits in words joined by single hyphens.
    static func isKebabCase(_ name: String) -> Bool {
        !name.isEmpty && name.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}
