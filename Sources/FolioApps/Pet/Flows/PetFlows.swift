import FolioDomain
import FolioLayout
import FolioPieces

/// The six flows of the Self-Care Pet seed, each a strip of screens built by applying the domain's
/// actions to the snapshot; every touch names a frame of the screen it is drawn on.
enum PetFlows {
    static let all = [tickGoal, checkIn, adventure, encourage, streak, addGoal]

    /// Tap Biscuit (its postcard, while it is away): it suggests the next goal; tick it off and the
    /// energy rolls up by five.
    static let tickGoal = FlowEntry(.pet, "tick-goal", caption: "Tap Biscuit, then tick off Brush teeth",
                                    snapshot: PetSnapshot.self) { s in
        let tapped = PetHomeModel.Moment(tappedBiscuit: true)
        let away = s.isCompanionAway
        let first = FlowStep(away ? "Tap Biscuit's postcard" : "Tap Biscuit", touch: away ? "Biscuit's postcard" : "Biscuit",
                             PetHomeScreen(s)).story("home:at-home")
        guard let goal = s.goals.first(where: { $0.title == "Brush teeth" && !$0.done }) ?? PetHomeModel(s).nextGoal else {
            return [first, FlowStep("Biscuit cheers you on", PetHomeScreen(s, moment: tapped))]
        }
        let after = try s.applying(.tickGoal(id: goal.id))
        return [
            first,
            FlowStep("Tick off \(goal.title)", touch: "tick \(goal.title)", PetHomeScreen(s, moment: tapped)),
            FlowStep("+\(after.energy - s.energy) energy: \(away ? "the energy fills" : "Biscuit fills up")",
                     PetHomeScreen(after, moment: .init(energyBefore: s.energy)))
                .springing(.spring, haptic: true) { t in PetHomeScreen(after, moment: .init(energyBefore: s.energy, roll: t)) },
        ]
    }

    /// The heart opens the check-in; Good, the words that fit, and the button confirms in place.
    static let checkIn = FlowEntry(.pet, "check-in", caption: "Tap the heart and check in as Good", snapshot: PetSnapshot.self) { s in
        let picking = PetStoryStates.good
        let (after, confirmed) = try PetStoryStates.checkedIn(s)
        var saving = picking
        saving.phase = .loading(progress: 0.6)
        return [
            FlowStep("Tap the heart", touch: "Check-in heart", PetHomeScreen(s)).story("home:at-home"),
            FlowStep("Pick Good", touch: "Good", PetCheckInScreen(s, draft: CheckInDraft())).presented().story("checkin:before"),
            FlowStep("Words that fit, then check in", touch: petStrings("Check in"), PetCheckInScreen(s, draft: picking)).story("checkin:good"),
            FlowStep("Saving", PetCheckInScreen(s, draft: saving)).moving(.loading) { p in
                var moving = picking
                moving.phase = .loading(progress: 0.6 * p)
                return PetCheckInScreen(s, draft: moving)
            },
            FlowStep("Checked in, in place", PetCheckInScreen(after, draft: confirmed))
                .arriving(loadingInPlace(from: 0.6, { q in
                    var moving = picking
                    moving.phase = .loading(progress: q)
                    return PetCheckInScreen(s, draft: moving)
                }, then: PetCheckInScreen(after, draft: confirmed))).story("checkin:confirmed"),
        ]
    }

    /// The adventure chip on Home opens the trip and its route of glass stops; what Biscuit found
    /// on the way fans out in a sheet.
    static let adventure = FlowEntry(.pet, "adventure", caption: "Peek at the route to Mossy Hollow", snapshot: PetSnapshot.self) { s in
        [
            FlowStep("Tap the adventure", touch: "Adventure", PetHomeScreen(s)).story("home:at-home"),
            FlowStep("The route to \(s.adventure.destination); tap what Biscuit found", touch: FindsList.seeAll, PetAdventureScreen(s)).pushed()
                .story("adventure:back"),
            FlowStep("The finds fan out, the newest in front", FindsSheet(s)).presented()
                .springing(.spring) { t in FindsSheet(s, spread: t) },
        ]
    }

    /// Friends from the dock; cheering the buddy on sends encouragement, answered by a toast.
    static let encourage = FlowEntry(.pet, "encourage", caption: "On Friends, send Juno some encouragement",
                                     snapshot: PetSnapshot.self) { s in
        let open = FlowStep("Open Friends", touch: petStrings("Friends"), PetHomeScreen(s)).story("home:at-home")
        guard let buddy = s.buddy else { return [open, FlowStep("Friends", PetFriendsScreen(s))] }
        let after = try PetStoryStates.encouraged(s)
        let toast = PetStoryStates.sentToast(to: buddy)
        return [
            open,
            FlowStep("Cheer \(buddy.name) on", touch: EncouragementSection.send, PetFriendsScreen(s)).switchedTab(from: 0)
                .story("friends:buddies"),
            FlowStep("A toast answers", PetFriendsScreen(after, toast: toast)).story("friends:encouraged").springing(.spring, haptic: true) { t in
                var moving = toast
                moving.t = t
                return PetFriendsScreen(after, toast: moving)
            },
        ]
    }

    /// The streak row on Progress opens the streak; its line rises in over the glowing number.
    static let streak = FlowEntry(.pet, "streak", caption: "Open the 30-day streak from Progress", snapshot: PetSnapshot.self) { s in
        [
            FlowStep("Tap the streak", touch: StreakRow.title(s.currentStreak), PetProgressScreen(s)).story("progress:month"),
            FlowStep("The streak slides in", PetStreakScreen(s, reveal: 0)).pushed(),
            FlowStep("The line rises in: \(Format.count(s.currentStreak, "day")) in a row", PetStreakScreen(s)).story("streak:thirty")
                .moving(.reveal, duration: 900, curve: .linear) { p in PetStreakScreen(s, reveal: p) },
        ]
    }

    /// + opens the sheet; the goal's name, then its area (the part of the day is already the one
    /// it is now), and the goal joins the evening. Each frame changes one thing.
    static let addGoal = FlowEntry(.pet, "add-goal", caption: "Press + and add a goal", snapshot: PetSnapshot.self) { s in
        var draft = PetStoryStates.filledGoal(s)
        let after = try s.applying(draft.action)
        let filled = draft
        var named = GoalDraft(s)
        named.title = filled.title
        draft.phase = .success
        return [
            FlowStep("Press +", touch: "New goal", PetHomeScreen(s)).story("home:at-home"),
            FlowStep("Name the goal", touch: petStrings("Goal"), PetAddGoalScreen(s)).presented().story("add-goal:empty"),
            FlowStep("Named; pick its area", touch: filled.area.label, PetAddGoalScreen(s, draft: named)),
            FlowStep("\(filled.area.title) picked; add it", touch: petStrings("Add goal"), PetAddGoalScreen(s, draft: filled)).story("add-goal:filled"),
            FlowStep("Added, in place", PetAddGoalScreen(after, draft: draft)).arriving(loadingInPlace(from: 0, { q in
                var moving = filled
                moving.phase = .loading(progress: q)
                return PetAddGoalScreen(s, draft: moving)
            }, then: PetAddGoalScreen(after, draft: draft))),
            FlowStep("On Home", PetHomeScreen(after)).dismissed(from: PetAddGoalScreen(after, draft: draft)),
        ]
    }

    /// The commit button filling from `start` to full in place, then the screen after: one label at
    /// a time (a fade between the two screens laid "60%" over "Checked in").
    static func loadingInPlace(from start: Double, _ loading: @escaping (Double) -> any View, then done: any View) -> FlowMotion {
        FlowMotion(.loading, haptic: true) { p in p < 1 ? loading(start + (1 - start) * p) : done }
    }
}
