/// The values a view sees while it is laid out, handed down the tree and changed by modifiers
/// (`.foreground(_:)`, `.font(_:)`, `.environment(_:_:)`). There are no globals: everything a view
/// needs to size and draw itself comes from here.
public struct Environment: Sendable {
    /// Colours, shapes and depth of the app and appearance being drawn.
    public var theme: Theme
    /// Measures text: Pango in production, ``FixedWidthTextMeasurer`` in tests.
    public var measurer: any TextMeasuring
    /// The device the screen is laid out for (size, safe area, scale).
    public var device: Device
    /// The colour of text, icons and unfilled shapes; `nil` means the theme's label colour.
    public var foreground: ThemeColor?
    /// The text style of ``Text`` that names none; `nil` means body.
    public var font: TextStyle?
    /// The most lines a ``Text`` may take; `nil` means no limit.
    public var lineLimit: Int?
    /// How the lines of multi-line text sit in their box.
    public var textAlignment: TextAlignment = .leading
    /// The reader's Dynamic Type size: every text style that has a row in the Dynamic Type table is
    /// drawn at that row's size (``TextStyle/scaled(to:)``). Large unless set.
    public var textSize: DynamicTypeSize = .large
    /// The locale its strings and formats are written for; English unless set. Setting it sets
    /// ``layoutDirection`` to the locale's.
    public var locale: FolioLocale = .source {
        didSet { layoutDirection = locale.layoutDirection }
    }
    /// The direction lines and layouts run: the locale's (right to left for Arabic and `ar-XB`)
    /// unless a modifier sets another. Right to left, every container places its children mirrored
    /// (stacks run from the right, `.leading` is the right edge, padding's edges swap), text is laid
    /// out on a right-to-left base, and icons that point mirror; drawings are left as drawn unless
    /// they ask to flip (``View/flipsForRightToLeft()``).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The axis of the nearest enclosing stack, along which a ``Spacer`` grows and across which a
    /// ``Divider`` runs; `nil` outside stacks.
    public internal(set) var stackAxis: Axis?
    private var custom: [ObjectIdentifier: any Sendable] = [:]

    public init(theme: Theme, measurer: any TextMeasuring, device: Device = .iPhone) {
        self.theme = theme
        self.measurer = measurer
        self.device = device
    }

    /// A value added by a module above this one, found by its key type.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// `style` as text is drawn here: scaled to the environment's Dynamic Type size.
    public func scaled(_ style: TextStyle) -> TextStyle { style.scaled(to: textSize) }

    /// A length (an icon's side, a text row's height) that grows with text of `row`, as
    /// `@ScaledMetric(relativeTo:)` does: `value` at Large.
    public func scaled(_ value: Double, like row: DynamicTypeStyle = .body) -> Double {
        value * DynamicTypeTable.factor(row, at: textSize)
    }

    /// How the locale writes numbers, money, dates, times and measures.
    public var format: LocaleFormat { locale.format }

    /// Resolves a theme colour in the current theme.
    public func resolve(_ color: ThemeColor) -> Color { theme.resolve(color) }

    /// The foreground colour in effect (the label colour unless a modifier set one).
    public var foregroundColor: Color { theme.resolve(foreground ?? .label) }
}

/// A key for a value of ``Environment`` that FolioLayout does not know about (a piece's pressed
/// state, a motion progress): declare a type conforming to it and use `environment[MyKey.self]`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value when no modifier has set one.
    static var defaultValue: Value { get }
}
