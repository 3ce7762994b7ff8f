import FolioDomain
import FolioLayout

extension ShareCardEntry {
    /// Water and Streaks: the day's blob and llama, total and streak (the app's own flat card content) over
    /// clear water, bubbles and waves.
    public static let water = ShareCardEntry(.water, snapshot: WaterSnapshot.self,
                                             style: ShareCardStyle(icon: .drop, shadow: ThemeColor(light: 0x0B3D7A, dark: 0x000000),
                                                                   backdrop: { WaterCardBackdrop.frames($0) })) { snapshot in
        let today = snapshot.today, streak = snapshot.currentStreak
        let headline = streak > 1 ? "\(streak)-day water streak"
            : today.goalMet ? "Goal met today" : "\(Format.grouped(today.hydrationMl)) ml today"
        // The card shows the total; the words beside it say the share, so no number shows thrice.
        let detail = "\(WaterFormat.percent(today.fractionOfGoal)) of the day's goal on \(Format.shortDate(snapshot.date))"
        return ShareCardFace(content: WaterShareCardContent(snapshot, mascotSize: 160), fill: .card, headline: headline,
                             detail: detail)
    }
}
