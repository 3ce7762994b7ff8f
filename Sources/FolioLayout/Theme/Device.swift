/// A phone screen: its size in points, its safe area (status bar above, home indicator below) and
/// the scale it renders at.
public struct Device: Hashable, Sendable {
    /// The name used on the command line (`--device se`).
    public var name: String
    public var size: Size
    /// The insets the status bar and home indicator take.
    public var safeArea: EdgeInsets
    /// Pixels per point (1, 2 or 3).
    public var scale: Double

    public init(name: String, size: Size, safeArea: EdgeInsets, scale: Double) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.scale = scale
    }

    /// iPhone 15 / 16: 393 × 852 pt, status bar 59, home indicator 34, @3x. The default.
    public static let iPhone = Device(name: "iphone", size: Size(width: 393, height: 852),
                                      safeArea: EdgeInsets(top: 59, bottom: 34), scale: 3)
    /// iPhone SE: 375 × 667 pt, status bar 20, no home indicator, @2x.
    public static let se = Device(name: "se", size: Size(width: 375, height: 667),
                                  safeArea: EdgeInsets(top: 20), scale: 2)
    /// iPhone Pro Max: 430 × 932 pt, status bar 59, home indicator 34, @3x.
    public static let proMax = Device(name: "pro-max", size: Size(width: 430, height: 932),
                                      safeArea: EdgeInsets(top: 59, bottom: 34), scale: 3)

    /// Whether a screen `height` points tall is short (the SE's 667 pt, not the default iPhone's
    /// 852): screens take a tighter rhythm and smaller heroes there, so what they show stays on it.
    public static func isShort(height: Double) -> Bool { height < 700 }

    /// Whether this screen is short (see `isShort(height:)`).
    public var isShort: Bool { Self.isShort(height: size.height) }

    /// Every device, the default first.
    public static let all: [Device] = [.iPhone, .se, .proMax]

    /// The device of that name, if there is one.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name }
    }

    /// The same device rendered at another scale.
    public func scaled(_ scale: Double) -> Device {
        var d = self
        d.scale = scale
        return d
    }

    /// The whole screen.
    public var bounds: Rect { Rect(size: size) }

    /// The screen less its safe area: where content goes.
    public var safeRect: Rect { bounds.inset(by: safeArea) }
}
