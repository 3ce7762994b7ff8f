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
            if case .mood(let mood) = state { return (day.weekday.label, mood) }
            return nil
        }
        var sentences: [String] = []
        if let first = moods.first, let last = moods.last, moods.count > 1 {
            let trend = last.1 > first.1 ? "Mood rose from %1$@ on %2$@ to %3$@ on %4$@"
                : last.1 < first.1 ? "Mood fell from %1$@ on %2$@ to %3$@ on %4$@" : "Mood came back from %1$@ on %2$@ to %3$@ on %4$@"
            sentences.append(petStrings(trend, .text(first.1.face.label), .text(first.0), .text(last.1.face.label), .text(last.0)))
        }
        sentences.append(petStrings("Check-ins: %@", .text(ReportFormat.list(moods.map { petStrings("%1$@ on %2$@", .text($0.1.face.label), .text($0.0)) }))))
        let names = { (state: DayState) in days.filter { $0.1 == state }.map { $0.0.weekday.label } }
        if !names(.noCheckIn).isEmpty { sentences.append(petStrings("No check-in on %@", .text(ReportFormat.list(names(.noCheckIn))))) }
        if !names(.noRecord).isEmpty { sentences.append(petStrings("No record for %@", .text(ReportFormat.list(names(.noRecord))))) }
        let upcoming = names(.upcoming)
        if !upcoming.isEmpty {
            let key = upcoming.count == 1 ? "%@ is still to come" : "%@ are still to come"
            sentences.append(petStrings(key, .text(ReportFormat.list(upcoming))))
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
            petStrings(label == petStrings("This week") ? "this week %1$@, %2$@ of 5" : "the 28 days ending with it %1$@, %2$@ of 5",
                       .text(mood.face.label), .text(ReportFormat.score(score)))
        }
        return ReportFigure(view: view, reading: .figure(alt: petStrings("Average mood on a scale from %1$@ to %2$@: %3$@.", .text(MoodFace.awful.label),
                                                                         .text(MoodFace.great.label), .text(said.joined(separator: "; ")))))
    }

    /// Where a score sits on the bar: the five steps are the centres of five equal columns.
    static func position(_ score: Double) -> Double { (score - 0.5) / 5 }
}
