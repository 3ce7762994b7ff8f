import FolioDomain
import FolioLayout
import FolioPieces

/// The flows of the Water seed, each a strip of screens built from a snapshot by applying the
/// domain's actions: the screen before, where the finger goes, and the screens after.
enum WaterFlows {
    /// Tap the first drink on the shelf (always in view: the shelf runs off the trailing edge): it
    /// dips under the finger and is logged; then tap the blob to take it back.
    static func undoDrink(_ s: WaterSnapshot) throws -> [FlowStep] {
        guard let item = s.shelf.first else { return [] }
        let logged = try s.applying(.logDrink(kind: item.kind, volumeMl: item.volumeMl))
        let undone = try logged.applying(.undoLastDrink)
        // The captions are the storybook's, in English whatever the locale drawn.
        let name = item.kind.rawValue.capitalized
        let loggedToast = Toast(waterStrings("%1$@ of %2$@ logged", .text(WaterFormat.ml(item.volumeMl)), .text(item.kind.nameInSentence)),
                                icon: item.kind.icon, tint: item.kind.inkColor)
        let undoneToast = Toast(waterStrings("Took back the %@", .text(item.kind.nameInSentence)), icon: .undo)
        let rolling = { (snapshot: WaterSnapshot, from: Int, toast: Toast, t: Double) -> any View in
            var moving = toast
            moving.t = t
            return WaterTodayScreen(snapshot, rollingFrom: from, roll: t, toast: moving)
        }
        return [
            FlowStep("Tap \(name)", touch: item.label, WaterTodayScreen(s)).story("today"),
            FlowStep("It dips under the finger", touch: item.label, WaterTodayScreen(s, pressed: item.id)),
            FlowStep("Logged: the total rolls", touch: "Blob",
                     WaterTodayScreen(logged, rollingFrom: s.today.hydrationMl, toast: loggedToast))
                .springing(.spring, haptic: true) { t in rolling(logged, s.today.hydrationMl, loggedToast, t) },
            FlowStep("Tap the blob: undone", WaterTodayScreen(undone, rollingFrom: logged.today.hydrationMl, toast: undoneToast))
                .springing(.spring, haptic: true) { t in rolling(undone, logged.today.hydrationMl, undoneToast, t) },
        ]
    }

    /// Log the first drink of the medium widget's shelf; the total rolls.
    static func widgetDrink(_ s: WaterSnapshot) throws -> [FlowStep] {
        guard let item = s.widgets.mediumShelf.lazy.compactMap({ id in s.shelf.first { $0.id == id } }).first else { return [] }
        let logged = try s.applying(.logDrink(kind: item.kind, volumeMl: item.volumeMl))
        let before = s.today.hydrationMl
        return [
            FlowStep("Tap \(item.label) on the medium widget", touch: item.label, WaterWidgetsScreen(s)).story("widgets"),
            FlowStep("It dips under the finger", touch: item.label, WaterWidgetsScreen(s, pressed: item.id)),
            FlowStep("Logged: the total rolls", WaterWidgetsScreen(logged, rollingFrom: before))
                .springing(.spring, haptic: true) { t in WaterWidgetsScreen(logged, rollingFrom: before, roll: t) },
        ]
    }

    /// Tap yesterday in the month, then swipe its latest drink away.
    static func swipeDrink(_ s: WaterSnapshot) throws -> [FlowStep] {
        let day = WaterStoryStates.tappedDay(s)
        guard let drink = s.day(day).drinks.last else { return [] }
        let removed = try s.applying(.removeDrink(id: drink.id))
        let row = WaterDrinkRow.name(drink)
        return [
            FlowStep("Tap the \(day.day)th", touch: "day \(day.day)", WaterMonthScreen(s)).story("month"),
            FlowStep("Swipe the \(drink.kind.rawValue) left", touch: row, WaterMonthScreen(s, selected: day))
                .story("month:day-selected").dragging(.horizontal(-48)),
            FlowStep("It follows the finger, then springs open: tap Delete", touch: "Delete",
                     WaterMonthScreen(s, selected: day, openDrink: drink.id)).story("month:swiped").following { t in
                WaterMonthScreen(s, selected: day, openDrink: drink.id,
                                 openOffset: FlowMotion.follow(t, reach: -48, settle: WaterDrinkRow.openOffset))
            },
            FlowStep("Gone", WaterMonthScreen(removed, selected: day)),
        ]
    }

    /// Tap the first available challenge to join it, then swipe through Joined to Finished.
    static func joinChallenge(_ s: WaterSnapshot) throws -> [FlowStep] {
        guard let challenge = WaterStoryStates.joinable(s) else { return [] }
        let joined = try WaterStoryStates.joined(s)
        return [
            FlowStep("Tap \(challenge.title)", touch: challenge.title, WaterChallengesScreen(s)).story("challenges"),
            FlowStep("It dips under the finger", touch: challenge.title, WaterChallengesScreen(s, pressed: challenge.id)),
            FlowStep("Joined: its llama starts to fill", touch: "pages", WaterChallengesScreen(joined))
                .arriving(FlowMotion(.tap, haptic: true, transition: .fade)).dragging(.horizontal(-200)),
            FlowStep("Swipe to Joined", touch: "pages", WaterChallengesScreen(joined, position: 1)).following { t in
                WaterChallengesScreen(joined, position: FlowMotion.follow(t, reach: 0.55, settle: 1))
            }.dragging(.horizontal(-200)),
            FlowStep("Finished, honestly empty", WaterChallengesScreen(joined, position: 2)).story("challenges:finished").following { t in
                WaterChallengesScreen(joined, position: 1 + FlowMotion.follow(t, reach: 0.55, settle: 1))
            },
        ]
    }

    /// Tap the day's mascot on Today; the summary opens and its headline rises in.
    static func dayMascot(_ s: WaterSnapshot) -> [FlowStep] {
        [
            FlowStep("Tap the day's mascot", touch: "Day mascot", WaterTodayScreen(s)).story("today"),
            FlowStep("The summary slides in", WaterSummaryScreen(s, reveal: 0)).pushed(),
            FlowStep("The headline rises in: day summary", WaterSummaryScreen(s)).story("summary")
                .moving(.reveal, duration: 900, curve: .linear) { p in WaterSummaryScreen(s, reveal: p) },
        ]
    }

    /// Tilt the share card, press Share: it loads, checks, and the sheet closes. The card rests
    /// tilted from the first frame; the finger turns it further.
    static func shareCard(_ s: WaterSnapshot) -> [FlowStep] {
        let rest = WaterShareScreen.restingTilt, turned = WaterShareScreen.turnedTilt
        let share = { (phase: CommitButton.Phase, t: Double) in WaterShareScreen.turned(s, phase: phase, t: t) }
        return [
            FlowStep("Tilt the card", touch: "Share card", WaterShareScreen(s)).story("share").dragging(FingerPath(Point(x: -70, y: -40))),
            FlowStep("It tilts under the finger; press Share", touch: waterStrings("Share"), share(.idle, 1))
                .following(.drag) { t in
                    let k = FlowMotion.follow(t, reach: 1.25, settle: 1)
                    return WaterShareScreen(s, pitch: Motion.mix(rest.pitch, turned.pitch, k), yaw: Motion.mix(rest.yaw, turned.yaw, k))
                },
            FlowStep("Sharing", share(.loading(progress: 0.6), 1)).story("share:loading").moving(.loading) { p in share(.loading(progress: 0.6 * p), 1) },
            FlowStep("Shared", share(.success, 1)).story("share:done").springing(.loading, haptic: true) { t in share(.success, t) },
            FlowStep("The sheet closes", WaterTodayScreen(s, toast: Toast(waterStrings("Card shared"), icon: .check, tint: .accent)))
                .dismissed(from: share(.success, 1)),
        ]
    }
}
