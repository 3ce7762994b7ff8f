import FolioLayout
import FolioPieces

/// The selected day of a ``StreakCalendar``, drawn over it: a ring in the app's tint around the
/// day's number, placed with the calendar's own geometry (``StreakCalendar/center(of:firstColumn:width:direction:)``:
/// its columns run from the right in right to left). The calendar piece rings only today, so the screen adds the
/// selection on top.
struct CalendarSelection: PrimitiveView {
    /// The column of the 1st (0 is Monday).
    var firstColumn: Int
    /// The selected day of the month.
    var day: Int

    static let diameter = 42.0

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let c = StreakCalendar.center(of: day, firstColumn: firstColumn, width: size.width, direction: context.environment.layoutDirection)
        let d = Self.diameter
        let ring = Frame(origin: Point(x: c.x - d / 2, y: c.y - d / 2), size: Size(width: d, height: d), role: .indicator,
                         name: "selected", item: .shape(ShapeItem(.ellipse, stroke: Stroke(context.environment.resolve(.accent), width: 2))))
        return [.group([ring], size: size, name: "selection")]
    }
}
