import FolioCodecs
import FolioCore
import FolioGraphics
import FolioLayout

/// The `pixel-contrast` lint rule: the contrast of each text's and icon's own ink against the pixels
/// actually drawn under its glyphs — gradients, pictures, glass and shadows included, which the
/// frame tree alone cannot tell — at WCAG's 4.5:1 for body text and 3:1 for large text (18 pt and
/// up, or 14 pt bold) and for icons.
///
/// The tree is drawn twice: without its text and icons, and with all of them in one vivid probe ink.
/// Each text or icon is read only where it shows: inside its glyph box (not its whole frame), inside
/// its clips, where the probed picture differs from the bare one (ink scrolled away, or covered by a
/// sheet, draws nothing there, whatever its own colour) and
/// not under chrome, a sheet or a toast painted after it. Its ink, with the opacity of the groups
/// around it, is laid over every bare pixel there, and the contrast nine pixels in ten reach is its
/// reading. Text behind a sheet's dim and text given an ``InkRole`` (decorative, disabled) are not held to it.
public enum PixelContrast {
    /// WCAG 2's minimum for body text.
    public static let body = 4.5
    /// WCAG 2's minimum for large text and for the parts of an interface (icons).
    public static let large = 3.0
    /// The ink every text and icon is drawn in to see where ink shows: a magenta no surface uses.
    static let probe = Color(rgb: 0xFF00FF)
    /// How far apart (of 255, in any channel) the probed and the bare picture must be for ink to show.
    static let showing = 24

    /// The findings of the rule on `frame`, drawn at `scale` pixels per point over `ground` (what
    /// shows where the tree draws nothing: the theme's background).
    /// - Throws: what drawing the frame throws.
    public static func findings(_ frame: Frame, scale: Double = 1, ground: Color = .white) throws -> [LintFinding] {
        let options = RenderOptions(scale: scale, background: ground)
        let bare = try renderRaster(withoutInk(frame), options: options)
        let shown = try renderRaster(probed(frame), options: options)
        var findings: [LintFinding] = []
        for spot in InkSpot.all(in: frame) where !spot.isExempt {
            guard let (ink, minimum, what) = reading(spot.frame),
                  let (ratio, under) = contrast(of: ink.opacity(ink.alpha * spot.opacity), at: spot, probed: shown, bare: bare, scale: scale),
                  ratio < minimum else { continue }
            let kind = minimum == body ? "body text" : isIcon(spot.frame) ? "an icon" : "large text"
            findings.append(LintFinding(rule: .pixelContrast, path: spot.path,
                                        message: "\(what) reads at \(String(format: "%.2f", ratio)):1, ink \(ink.hex) on \(under.hex) "
                                            + "under it; \(kind) needs \(String(format: "%.1f", minimum)):1",
                                        severity: isKey(spot, minimum: minimum) ? .error : .warning))
        }
        return findings
    }

    /// Whether the spot is a key element, whose contrast is an error: an icon, large text, text that
    /// must be read whole (a title, an amount, a name, a time), or anything in an action, a field, a
    /// header, a badge or the chrome.
    static func isKey(_ spot: InkSpot, minimum: Double) -> Bool {
        guard case .text(let t) = spot.frame.item else { return true }
        return spot.inKeyElement || t.isWhole || minimum == large
    }

    private static func isIcon(_ frame: Frame) -> Bool {
        if case .icon = frame.item { return true }
        return false
    }

    /// The ink, the contrast it needs and a name for it, for text with a letter or digit and icons
    /// in a solid colour; nil for the rest (ornament such as a "·", a gradient ink).
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
            return (ink, large, "icon \(i.icon.rawValue)")
        default:
            return nil
        }
    }

    /// The contrast nine in ten of the bare pixels under `spot`'s ink reach with `ink` laid over them,
    /// and the pixel at that rank; nil when the ink shows nowhere (cut away, covered, off the picture).
    /// Only pixels where the probe ink shows are read: what lies outside a clip's curve (a strip's
    /// rounded corner), past the edge of the screen the text is on (a phone's frame around it) or
    /// under chrome painted over it is not what the text is drawn on.
    static func contrast(of ink: Color, at spot: InkSpot, probed: RasterImage, bare: RasterImage, scale: Double) -> (Double, Color)? {
        // Whole pixels only: one the box's edge cuts (a clip's, a screen's) blends in what lies past it.
        let x0 = max(0, Int((spot.box.minX * scale - 0.01).rounded(.up))), x1 = min(bare.width, Int((spot.box.maxX * scale + 0.01).rounded(.down)))
        let y0 = max(0, Int((spot.box.minY * scale - 0.01).rounded(.up))), y1 = min(bare.height, Int((spot.box.maxY * scale + 0.01).rounded(.down)))
        guard x1 > x0, y1 > y0 else { return nil }
        var under: [Int] = []
        for y in y0..<y1 {
            for x in x0..<x1 {
                // A pixel chrome touches at all (a home indicator's soft edge) is the chrome's.
                let pixel = Rect(x: Double(x) / scale, y: Double(y) / scale, width: 1 / scale, height: 1 / scale)
                let i = (y * bare.width + x) * 4
                guard (0..<3).contains(where: { abs(Int(probed.pixels[i + $0]) - Int(bare.pixels[i + $0])) >= showing }),
                      !spot.coveredBy.contains(where: { $0.intersects(pixel, by: 0) }) else { continue }
                under.append(i)
            }
        }
        guard !under.isEmpty else { return nil }
        // At most about 2,304 samples: a text's background is read, not every pixel of it.
        let p = bare.pixels
        var readings = stride(from: 0, to: under.count, by: max(1, under.count / 2304)).map { k in
            let i = under[k]
            let pixel = Color(red: Double(p[i]) / 255, green: Double(p[i + 1]) / 255, blue: Double(p[i + 2]) / 255)
            return (ink.over(pixel).contrast(with: pixel), pixel)
        }
        readings.sort { $0.0 < $1.0 }
        return readings[readings.count / 10]
    }

    /// `frame` with every text and icon in the probe ink.
    static func probed(_ frame: Frame) -> Frame {
        var copy = frame
        switch frame.item {
        case .text(var t):
            t.color = .solid(probe)
            copy.item = .text(t)
        case .icon(var i):
            i.color = .solid(probe)
            copy.item = .icon(i)
        case .group(var g):
            g.children = g.children.map(probed)
            copy.item = .group(g)
        case .shape, .image:
            break
        }
        return copy
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
