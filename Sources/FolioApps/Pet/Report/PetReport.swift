import FolioDomain

extension AppReport {
    /// Self-Care Pet's part of the weekly report: the mood, goals and streak chapters.
    static let pet = AppReport(
        PetSnapshot.self,
        chapters: [
            ReportChapter("mood", "The week of moods: the line, the words, what shaped them, the week against the month.") {
                $0.petWeek?.mood.isEmpty ?? true
            },
            ReportChapter("goals", "Goals kept per area against the week before, and the days ticked.") { $0.petWeek?.recorded == nil },
            ReportChapter("streak", "The glowing streak number, the week ticked, the repairs left.") { $0.petWeek?.recorded == nil },
        ],
        bindings: ReportBindings.pet,
        summarize: { PetWeek($0, week: $1) },
        recordedDays: { pet, week in
            guard let week else { return pet.recordedDays }
            return pet.recordedDays(in: week)
        },
        moment: { ($0.now, $0.timeZone) },
        person: { $0.person.name })
}

extension ReportData {
    /// The Self-Care Pet snapshot, nil when none was found.
    var pet: PetSnapshot? { snapshot(PetSnapshot.self) }
    /// What the pet chapters show of the week.
    var petWeek: PetWeek? { summary(PetWeek.self) }
}
