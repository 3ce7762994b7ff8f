import FolioCodecs
import FolioCore
import FolioGraphics
import FolioLayout

/// The `pixel-contrast` lint rule: the contrast of each text and icon measured on the rendered
/// pixels under it — gradients, pictures, glass and shadows included, which the frame tree alone
/// cannot tell — at WCAG's 4.5:1 for body text and 3:1 for large text (18 pt and up, or 14 pt bold)
/// and for icons. The tree is drawn once without its text and icons; each one's ink is laid over
/// every pixel under its bounds, and the contrast that nine pixels in ten reach is its reading.
public enum PixelContrast {
    /// WCAG 2's minimum for body text.
    public static let body = 4.5
    /// WCAG 2's minimum for large text and for the parts of an interface (icons).
    public static let large = 3.0

    /// The findings of the rule on `frame`, drawn at `scale` pixels per point.
    /// - Throws: what drawing the frame throws.
    public static func findings(_ frame: Frame, scale: Double = 1) throws -> [LintFinding] {
        let ground = try renderRaster(withoutInk(frame), options: RenderOptions(scale: scale))
        var findings: [LintFinding] = []
        frame.walk { item, rect, _ in
            guard let (ink, minimum, what) = reading(item) else { return }
            guard let measured = contrast(of: ink, over: ground, in: rect, scale: scale), measured < minimum else { return }
            findings.append(LintFinding(rule: .pixelContrast, path: "\(item.role.rawValue) \(what)",
                                        message: "\(what) reads at \(String(format: "%.2f", measured)):1 on the pixels under it; "
                                            + "\(minimum == body ? "body text" : item.role == .text ? "large text" : "an icon") needs "
                                            + "\(String(format: "%.1f", minimum)):1"))
        }
        return findings
    }

    /// The ink, the contrast it needs and a name for it, for text with a letter or digit and icons
    /// in a solid colour; nil for the rest.
    static func reading(_ frame: Frame) -> (Color, Double, String)? {
        switch frame.item {
        case .text(let t):
            guard case .solid(let ink) = t.color, ink.alpha > 0.05,
                  t.string.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else { return nil }
            let isLarge = t.style.size >= 18 || (t.style.size >= 14 && t.style.weight.rawValue >= FontWeight.bold.rawValue)
            let shown = t.string.count > 40 ? t.string.prefix(39) + "…" : t.string
            return (ink, isLarge ? large : body, "\"\(shown)\"")
        case .icon(let i):
            guard case .solid(let ink) = i.color, ink.alpha > 0.05 else { return nil }
            return (ink, large, "\(i.icon.rawValue)")
        default:
            return nil
        }
    }

    /// The contrast nine in ten of the pixels of `image` under `rect` (in points) reach with `ink`
    /// laid over them; nil when the rectangle lies outside the picture.
    static func contrast(of ink: Color, over image: RasterImage, in rect: Rect, scale: Double) -> Double? {
        let x0 = max(0, Int(rect.minX * scale)), x1 = min(image.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int(rect.minY * scale)), y1 = min(image.height, Int((rect.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        // At most about 24 × 24 samples: a text's background is read, not every pixel of it.
        let step = max(1, max(x1 - x0, y1 - y0) / 24)
        var ratios: [Double] = []
        for y in stride(from: y0, to: y1, by: step) {
            for x in stride(from: x0, to: x1, by: step) {
                let i = (y * image.width + x) * 4, p = image.pixels
                let pixel = Color(red: Double(p[i]) / 255, green: Double(p[i + 1]) / 255, blue: Double(p[i + 2]) / 255)
                    .opacity(Double(p[i + 3]) / 255).over(.white)
                ratios.append(ink.over(pixel).contrast(with: pixel))
            }
        }
        ratios.sort()
        return ratios[ratios.count / 10]
    }

    /// `frame` without its text and icons: what they are drawn on.
    static func withoutInk(_ frame: Frame) -> Frame {
        guard case .group(var g) = frame.item else { return frame }
        g.children = g.children.filter { child in
            switch child.item {
            case .text, .icon: false
            default: true
            }
        }.map(withoutInk)
        var copy = frame
        copy.item = .group(g)
        return copy
    }
}
