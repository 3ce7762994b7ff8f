import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each channel 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clamped01
        self.green = green.clamped01
        self.blue = blue.clamped01
        self.alpha = alpha.clamped01
    }

    /// A colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional); nil when the text is not one.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let v = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
                  blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    /// A colour from a 24-bit literal such as `0x5AB4F0`, for palettes written in code.
    /// A colour from a 24-bit literal and an alpha, for palettes: `.rgb(0x7C5CF0)`, `.rgb(0x3A3450, 0.64)`.
    public static func rgb(_ value: UInt32, _ alpha: Double = 1) -> Color { Color(rgb: value, alpha: alpha) }

    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether it is white, black or a grey between them (its three channels equal), at any alpha.
    public var isNeutral: Bool { red == green && green == blue }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The same colour with another alpha.
    public func opacity(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A mix of the two colours in sRGB: `amount` 0 gives `self`, 1 gives `other`.
    public func mix(with other: Color, amount: Double) -> Color {
        let t = amount.clamped01
        return Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                     blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// This colour painted over `ground` (straight alpha), as an opaque colour: what the eye sees.
    public func over(_ ground: Color) -> Color {
        let a = alpha
        return Color(red: red * a + ground.red * (1 - a), green: green * a + ground.green * (1 - a),
                     blue: blue * a + ground.blue * (1 - a))
    }

    /// Relative luminance (WCAG), for picking text that reads on a fill.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG contrast ratio between two opaque colours (1…21).
    public func contrast(with other: Color) -> Double {
        let (l1, l2) = (luminance, other.luminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}

extension Double {
    var clamped01: Double { Swift.min(1, Swift.max(0, self)) }
}
