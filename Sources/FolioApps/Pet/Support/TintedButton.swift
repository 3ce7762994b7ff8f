import FolioLayout
import FolioPieces

/// A light inline action inside a card, as iOS draws a small tinted button: the tint on a pale
/// wash of itself, no shadow — a compact pill with a title ("Cheer on") or a small circle with an
/// icon (a heart to send good vibes). Its touch area is 44 pt whatever it draws.
struct TintedButton: View {
    var title: String?
    var icon: Icon
    /// What the button does, for review and lint.
    var name: String
    /// The wash's colour.
    var tint: ThemeColor
    /// The title's and icon's colour on the wash (the tint itself unless it reads too light there).
    var ink: ThemeColor
    var isEnabled: Bool

    /// A compact pill with the icon and `title`, or a small circle with the icon only (then
    /// `name` says what it does).
    init(_ title: String? = nil, icon: Icon, name: String? = nil, tint: ThemeColor = .accent, ink: ThemeColor? = nil,
         isEnabled: Bool = true) {
        (self.title, self.icon, self.name, self.tint, self.ink, self.isEnabled) = (title, icon, name ?? title ?? "", tint, ink ?? tint, isEnabled)
    }

    /// The drawn height of the pill, and the side of the circle.
    static let side = 34.0

    var body: any View {
        let ink: ThemeColor = isEnabled ? self.ink : .secondaryLabel
        let wash: ThemeColor = isEnabled ? tint.opacity(0.14) : .fill
        let drawn: any View
        if let title {
            drawn = HStack(spacing: 6) {
                IconView(icon, size: 15, color: ink, relativeTo: .subheadline)
                Text(title, style: TextStyle.subheadline.weight(.semibold), color: ink).lineLimit(1)
            }
            .padding(.horizontal, 14)
            .frame(minHeight: Self.side)
            .background(ShapeView(.pill).fill(wash))
        } else {
            drawn = IconView(icon, size: 17, color: ink)
                .frame(width: Self.side, height: Self.side)
                .background(ShapeView(.circle).fill(wash))
        }
        return drawn
            .frame(minWidth: 44, minHeight: 44)
            .role(.button, name: name)
            .tapTarget()
    }
}
