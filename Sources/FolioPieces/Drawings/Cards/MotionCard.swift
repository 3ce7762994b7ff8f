import Foundation
import FolioLayout

/// A card tilted in 3-D: its flat content on a card surface with a sheen (a diagonal white glare
/// that slides as the card turns), warped in perspective as one layer, over a soft shadow that
/// shifts away from the tilt. `pitch` and `yaw` (degrees) are the motion: positive pitch tips the
/// top edge away, positive yaw the right edge.
///
/// ```swift
/// MotionCard(pitch: 8, yaw: -12) { ShareCardContent() }
/// ```
public struct MotionCard: View {
    public var pitch: Double
    public var yaw: Double
    public var cardSize: Size
    public var fill: ThemeColor
    public var content: any View

    public init(pitch: Double = 0, yaw: Double = 0, cardSize: Size = Size(width: 260, height: 340), fill: ThemeColor = .card,
                @ViewBuilder content: () -> any View) {
        self.pitch = pitch
        self.yaw = yaw
        self.cardSize = cardSize
        self.fill = fill
        self.content = content()
    }

    /// The warp of the card for its tilt: exactly the identity when it lies flat.
    public var perspective: ProjectiveTransform {
        pitch == 0 && yaw == 0 ? .identity : .tilt(size: cardSize, pitch: pitch, yaw: yaw)
    }

    /// How far the shadow falls from the card: down by default, and away from the tilt.
    public var shadowOffset: Point {
        Point(x: -yaw * 0.6, y: 10 + pitch * 0.5)
    }

    /// Where the sheen's brightest line crosses the card's diagonal, 0…1 from the top-left corner:
    /// the middle when flat, sliding against the tilt.
    public var sheenCenter: Double {
        min(1.2, max(-0.2, 0.5 - yaw / 50 - pitch / 60))
    }

    /// The room around the card for the shadow and the tilt's overhang.
    static let margin = Space.xl

    public var body: any View {
        let card = content
            .frame(width: cardSize.width, height: cardSize.height)
            .overlay(Draw { size, env in [self.sheen(size, env: env)] })
            .clipShape(.card)
            .surface(.card, fill: fill, name: "motion card")
        let tilted = DrawingLayer(content: card, role: .group, name: "tilt") { _, _ in [.perspective(self.perspective)] }
        return DrawingLayer(content: tilted, role: .group, name: "shadow") { _, env in
            let shadow = env.resolve(.shadow)
            return [.shadow(color: shadow.opacity(min(0.6, shadow.alpha * 2.2)), radius: 22, offset: self.shadowOffset)]
        }
        .padding(Self.margin)
    }

    /// The glare: a diagonal band of white, brighter the more the card is turned.
    private func sheen(_ size: Size, env: Environment) -> Frame {
        let tilt = min(1, (pitch * pitch + yaw * yaw).squareRoot() / 25)
        let strength = (env.theme.appearance == .dark ? 0.14 : 0.3) * (0.35 + 0.65 * tilt)
        let white = env.resolve(DrawingPalette.shine)
        let c = sheenCenter
        let stops = [(c - 0.3, 0.0), (c - 0.08, 0.6), (c, 1.0), (c + 0.12, 0.35), (c + 0.3, 0.0)]
            .map { (min(1, max(0, $0.0)), white.opacity(strength * $0.1)) }
        let paint = DrawingArt.linear(.zero, Point(x: size.width, y: size.height), stops)
        return Frame(size: size, role: .shape, name: "sheen", item: .shape(ShapeItem(.rect, fill: paint)))
    }
}
