import FolioLayout

/// The small measuring and drawing helpers the row pieces share: text frames measured in place, a
/// top-lit sheen (ink on a fill is the shared ``Ink``; their motion's curves are FolioCore's ``Motion``).
enum RowInk {
    /// A one-line text frame of `string` at its measured size, its top-left corner at `origin`.
    static func text(_ string: String, style: TextStyle, color: Color, at origin: Point = .zero,
                     in env: Environment) -> Frame {
        let style = env.scaled(style)
        let metrics = env.measurer.measure(string, style: style, width: nil, maxLines: 1)
        let item = TextItem(string, style: style, color: .solid(color), wraps: false, maxLines: 1, metrics: metrics,
                            measuredIn: MeasuredBox(width: nil), direction: env.layoutDirection)
        return Frame(origin: origin, size: metrics.size, role: .text, item: .text(item))
    }

    /// The size `string` takes on one line in `style`.
    static func size(of string: String, style: TextStyle, in env: Environment) -> Size {
        env.measurer.measure(string, style: env.scaled(style), width: nil, maxLines: 1).size
    }

    /// A soft top-lit highlight in the theme's shape for `token`, for filled marks and blocks: the
    /// glass rim colour fading out toward the bottom (bright in light mode, a whisper in dark).
    static func sheen(_ token: ShapeToken, strength: Double = 0.35) -> any View {
        Draw { size, env in
            let rim = env.resolve(.glassRim)
            let side = min(size.width, size.height)
            let box = token == .circle
                ? Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
                : Rect(size: size)
            let paint = Paint.linear(LinearGradient(
                start: .zero, end: Point(x: 0, y: box.height),
                stops: [GradientStop(0, rim.opacity(rim.alpha * strength)), GradientStop(0.65, rim.opacity(0))]))
            return [Frame(origin: box.origin, size: box.size, role: .shape,
                          item: .shape(ShapeItem(env.theme.shape(token), fill: paint)))]
        }
    }
}
