import FolioDomain
import FolioLayout

extension ShareCardEntry {
    /// Self-Care Pet: the streak's glowing number and Biscuit on a page of the storybook, over
    /// pastel hills and clouds.
    public static let pet = ShareCardEntry(.pet, snapshot: PetSnapshot.self,
                                           style: ShareCardStyle(icon: .heart, shadow: ThemeColor(light: 0x4A2E8C, dark: 0x000000),
                                                                 backdrop: { StorybookCardBackdrop.frames($0) })) { snapshot in
        let streak = snapshot.currentStreak
        let kept = snapshot.streakDays().filter(\.isTicked).count
        return ShareCardFace(content: PetStreakCardContent(snapshot: snapshot),
                             headline: streak == 0 ? petStrings("Day one starts today") : petStrings("%lld days of self-care", .integer(streak)),
                             detail: petStrings("%1$@ and %2$@ · %3$lld days this week", .text(snapshot.person.name),
                                                .text(snapshot.companion.name), .integer(kept)))
    }
}
