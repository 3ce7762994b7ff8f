import FolioDomain
import FolioLayout
import FolioPieces

/// The flows of the Water seed, each a strip of screens built from a snapshot by applying the
/// domain's actions: the screen before, where the finger goes, and the screens after.
enum WaterFlows {
    /// Tap the first drink on the shelf (always in view: the shelf runs off the trailing edge), then
    /// tap the blob to take it back.
    static func undoDrink(_ s: WaterSnapshot) throws -> [FlowStep] {
        guard let item = s.shelf.first else { return [] }
        let logged = try s.applying(.logDrink(kind: item.kind, volumeMl: item.volumeMl))
        let undone = try logged.applying(.undoLastDrink)
        let name = item.kind.displayName
        return [
            FlowStep("Tap \(name)", touch: item.label, WaterTodayScreen(s, pressed: item.id)),
            FlowStep("Logged: the total rolls", touch: "Blob",
                     WaterTodayScreen(logged, rollingFrom: s.today.hydrationMl, roll: 0.55,
                                      toast: Toast("\(WaterFormat.ml(item.volumeMl)) of \(name.lowercased()) logged", icon: item.kind.icon,
                                                   tint: item.kind.inkColor))),
            FlowStep("Tap the blob: undone", WaterTodayScreen(undone, rollingFrom: logged.today.hydrationMl,
                                                              toast: Toast("Took back the \(name.lowercased())", icon: .undo))),
        ]
    }

    /// Log the first drink of the medium widget's shelf; the total rolls.
    static func widgetDrink(_ s: WaterSnapshot) throws -> [FlowStep] {
        guard let item = s.widgets.mediumShelf.lazy.compactMap({ id in s.shelf.first { $0.id == id } }).first else { return [] }
        let logged = try s.applying(.logDrink(kind: item.kind, volumeMl: item.volumeMl))
        let before = s.today.hydrationMl
        return [
            FlowStep("Tap \(item.label) on the medium widget", touch: item.label, WaterWidgetsScreen(s, pressed: item.id)),
            FlowStep("The total rolls", WaterWidgetsScreen(logged, rollingFrom: before, roll: 0.5)),
            FlowStep("Logged", WaterWidgetsScreen(logged, rollingFrom: before)),
        ]
    }

    /// Tap yesterday in the month, then swipe its latest drink away.
    static func swipeDrink(_ s: WaterSnapshot) throws -> [FlowStep] {
        let day = s.date.adding(days: -1)
        guard let drink = s.day(day).drinks.last else { return [] }
        let removed = try s.applying(.removeDrink(id: drink.id))
        let row = WaterDrinkRow.name(drink)
        return [
            FlowStep("Tap the \(day.day)th", touch: "day \(day.day)", WaterMonthScreen(s)),
            FlowStep("Swipe the \(drink.kind.displayName.lowercased()) left", touch: row,
                     WaterMonthScreen(s, selected: day, openDrink: drink.id, openOffset: -36)),
            FlowStep("Tap Delete", touch: "Delete", WaterMonthScreen(s, selected: day, openDrink: drink.id)),
            FlowStep("Gone", WaterMonthScreen(removed, selected: day)),
        ]
    }

    /// Tap the first available challenge to join it, then swipe through Joined to Finished.
    static func joinChallenge(_ s: WaterSnapshot) throws -> [FlowStep] {
        guard let challenge = s.challenges(in: .available).first else { return [] }
        let joined = try s.applying(.joinChallenge(id: challenge.id))
        return [
            FlowStep("Tap \(challenge.title)", touch: challenge.title, WaterChallengesScreen(s, pressed: challenge.id)),
            FlowStep("Joined: its llama starts to fill", touch: "pages", WaterChallengesScreen(joined)),
            FlowStep("Swipe to Joined", touch: "pages", WaterChallengesScreen(joined, position: 1)),
            FlowStep("Swipe on", touch: "pages", WaterChallengesScreen(joined, position: 1.55)),
            FlowStep("Finished, honestly empty", WaterChallengesScreen(joined, position: 2)),
        ]
    }

    /// Tap the day's mascot on Today; the summary opens and its headline rises in.
    static func dayMascot(_ s: WaterSnapshot) -> [FlowStep] {
        [
            FlowStep("Tap the day's mascot", touch: "Day mascot", WaterTodayScreen(s)),
            FlowStep("The headline rises in", WaterSummaryScreen(s, reveal: 0.45)),
            FlowStep("Day summary", WaterSummaryScreen(s)),
        ]
    }

    /// Tilt the share card, press Share: it loads, checks, and the sheet closes.
    static func shareCard(_ s: WaterSnapshot) -> [FlowStep] {
        [
            FlowStep("Tilt the card", touch: "Share card", WaterShareScreen(s, pitch: 0, yaw: 0)),
            FlowStep("Press Share", touch: "Share", WaterShareScreen(s, pitch: 8, yaw: -14)),
            FlowStep("Sharing", WaterShareScreen(s, pitch: 8, yaw: -14, phase: .loading(progress: 0.6))),
            FlowStep("Shared", WaterShareScreen(s, pitch: 8, yaw: -14, phase: .success, commitT: 0.35)),
            FlowStep("The sheet closes", WaterTodayScreen(s, toast: Toast("Card shared", icon: .check, tint: .success))),
        ]
    }
}
