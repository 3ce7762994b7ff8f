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
                             headline: streak == 0 ? "Day one starts today" : "\(Format.days(streak)) of self-care",
                             detail: "\(snapshot.person.name) and \(snapshot.companion.name) · \(Format.days(kept)) this week")
    }
}
