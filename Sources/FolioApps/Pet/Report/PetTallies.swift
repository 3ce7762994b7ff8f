import FolioDomain
import FolioLayout

extension TallyFigure {
    /// The words chosen most with the week's check-ins.
    static func words(_ data: ReportData) -> ReportFigure? {
        guard let mood = data.petWeek?.mood, !mood.isEmpty else { return nil }
        let rows = mood.topWords(4).map { Row(label: PetFormat.word($0.item), amount: $0.count, trailing: checkIns($0.count), color: .pet.violetCheck) }
        return figure(rows, empty: petStrings("No words were chosen with this week's check-ins."))
    }

    /// What shaped the week's moods, most named first.
    static func factors(_ data: ReportData) -> ReportFigure? {
        guard let mood = data.petWeek?.mood, !mood.isEmpty else { return nil }
        let rows = mood.topFactors(4).map {
            Row(label: $0.item.label, amount: $0.count, trailing: checkIns($0.count), color: .pet.azure)
        }
        return figure(rows, empty: petStrings("No check-in this week said what shaped the mood."))
    }

    private static func checkIns(_ n: Int) -> String { petStrings("%lld check-ins", .integer(n)) }
}
