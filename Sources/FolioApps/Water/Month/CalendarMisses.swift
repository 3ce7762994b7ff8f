import FolioLayout
import FolioPieces

/// The days a ``StreakCalendar`` month missed its goal, drawn behind it: a quiet grey disc the size
/// of a streak capsule's end under each missed day's number, placed with the calendar's own
/// geometry (see ``CalendarSelection``), so a gap in the streak reads as a day missed, not a day
/// without data.
struct CalendarMisses: PrimitiveView {
    /// The column of the 1st (0 is Monday).
    var firstColumn: Int
    /// The days of the month missed.
    var days: [Int]

    static let diameter = 36.0
    /// The discs' colour: a cool grey a step off the card, quieter than a streak capsule.
    static let color = ThemeColor(light: 0xE6EBF1, dark: 0x283646)

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let d = Self.diameter
        let paint = Paint.solid(context.environment.resolve(Self.color))
        let discs = days.map { day in
            let c = StreakCalendar.center(of: day, firstColumn: firstColumn, width: size.width,
                                          direction: context.environment.layoutDirection)
            return Frame(origin: Point(x: c.x - d / 2, y: c.y - d / 2), size: Size(width: d, height: d), role: .indicator,
                         name: "missed \(day)", item: .shape(ShapeItem(.ellipse, fill: paint)))
        }
        return [.group(discs, size: size, name: "missed days")]
    }
}
