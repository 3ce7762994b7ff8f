import FolioDomain
import FolioLayout
import FolioPieces

/// The week of moods: the Mood Line piece over the seven days, and under each day its mood in
/// words (or why it has none), so the chart reads without its colours.
enum MoodWeekFigure {
    /// How one day stands for the chart.
    enum DayState: Equatable {
        case mood(Mood)
        case noCheckIn
        case noRecord
        case upcoming

        var word: String {
            switch self {
            case .mood(let mood): mood.face.label
            case .noCheckIn: petStrings("no check-in")
            case .noRecord: petStrings("no record")
            case .upcoming: petStrings("to come")
            }
        }
    }

    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let pet = data.pet, let week = data.petWeek else { return nil }
        let days = data.week.days.map { day -> (LocalDate, DayState) in
            if day > pet.date { return (day, .upcoming) }
            if let checkIn = week.mood.checkIns.first(where: { $0.date == day }) { return (day, .mood(checkIn.mood)) }
            return (day, week.recorded?.contains(day) == true ? .noCheckIn : .noRecord)
        }
        let line = days.map { day, state -> MoodLine.Day in
            if case .mood(let mood) = state { return MoodLine.Day(ReportFormat.weekday(day), MoodFace(score: mood.score)) }
            return MoodLine.Day(ReportFormat.weekday(day), nil)
        }
        let view = VStack(alignment: .leading, spacing: Space.xxs) {
            MoodLine(days: line, height: 120)
            HStack(spacing: 0) {
                for (_, state) in days {
                    Text(state.word, style: ReportType.caption.weight(.medium),
                         color: state.isMood ? .label : .tertiaryLabel)
                        .lineLimit(1)
                        .multilineTextAlignment(.center)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        return ReportFigure(view: view, reading: .figure(alt: alt(days)))
    }

    /// "Mood rose from Bad on Monday to Good on Thursday. Check-ins: …. No check-in on Friday.
    /// Saturday and Sunday are still to come."
    static func alt(_ days: [(LocalDate, DayState)]) -> String {
        let moods = days.compactMap { day, state -> (String, Mood)? in
            if case .mood(let mood) = state { return (day.weekday.name, mood) }
            return nil
        }
        var sentences: [String] = []
        if let first = moods.first, let last = moods.last, moods.count > 1 {
            let verb = last.1 > first.1 ? "rose" : last.1 < first.1 ? "fell" : "came back"
            sentences.append("Mood \(verb) from \(ReportFormat.mood(first.1)) on \(first.0) to \(ReportFormat.mood(last.1)) on \(last.0)")
        }
        sentences.append("Check-ins: " + ReportFormat.list(moods.map { "\(ReportFormat.mood($0.1)) on \($0.0)" }))
        let names = { (state: DayState) in days.filter { $0.1 == state }.map { $0.0.weekday.name } }
        if !names(.noCheckIn).isEmpty { sentences.append("No check-in on " + ReportFormat.list(names(.noCheckIn))) }
        if !names(.noRecord).isEmpty { sentences.append("No record for " + ReportFormat.list(names(.noRecord))) }
        let upcoming = names(.upcoming)
        if !upcoming.isEmpty {
            sentences.append(ReportFormat.list(upcoming) + (upcoming.count == 1 ? " is" : " are") + " still to come")
        }
        return sentences.joined(separator: ". ") + "."
    }
}

extension MoodWeekFigure.DayState {
    var isMood: Bool {
        if case .mood = self { return true }
        return false
    }
}

/// The week's average mood against the month's: two bars on one five-step scale, filled for the
/// week and outlined for the month, with the steps named under them.
enum MoodScaleFigure {
    static let labelWidth = 84.0
    static let trailingWidth = 92.0

    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let week = data.petWeek, !week.mood.isEmpty else { return nil }
        let rows = [(petStrings("This week"), week.mood, ReportBar.Style.filled), (petStrings("28 days"), week.month, .outlined)]
            .compactMap { label, summary, style -> (String, Double, Mood, ReportBar.Style)? in
                guard let score = summary.averageScore, let mood = summary.averageMood else { return nil }
                return (label, score, mood, style)
            }
        let view = VStack(alignment: .leading, spacing: Space.sm) {
            for (label, score, mood, style) in rows {
                ReportBarRow(label: label, fraction: position(score),
                             trailing: "\(ReportFormat.score(score)) · \(mood.face.label)",
                             style: style, color: .pet.violetCheck, labelWidth: labelWidth, trailingWidth: trailingWidth)
            }
            HStack(spacing: Space.sm) {
                Spacer(minLength: 0).frame(width: labelWidth)
                HStack(spacing: 0) {
                    for mood in Mood.allCases {
                        Text(mood.face.label, style: ReportType.caption, color: .secondaryLabel)
                            .lineLimit(1)
                            .frame(maxWidth: .infinity)
                    }
                }
                Spacer(minLength: 0).frame(width: trailingWidth)
            }
        }
        let said = rows.map { label, score, mood, _ in
            "\(label == petStrings("This week") ? "this week" : "the 28 days ending with it") \(ReportFormat.mood(mood)), \(ReportFormat.score(score)) of 5"
        }
        return ReportFigure(view: view, reading: .figure(alt: "Average mood on a scale from Awful to Great: " + said.joined(separator: "; ") + "."))
    }

    /// Where a score sits on the bar: the five steps are the centres of five equal columns.
    static func position(_ score: Double) -> Double { (score - 0.5) / 5 }
}
