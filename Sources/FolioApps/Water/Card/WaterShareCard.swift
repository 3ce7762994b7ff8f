import FolioDomain
import FolioLayout

extension ShareCardEntry {
    /// Water and Streaks: the day's blob and llama, total and streak (the app's own flat card content) over
    /// clear water, bubbles and waves.
    public static let water = ShareCardEntry(.water, snapshot: WaterSnapshot.self,
                                             style: ShareCardStyle(icon: .drop, shadow: ThemeColor(light: 0x0B3D7A, dark: 0x000000),
                                                                   backdrop: { WaterCardBackdrop.frames($0) })) { snapshot in
        let today = snapshot.today
        // Each number once: the card (which stands alone on square and portrait images) shows the
        // total, the goal, the streak and the date; the words beside it say how the day went and the
        // share of the goal, so a wide or tall image never says the streak twice.
        let headline = today.goalMet ? waterStrings("Fully hydrated today")
            : today.hydrationMl == 0 ? waterStrings("A fresh start today") : waterStrings("On my way today")
        let detail = waterStrings("%@ of the day's goal", .text(WaterFormat.percent(today.fractionOfGoal)))
        return ShareCardFace(content: WaterShareCardContent(snapshot, mascotSize: 160), fill: .card, headline: headline,
                             detail: detail)
    }
}
