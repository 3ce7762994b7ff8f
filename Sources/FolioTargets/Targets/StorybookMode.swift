import FolioLayout

/// A named combination of the axes a design review checks, as Chromatic calls them "modes": a
/// device, the appearances, a Dynamic Type size and a locale. The storybook and the goldens draw
/// each story in every mode whose rules select it, and the index shows a story's modes side by side.
///
/// ```json
/// { "name": "accessibility", "device": "iphone", "textSize": "AX3", "appearances": ["light", "dark"],
///   "include": [{ "kind": "screen" }] }
/// ```
///
/// The mode named `default` is the storybook's own: its files and golden lines are named as before
/// modes existed (`pet/home-dark@2x.png`, `pet.home dark`); another mode's carry its name
/// (`pet/home-accessibility-dark@2x.png`, `pet.home accessibility.dark`).
///
/// `locale` names any of Folio's locales (`"locale": "de"`, `"ar"`, `"en-XA"`, `"ar-XB"`): the apps'
/// strings come from their catalogs, so the lost-axis guard fails a locale that translates nothing.
public struct StorybookMode: Hashable, Sendable {
    /// The mode's name, kebab-case ("default", "small-phone"): in file names and golden lines.
    public var name: String
    /// The phone its stories are laid out for (at the storybook's scale).
    public var device: Device
    /// The appearances each story is drawn in.
    public var appearances: [Appearance]
    /// The reader's Dynamic Type size.
    public var textSize: DynamicTypeSize
    /// The locale of its strings and formats.
    public var locale: FolioLocale
    /// The targets drawn in this mode (among those the manifest shows): any matching one of these
    /// rules; none means every one.
    public var include: [TargetRule]

    /// The name of the storybook's own mode.
    public static let defaultName = "default"

    public init(name: String = StorybookMode.defaultName, device: Device = .iPhone, appearances: [Appearance] = Appearance.allCases,
                textSize: DynamicTypeSize = .large, locale: FolioLocale = .source, include: [TargetRule] = []) {
        self.name = name
        self.device = device
        self.appearances = appearances
        self.textSize = textSize
        self.locale = locale
        self.include = include
    }

    /// Whether it is the storybook's own mode, whose files and golden lines carry no mode name.
    public var isDefault: Bool { name == Self.defaultName }

    /// Whether the mode draws `target`.
    public func selects(_ target: RenderTarget) -> Bool {
        include.isEmpty || include.contains { $0.matches(target) }
    }

    /// The modes of the bundled manifest: the iPhone light and dark at Large; the SE and the Pro Max;
    /// AX3 on the iPhone; German and Arabic; the two pseudo-locales in light only (they look for cut
    /// and unmirrored text, which no appearance changes). The others draw screens only (a piece sheet
    /// or a flow strip is a page about pieces, not a phone).
    public static let standard: [StorybookMode] = [
        StorybookMode(),
        StorybookMode(name: "small-phone", device: .se, include: [TargetRule(kinds: [.screen])]),
        StorybookMode(name: "large-phone", device: .proMax, include: [TargetRule(kinds: [.screen])]),
        StorybookMode(name: "accessibility", textSize: .ax3, include: [TargetRule(kinds: [.screen])]),
        StorybookMode(name: "long-text", appearances: [.light], locale: .enXA, include: [TargetRule(kinds: [.screen])]),
        StorybookMode(name: "arabic", locale: .ar, include: [TargetRule(kinds: [.screen])]),
        StorybookMode(name: "german", locale: .de, include: [TargetRule(kinds: [.screen])]),
        StorybookMode(name: "pseudo-rtl", appearances: [.light], locale: .arXB, include: [TargetRule(kinds: [.screen])]),
    ]

    /// The key of a story in this mode and `appearance` in the golden manifests: the appearance for
    /// the default mode, `<mode>.<appearance>` for the others.
    public func goldenMode(_ appearance: Appearance) -> String {
        isDefault ? appearance.rawValue : "\(name).\(appearance.rawValue)"
    }

    /// What the index writes under a picture: "dark", or "accessibility · dark".
    public func label(_ appearance: Appearance) -> String {
        isDefault ? appearance.rawValue : "\(name) · \(appearance.rawValue)"
    }

    /// One line for people: "SE, Large, en".
    public var summary: String { "\(device.name), \(textSize.name), \(locale.identifier)" }
}
