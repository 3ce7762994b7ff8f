import FolioApps
import FolioDomain
import FolioLayout

extension ShareCardCatalog {
    /// Water and Streaks: the day's llama, total and streak (the app's own flat card content) over
    /// clear water, bubbles and waves.
    public static let water = ShareCardEntry(.water, snapshot: WaterSnapshot.self,
                                      style: ShareCardStyle(icon: .drop, shadow: ThemeColor(light: 0x0B3D7A, dark: 0x000000),
                                                            backdrop: { WaterCardBackdrop.frames($0, clear: $1, $2) })) { snapshot in
        let today = snapshot.today, streak = snapshot.currentStreak
        let headline = streak > 1 ? "\(streak)-day water streak"
            : today.goalMet ? "Goal met today" : "\(CardFormat.grouped(today.hydrationMl)) ml today"
        let detail = "\(CardFormat.grouped(today.hydrationMl)) of \(CardFormat.grouped(today.goalMl)) ml on \(CardFormat.shortDate(snapshot.date))"
        return ShareCardFace(content: WaterShareCardContent(snapshot, mascotSize: 150), fill: .raised, headline: headline,
                             detail: detail)
    }

    /// Self-Care Pet: the streak's glowing number and Biscuit on a page of the storybook, over
    /// pastel hills and clouds.
    public static let pet = ShareCardEntry(.pet, snapshot: PetSnapshot.self,
                                    style: ShareCardStyle(icon: .heart, shadow: ThemeColor(light: 0x4A2E8C, dark: 0x000000),
                                                          backdrop: { StorybookCardBackdrop.frames($0, clear: $1, $2) })) { snapshot in
        let streak = snapshot.currentStreak
        let kept = snapshot.streakDays().filter(\.isTicked).count
        return ShareCardFace(content: PetStreakCardContent(snapshot: snapshot),
                             headline: streak == 0 ? "Day one starts today" : "\(CardFormat.days(streak)) of self-care",
                             detail: "\(snapshot.person.name) and \(snapshot.companion.name) · \(CardFormat.days(kept)) this week")
    }
}
