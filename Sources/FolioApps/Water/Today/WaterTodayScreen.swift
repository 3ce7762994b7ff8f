import FolioDomain
import FolioLayout
import FolioPieces

/// Today: the two-weight header with round buttons to the streak and the widgets, the day's blob
/// filling in bands (one colour per kind drunk, each as tall as its share of the volume) over the
/// day's total, the shelf of drinks to log, and the row into the day's summary with the day's
/// mascot and a button to share the day. A pushed-screen-only app: no dock.
public struct WaterTodayScreen: View {
    /// The person's water, as the screen draws it.
    public var snapshot: WaterSnapshot
    /// The shelf item under the finger, if any.
    public var pressed: String?
    /// The total (hydration, ml) the digits roll from, and how far they have rolled (0…1).
    public var rollingFrom: Int?
    public var roll: Double
    /// A confirmation resting under the status bar ("Soda logged").
    public var toast: Toast?

    /// Today drawn from `snapshot`, optionally mid-tap (`pressed`), mid-roll or with a toast.
    public init(_ snapshot: WaterSnapshot, pressed: String? = nil, rollingFrom: Int? = nil, roll: Double = 1,
                toast: Toast? = nil) {
        self.snapshot = snapshot
        self.pressed = pressed
        self.rollingFrom = rollingFrom
        self.roll = roll
        self.toast = toast
    }

    /// The blob's size: the same on every phone, where a small one shows less of the scroll.
    static let blobSize = Size(width: 258, height: 284)

    public var body: any View {
        let today = snapshot.today
        return Screen(background: .background, toast: toast) {
            VStack(alignment: .leading, spacing: Space.xl) {
                ScreenHeader(waterStrings("Today"), detail: Format.shortDate(snapshot.date), subtitle: subtitle(today), buttons: [
                    RoundButton(.flame, name: waterStrings("Streak")), RoundButton(.grid, name: waterStrings("Widgets")),
                ])
                .padding(.horizontal, Space.lg)
                blob(today, size: Self.blobSize)
                VStack(alignment: .leading, spacing: Space.sm) {
                    ShelfHeading(showsHint: !today.drinks.isEmpty).padding(.horizontal, Space.lg)
                    WaterShelf(items: snapshot.shelf, pressed: pressed)
                }
                WaterSummaryEntry(day: today).padding(.horizontal, Space.lg)
            }
            .padding(.top, Space.xs)
        }
    }

    private func subtitle(_ today: WaterDay) -> String {
        let streak = snapshot.currentStreak
        let state = today.goalMet ? waterStrings("Goal met") : waterStrings("%@ to go", .text(WaterFormat.ml(today.remainingMl)))
        return streak > 0 ? state + " · " + waterStrings("%lld-day streak", .integer(streak)) : state
    }

    private func blob(_ today: WaterDay, size: Size) -> any View {
        let total = Format.grouped(today.hydrationMl)
        return VStack(spacing: Space.xs) {
            LayerFill(bands: today.bands, goal: Double(today.goalMl), size: size, wave: 0.18, glass: .water.water)
                .role(.chart, name: "Blob")
                .tapTarget()
            TotalWithUnit(from: rollingFrom.map(Format.grouped) ?? total, to: total, t: roll)
            Text(waterStrings("of %@", .text(WaterFormat.ml(today.goalMl))) + " · " + WaterFormat.percent(today.fractionOfGoal),
                 style: .subheadline, color: .secondaryLabel).lineLimit(2).multilineTextAlignment(.center)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The way into the day's summary: the day's mascot filled to its share of the goal, what the day
/// comes to, and a round button to share it.
struct WaterSummaryEntry: View {
    var day: WaterDay

    var body: any View {
        EnvironmentReader { env in
            // At the accessibility sizes the llama and the share button take a line above the words,
            // as iOS stacks a cell's image, so "Tagesübersicht" keeps the card's width whole.
            if env.textSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: Space.xs) {
                    HStack(spacing: Space.sm) {
                        mascot
                        Spacer(minLength: 0)
                        share
                    }
                    words
                }
                .padding(EdgeInsets(top: Space.sm, leading: Space.sm, bottom: Space.sm, trailing: Space.md))
            } else {
                HStack(spacing: Space.sm) {
                    mascot
                    words
                    share
                }
                .padding(EdgeInsets(top: Space.sm, leading: Space.sm, bottom: Space.sm, trailing: Space.md))
            }
        }
        .surface(.card, fill: .card, name: "Day summary")
        .tapTarget()
        .cardShadow()
    }

    private var mascot: any View {
        Mascot(.llama, fill: min(1, day.fractionOfGoal), face: day.face, size: 52, wave: 0.3)
            .role(.mascot, name: "Day mascot")
            .tapTarget()
    }

    private var words: any View {
        VStack(alignment: .leading, spacing: 2) {
            Text(waterStrings("Day summary"), style: .headline).lineLimit(2)
            Text(day.goalMet ? waterStrings("Goal met · see your week")
                    : day.drinks.isEmpty ? waterStrings("Nothing logged yet today")
                    : waterStrings("%@ of your goal so far", .text(WaterFormat.percent(day.fractionOfGoal))),
                 style: .subheadline, color: .secondaryLabel).lineLimit(3)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var share: any View {
        RoundButton(.share, name: waterStrings("Share the day"), style: .quiet)
    }
}
