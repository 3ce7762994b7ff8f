import FolioCore
import FolioGraphics
import FolioLayout
import Foundation
import FolioTargets

/// What a golden set was made with (`goldens.json` beside the goldens): the Folio version, an id of
/// each pinned font file actually loaded, the upstream versions of the libraries that draw
/// (cairo, pango, pixman, harfbuzz, freetype, fontconfig), the distribution packages they came
/// from, the scale and the device. Two machines compare when their font files and upstream
/// versions agree; a package revision alone (a security update) is a note, not a refusal. A check
/// on a machine with other fonts says so instead of a wall of red.
public struct GoldenFingerprint: Hashable, Sendable {
    /// The version of Folio that made the goldens.
    public var folioVersion: String
    /// Font file name → id of its bytes (``Fonts/fileIDs()``); empty in goldens made before ids.
    public var fonts: [String: String]
    /// Library → upstream version (``LibraryVersions/upstream``); empty in goldens made before.
    var libraries: [String: String]
    /// Package → version, e.g. "fonts-inter" → "4.0~beta7+ds-1".
    var packages: [String: String]
    /// Pixels per point of the goldens, and of the kinds recorded at another scale.
    public var scale: Double, scaleByKind: [RenderTarget.Kind: Double]
    /// The device screens were laid out for.
    public var device: String

    public init(folioVersion: String, fonts: [String: String] = [:], libraries: [String: String] = [:],
                packages: [String: String], scale: Double, device: String, scaleByKind: [RenderTarget.Kind: Double] = [:]) {
        self.folioVersion = folioVersion
        self.fonts = fonts
        self.libraries = libraries
        self.packages = packages
        self.scale = scale
        self.scaleByKind = scaleByKind
        self.device = device
    }

    /// This machine's fingerprint for goldens at `scale` (`scaleByKind` for some kinds) on `device`.
    public static func current(folioVersion: String, scale: Double, device: String,
                               scaleByKind: [RenderTarget.Kind: Double] = [:]) -> GoldenFingerprint {
        GoldenFingerprint(folioVersion: folioVersion, fonts: Fonts.fileIDs(), libraries: LibraryVersions.upstream,
                          packages: installedPackages(), scale: scale, device: device, scaleByKind: scaleByKind)
    }

    /// How this machine compares with the goldens' `recorded` fingerprint: the differences that
    /// make pixels not comparable (another font file, another upstream library version) and the
    /// notes that don't (a package revision only). Goldens recorded before font ids and library
    /// versions are compared on their packages' upstream versions.
    public func comparison(with recorded: GoldenFingerprint) -> (refusals: [String], notes: [String]) {
        var refusals: [String] = []
        if recorded.fonts.isEmpty || recorded.libraries.isEmpty {
            refusals += Self.differences(packages.mapValues(Self.upstream), recorded.packages.mapValues(Self.upstream), noun: "upstream")
        } else {
            refusals += Self.differences(fonts, recorded.fonts, noun: "font file")
            refusals += Self.differences(libraries, recorded.libraries, noun: "version")
        }
        let notes = refusals.isEmpty ? Self.differences(packages, recorded.packages, noun: "package") : []
        return (refusals, notes)
    }

    /// "name A here, B in the goldens" for each key whose values differ (ids shortened to 12 digits).
    private static func differences(_ here: [String: String], _ there: [String: String], noun: String) -> [String] {
        Set(here.keys).union(there.keys).sorted().compactMap { name in
            let (a, b) = (here[name], there[name])
            guard a != b else { return nil }
            func show(_ v: String?) -> String? { v.map { noun == "font file" ? String($0.prefix(12)) : $0 } }
            return "\(name) \(show(a) ?? "missing") here, \(show(b) ?? "not recorded") in the goldens"
        }
    }

    /// The upstream part of a Debian version: no epoch ("1:"), no Debian revision ("-7",
    /// "-5+deb12u4"): "1:20220127+repack1-1" → "20220127+repack1".
    static func upstream(_ version: String) -> String {
        var v = Substring(version)
        if let colon = v.firstIndex(of: ":") { v = v[v.index(after: colon)...] }
        if let dash = v.lastIndex(of: "-") { v = v[..<dash] }
        return String(v)
    }

    /// The fingerprint as `goldens.json` holds it.
    public var json: JSONValue {
        var o: [String: JSONValue] = ["folio": .string(folioVersion), "packages": .object(packages.mapValues { .string($0) }),
                                      "scale": .number(scale), "device": .string(device)]
        if !fonts.isEmpty { o["fonts"] = .object(fonts.mapValues { .string($0) }) }
        if !libraries.isEmpty { o["libraries"] = .object(libraries.mapValues { .string($0) }) }
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
        func strings(_ key: String) -> [String: String] {
            if case .object(let o)? = json[key] { return o.compactMapValues(\.stringValue) }
            return [:]
        }
        self.init(folioVersion: folio, fonts: strings("fonts"), libraries: strings("libraries"), packages: p.compactMapValues(\.stringValue),
                  scale: scale, device: device, scaleByKind: byKind)
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
