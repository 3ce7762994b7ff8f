import FolioCore
import FolioLayout
import FolioTargets

/// The guard against an axis the matrix lost: a mode whose text size or locale gives every
/// story of a screen the very frame tree it has without it — a size nothing scales by, a catalog
/// that translates nothing — draws the same pictures again and checks nothing. The storybook and
/// the golden check fail on it.
///
/// Each mode that sets an axis away from the default (a text size other than Large, a locale other
/// than English) is compared with its baseline: the same device and appearances with those axes at
/// their defaults. A device is never lost (a screen always takes its device's size), so a mode that
/// only changes the device has nothing to compare. A locale is lost on a screen too when none of its
/// stories' words came from a catalog in it (every lookup fell back to English, or none was made):
/// its dates and numbers alone would change the frame tree of a screen whose catalog lost its
/// translations.
public struct LostAxisGuard: Sendable {
    /// One screen whose stories one mode left unchanged.
    public struct LostAxis: Hashable, Sendable, CustomStringConvertible {
        /// The mode's name.
        public var mode: String
        /// What the mode changes: "text size AX3".
        public var axis: String
        /// The screen ("pet.home") all of whose stories came out the same.
        public var screen: String
        /// Whether its frame trees changed but no word was translated (a locale's formats alone).
        public var translatedNothing = false

        public var description: String {
            translatedNothing
                ? "lost axis: mode '\(mode)' (\(axis)) translates no word of \(screen): every catalog lookup of its stories fell back to English"
                : "lost axis: mode '\(mode)' (\(axis)) gives every story of \(screen) the frame tree it has without it"
        }
    }

    public var plan: StorybookPlan

    public init(plan: StorybookPlan) {
        self.plan = plan
    }

    /// Every screen a mode's axis left unchanged, laying out (not drawing) each story of the modes
    /// that change an axis and of their baselines.
    public func check(measurer: any TextMeasuring) throws -> [LostAxis] {
        var lost: [LostAxis] = []
        for mode in plan.modes {
            let axes = Self.axes(of: mode)
            guard !axes.isEmpty else { continue }
            var baseline = mode
            (baseline.textSize, baseline.locale) = (.large, .source)
            var changed: [String: Bool] = [:], translated: [String: Bool] = [:], order: [String] = []
            for target in plan.targets where mode.selects(target) {
                let screen = target.screenName
                if changed[screen] == nil { order.append(screen) }
                for appearance in mode.appearances where changed[screen] != true || translated[screen] != true {
                    let story = Story(target: target, appearance: appearance, file: "", mode: mode)
                    var base = story
                    base.mode = baseline
                    let log = FallbackLog()
                    let a = try StringCatalogStore.$fallbacks.withValue(log) { try target.frame(plan.request(story), measurer: measurer) }
                    let b = try target.frame(plan.request(base), measurer: measurer)
                    changed[screen] = (changed[screen] ?? false) || a.json != b.json
                    translated[screen] = (translated[screen] ?? false) || mode.locale == .source || log.answered(in: target.app.rawValue) > 0
                }
            }
            lost += order.filter { changed[$0] == false || translated[$0] == false }.map {
                LostAxis(mode: mode.name, axis: axes.joined(separator: ", "), screen: $0, translatedNothing: changed[$0] == true)
            }
        }
        return lost
    }

    /// The axes `mode` sets away from their defaults, in words ("text size AX3").
    static func axes(of mode: StorybookMode) -> [String] {
        (mode.textSize == .large ? [] : ["text size \(mode.textSize.name)"]) + (mode.locale == .source ? [] : ["locale \(mode.locale.identifier)"])
    }
}
