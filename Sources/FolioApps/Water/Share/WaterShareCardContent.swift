import FolioDomain
import FolioLayout
import FolioPieces

/// The face of the water app's share card, flat: the day's blob in its bands of colour, one per
/// drink, with the llama beside it, today's total (said once) against the goal, and the streak,
/// on a sky of water fading into the card. It fills
/// whatever box it is given, so the share sheet's tilting card and the exported PNG cards draw the
/// same content; the surface, the rounding, the sheen and the tilt are the card's.
///
/// ```swift
/// MotionCard(pitch: 6, yaw: -12) { WaterShareCardContent(snapshot) }
/// ```
public struct WaterShareCardContent: View {
    /// The person's water; the card shows its day.
    public var snapshot: WaterSnapshot
    /// The height of the hero (the day's blob), in points; the llama stands a third as tall.
    public var mascotSize: Double

    /// The card for `snapshot`'s day, its blob `mascotSize` points tall.
    public init(_ snapshot: WaterSnapshot, mascotSize: Double = 132) {
        self.snapshot = snapshot
        self.mascotSize = mascotSize
    }

    public var body: any View {
        let today = snapshot.today
        let streak = snapshot.currentStreak
        return VStack(spacing: 0) {
            HStack(spacing: Space.xxs) {
                IconView(.drop, size: 13, color: .accent)
                Text(waterStrings("Water and Streaks"), style: TextStyle.caption.weight(.semibold), color: .secondaryLabel).lineLimit(1)
                Spacer(minLength: Space.xs)
                Text(Format.shortDate(snapshot.date), style: TextStyle.caption.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            }
            Spacer(minLength: Space.xs)
            ZStack(alignment: .bottomTrailing) {
                LayerFill(bands: today.bands, goal: Double(today.goalMl),
                          size: Size(width: (mascotSize * 0.91).rounded(), height: mascotSize), wave: 0.3, glass: .water.water)
                    .padding(.trailing, (mascotSize * 0.22).rounded())
                Mascot(.llama, fill: min(1, today.fractionOfGoal), face: today.face, size: (mascotSize * 0.4).rounded(), wave: 0.3)
            }
            .padding(.leading, (mascotSize * 0.22).rounded())
            Spacer(minLength: Space.xs)
            TotalWithUnit(from: nil, to: Format.grouped(today.hydrationMl))
            // The goal, not the share of it: a wide card's words beside say the share, and each number once.
            Text(today.goalMet ? waterStrings("%@ goal met", .text(WaterFormat.ml(today.goalMl)))
                    : waterStrings("of %@ today", .text(WaterFormat.ml(today.goalMl))),
                 style: .subheadline, color: .secondaryLabel).lineLimit(1)
            Spacer(minLength: Space.sm)
            if streak > 0 {
                HStack(spacing: Space.xxs) {
                    IconView(.flame, size: 15, color: .water.flame)
                    Text(waterStrings("%lld-day streak", .integer(streak)), style: TextStyle.subheadline.weight(.semibold))
                        .lineLimit(1)
                }
                .padding(horizontal: Space.sm, vertical: 6)
                .background(ShapeView(.pill).fill(ThemeColor.water.flame.opacity(0.14)))
                .role(.badge, name: "streak")
            }
        }
        .padding(Space.lg)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Draw { size, env in
            let sky = Paint.linear(LinearGradient(start: .zero, end: Point(x: 0, y: size.height * 0.75), stops: [
                GradientStop(0, env.resolve(.water.water).opacity(env.theme.appearance == .dark ? 0.3 : 0.24)),
                GradientStop(1, env.resolve(.card).opacity(0)),
            ]))
            return [Frame(size: size, role: .shape, name: "sky", item: .shape(ShapeItem(.rect, fill: sky)))]
        })
        .role(.group, name: "share card content")
    }
}
