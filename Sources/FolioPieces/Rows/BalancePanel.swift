import FolioLayout

/// Balance Panel — a budget at a glance, on a card: what is left set large in tabular figures (it
/// can roll in from an earlier value at `t`), how much of the budget is spent, and a bar. Over
/// budget, the amount turns red and the bar runs full in the over-budget colour. Amounts come
/// preformatted with the fraction spent.
///
/// Three optional slots: a ring of the days to go beside the amount (the amount then sits at the
/// leading edge, the ring at the trailing one; without it the amount is centred), an accent add
/// button and the one primary action, side by side under the bar (without an action, the add
/// button sits at the bar's trailing end).
public struct BalancePanel: View {
    /// The days to go in a budget's period, drawn as a ring beside the amount.
    public struct DaysRing: Sendable {
        /// Days left in the period, today included.
        public var daysLeft: Int
        /// Days in the whole period.
        public var periodDays: Int
        /// The word under the number ("days left").
        public var caption: String

        /// A ring of `daysLeft` of `periodDays`.
        public init(daysLeft: Int, periodDays: Int, caption: String? = nil) {
            self.daysLeft = daysLeft
            self.periodDays = max(1, periodDays)
            self.caption = caption ?? (daysLeft == 1 ? "day left" : "days left")
        }

        /// The share of the period still to go, 0…1 (the ring's arc).
        public var fraction: Double { Motion.clamp(Double(daysLeft) / Double(periodDays)) }
    }

    /// The line over the amount ("Left this month").
    public var title: String
    /// What is left ("$1,240").
    public var left: String
    /// What was left before the last change, to roll from; nil when nothing rolls.
    public var previousLeft: String?
    /// What is spent ("$760 spent").
    public var spent: String
    /// The budget ("of $2,000").
    public var budget: String
    /// The share of the budget spent: more than 1 is over.
    public var fraction: Double
    /// How far the amount has rolled, 0…1.
    public var t: Double
    /// The ring of the days to go, if shown.
    public var ring: DaysRing?
    /// The accent add button under the bar, if any (drawn in the accent style).
    public var add: RoundButton?
    /// The one primary action under the bar, if any (an Elastic Button, usually).
    public var action: (any View)?

    public init(title: String = "Left to spend", left: String, previousLeft: String? = nil, spent: String,
                budget: String, fraction: Double, t: Double = 1, ring: DaysRing? = nil, add: RoundButton? = nil,
                action: (any View)? = nil) {
        self.title = title
        self.left = left
        self.previousLeft = previousLeft
        self.spent = spent
        self.budget = budget
        self.fraction = fraction
        self.t = t
        self.ring = ring
        self.add = add
        self.action = action
    }

    /// Whether more than the budget is spent.
    public var isOver: Bool { fraction > 1 }

    public var body: any View {
        VStack(spacing: Space.xs) {
            if let ring {
                HStack(alignment: .center, spacing: Space.md) {
                    VStack(alignment: .leading, spacing: Space.xxs) {
                        titleText
                        amount(BalancePanel.compactAmountStyle)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .layoutPriority(1)
                    BalanceRing(ring: ring, tint: isOver ? .destructive : .accent)
                }
            } else {
                titleText
                amount(BalancePanel.amountStyle)
            }
            if let add, action == nil {
                HStack(alignment: .bottom, spacing: Space.md) {
                    meter
                    addButton(add)
                }
                .padding(.top, Space.sm)
            } else {
                meter.padding(.top, Space.sm)
            }
            if let action {
                HStack(spacing: Space.sm) {
                    action.frame(maxWidth: .infinity)
                    if let add { addButton(add) }
                }
                .padding(.top, Space.sm)
            }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, Space.xs)
        .card(name: "balance", padding: Space.lg)
    }

    private var titleText: any View {
        Text(title, style: TextStyle.subheadline.weight(.medium), color: .secondaryLabel).whole()
    }

    private func amount(_ style: TextStyle) -> any View {
        Odometer(from: previousLeft ?? left, to: left, t: t, style: style, color: isOver ? .destructive : .label)
            .role(.group, name: "left")
    }

    private var meter: any View {
        VStack(spacing: Space.xs) {
            RowMeter(fraction: isOver ? 1 : fraction, fill: isOver ? .destructive : .accent, track: .fill, height: 10)
            AdaptiveStack(spacing: Space.xs) {
                Text(spent, style: TextStyle.footnote.weight(.semibold).tabular(), color: isOver ? .destructive : .label).whole()
                Spacer(minLength: 0)
                Text(budget, style: TextStyle.footnote.tabular(), color: .secondaryLabel).whole()
            }
        }
    }

    private func addButton(_ add: RoundButton) -> any View {
        RoundButton(add.icon, name: add.name, style: .accent, diameter: max(44, add.diameter))
    }

    /// The amount's type: large, heavy, tightly tracked, tabular.
    /// The big amount's type, which an Odometer rolling outside the panel matches.
    public static let amountStyle = TextStyle(size: 48, weight: .bold, letterSpacing: -1, tabularFigures: true)
    /// The amount's type beside a ring, where it shares the card's width.
    static let compactAmountStyle = TextStyle(size: 40, weight: .bold, letterSpacing: -1, tabularFigures: true)
}

/// The ring of a budget's days to go: a faint track, an arc of the share still to go in `tint`
/// (clockwise from the top), the number of days in the middle over its caption.
struct BalanceRing: View {
    var ring: BalancePanel.DaysRing
    var tint: ThemeColor
    var diameter = 76.0

    var body: any View {
        ZStack {
            Draw(idealSize: Size(width: diameter, height: diameter)) { size, env in
                let radius = min(size.width, size.height) / 2 - 4
                let center = Point(x: size.width / 2, y: size.height / 2)
                let color = env.resolve(tint)
                let track = ShapeItem(.path(.circle(center: center, radius: radius)), stroke: Stroke(env.resolve(.fill), width: 7))
                var frames = [Frame(size: size, role: .track, name: "ring track", item: .shape(track))]
                if ring.fraction > 0 {
                    var arc = Path()
                    arc.arc(center: center, radius: radius, start: -.pi / 2, end: -.pi / 2 + 2 * .pi * max(0.02, ring.fraction))
                    frames.append(Frame(size: size, role: .indicator, name: "days to go",
                                        item: .shape(ShapeItem(.path(arc), stroke: Stroke(color, width: 7, cap: .round)))))
                }
                return frames
            }
            VStack(spacing: 0) {
                Text("\(ring.daysLeft)", style: TextStyle.title2.weight(.bold).tabular()).lineLimit(1)
                Text(ring.caption, style: TextStyle.caption2.weight(.medium), color: .secondaryLabel).lineLimit(1)
            }
            .frame(width: diameter - 18)
            // The count sits inside a fixed ring, a gauge's face: it grows no further than xLarge.
            .textSizeCapped(at: .xLarge)
        }
        .frame(width: diameter, height: diameter)
        .role(.chart, name: "days ring")
    }
}
