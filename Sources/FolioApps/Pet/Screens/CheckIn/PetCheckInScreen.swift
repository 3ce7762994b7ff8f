import FolioDomain
import FolioLayout
import FolioPieces

/// The check-in (a sheet from Home's heart): Biscuit wearing the face picked, five faces, the words
/// that fit as toggles, what is shaping the mood as a row of chips, first aid for low days, and a
/// Commit Button that confirms in place.
struct PetCheckInScreen: View {
    var snapshot: PetSnapshot
    var draft: CheckInDraft

    /// The sheet's height from the bottom of the screen, fitted to the form (Home shows dimmed
    /// above it): taller on a low day, when first aid opens up.
    static func sheetHeight(lowDay: Bool) -> Double { lowDay ? 664 : 606 }

    init(_ snapshot: PetSnapshot, draft: CheckInDraft? = nil) {
        self.snapshot = snapshot
        self.draft = draft ?? CheckInDraft(snapshot)
    }

    var body: any View {
        let biscuit = Mascot(.biscuit, fill: Double(snapshot.energy) / Double(max(1, snapshot.companion.capacity)),
                             face: draft.mood.map { MascotFace(mood: $0.face) } ?? .calm, accessory: snapshot.biscuitGear,
                             size: 50)
            .role(.mascot, name: "Biscuit")
        let when = Self.moment(snapshot.date.weekday, snapshot.currentPartOfDay) + " · " + Format.shortDate(snapshot.date)
        return Sheet(detent: .height(Self.sheetHeight(lowDay: draft.isLowDay)), background: PetHomeScreen(snapshot)) {
            SheetForm(petStrings("How are you, %@?", .text(snapshot.person.name)), subtitle: when, figure: biscuit,
                      sheetHeight: Self.sheetHeight(lowDay: draft.isLowDay),
                      commit: CommitButton(petStrings("Check in"), phase: draft.phase, t: draft.settle, successTitle: petStrings("Checked in"), expands: true,
                                           isEnabled: draft.mood != nil)) {
                MoodFaces(selected: draft.mood?.face)
                SheetForm.section(petStrings("Words that fit")) {
                    TintedToggles(items: draft.offeredWords.map { word in
                        TintedToggles.Item(title: PetFormat.word(word), icon: PetFormat.icon(forWord: word), tint: PetFormat.tint(forWord: word),
                                           isOn: draft.words.contains(word))
                    })
                }
                SheetForm.section(petStrings("What's shaping it")) {
                    ChipRail(items: CheckInDraft.factorOrder.map { factor in
                        IconToggles.Item(factor.label, icon: factor.icon, isOn: draft.factors.contains(factor))
                    }, background: .card)
                }
                FirstAidRow(isLowDay: draft.isLowDay)
            }
        }
    }

    /// "Friday evening" ("Freitagabend", "مساء الجمعة"): the day and the part of it, as one phrase.
    static func moment(_ day: Weekday, _ part: PartOfDay) -> String {
        switch part {
        case .morning: petStrings("%@ morning", .text(day.label))
        case .afternoon: petStrings("%@ afternoon", .text(day.label))
        case .evening: petStrings("%@ evening", .text(day.label))
        }
    }
}

/// First aid for low days: folded to one row that says what it holds, opened into a rail of
/// small things to try when the face picked is a low one.
struct FirstAidRow: View {
    var isLowDay: Bool

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            HStack(spacing: Space.sm) {
                IconView(.spa, size: 20, color: .accent)
                    .frame(width: 40, height: 40)
                    .background(ShapeView(.circle).fill(.card))
                VStack(alignment: .leading, spacing: 1) {
                    Text(isLowDay ? petStrings("A low day? Try one of these") : petStrings("First aid for low days"), style: .headline).lineLimit(3)
                    Text(isLowDay ? petStrings("Small things, a minute each") : petStrings("%lld small things that help", .integer(FirstAid.all.count)),
                         style: .subheadline, color: .secondaryLabel).lineLimit(3)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                if !isLowDay { IconView(.chevronRight, size: 15, color: .tertiaryLabel) }
            }
            .padding(.trailing, Space.xxs)
            if isLowDay {
                // The rail runs on to the tile's edges and fades there; the tile's clip rounds the fades' corners.
                FilterRail(FirstAid.all.map { FilterRail.Chip($0.label, icon: $0.icon) }, selected: 0, background: .pet.lilac,
                           bleed: Space.sm)
            }
        }
        .padding(Space.sm)
        .frame(minHeight: 44)
        .surface(.tile, fill: .pet.lilac, name: "first aid")
        .clipShape(.tile)
        .tapTarget()
    }
}
