import FolioDomain
import FolioLayout
import FolioPieces

/// Share (sheet): over the dimmed today screen, the day's card tilting in perspective with its
/// sheen, and the Share button that loads, checks and closes the sheet. The status bar stays
/// pinned at the top, undimmed, as iOS draws it over any sheet.
public struct WaterShareScreen: View {
    /// The person's water, as the screen draws it.
    public var snapshot: WaterSnapshot
    /// The card's tilt, in degrees: positive pitch tips the top away, positive yaw the right edge.
    public var pitch: Double
    public var yaw: Double
    /// Where the Share button is, and how far through its resolve motion (0…1).
    public var phase: CommitButton.Phase
    public var commitT: Double
    /// The sheet's travel: 1 resting at its detent, 0 gone below the screen.
    public var rise: Double

    /// The share sheet of `snapshot`'s day.
    public init(_ snapshot: WaterSnapshot, pitch: Double = Self.restingTilt.pitch, yaw: Double = Self.restingTilt.yaw,
                phase: CommitButton.Phase = .idle,
                commitT: Double = 1, rise: Double = 1) {
        self.snapshot = snapshot
        self.pitch = pitch
        self.yaw = yaw
        self.phase = phase
        self.commitT = commitT
        self.rise = rise
    }

    /// The tilt the card rests at when the sheet opens, before any finger: already turned, so its
    /// sheen shows from the first frame.
    public static let restingTilt = (pitch: 6.0, yaw: -12.0)

    /// The tilt a finger turns the card to.
    public static let turnedTilt = (pitch: 10.0, yaw: -20.0)

    /// The sheet with the card turned by a finger and the Share button at `phase`, `t` through
    /// its resolve motion.
    static func turned(_ snapshot: WaterSnapshot, phase: CommitButton.Phase, t: Double = 1) -> WaterShareScreen {
        WaterShareScreen(snapshot, pitch: turnedTilt.pitch, yaw: turnedTilt.yaw, phase: phase, commitT: t)
    }

    /// The card's size on the sheet, in points (4 : 5, the shape of the exported card).
    static let cardSize = Size(width: 256, height: 320)

    public var body: any View {
        let card = MotionCard(pitch: pitch, yaw: yaw, cardSize: Self.cardSize, fill: .raised) {
            // The card is the picture that will be shared: its words stay at the size the image has.
            WaterShareCardContent(snapshot).textSizeCapped(at: .large)
                .overlay(GlareFlanks(center: MotionCard(pitch: pitch, yaw: yaw) { Spacer() }.sheenCenter,
                                     tilt: min(1, (pitch * pitch + yaw * yaw).squareRoot() / 25)))
        }
        // At the accessibility sizes the sheet rises to its large detent, so the header's larger
        // words leave the card and the Share button in view; the screen behind recedes and the
        // sheet draws the status bar light over it. At its own height the status bar stays pinned
        // at the top, undimmed.
        return EnvironmentReader { env in
            if env.textSize.isAccessibilitySize {
                Sheet(detent: .large, rise: rise, background: WaterTodayScreen(snapshot)) { content(card) }
            } else {
                Sheet(detent: .height(590), rise: rise, background: WaterTodayScreen(snapshot)) { content(card) }
                    .overlay(alignment: .top) { StatusBar() }
            }
        }
    }

    /// The sheet's header, the tilting card and the Share button.
    private func content(_ card: any View) -> any View {
        VStack(spacing: Space.md) {
            HStack(spacing: Space.sm) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(waterStrings("Share your day"), style: .title3).lineLimit(2)
                    Text(waterStrings("Tilt the card to catch the light"), style: .footnote, color: .secondaryLabel).lineLimit(3)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                RoundButton(.close, name: waterStrings("Close"), style: .quiet)
            }
            card.role(Role.group, name: "Share card")
            CommitButton(waterStrings("Share"), phase: phase, t: commitT, successTitle: waterStrings("Shared"), expands: true)
        }
        .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
    }
}

/// On a light card the card's white glare alone would vanish: a breath of shadow either side of
/// the band where it crosses (`center`, 0…1 along the diagonal, as ``MotionCard/sheenCenter``)
/// shows it, the way a glare reads on white plastic, deeper the more the card is turned (`tilt`,
/// 0…1). Nothing in dark, where the glare shows by itself.
struct GlareFlanks: View {
    var center: Double
    var tilt: Double

    var body: any View {
        Draw { size, env in
            guard env.theme.appearance == .light else { return [] }
            let ink = env.resolve(.shadow).opacity(1), flank = 0.065 * (0.35 + 0.65 * tilt), c = center
            let stops: [(Double, Color)] = [(c - 0.42, ink.opacity(0)), (c - 0.2, ink.opacity(flank)), (c - 0.07, ink.opacity(0)),
                                            (c + 0.1, ink.opacity(0)), (c + 0.22, ink.opacity(flank * 0.8)), (c + 0.4, ink.opacity(0))]
            let paint = DrawingArt.linear(.zero, Point(x: size.width, y: size.height), stops.map { (min(1, max(0, $0.0)), $0.1) })
            return [Frame(size: size, role: .shape, name: "glare flanks", item: .shape(ShapeItem(.rect, fill: paint)))]
        }
    }
}
