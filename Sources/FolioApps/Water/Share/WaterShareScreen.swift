import FolioDomain
import FolioLayout
import FolioPieces

/// Share (sheet): over the dimmed today screen, the day's card tilting in perspective with its
/// sheen, and the Share button that loads, checks and closes the sheet.
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
    public init(_ snapshot: WaterSnapshot, pitch: Double = 6, yaw: Double = -12, phase: CommitButton.Phase = .idle,
                commitT: Double = 1, rise: Double = 1) {
        self.snapshot = snapshot
        self.pitch = pitch
        self.yaw = yaw
        self.phase = phase
        self.commitT = commitT
        self.rise = rise
    }

    /// The card's size on the sheet, in points (4 : 5, the shape of the exported card).
    static let cardSize = Size(width: 256, height: 320)

    public var body: any View {
        Sheet(detent: .height(590), rise: rise, background: WaterTodayScreen(snapshot)) {
            VStack(spacing: Space.md) {
                HStack(spacing: Space.sm) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Share your day", style: .title3).lineLimit(1)
                        Text("Tilt the card to catch the light", style: .footnote, color: .secondaryLabel).lineLimit(1)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    RoundButton(.close, name: "Close", style: .quiet)
                }
                MotionCard(pitch: pitch, yaw: yaw, cardSize: Self.cardSize, fill: .raised) { WaterShareCardContent(snapshot) }
                    .role(.group, name: "Share card")
                CommitButton("Share", phase: phase, t: commitT, successTitle: "Shared", expands: true)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
        }
    }
}
