import FolioLayout

/// The selected day of a ``StreakCalendar``, drawn over it: a ring in the app's tint around the
/// day's number, placed with the calendar's own geometry (a 24 pt weekday header, then 44 pt week
/// rows in seven even columns). The calendar piece rings only today, so the screen adds the
/// selection on top.
struct CalendarSelection: PrimitiveView {
    /// The column of the 1st (0 is Monday).
    var firstColumn: Int
    /// The selected day of the month.
    var day: Int

    /// The calendar's header and row heights, as the piece lays them out.
    static let headerHeight = 24.0, rowHeight = 44.0
    static let diameter = 42.0

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    /// The centre of the selected day's cell in a calendar `width` points wide.
    func center(width: Double) -> Point { Self.center(of: day, firstColumn: firstColumn, width: width) }

    /// The centre of `day`'s cell in a calendar `width` points wide whose 1st is in `firstColumn`.
    static func center(of day: Int, firstColumn: Int, width: Double) -> Point {
        let index = firstColumn + day - 1
        let column = width / 7
        return Point(x: column * (Double(index % 7) + 0.5), y: headerHeight + rowHeight * (Double(index / 7) + 0.5))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let c = center(width: size.width)
        let d = Self.diameter
        let ring = Frame(origin: Point(x: c.x - d / 2, y: c.y - d / 2), size: Size(width: d, height: d), role: .indicator,
                         name: "selected", item: .shape(ShapeItem(.ellipse, stroke: Stroke(context.environment.resolve(.accent), width: 2))))
        return [.group([ring], size: size, name: "selection")]
    }
}
