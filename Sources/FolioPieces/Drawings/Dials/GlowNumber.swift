import FolioLayout

/// A huge number (a streak) in heavy tabular Inter Display, filled with an amber-to-coral gradient
/// and glowing: a blurred halo of its own colours over a soft warm light behind it, with an optional
/// caption under it. `progress` counts the number up and brings the glow in.
///
/// ```swift
/// GlowNumber(30, caption: "day streak")
/// ```
public struct GlowNumber: View {
    public var value: Int
    public var caption: String?
    /// The number's size in points.
    public var fontSize: Double
    /// The count-up, 0…1: the number shown is `value` × eased progress, the glow grows with it.
    public var progress: Double

    public init(_ value: Int, caption: String? = nil, fontSize: Double = 120, progress: Double = 1) {
        self.value = value
        self.caption = caption
        self.fontSize = fontSize
        self.progress = progress
    }

    /// The number on show at `progress`: counting up with an ease-out, so it settles on `value`.
    public var shownValue: Int {
        Int((Double(value) * Motion.easeOut(progress)).rounded())
    }

    public var body: any View {
        VStack(spacing: -fontSize * 0.06) {
            number
            if let caption {
                Text(caption, style: TextStyle.title3.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            }
        }
    }

    private var number: any View {
        let style = TextStyle(size: fontSize, weight: .heavy, family: "Inter Display", letterSpacing: -fontSize * 0.03,
                              tabularFigures: true)
        let glow = min(1, max(0, progress))
        return GradientText(string: String(shownValue), style: style) { size, env in
            DrawingArt.vertical(Rect(size: size), [(0.15, env.resolve(DrawingPalette.glowTop)),
                                                   (0.85, env.resolve(DrawingPalette.glowBottom))])
        }
        .glow(radius: fontSize * 0.16 * glow)
        .padding(horizontal: fontSize * 0.3, vertical: fontSize * 0.08)
        .background(Draw { size, env in
            let warm = env.resolve(DrawingPalette.glowBottom)
            let alpha = (env.theme.appearance == .dark ? 0.34 : 0.28) * glow
            return [DrawingArt.glint(Rect(size: size), size: size, color: warm, alpha: alpha,
                                     name: "halo")]
        })
        .role(.group, name: "glow number")
    }
}
