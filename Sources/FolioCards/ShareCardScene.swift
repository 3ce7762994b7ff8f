import Foundation
import FolioApps
import FolioLayout

/// The frame tree of a share card image, bottom to top: the app's backdrop, the headline (on wide
/// and tall images), then the card — its shadows under it, and the card itself drawn flat (face,
/// sheen, edge, rim) and warped in perspective as one layer.
struct ShareCardScene {
    var card: ShareCard
    var layout: ShareCardLayout
    var measurer: any TextMeasuring

    /// The card's environment, in the locale it is drawn in (its direction with it).
    private var environment: Environment {
        var environment = Environment(theme: Theme(app: AppCatalog.theme(of: card.entry.app), appearance: card.appearance), measurer: measurer)
        environment.locale = FolioLocale.current
        return environment
    }

    func frame() -> Frame {
        let env = environment
        let words = layout.words.map { box in
            var frame = FolioLayout.layout(ShareCardWords(face: card.face, entry: card.entry, arrangement: layout.arrangement),
                                           in: box.size, environment: env, role: .group, name: "words")
            frame.origin = box.origin
            return frame
        }
        // The backdrop's ornaments keep clear of the words themselves, not of the whole box they may use.
        // …and of the card (with room for its tilt), so none is left sliced by the card's edge.
        let tiltRoom = card.entry.cardSize.height * 0.04
        let keepClear = (words.map { [Self.inkBounds($0).insetBy(dx: -Space.sm, dy: -Space.sm)] } ?? [])
            + [layout.card.insetBy(dx: -tiltRoom, dy: -tiltRoom)]
        let canvas = BackdropCanvas(size: layout.canvas, keepClear: keepClear, environment: env) {
            GlowImage.frame(at: $0, radius: $1, color: $2, name: $3)
        }
        let backdrop = Frame.group(card.entry.style.backdrop(canvas), size: layout.canvas, role: .background, name: "backdrop")
        let children = [backdrop] + (words.map { [$0] } ?? []) + [tiltedCard(env)]
        return .group(children, size: layout.canvas, role: .screen, name: "share card \(card.entry.app.rawValue)")
    }

    /// The box around everything `frame` draws (its leaves), in its parent's coordinates.
    static func inkBounds(_ frame: Frame) -> Rect {
        var bounds: Rect?
        frame.walk { leaf, rect, _ in
            guard leaf.children.isEmpty else { return }
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        return bounds ?? frame.rect
    }

    /// The card on its surface, warped, over its shadows.
    private func tiltedCard(_ env: Environment) -> Frame {
        let size = card.entry.cardSize
        let surface = card.face.content
            .frame(width: size.width, height: size.height)
            .overlay(Draw { box, env in shade(box) + [sheen(box, env), edge(box, env), rim(box, env)] })
            .clipShape(.card)
            .surface(.card, fill: card.face.fill, name: "share card")
        let flat = FolioLayout.layout(surface, in: size, environment: env, role: .group, name: "card face")
        let tilted = Frame.group([flat], size: size, role: .group, name: "tilt",
                                 group: Group(effects: [.perspective(card.perspective)]))
        return .group([tilted], origin: layout.card.origin, size: size, role: .group, name: "card",
                      group: Group(effects: shadows(env)))
    }

    /// Two shadows: a wide soft one that falls away from the tilt, as if the card floated well above
    /// the backdrop, and a tighter one close under it that keeps it from looking pasted on.
    private func shadows(_ env: Environment) -> [Effect] {
        let h = card.entry.cardSize.height
        let (pitch, yaw) = (card.tilt.pitch, card.tilt.yaw)
        let ink = env.resolve(card.entry.style.shadow)
        let dark = card.appearance == .dark
        return [
            .shadow(color: ink.opacity(dark ? 0.7 : 0.34), radius: h * 0.09,
                    offset: Point(x: -yaw * h / 400, y: h * 0.07 + pitch * h / 500)),
            .shadow(color: ink.opacity(dark ? 0.5 : 0.22), radius: h * 0.022,
                    offset: Point(x: -yaw * h / 2000, y: h * 0.012 + pitch * h / 2500)),
        ]
    }

    /// The glare: a soft diagonal band of light across the card, brighter the more the card is
    /// turned, that slides the other way as it turns (toward the bottom right as the card's top
    /// and left edge come toward the viewer). On a light card white alone would vanish, so the
    /// band is flanked by a breath of shadow either side, the way a glare reads on white plastic.
    private func sheen(_ size: Size, _ env: Environment) -> Frame {
        let dark = card.appearance == .dark
        let strength = (dark ? 0.12 : 0.5) * (0.3 + 0.7 * card.tilt.strength)
        let center = min(1.1, max(-0.1, 0.42 - card.tilt.yaw / 60 - card.tilt.pitch / 80))
        let white = Color.white, ink = Color.black
        let flank = dark ? 0 : 0.028 * (0.3 + 0.7 * card.tilt.strength)
        let stops: [(Double, Color)] = [
            (center - 0.4, ink.opacity(0)), (center - 0.2, ink.opacity(flank)), (center - 0.08, white.opacity(strength * 0.5)),
            (center, white.opacity(strength)), (center + 0.05, white.opacity(strength * 0.7)), (center + 0.18, ink.opacity(flank * 0.8)),
            (center + 0.36, ink.opacity(0)),
        ]
        let paint = Paint.linear(LinearGradient(start: .zero, end: Point(x: size.width, y: size.height),
                                                stops: stops.map { GradientStop(min(1, max(0, $0.0)), $0.1) }))
        return Frame(size: size, role: .shape, name: "sheen", item: .shape(ShapeItem(.rect, fill: paint)))
    }

    /// The card's thickness: its edge seen along the bottom, a band that deepens toward the bottom
    /// edge, as the side of a slab shows when it leans back.
    private func edge(_ size: Size, _ env: Environment) -> Frame {
        let dark = card.appearance == .dark
        let depth = max(3, size.height * 0.012)
        let paint = Paint.linear(LinearGradient(start: Point(x: 0, y: size.height - depth * 2.5), end: Point(x: 0, y: size.height),
                                                stops: [GradientStop(0, Color.black.opacity(0)),
                                                        GradientStop(0.6, Color.black.opacity(dark ? 0.2 : 0.05)),
                                                        GradientStop(1, Color.black.opacity(dark ? 0.45 : 0.2))]))
        let shape = env.theme.shape(.card)
        return Frame(size: size, role: .shape, name: "edge", item: .shape(ShapeItem(shape, stroke: Stroke(paint, width: depth * 2))))
    }

    /// The half of the card turned away from the viewer a little darker, so even a white card shows
    /// which way it leans: nothing on the near edge, up to 4.5 % black (12 % in dark) on the far one, so a white card stays white.
    private func shade(_ size: Size) -> [Frame] {
        let (pitch, yaw) = (card.tilt.pitch, card.tilt.yaw)
        let length = (pitch * pitch + yaw * yaw).squareRoot()
        guard length > 0 else { return [] }
        // Away from the viewer: right for positive yaw, up for positive pitch.
        let (dx, dy) = (yaw / length, -pitch / length)
        let c = Point(x: size.width / 2, y: size.height / 2)
        let reach = abs(dx) * size.width / 2 + abs(dy) * size.height / 2
        let alpha = (card.appearance == .dark ? 0.12 : 0.045) * card.tilt.strength
        let paint = Paint.linear(LinearGradient(start: Point(x: c.x - dx * reach, y: c.y - dy * reach),
                                                end: Point(x: c.x + dx * reach, y: c.y + dy * reach),
                                                stops: [GradientStop(0, Color.black.opacity(0)), GradientStop(1, Color.black.opacity(alpha))]))
        return [Frame(size: size, role: .shape, name: "shade", item: .shape(ShapeItem(.rect, fill: paint)))]
    }

    /// A hairline of light just inside the card's edge, brightest along the top, so the card's
    /// edge reads against any backdrop (most in dark, where the card is darker than its shadow).
    private func rim(_ size: Size, _ env: Environment) -> Frame {
        let dark = card.appearance == .dark
        let top = Color.white.opacity(dark ? 0.22 : 0.9), bottom = Color.white.opacity(dark ? 0.05 : 0.15)
        let stroke = Stroke(.linear(LinearGradient(start: .zero, end: Point(x: 0, y: size.height),
                                                   stops: [GradientStop(0, top), GradientStop(1, bottom)])), width: 1.5)
        let shape = env.theme.shape(.card)
        return Frame(size: size, role: .shape, name: "rim", item: .shape(ShapeItem(shape, stroke: stroke)))
    }
}
