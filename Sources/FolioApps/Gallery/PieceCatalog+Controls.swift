import FolioPieces
import FolioLayout

extension PieceCatalog {
    /// The controls entries of the gallery.
    static let controls: [PieceEntry] = [
        PieceEntry(name: "screen-header", title: "Screen Header",
                   summary: "A large two-weight title, an optional subtitle and round buttons at the trailing edge.",
                   apps: [.water, .pet, .recipe, .budget]) {
            [
                PieceSample("title and date, two round buttons", ScreenHeader("Today", detail: "Nov 27", buttons: [
                    RoundButton(.flame, name: "Streak"), RoundButton(.grid, name: "Widgets"),
                ])),
                PieceSample("with a subtitle and an accent button", ScreenHeader("Budgets", detail: "Nov", subtitle: "$1,240 left in 6 envelopes", buttons: [
                    RoundButton(.transfer, name: "Transfer"), RoundButton(.plus, name: "New budget", style: .accent),
                ])),
                PieceSample("title only", ScreenHeader("Library")),
                PieceSample("a long title ellipsizes before the buttons", ScreenHeader("Wednesday", detail: "November 27", buttons: [
                    RoundButton(.calendar, name: "Calendar"), RoundButton(.gear, name: "Settings"),
                ])),
            ]
        },
        PieceEntry(name: "elastic-button", title: "Elastic Button",
                   summary: "Pills and round buttons that squash while pressed and spring back; dimmed when disabled.",
                   apps: [.recipe, .pet, .water, .budget]) {
            [
                PieceSample("primary, at rest", ElasticButton("Start cooking", icon: .chefHat, expands: true)),
                PieceSample("primary, half pressed", ElasticButton("Start cooking", icon: .chefHat, press: 0.5, expands: true)),
                PieceSample("primary, pressed", ElasticButton("Start cooking", icon: .chefHat, press: 1, expands: true)),
                PieceSample("secondary, at rest and pressed", HStack(spacing: Space.sm) {
                    ElasticButton("Add to plan", style: .secondary)
                    ElasticButton("Add to plan", style: .secondary, press: 1)
                }),
                PieceSample("round: primary, secondary, pressed", HStack(spacing: Space.md) {
                    ElasticButton(icon: .plus, name: "Add")
                    ElasticButton(icon: .share, name: "Share", style: .secondary)
                    ElasticButton(icon: .plus, name: "Add", press: 1)
                }),
                PieceSample("disabled", HStack(spacing: Space.sm) {
                    ElasticButton("Save", isEnabled: false)
                    ElasticButton("Skip", style: .secondary, isEnabled: false)
                }),
            ]
        },
        PieceEntry(name: "commit-button", title: "Commit Button",
                   summary: "Shows progress in place, then resolves to a check or an error that shakes.",
                   apps: [.water, .recipe, .budget, .pet]) {
            [
                PieceSample("idle", CommitButton("Share card", expands: true)),
                PieceSample("loading, 35%", CommitButton("Share card", phase: .loading(progress: 0.35), expands: true)),
                PieceSample("loading, 80%", CommitButton("Share card", phase: .loading(progress: 0.8), expands: true)),
                PieceSample("success, t = 0.1 (check springing in)", CommitButton("Share card", phase: .success, t: 0.1, successTitle: "Shared", expands: true)),
                PieceSample("success, settled", CommitButton("Share card", phase: .success, successTitle: "Shared", expands: true)),
                PieceSample("error, t = 0.25 (mid-shake)", CommitButton("Share card", phase: .failure, t: 0.25, expands: true)),
                PieceSample("error, settled", CommitButton("Share card", phase: .failure, expands: true)),
                PieceSample("hugging its widest label", CommitButton("Save", phase: .loading(progress: 0.5))),
            ]
        },
        PieceEntry(name: "chat-bubble", title: "Chat Bubble",
                   summary: "Wrapping text in a bubble whose tail curls toward the speaker.",
                   apps: [.pet]) {
            // A bubble hugs the side of who speaks: the companion's the leading one, yours the trailing one.
            let companion = { (bubble: ChatBubble) in bubble.frame(maxWidth: .infinity, alignment: .leading) }
            return [
                PieceSample("the companion speaks (tail leading)", companion(ChatBubble("Good morning! Shall we start with a glass of water?"))),
                PieceSample("you answer (tail trailing)", ChatBubble("Yes, let's go!", tail: .trailing).frame(maxWidth: .infinity, alignment: .trailing)),
                PieceSample("one word hugs its text", companion(ChatBubble("Hi!"))),
                PieceSample("long text wraps at 280 pt", companion(ChatBubble("I packed a snack, a tiny map and my favourite scarf. Mossy Hollow is a long walk, so I'll be back around four."))),
                PieceSample("popping in, appear = 0.15", companion(ChatBubble("Off I go!", appear: 0.15))),
            ]
        },
        PieceEntry(name: "toast", title: "Toast",
                   summary: "A capsule with an icon and a line of text that floats in and rests at the top.",
                   apps: [.pet, .water, .recipe, .budget]) {
            [
                PieceSample("raised, at rest", Toast("Juno sent you good vibes", icon: .heart)),
                PieceSample("on glass, at rest", ControlsBackdrop(height: 96) { Toast("Goal added to your morning", icon: .check, style: .glass) }),
                PieceSample("success tint", Toast("Saved to your plan", icon: .bookmark, tint: .success)),
                PieceSample("arriving, t = 0.15 (above, fading in)", Toast("Juno sent you good vibes", icon: .heart, t: 0.15).padding(.top, 40)),
                PieceSample("arriving, t = 0.64 (a little past its place)", Toast("Juno sent you good vibes", icon: .heart, t: 0.64)),
            ]
        },
        PieceEntry(name: "form-field", title: "Form Field",
                   summary: "A labelled rounded field: placeholder, value with a caret when focused, and an error state.",
                   apps: [.pet, .budget, .recipe, .water]) {
            [
                PieceSample("empty, placeholder", FormField("Goal", placeholder: "Drink a glass of water", icon: .sprout)),
                PieceSample("focused, empty (caret before the placeholder)", FormField("Goal", placeholder: "Drink a glass of water", icon: .sprout, isFocused: true)),
                PieceSample("focused, typing", FormField("Goal", value: "Stretch for five min", icon: .sprout, isFocused: true)),
                PieceSample("filled, at rest", FormField("Note", value: "Farmers market")),
                PieceSample("error", FormField("Amount", value: "12.345", icon: .cash, isFocused: true, error: "Use at most two decimals, like 12.35.")),
            ]
        },
        PieceEntry(name: "glass-segments", title: "Glass Segments",
                   summary: "A segmented control on glass with a selection pill that slides between segments.",
                   apps: [.pet, .recipe]) {
            let titles = ["Week", "Month", "Year"]
            return [
                PieceSample("first selected", ControlsBackdrop { GlassSegments(titles, selected: 0) }),
                PieceSample("moving to the second, t = 0.15 (stretched in transit)", ControlsBackdrop { GlassSegments(titles, selected: 1, from: 0, t: 0.15) }),
                PieceSample("moving to the second, t = 0.55 (overshoot)", ControlsBackdrop { GlassSegments(titles, selected: 1, from: 0, t: 0.55) }),
                PieceSample("last selected", ControlsBackdrop { GlassSegments(titles, selected: 2) }),
                PieceSample("metric or US cups", GlassSegments(["Metric", "US cups"], selected: 1)),
            ]
        },
        PieceEntry(name: "tracking-tabs", title: "Tracking Tabs",
                   summary: "Tab titles whose accent bar tracks the pages sliding under them.",
                   apps: [.water, .recipe, .budget]) {
            let titles = ["Active", "Finished"]
            let aisles = ["Produce", "Dairy", "Bakery", "Pantry", "Frozen"]
            return [
                PieceSample("first page", TrackingTabs(titles, position: 0) { ControlSamplePages.challenges(); ControlSamplePages.empty() }),
                PieceSample("half-way, position = 0.5", TrackingTabs(titles, position: 0.5) { ControlSamplePages.challenges(); ControlSamplePages.empty() }),
                PieceSample("second page", TrackingTabs(titles, position: 1) { ControlSamplePages.challenges(); ControlSamplePages.empty() }),
                PieceSample("many tabs scroll with the bar, position = 2.5", TrackingTabs(aisles, position: 2.5) {
                    for aisle in aisles { ControlSamplePages.aisle(aisle) }
                }),
            ]
        },
        PieceEntry(name: "filter-rail", title: "Filter Rail",
                   summary: "A horizontal rail of chips, one selected, running on to the screen's edge under a fade.",
                   apps: [.recipe, .pet]) {
            let filters: [FilterRail.Chip] = [
                .init("All"), .init("Quick", icon: .timer), .init("Soups", icon: .pot), .init("Salads", icon: .leaf),
                .init("Baking", icon: .chefHat), .init("Desserts", icon: .star),
            ]
            return [
                .edgeToEdge("first selected, at the start", FilterRail(filters, selected: 0, bleed: Space.lg)),
                .edgeToEdge("third selected, same order, scrolled 90 pt", FilterRail(filters, selected: 2, offset: 90, bleed: Space.lg)),
                .edgeToEdge("scrolled to the end (fade at the leading edge only)",
                            FilterRail(filters, selected: 5, offset: 1_000, bleed: Space.lg)),
                PieceSample("short rail fits (no fade)", FilterRail(["Morning", "Afternoon", "Evening"], selected: 1)),
            ]
        },
        PieceEntry(name: "icon-toggles", title: "Icon Toggles",
                   summary: "Icon and label chips that toggle on and off, wrapping in rows.",
                   apps: [.pet]) {
            [
                PieceSample("two on", IconToggles(ControlSamplePages.moodFactors(on: [0, 3]))),
                PieceSample("Friends toggling on, t = 0.15", IconToggles(ControlSamplePages.moodFactors(on: [0, 2, 3]), changing: 2, t: 0.15)),
                PieceSample("Sleep toggling off, t = 0.1", IconToggles(ControlSamplePages.moodFactors(on: [3]), changing: 0, t: 0.1)),
                PieceSample("all off", IconToggles(ControlSamplePages.moodFactors(on: []))),
            ]
        },
        PieceEntry(name: "choice", title: "Choice",
                   summary: "Options with the selected one marked; the highlight slides to a new selection.",
                   apps: [.budget, .recipe]) {
            let rhythms = [Choice.Option("Weekly", detail: "Resets every Monday"),
                           Choice.Option("Every two weeks", detail: "Resets every other Monday"),
                           Choice.Option("Monthly", detail: "Resets on the 1st")]
            return [
                PieceSample("checkmark, monthly selected", Choice(rhythms, selected: 2)),
                PieceSample("moving from weekly to monthly, t = 0.15", Choice(rhythms, selected: 2, from: 0, t: 0.15)),
                PieceSample("radio with icons", Choice([Choice.Option("Metric", icon: .scale), Choice.Option("US cups", icon: .utensils)],
                                                      selected: 0, style: .radio)),
                PieceSample("radio moving, t = 0.15", Choice([Choice.Option("Metric", icon: .scale), Choice.Option("US cups", icon: .utensils)],
                                                           selected: 1, from: 0, t: 0.15, style: .radio)),
            ]
        },
        PieceEntry(name: "number-pad", title: "Number Pad",
                   summary: "A 3 × 4 keypad for amounts: digits, the decimal point and delete; a pressed key dips.",
                   apps: [.budget]) {
            [
                PieceSample("at rest", NumberPad()),
                PieceSample("7 pressed", NumberPad(pressed: .digit(7))),
                PieceSample("delete half pressed, whole units (no decimal)", NumberPad(pressed: .delete, press: 0.5, showsDecimal: false)),
            ]
        },
        PieceEntry(name: "expanding-track", title: "Expanding Track",
                   summary: "A slider whose track thickens while it is dragged, with its value above.",
                   apps: [.recipe, .water]) {
            [
                PieceSample("at rest", ExpandingTrack("Servings", value: 3 / 11, valueLabel: "4 servings", steps: 11)),
                PieceSample("finger down, drag = 0.5", ExpandingTrack("Servings", value: 4 / 11, valueLabel: "5 servings", drag: 0.5, steps: 11)),
                PieceSample("dragging", ExpandingTrack("Servings", value: 7 / 11, valueLabel: "8 servings", drag: 1, steps: 11)),
                PieceSample("smooth track", ExpandingTrack("Daily goal", value: 0.62, valueLabel: "2,000 ml", drag: 1)),
            ]
        },
    ]
}
