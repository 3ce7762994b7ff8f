import FolioLayout

/// The bar under a budget (Color Block List, Balance Panel): a capsule track with a capsule fill
/// `fraction` of its width (at least a dot's width once anything is spent, never past the end),
/// lit with a soft highlight. It fills in the reading direction: from the right, right to left.
struct RowMeter: View {
    /// How full the bar is, 0…1 (more is drawn full).
    var fraction: Double
    var fill: ThemeColor
    var track: ThemeColor
    var height: Double = 8

    var body: any View {
        Draw(idealSize: Size(width: 120, height: height)) { size, env in
            let track = Frame(size: size, role: .track, name: "track",
                              item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(self.track)))))
            let share = Motion.clamp(fraction)
            guard share > 0 else { return [track] }
            let color = env.resolve(fill)
            let paint = Paint.linear(LinearGradient(
                start: .zero, end: Point(x: 0, y: size.height),
                stops: [GradientStop(0, color.mix(with: env.resolve(.glassRim).opacity(1), amount: 0.18)), GradientStop(1, color)]))
            let width = max(size.height, size.width * share)
            let bar = Frame(size: Size(width: width, height: size.height), role: .indicator, name: "fill",
                            item: .shape(ShapeItem(.capsule, fill: paint)))
            return [track, bar]
        }
        .flipsForRightToLeft()
        .frame(height: height)
        .role(.track, name: "meter")
    }
}
