import FolioDomain
import FolioLayout
import FolioPieces

/// How one day of the water week stands.
enum WaterDayState {
    case recorded(WaterDay)
    case upcoming
    case noRecord

    /// The days of the report's week, each with its standing.
    static func week(_ data: ReportData) -> [(LocalDate, WaterDayState)]? {
        guard let water = data.water, let summary = data.waterWeek else { return nil }
        return data.week.days.map { day in
            if let recorded = summary.days.first(where: { $0.date == day }) { return (day, .recorded(recorded)) }
            return (day, day > water.date ? .upcoming : .noRecord)
        }
    }

    var word: String? {
        switch self {
        case .recorded: nil
        case .upcoming: waterStrings("to come")
        case .noRecord: waterStrings("no record")
        }
    }
}

/// Each day's water as a bar against a dashed goal line: filled where the goal was met, pale and
/// outlined where it was not, with the amount over each bar, and under each day its llama (the
/// week's mascots, filled with the day's water) and a check when the goal was met.
enum WaterDaysFigure {
    static let plotHeight = 132.0

    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let water = data.water, let days = WaterDayState.week(data) else { return nil }
        let most = days.compactMap { if case .recorded(let d) = $0.1 { d.hydrationMl } else { nil } }.max() ?? 0
        let top = Double(max(water.goalMl * 5 / 4, most * 11 / 10, 1))
        let view = VStack(alignment: .leading, spacing: Space.sm) {
            key(goal: water.goalMl)
            HStack(alignment: .bottom, spacing: 0) {
                for (_, state) in days { column(state, top: top).frame(maxWidth: .infinity) }
            }
            .frame(height: plotHeight)
            .background(goalLine(fraction: Double(water.goalMl) / top))
            HStack(alignment: .top, spacing: 0) {
                for (day, state) in days { dayLabel(day, state: state).frame(maxWidth: .infinity) }
            }
        }
        return ReportFigure(view: view, reading: .figure(alt: alt(days, goal: water.goalMl)))
    }

    private static func key(goal: Int) -> any View {
        HStack(spacing: Space.md) {
            ReportKey(items: [(waterStrings("Goal met"), .filled), (waterStrings("Under the goal"), .outlined)], color: .water.water).fixedSize()
            HStack(spacing: 6) {
                Draw(idealSize: Size(width: 18, height: 8)) { size, env in
                    [dash(width: size.width, y: size.height / 2, size: size, env: env)]
                }
                Text(waterStrings("Goal %@ a day", .text(ReportFormat.volume(goal))), style: ReportType.caption, color: .secondaryLabel).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
    }

    private static func column(_ state: WaterDayState, top: Double) -> any View {
        VStack(spacing: Space.xxs) {
            Spacer(minLength: 0)
            switch state {
            case .recorded(let day):
                Text(ReportFormat.volume(day.hydrationMl), style: ReportType.figure).lineLimit(1)
                    .padding(horizontal: 4, vertical: 1)
                    .background(EnvironmentReader { env in ShapeView(.pill).fill(ReportSurface.card(env.theme)) })
                bar(met: day.goalMet).frame(width: 30, height: max(3, plotHeight * 0.86 * Double(day.hydrationMl) / top))
            case .upcoming, .noRecord:
                Text(state.word ?? "", style: ReportType.caption, color: .tertiaryLabel).lineLimit(1)
            }
        }
    }

    private static func bar(met: Bool) -> any View {
        met ? ShapeView(.rounded(6)).fill(.water.water)
            : ShapeView(.rounded(6)).fill(.water.water.opacity(0.22)).stroke(.water.water, width: 1.5)
    }

    /// The goal across the plot, behind the bars and their amounts (which keep a backing of the
    /// card's colour, so the line never strikes through a number).
    private static func goalLine(fraction: Double) -> any View {
        Draw { size, env in
            let y = size.height - plotHeight * 0.86 * fraction
            return [dash(width: size.width, y: y, size: size, env: env)]
        }
    }

    private static func dash(width: Double, y: Double, size: Size, env: Environment) -> Frame {
        var line = Path()
        line.move(to: Point(x: 0, y: y))
        line.line(to: Point(x: width, y: y))
        return Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(line), stroke: Stroke(env.resolve(.label).opacity(0.55),
                                                                                                 width: 1.2, dash: [4, 3]))))
    }

    private static func dayLabel(_ day: LocalDate, state: WaterDayState) -> any View {
        VStack(spacing: 5) {
            Text("\(ReportFormat.weekday(day)) \(day.day)", style: ReportType.caption.weight(.semibold), color: .secondaryLabel)
                .lineLimit(1)
            WaterMascotsFigure.llama(state, size: 36)
            if case .recorded(let d) = state, d.goalMet {
                IconView(.check, size: 10, color: .accentForeground)
                    .frame(width: 16, height: 16)
                    .background(ShapeView(.circle).fill(.water.water))
            } else {
                Spacer(minLength: 0).frame(width: 16, height: 16)
            }
        }
    }

    static func alt(_ days: [(LocalDate, WaterDayState)], goal: Int) -> String {
        let said = days.map { day, state -> String in
            let weekday = WaterFormat.weekday(day.weekday)
            guard case .recorded(let d) = state else { return weekday + " " + (state.word ?? "") }
            let volume = ReportFormat.volume(d.hydrationMl)
            return d.goalMet ? waterStrings("%1$@ %2$@, goal met", .text(weekday), .text(volume)) : weekday + " " + volume
        }
        return waterStrings("Water each day against a goal of %1$@: %2$@.", .text(ReportFormat.volume(goal)), .text(said.joined(separator: "; ")))
    }
}

/// The week's llamas, as the day summary shows them: each filled with its day's water, grinning on
/// a day that met the goal.
enum WaterMascotsFigure {
    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let days = WaterDayState.week(data) else { return nil }
        let view = HStack(alignment: .top, spacing: 0) {
            for (day, state) in days {
                VStack(spacing: Space.xxs) {
                    llama(state, size: 52)
                    Text(ReportFormat.weekday(day), style: ReportType.caption.weight(.semibold), color: .secondaryLabel).lineLimit(1)
                    Text(percent(state), style: ReportType.caption, color: .secondaryLabel).lineLimit(1)
                }
                .frame(maxWidth: .infinity)
            }
        }
        let said = days.map { WaterFormat.weekday($0.0.weekday) + " " + percent($0.1) }
        return ReportFigure(view: view, reading: .figure(alt: waterStrings("A llama for each day, filled with its water: %@.",
                                                                           .text(said.joined(separator: "; ")))))
    }

    /// The day's llama: filled with its water and grinning when the goal was met; asleep and faded
    /// for a day to come or without a record.
    static func llama(_ state: WaterDayState, size: Double) -> any View {
        switch state {
        case .recorded(let day):
            let face: MascotFace = day.goalMet ? .grinning : day.fractionOfGoal >= 0.5 ? .happy : .calm
            return Mascot(.llama, fill: min(1, day.fractionOfGoal), face: face, size: size)
        case .upcoming, .noRecord:
            return Mascot(.llama, fill: 0, face: .sleepy, size: size).opacity(0.35)
        }
    }

    /// "91%", or why there is no number.
    private static func percent(_ state: WaterDayState) -> String {
        guard case .recorded(let day) = state else { return state.word ?? "" }
        return WaterFormat.percent(day.fractionOfGoal)
    }
}
