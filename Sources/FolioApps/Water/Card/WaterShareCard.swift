import FolioDomain
import FolioLayout

extension ShareCardEntry {
    /// Water and Streaks: the day's llama, total and streak (the app's own flat card content) over
    /// clear water, bubbles and waves.
    public static let water = ShareCardEntry(.water, snapshot: WaterSnapshot.self,
                                             style: ShareCardStyle(icon: .drop, shadow: ThemeColor(light: 0x0B3D7A, dark: 0x000000),
                                                                   backdrop: { WaterCardBackdrop.frames($0) })) { snapshot in
        let today = snapshot.today, streak = snapshot.currentStreak
        let headline = streak > 1 ? "\(streak)-day water streak"
            : today.goalMet ? "Goal met today" : "\(Format.grouped(today.hydrationMl)) ml today"
        let detail = "\(Format.grouped(today.hydrationMl)) of \(Format.grouped(today.goalMl)) ml on \(Format.shortDate(snapshot.date))"
        return ShareCardFace(content: WaterShareCardContent(snapshot, mascotSize: 150), fill: .raised, headline: headline,
                             detail: detail)
    }
}
