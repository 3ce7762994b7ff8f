import FolioLayout

/// A pick-one list on a card: rows of options, the selected one under a soft accent highlight and
/// marked with a check (or a filled radio). When the selection changes the highlight slides from
/// the old row to the new one along a spring and the marks cross-fade, at `t`.
public struct Choice: View {
    /// One option: a title, an optional line under it and an optional icon.
    public struct Option: Sendable {
        public var title: String
        public var detail: String?
        public var icon: Icon?

        public init(_ title: String, detail: String? = nil, icon: Icon? = nil) {
            self.title = title
            self.detail = detail
            self.icon = icon
        }
    }

    /// How the selected option is marked.
    public enum Style: Sendable {
        /// A check at the trailing edge of the selected row.
        case checkmark
        /// A radio circle on every row, filled on the selected one.
        case radio
    }

    public var options: [Option]
    public var selected: Int
    /// The option selected before, when the selection is moving; nil at rest.
    public var from: Int?
    public var t: Double
    public var style: Style

    /// A choice of `options` with `selected` marked, moving from `from` at `t`.
    public init(_ options: [Option], selected: Int, from: Int? = nil, t: Double = 1, style: Style = .checkmark) {
        self.options = options
        self.selected = selected
        self.from = from
        self.t = t
        self.style = style
    }

    /// The inset of the rows and their highlight inside the card.
    static let inset = 6.0

    /// Where the highlight is: a fractional row index.
    public var position: Double {
        Motion.selection(from: from, to: selected, t: t)
    }

    /// How marked each row is now, 0…1 (the old and new selections cross-fade).
    public func mark(_ index: Int) -> Double {
        let fade = from == nil || from == selected ? 1 : Motion.clamp(Motion.spring(t))
        if index == selected { return fade }
        return index == from ? 1 - fade : 0
    }

    public var body: any View {
        SelectionStack(
            axis: .vertical, spacing: 2, sizing: .intrinsic, position: position,
            items: options.indices.map { row($0) },
            indicator: Draw { size, env in
                let radius = env.theme.radius(.card) - Self.inset
                let fill = env.resolve(.accent.opacity(env.theme.appearance == .dark ? 0.2 : 0.1))
                return [Frame(size: size, role: .indicator, name: "selection",
                              item: .shape(ShapeItem(.rounded(radius), fill: .solid(fill))))]
            }
        )
        .card(name: "choice", padding: Self.inset)
    }

    private func row(_ i: Int) -> any View {
        let option = options[i]
        return HStack(spacing: Space.sm) {
            if style == .radio { RadioMark(amount: mark(i)) }
            if let icon = option.icon {
                IconView(icon, size: 18, color: .accent, weight: .medium)
                    .frame(width: 32, height: 32)
                    .background(ShapeView(.circle).fill(.accent.opacity(0.14)))
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(option.title, style: i == selected ? TextStyle.body.weight(.semibold) : .body).lineLimitUntilAccessibility(1)
                if let detail = option.detail {
                    Text(detail, style: .footnote, color: .secondaryLabel).lineLimit(2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if style == .checkmark {
                IconView(.check, size: 20, color: .accent, weight: .semibold).opacity(mark(i))
            }
        }
        .padding(horizontal: Space.sm, vertical: 10)
        .frame(maxWidth: .infinity, minHeight: 52)
        .role(.row, name: option.title)
        .tapTarget()
    }
}

/// A radio circle: an outline ring, filling with the accent and a centre dot as `amount` goes to 1.
struct RadioMark: View {
    var amount: Double

    var body: any View {
        ZStack {
            ShapeView(.circle).stroke(.tertiaryLabel, width: 1.5).opacity(1 - amount)
            // A zero scale would be a singular transform: an unmarked radio has no fill layers at all.
            if amount > 0.01 {
                ShapeView(.circle).fill(.accent).scaleEffect(amount)
                ShapeView(.circle).fill(.accentForeground).frame(width: 8, height: 8).scaleEffect(amount)
            }
        }
        .frame(width: 22, height: 22)
    }
}
