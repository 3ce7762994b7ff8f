import FolioCore
import FolioGraphics
import FolioLayout
import Foundation

/// What a golden set was made with (`goldens.json` beside the goldens): the Folio version, the
/// versions of the packages whose bytes decide the pixels (the pinned fonts, Cairo, Pango), the
/// scale and the device. A check on a machine with other fonts says so instead of a wall of red.
public struct GoldenFingerprint: Hashable, Sendable {
    /// The version of Folio that made the goldens.
    public var folioVersion: String
    /// Package → version, e.g. "fonts-inter" → "4.0~beta7+ds-1".
    public var packages: [String: String]
    /// Pixels per point of the goldens, and of the kinds recorded at another scale.
    public var scale: Double, scaleByKind: [RenderTarget.Kind: Double]
    /// The device screens were laid out for.
    public var device: String

    public init(folioVersion: String, packages: [String: String], scale: Double, device: String,
                scaleByKind: [RenderTarget.Kind: Double] = [:]) {
        self.folioVersion = folioVersion
        self.packages = packages
        self.scale = scale
        self.scaleByKind = scaleByKind
        self.device = device
    }

    /// This machine's fingerprint for goldens at `scale` (`scaleByKind` for some kinds) on `device`.
    public static func current(folioVersion: String, scale: Double, device: String,
                               scaleByKind: [RenderTarget.Kind: Double] = [:]) -> GoldenFingerprint {
        GoldenFingerprint(folioVersion: folioVersion, packages: installedPackages(), scale: scale, device: device, scaleByKind: scaleByKind)
    }

    /// How the packages of `recorded` differ from these ("fonts-inter 4.0 here, 3.19 in the goldens"),
    /// empty when they agree.
    public func packageDifferences(from recorded: GoldenFingerprint) -> [String] {
        Set(packages.keys).union(recorded.packages.keys).sorted().compactMap { name in
            let here = packages[name], there = recorded.packages[name]
            guard here != there else { return nil }
            return "\(name) \(here ?? "missing") here, \(there ?? "not recorded") in the goldens"
        }
    }

    /// The fingerprint as `goldens.json` holds it.
    public var json: JSONValue {
        var o: [String: JSONValue] = ["folio": .string(folioVersion), "packages": .object(packages.mapValues { .string($0) }),
                                      "scale": .number(scale), "device": .string(device)]
        if !scaleByKind.isEmpty {
            o["scaleByKind"] = .object(Dictionary(uniqueKeysWithValues: scaleByKind.map { ($0.key.rawValue, .number($0.value)) }))
        }
        return .object(o)
    }

    /// A fingerprint read from `goldens.json`, nil when fields are missing.
    public init?(json: JSONValue) {
        guard let folio = json["folio"]?.stringValue, case .object(let p)? = json["packages"],
              let scale = json["scale"]?.numberValue, let device = json["device"]?.stringValue else { return nil }
        var byKind: [RenderTarget.Kind: Double] = [:]
        if case .object(let kinds)? = json["scaleByKind"] {
            for (key, value) in kinds {
                if let kind = RenderTarget.Kind(rawValue: key), let n = value.numberValue { byKind[kind] = n }
            }
        }
        self.init(folioVersion: folio, packages: p.compactMapValues(\.stringValue), scale: scale, device: device, scaleByKind: byKind)
    }

    /// The Debian packages that hold the pinned font files, and Cairo's and Pango's, with their
    /// installed versions (from dpkg's own records; empty on other systems).
    static func installedPackages() -> [String: String] {
        let info = "/var/lib/dpkg/info/"
        var names: Set<String> = ["libcairo2", "libpango-1.0-0", "libfontconfig1", "libfreetype6"]
        let pinned = Set(Fonts.pinnedFiles)
        let lists = (try? FileManager.default.contentsOfDirectory(atPath: info)) ?? []
        for list in lists where list.hasPrefix("fonts-") && list.hasSuffix(".list") {
            guard let text = try? String(contentsOfFile: info + list, encoding: .utf8) else { continue }
            if text.split(separator: "\n").contains(where: { pinned.contains(String($0)) }) {
                names.insert(String(list.dropLast(5)))
            }
        }
        return versions(of: names)
    }

    /// The installed versions of `names` from dpkg's status file (architecture suffixes ignored).
    private static func versions(of names: Set<String>) -> [String: String] {
        guard let status = try? String(contentsOfFile: "/var/lib/dpkg/status", encoding: .utf8) else { return [:] }
        var found: [String: String] = [:]
        for stanza in status.components(separatedBy: "\n\n") {
            var package: String?, version: String?, installed = false
            for line in stanza.split(separator: "\n") {
                if line.hasPrefix("Package: ") { package = String(line.dropFirst(9)) }
                if line.hasPrefix("Version: ") { version = String(line.dropFirst(9)) }
                if line.hasPrefix("Status: ") { installed = line.hasSuffix(" installed") }
            }
            if let package, let version, installed, names.contains(package) { found[package] = version }
        }
        return found
    }
}
