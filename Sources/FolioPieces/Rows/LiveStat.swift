import FolioLayout

/// Live Stat — a live number with its label and what just changed: the label over the value (its
/// digits mid-roll at `t` from `previous` to `value`, with an optional unit) and a delta chip,
/// green when the change is good news and red when it is not.
public struct LiveStat: View {
    /// What the number counts ("Today", "Left this week").
    public var label: String
    /// The value now.
    public var value: String
    /// The value before the change; equal to `value` when nothing rolls.
    public var previous: String
    /// The unit after the value ("ml", "kcal"), if any.
    public var unit: String?
    /// The change ("+250 ml"), if any.
    public var delta: String?
    /// Whether the change is good news (green, arrow up) or bad (red, arrow down).
    public var deltaIsGood: Bool
    /// How far the digits have rolled, 0…1.
    public var t: Double

    public init(label: String, value: String, previous: String? = nil, unit: String? = nil, delta: String? = nil,
                deltaIsGood: Bool = true, t: Double = 1) {
        self.label = label
        self.value = value
        self.previous = previous ?? value
        self.unit = unit
        self.delta = delta
        self.deltaIsGood = deltaIsGood
        self.t = t
    }

    public var body: any View {
        VStack(alignment: .leading, spacing: Space.xxs) {
            Text(label, style: TextStyle.subheadline.weight(.semibold), color: .secondaryLabel)
                .lineLimit(1)
            HStack(alignment: .bottom, spacing: Space.xs) {
                HStack(alignment: .bottom, spacing: Space.xxs) {
                    Odometer(from: previous, to: value, t: t, style: .largeTitle)
                    if let unit {
                        Text(unit, style: TextStyle.title3.weight(.semibold), color: .secondaryLabel)
                            .lineLimit(1)
                            .padding(.bottom, 3)
                    }
                }
                .layoutPriority(1)
                Spacer(minLength: 0)
                if let delta {
                    deltaChip(delta).padding(.bottom, 5)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .role(.group, name: "live stat")
    }

    private func deltaChip(_ delta: String) -> any View {
        TrendChip(arrow: deltaIsGood ? .arrowUp : .arrowDown, text: delta, tint: deltaIsGood ? .success : .destructive,
                  wash: 0.14, name: "delta", horizontalPadding: Space.xs, verticalPadding: Space.xxs)
    }
}
