import Dispatch
import FolioCore
import FolioApps
import FolioTargets
import FolioGraphics
import FolioLayout

/// The options every command that draws a target shares, and how they become a request.
enum TargetOptions {
    static let specs: [OptionSpec] = [
        .value("appearance", "light|dark", help: "Light (default) or dark appearance."),
        .value("scale", "N", help: "Pixels per point: 1, 2 or 3 (default: the device's, 3 on iPhone)."),
        .value("device", "NAME", help: "Device: \(Device.all.map(\.name).joined(separator: ", ")) (default iphone)."),
        .value("snapshot", "FILE", help: "Draw an app screen from this snapshot instead of the bundled default."),
        textSize,
        locale,
        fullPage,
        .value("scroll", "PT", help: "Scroll a screen this many points (end: to its end) instead of its story's offset."),
    ]

    /// `--text-size`: the reader's Dynamic Type size.
    static let textSize = OptionSpec.value("text-size", "SIZE", help: "Dynamic Type size: \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")) (default large).")

    /// The Dynamic Type size `--text-size` names, Large when not given.
    static func textSize(_ args: ParsedArguments) throws -> DynamicTypeSize {
        try args.value("text-size", expected: DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")) { DynamicTypeSize.named($0) } ?? .large
    }

    /// `--locale`: the locale of strings and formats.
    static let locale = OptionSpec.value("locale", "LOCALE", help: "Locale of strings and formats: \(FolioLocale.spelled) (default en; en-XA and ar-XB are generated pseudo-locales: accented and 40 % longer, right to left).")

    /// The locale `--locale` names, English when not given.
    static func locale(_ args: ParsedArguments) throws -> FolioLocale {
        try args.value("locale", expected: FolioLocale.spelled) { FolioLocale.named($0) } ?? .source
    }

    /// `body` with `--locale`'s locale as the current one, for a command that draws outside a render
    /// request (a card, a report).
    static func inLocale<T>(_ args: ParsedArguments, _ body: () throws -> T) throws -> T {
        try RenderRequest.inLocale(try locale(args), body)
    }

    /// `--full-page`: a screen's whole scroll at once.
    static let fullPage = OptionSpec.flag("full-page", help: "Draw a screen's whole scroll content at once, chrome in place (taller than the device).")

    /// The request the options describe.
    static func request(_ args: ParsedArguments) throws -> RenderRequest {
        let appearance = try args.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light
        var device = try args.value("device", expected: Device.all.map(\.name).joined(separator: ", ")) { Device.named($0) } ?? .iPhone
        if let scale = try args.value("scale", expected: "1, 2 or 3", { Double($0) }) {
            guard [1, 2, 3].contains(scale) else { throw CLIError.usage("--scale: expected 1, 2 or 3, got '\(args.value("scale") ?? "")'") }
            device = device.scaled(scale)
        }
        var request = RenderRequest(appearance: appearance, device: device)
        request.fullPage = args.flag("full-page")
        request.textSize = try textSize(args)
        request.locale = try locale(args)
        request.scrollOffset = try args.value("scroll", expected: "points, 0 or more, or end") { raw in
            raw == "end" ? .infinity : Double(raw).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        }
        return request
    }

    /// The request the options describe for `target`: `--snapshot` is read as the target's app's.
    static func request(_ args: ParsedArguments, for target: RenderTarget) throws -> RenderRequest {
        let request = try request(args)
        guard let path = args.value("snapshot"), let format = SnapshotRegistry.format(for: target.app.rawValue) else { return request }
        return request.drawing(from: try SnapshotStore.shared.snapshot(format, path: path))
    }

    /// The file name of `target`'s render by default: `Output/<target>[-full][-<text size>][-<locale>]-<appearance>@<scale>x.<ext>`,
    /// a story's ":" written "~" (`Output/pet.home~away-light@3x.png`, `Output/pet.home-AX3-de-dark@3x.png`).
    static func defaultOutput(_ target: RenderTarget, _ request: RenderRequest, ext: String) -> String {
        let page = request.fullPage ? "-full" : ""
        let size = request.textSize == .large ? "" : "-\(request.textSize.name)"
        let locale = request.locale == .source ? "" : "-\(request.locale.identifier)"
        return "Output/\(RenderTarget.fileSafe(target.name))\(page)\(size)\(locale)-\(request.appearance.rawValue)@\(Int(request.device.scale))x.\(ext)"
    }

    /// The target the positionals name: `specimen.pet`, a story `pet.home:away`, or `piece NAME` for `piece.NAME`.
    static func target(_ args: ParsedArguments) throws -> RenderTarget {
        var words = args.positionals
        guard !words.isEmpty else {
            throw CLIError.usage("name a target (see 'folio list'), e.g. pet.home, pet.home:away, specimen or piece mascot")
        }
        if words.count == 2, words[0] == "piece" { words = ["piece.\(words[1])"] }
        guard words.count == 1 else { throw CLIError.usage("unexpected argument '\(words[1].escapedForMessage)'") }
        let name = words[0]
        guard let target = TargetCatalog.target(named: name) else {
            let hint = closest(to: name, in: TargetCatalog.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("unknown target '\(name.escapedForMessage)'\(hint) (see 'folio list')")
        }
        return target
    }

    /// The measurer for real renders: Pango with the pinned fonts.
    static func measurer() throws -> PangoTextMeasurer {
        try PangoTextMeasurer()
    }

    /// Starts loading the pinned fonts on another core while this one reads the snapshot and builds
    /// the screen (a one-screen process spends about 6 ms on them); `measurer()` waits for it.
    static func prepareFonts() {
        DispatchQueue.global().async { _ = try? PangoTextMeasurer() }
    }

    /// Reads the bundled snapshot a screen, flow or motion sheet is drawn from now, while the fonts
    /// load on the other core, rather than when the view is built, after waiting for them (the
    /// snapshot's 2 ms of a one-screen render). What it throws is kept by the store and thrown where
    /// the snapshot is asked for; `--snapshot` is read by `request(_:for:)`.
    static func prepareSnapshot(for target: RenderTarget, _ args: ParsedArguments) {
        guard [.screen, .flow, .motion].contains(target.kind), args.value("snapshot") == nil,
              let format = SnapshotRegistry.format(for: target.app.rawValue) else { return }
        _ = try? SnapshotStore.shared.snapshot(format, path: nil)
    }
}
