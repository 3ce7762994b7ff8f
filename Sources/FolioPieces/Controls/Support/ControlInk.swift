import FolioLayout

/// Colours the controls derive from the theme at layout time: quiet captions that still read, and
/// the soft highlight laid over filled actions (ink on a fill is the shared ``Ink``).
enum ControlInk {
    /// Quiet text that still reads at `minimum` contrast on every one of `backgrounds`: `secondary`
    /// as it shows over them, deepened toward `label` only as far as it must (small captions under
    /// a row of choices, at 4.5:1).
    static func quiet(_ secondary: Color, label: Color, on backgrounds: [Color], minimum: Double = 4.5) -> Color {
        func worst(_ ink: Color) -> Double {
            backgrounds.map { ground in ground.mix(with: ink.opacity(1), amount: ink.alpha).contrast(with: ground) }.min() ?? 21
        }
        for step in 0...20 {
            let ink = secondary.mix(with: label, amount: Double(step) / 20)
            if worst(ink) >= minimum { return ink }
        }
        return label
    }

    /// A top-lit vertical gradient over a fill: a touch lighter at the top, the colour itself below,
    /// so filled actions look pressed from glass rather than flat paint.
    static func lit(_ fill: Color, height: Double, strength: Double = 0.14) -> Paint {
        .linear(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: height), stops: [
            GradientStop(0, fill.mix(with: .white, amount: strength).opacity(fill.alpha)),
            GradientStop(1, fill),
        ]))
    }
}

/// A surface in the theme's shape for `token` whose paint is computed from the environment at layout
/// time (a colour blended between two states, a lit gradient); it fills the space offered, circles
/// keeping to a centred square, like `ShapeView`.
struct PaintedSurface: PrimitiveView {
    var token: ShapeToken
    var paint: (Environment, Size) -> Paint
    var stroke: ((Environment) -> Stroke)? = nil

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        var box = Rect(size: size)
        if token == .circle {
            let side = min(size.width, size.height)
            box = Rect(origin: Alignment.center.origin(of: Size(width: side, height: side), in: size),
                       size: Size(width: side, height: side))
        }
        let item = ShapeItem(env.theme.shape(token), fill: paint(env, box.size), stroke: stroke?(env))
        return [Frame(origin: box.origin, size: box.size, role: .shape, item: .shape(item))]
    }
}

extension View {
    /// The lift under a filled action: a soft shadow in the action's own colour, `strength` of the
    /// way (a pressed or disabled action sits lower); fainter in dark mode, where a bright halo
    /// would read as neon.
    func actionLift(_ color: ThemeColor, strength: Double = 1) -> any View {
        EnvironmentReader { env in
            if strength <= 0 {
                self
            } else {
                let light = env.theme.appearance == .light
                self.shadow(color: color.opacity((light ? 0.34 : 0.18) * strength), radius: 8 + 8 * strength,
                            y: (light ? 6 : 4) * strength)
            }
        }
    }
}
