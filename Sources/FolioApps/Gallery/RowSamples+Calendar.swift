import FolioPieces
import FolioLayout

extension RowSamples {
    static func dayPicker() -> [PieceSample] {
        [
            PieceSample("today selected", DayPicker(days: DayPicker.week(from: 24, ticked: [24, 25, 26, 28], today: 30),
                                                    selected: 6)),
            PieceSample("another day selected", DayPicker(days: DayPicker.week(from: 24, ticked: [24, 25, 26, 28], today: 30),
                                                          selected: 2)),
            PieceSample("a fresh week", DayPicker(days: DayPicker.week(from: 1, today: 3))),
        ]
    }

    static func streakCalendar() -> [PieceSample] {
        [
            PieceSample("November, today in the streak", StreakCalendar(
                title: "November", dayCount: 30, firstColumn: 6,
                streak: Set([2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 21] + Array(23...28)), today: 28).card()),
            PieceSample("a run across a week, today missed", StreakCalendar(
                title: "December", dayCount: 31, firstColumn: 1, streak: Set(3...9).union([12]), today: 13).card()),
        ]
    }

    static func textReveal() -> [PieceSample] {
        let line = { (t: Double) in
            TextReveal("Thirty days of showing up for yourself", t: t, emphasis: [0, 1])
                .frame(maxWidth: .infinity)
        }
        return [
            PieceSample("t = 0", line(0).frame(height: 72)),
            PieceSample("t = 0.3", line(0.3)),
            PieceSample("t = 0.6", line(0.6)),
            PieceSample("t = 1", line(1)),
            PieceSample("leading, body size", TextReveal("Every envelope has a job to do this month.", t: 0.7,
                                                         style: TextStyle.title3, alignment: .leading)
                .frame(maxWidth: .infinity, alignment: .leading)),
        ]
    }

    static func focusSteps() -> [PieceSample] {
        let steps = [
            "Heat the oil in a heavy pot over a medium flame.",
            "Soften the onion with a pinch of salt, about 8 minutes.",
            "Stir in the garlic and cook until fragrant, about a minute.",
            "Add the tomatoes and simmer for 20 minutes.",
            "Blend until smooth and season to taste.",
        ]
        return [
            PieceSample("step 3 in focus", FocusSteps(steps: steps, current: 2)),
            PieceSample("moving on, t = 0.5", FocusSteps(steps: steps, current: 2, t: 0.5)),
            PieceSample("first step", FocusSteps(steps: steps, current: 0)),
            PieceSample("last step", FocusSteps(steps: steps, current: 4)),
        ]
    }

    static func coverGrid() -> [PieceSample] {
        [
            PieceSample("cook again", CoverGrid([
                .init(title: "Tomato soup", detail: "35 min · Soup", kicker: "Soup", color: .recipe.tomato),
                .init(title: "Saffron risotto", detail: "40 min · Rice", kicker: "Weeknight", color: .recipe.saffron),
                .init(title: "Basil pesto pasta", detail: "15 min · Quick", kicker: "Quick", color: .recipe.basil,
                      style: .initial),
                .init(title: "Plum cake", detail: "1 h 10 min · Baking", color: .recipe.plum),
            ])),
            PieceSample("covers: stacked, initial, small", HStack(spacing: Space.sm) {
                TypographicCover(name: "Miso broth", kicker: "Soup · 20 min", color: .recipe.plum).frame(width: 112, height: 112)
                TypographicCover(name: "Shakshuka", kicker: "Brunch", color: .recipe.tomato, style: .initial)
                    .frame(width: 112, height: 112)
                VStack(spacing: Space.sm) {
                    TypographicCover(name: "Gnocchi", color: .recipe.basil).frame(width: 58, height: 58)
                    TypographicCover(name: "Flan", color: .recipe.saffron).frame(width: 58, height: 58)
                }
            }),
        ]
    }
}
