import FolioLayout

/// Icon and label chips that toggle on and off, wrapping in rows: on, a chip takes a wash of the
/// accent with an accent rim and icon; off, it sits on the card colour with a hairline. The chip
/// being toggled blends between the two at `t` with a small springy pop.
public struct IconToggles: View {
    /// One toggle.
    public struct Item: Sendable {
        public var icon: Icon
        public var title: String
        public var isOn: Bool

        public init(_ title: String, icon: Icon, isOn: Bool = false) {
            self.icon = icon
            self.title = title
            self.isOn = isOn
        }
    }

    public var items: [Item]
    /// The chip that was just toggled (to its `isOn`), animating; nil when all are at rest.
    public var changing: Int?
    public var t: Double

    /// Toggles for `items`; `changing` is the one moving to its new state, `t` of the way.
    public init(_ items: [Item], changing: Int? = nil, t: Double = 1) {
        self.items = items
        self.changing = changing
        self.t = t
    }

    /// How "on" each chip looks now, 0…1.
    public func amount(_ index: Int) -> Double {
        let on = items[index].isOn ? 1.0 : 0.0
        guard index == changing else { return on }
        let moved = Motion.clamp(Motion.spring(t))
        return items[index].isOn ? moved : 1 - moved
    }

    public var body: any View {
        FlowLayout(spacing: Space.xs, lineSpacing: Space.xs, children: items.indices.map { i in
            ToggleChip(item: items[i], amount: amount(i), pop: i == changing ? 1 + 0.08 * Motion.bump(t) : 1)
        })
        .role(.group, name: "toggles")
    }
}

/// One toggle chip: a 40 pt pill in a 44 pt tall tap area, its colours `amount` of the way to on.
struct ToggleChip: View {
    var item: IconToggles.Item
    var amount: Double
    var pop: Double

    var body: any View {
        let on = amount > 0.5
        let amount = self.amount
        return HStack(spacing: 6) {
            IconView(item.icon, size: 18, color: on ? .accent : .secondaryLabel, weight: .semibold)
            Text(item.title, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1)
        }
        .padding(EdgeInsets(top: 0, leading: Space.sm, bottom: 0, trailing: 14))
        .frame(minWidth: 44, minHeight: 40)
        .background(PaintedSurface(token: .pill, paint: { env, _ in
            let wash = env.theme.appearance == .light ? 0.16 : 0.26
            return .solid(env.resolve(.card).mix(with: env.resolve(.accent), amount: wash * amount))
        }, stroke: { env in
            let off = env.resolve(.separator)
            let rim = off.opacity(off.alpha * 0.5).mix(with: env.resolve(.accent), amount: amount)
            return Stroke(rim, width: 1 + 0.5 * amount)
        }))
        .role(.pill, name: item.title)
        .scaleEffect(pop)
        .padding(.vertical, 2)
        .tapTarget()
    }
}
