import FolioPieces
import FolioLayout

/// The gallery samples of the row pieces: every state and moment of motion, with the data the
/// seeds describe (Biscuit's goals, the shopping list, the envelopes, the water streak).
enum RowSamples {
    static func planRow() -> [PieceSample] {
        [
            PieceSample("to do", PlanRow(title: "Brush teeth", area: "Evening", icon: .tooth, tint: .pet.azure)),
            PieceSample("done", PlanRow(title: "Drink a glass of water", area: "Body", icon: .glass, tint: .pet.skyCheck,
                                        isDone: true)),
            PieceSample("long title, no area", PlanRow(title: "Write down three things you are grateful for today",
                                                       icon: .book, tint: .pet.violetCheck)),
            PieceSample("a morning", VStack(spacing: Space.xs) {
                PlanRow(title: "Stretch for five minutes", area: "Body", icon: .run, tint: .pet.violetCheck, isDone: true)
                PlanRow(title: "Open the curtains", area: "Morning", icon: .sunrise, tint: .pet.azure)
                PlanRow(title: "Take a mindful minute", energy: 10, area: "Mind", icon: .meditation, tint: .pet.skyCheck)
            }),
        ]
    }

    static func mediaRow() -> [PieceSample] {
        [
            PieceSample("cover, chevron", onCard([
                MediaRow(picture: TypographicCover(name: "Tomato soup", color: .recipe.tomato), title: "Tomato soup",
                         detail: "Roasted tomatoes, garlic and basil, blended smooth. Best with toasted bread."),
                MediaRow(picture: TypographicCover(name: "Saffron risotto", color: .recipe.saffron),
                         title: "Saffron risotto", detail: "Creamy rice with saffron and parmesan.",
                         accessory: .pill("35 min", icon: .clock)),
            ])),
            PieceSample("icon picture, value", onCard([
                MediaRow(picture: MediaRow.iconPicture(.coffee, color: .water.coffee), title: "Flat white",
                         detail: "200 ml · counts as 160 ml of water", accessory: .value("9:41")),
                MediaRow(picture: MediaRow.iconPicture(.flower, color: .pet.violetCheck), title: "A tiny flower",
                         detail: "Found on the way to Mossy Hollow", accessory: .none),
            ])),
        ]
    }

    static func swipeActionRow() -> [PieceSample] {
        let drink = { SwipeActionRow(offset: $0) { drinkRow() } }
        return [
            PieceSample("at rest, offset 0", drink(0)),
            .edgeToEdge("following the finger, −56", drink(-56)),
            .edgeToEdge("open, −128", drink(-SwipeActionRow.fullWidth(of: 2))),
            .edgeToEdge("leading pin, +72", SwipeActionRow(offset: 72, leading: [.pin], trailing: []) {
                MediaRow(picture: TypographicCover(name: "Lentil dal", color: .recipe.saffron), title: "Tuesday",
                         detail: "Lentil dal with rice", accessory: .none, pictureSide: 48)
            }),
            .edgeToEdge("capsule actions on an envelope, −160", SwipeActionRow(offset: -160, style: .capsule, fill: nil) {
                ColorBlockList.block(envelopes()[0])
            }),
        ]
    }

    static func taskRow() -> [PieceSample] {
        [
            PieceSample("to buy, bought", onCard([
                TaskRow(title: "Cherry tomatoes", quantity: "400 g"),
                TaskRow(title: "Basil", quantity: "1 bunch", isDone: true),
                TaskRow(title: "Parmesan", quantity: "80 g", note: "for Saffron risotto"),
                TaskRow(title: "Arborio rice", quantity: "320 g", note: "for Saffron risotto", isDone: true),
            ], inset: 52)),
            PieceSample("long title", onCard([
                TaskRow(title: "Extra virgin olive oil from the good shop on the corner", quantity: "1 bottle"),
            ])),
        ]
    }

    static func colorBlockList() -> [PieceSample] {
        [
            PieceSample("envelopes, one over", ColorBlockList(envelopes())),
            PieceSample("untouched and just over", ColorBlockList([
                .init(name: "Gifts", icon: .gift, amount: "$150", detail: "left of $150", fraction: 0, color: .budget.lemon),
                .init(name: "Coffee", icon: .coffee, amount: "−$2", detail: "over $40", fraction: 1.05, color: .budget.apricot),
            ])),
        ]
    }

    static func balancePanel() -> [PieceSample] {
        [
            PieceSample("this month", BalancePanel(left: "$1,240", spent: "$760 spent", budget: "of $2,000", fraction: 0.38)),
            PieceSample("rolling in, t = 0.5", BalancePanel(left: "$1,198", previousLeft: "$1,240", spent: "$802 spent",
                                                             budget: "of $2,000", fraction: 0.4, t: 0.5)),
            PieceSample("over budget", BalancePanel(title: "Over this month", left: "−$86", spent: "$2,086 spent",
                                                    budget: "of $2,000", fraction: 1.04)),
            PieceSample("with a ring of days to go and an add button", BalancePanel(
                title: "Left this month", left: "$212.40", spent: "$387.60 spent", budget: "of $600.00", fraction: 0.646,
                ring: .init(daysLeft: 12, periodDays: 31), add: RoundButton(.plus, name: "Add expense"))),
            PieceSample("with the primary action", BalancePanel(
                title: "Left this month", left: "$1,240", spent: "$760 spent", budget: "of $2,000", fraction: 0.38,
                action: ElasticButton("Add expense", icon: .plus, expands: true))),
        ]
    }

    static func statGrid() -> [PieceSample] {
        [
            PieceSample("recipe facts", StatGrid([
                .init(value: "35", label: "Minutes", icon: .clock), .init(value: "4", label: "Servings", icon: .people),
                .init(value: "420", label: "kcal", icon: .flame),
            ], columns: 3)),
            PieceSample("trends", StatGrid([
                .init(value: "$482", label: "Spent", trend: .up("12%", isGood: false)),
                .init(value: "$1,240", label: "Left", trend: .down("4%", isGood: false)),
                .init(value: "$38", label: "Per day", trend: .down("$6", isGood: true)),
                .init(value: "$120", label: "Saved", trend: .up("$20", isGood: true)),
            ])),
            PieceSample("sparklines", StatGrid([
                .init(value: "24", label: "Goals kept", icon: .check, trend: .sparkline([3, 4, 2, 5, 4, 6, 7])),
                .init(value: "4.2", label: "Mood", icon: .smile, trend: .sparkline([3, 3.5, 2.5, 4, 4.5, 4, 4.2])),
            ])),
        ]
    }

    static func liveStat() -> [PieceSample] {
        let stat = { (t: Double) in
            LiveStat(label: "Today", value: "1,750", previous: "1,500", unit: "ml", delta: "+250 ml", t: t).card()
        }
        return [
            PieceSample("t = 0", stat(0)),
            PieceSample("t = 0.5", stat(0.5)),
            PieceSample("t = 1", stat(1)),
            PieceSample("falling, bad news", LiveStat(label: "Energy", value: "35", previous: "40", delta: "5",
                                                      deltaIsGood: false, t: 1).card()),
        ]
    }

    static func odometer() -> [PieceSample] {
        let roll = { (t: Double) in
            Odometer(from: "$1,240", to: "$1,198", t: t, style: BalancePanel.amountStyle).frame(maxWidth: .infinity).card()
        }
        return [
            PieceSample("t = 0", roll(0)),
            PieceSample("t = 0.35", roll(0.35)),
            PieceSample("t = 0.7", roll(0.7)),
            PieceSample("t = 1", roll(1)),
            PieceSample("growing a digit, t = 0.5", Odometer(from: "998", to: "1,004", t: 0.5).frame(maxWidth: .infinity).card()),
        ]
    }

    /// Rows on one card, hairlines between them starting at `inset` (under the rows' text).
    static func onCard(_ rows: [any View], inset: Double = Space.md) -> any View {
        VStack(alignment: .leading, spacing: 0) {
            for (i, row) in rows.enumerated() {
                if i > 0 { Divider().padding(.leading, inset) }
                row
            }
        }
        .card(padding: 0)
    }

    /// A logged drink, as the Month screen lists it.
    static func drinkRow() -> any View {
        HStack(spacing: Space.sm) {
            IconView(.drop, size: 20, color: .water.water)
                .frame(width: 40, height: 40)
                .background(ShapeView(.circle).fill(.water.water.opacity(0.16)))
            VStack(alignment: .leading, spacing: 2) {
                Text("Water", style: .headline).lineLimit(1)
                Text("250 ml", style: .subheadline, color: .secondaryLabel).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Text("9:41", style: TextStyle.subheadline.tabular(), color: .secondaryLabel).lineLimit(1)
        }
        .padding(horizontal: Space.md, vertical: Space.sm)
    }

    /// The envelopes of the Budgets screen, Dining out already over.
    static func envelopes() -> [ColorBlockList.Block] {
        [
            .init(name: "Groceries", icon: .cart, amount: "$142", detail: "left of $400", fraction: 0.645, color: .budget.mint),
            .init(name: "Dining out", icon: .utensils, amount: "−$18", detail: "over $120", fraction: 1.15,
                  color: .budget.apricot),
            .init(name: "Transport", icon: .compass, amount: "$64", detail: "left of $90", fraction: 0.29, color: .budget.sky),
            .init(name: "Fun", icon: .party, amount: "$35", detail: "left of $60", fraction: 0.42, color: .budget.lavender),
        ]
    }
}
