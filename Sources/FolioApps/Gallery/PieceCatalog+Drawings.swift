import FolioPieces
import FolioLayout

extension PieceCatalog {
    /// The drawings entries of the gallery: characters, charts, dials and cards drawn as vector art.
    static let drawings: [PieceEntry] = [mascot, moodFaces, moodLine, glowNumber, timerDial, stepTrail, fanStack, layerFill,
                                         motionCard]

    private static let mascot = PieceEntry(
        name: "mascot", title: "Mascot",
        summary: "A character that fills like a vessel, with five expressions and a backpack for adventures.",
        apps: [.pet, .water]
    ) {
        [
            PieceSample("Biscuit · full · happy", Mascot(.biscuit, fill: 1, face: .happy, size: 180)),
            PieceSample("Biscuit · filling · fill 0.35 and 0.7", HStack(spacing: Space.md) {
                Mascot(.biscuit, fill: 0.35, face: .calm, size: 120)
                Mascot(.biscuit, fill: 0.7, face: .happy, size: 120, wave: 0.3)
            }),
            PieceSample("Expressions · happy calm sleepy grinning sad", HStack(spacing: Space.xxs) {
                for face in MascotFace.allCases { Mascot(.biscuit, fill: 0.8, face: face, size: 52) }
            }),
            PieceSample("Biscuit · backpack", Mascot(.biscuit, fill: 1, face: .grinning, accessory: .backpack, size: 180)),
            PieceSample("Llama · goal met · hero", Mascot(.llama, fill: 1, face: .grinning, size: 220)),
            PieceSample("Llama · fill 0 · 0.35 · 0.7 · 1", HStack(spacing: Space.xs) {
                for (fill, face) in [(0.0, MascotFace.sad), (0.35, .calm), (0.7, .happy), (1.0, .grinning)] {
                    Mascot(.llama, fill: fill, face: face, size: 64, wave: fill)
                }
            }),
            PieceSample("Challenges · tinted by drink", HStack(spacing: Space.md) {
                for (tint, fill) in [(ThemeColor.water.juice, 0.5), (.water.tea, 0.8), (.water.soda, 0.25)] {
                    Mascot(.llama, fill: fill, face: .happy, size: 72, tint: tint, wave: fill)
                }
            }),
            PieceSample("Week row · 40 pt", HStack(spacing: 0) {
                for (i, fill) in [1.0, 0.8, 1.0, 0.45, 0.9, 0.2, 0.6].enumerated() {
                    Mascot(.llama, fill: fill, face: fill >= 1 ? .grinning : (fill < 0.5 ? .sleepy : .happy), size: 38,
                           wave: Double(i) * 0.17)
                }
            }),
        ]
    }

    private static let moodFaces = PieceEntry(
        name: "mood-faces", title: "Mood Faces",
        summary: "Five faces from awful to great; the chosen one grows with a ring.", apps: [.pet]
    ) {
        [
            PieceSample("No choice yet", MoodFaces().card()),
            PieceSample("Good", MoodFaces(selected: .good).card()),
            PieceSample("Awful", MoodFaces(selected: .awful).card()),
            PieceSample("Great · springing in · t = 0.3", MoodFaces(selected: .great, progress: 0.3).card()),
        ]
    }

    private static let week: [MoodLine.Day] = zip(["M", "T", "W", "T", "F", "S", "S"],
                                                   [MoodFace.okay, .good, .bad, nil, .good, .great, .great]).map { MoodLine.Day($0, $1) }

    private static let moodLine = PieceEntry(
        name: "mood-line", title: "Mood Line",
        summary: "Moods over days as a monotone curve with faces; days without a check-in break it.", apps: [.pet]
    ) {
        let scores = [3, 4, 4, 2, 1, 0, 3, 4, 5, 4, 3, 3, 0, 0, 2, 3, 4, 4, 5, 5, 4, 3, 2, 3, 4, 0, 4, 5, 5, 4]
        let month = scores.enumerated().map { MoodLine.Day("\($0 + 1)", MoodFace(score: $1)) }
        return [
            PieceSample("This week · Thursday skipped", MoodLine(days: week).card()),
            PieceSample("Drawing in · t = 0.55", MoodLine(days: week, progress: 0.55).card()),
            PieceSample("A month", MoodLine(days: month, height: 150).card()),
        ]
    }

    private static let glowNumber = PieceEntry(
        name: "glow-number", title: "Glow Number",
        summary: "A huge gradient number with a soft glow behind it: the streak.", apps: [.pet]
    ) {
        [
            PieceSample("Streak", GlowNumber(30, caption: "day streak")),
            PieceSample("Counting up · t = 0.3", GlowNumber(30, caption: "day streak", progress: 0.3)),
            PieceSample("Small", GlowNumber(128, fontSize: 64)),
        ]
    }

    private static let timerDial = PieceEntry(
        name: "timer-dial", title: "Timer Dial",
        summary: "A ring of the time left with a knob at its end, ticks, and the time in the middle.", apps: [.pet, .recipe]
    ) {
        [
            PieceSample("Adventure · 4:12:30 left", TimerDial(remaining: 15_150, total: 21_600, label: "until Biscuit is back")),
            PieceSample("Oven timer · turning", DrawingSamples.inApp(.recipe, TimerDial(remaining: 720, total: 1_200, label: "Roast",
                                                                                       diameter: 220, isTurning: true))),
            PieceSample("Almost done · done", HStack(spacing: Space.md) {
                TimerDial(remaining: 45, total: 600, diameter: 128)
                TimerDial(remaining: 0, total: 600, diameter: 128)
            }),
        ]
    }

    private static let route: [StepTrail.Stop] = [
        .init("Home", icon: .house), .init("Puddle Bridge", icon: .drop), .init("Whisper Woods", icon: .tree),
        .init("Mossy Hollow", icon: .flag),
    ]

    private static let stepTrail = PieceEntry(
        name: "step-trail", title: "Step Trail",
        summary: "A route of glass stops on a dotted path: reached, current, ahead.", apps: [.pet]
    ) {
        [
            PieceSample("Setting off", DrawingSamples.scene(StepTrail(stops: route, current: 0, pulse: 0.2))),
            PieceSample("On the way · pulse 0.35", DrawingSamples.scene(StepTrail(stops: route, current: 2))),
            PieceSample("On the way · pulse 0.8", DrawingSamples.scene(StepTrail(stops: route, current: 2, pulse: 0.8))),
            PieceSample("Arrived", DrawingSamples.scene(StepTrail(stops: route, current: route.count))),
        ]
    }

    private static let found: [FanStack.Card] = [
        FanStack.Card(fill: .pet.butter, content: DrawingSamples.found("Smooth pebble", place: "Puddle Bridge", icon: .sparkles,
                                                                      tint: .pet.violetCheck)),
        FanStack.Card(fill: .pet.mint, content: DrawingSamples.found("Acorn cap", place: "Whisper Woods", icon: .acorn, tint: .success)),
        FanStack.Card(fill: .pet.peach, content: DrawingSamples.found("Feather", place: "Mossy Hollow", icon: .feather, tint: .accent)),
    ]

    private static let fanStack = PieceEntry(
        name: "fan-stack", title: "Fan Stack",
        summary: "Cards fanned about their bottom edge, the front one readable.", apps: [.pet]
    ) {
        [
            PieceSample("Fanned", FanStack(cards: found)),
            PieceSample("Fanning · spread 0.12", FanStack(cards: found, spread: 0.12)),
            PieceSample("Stacked · spread 0", FanStack(cards: found, spread: 0)),
            PieceSample("Two cards", FanStack(cards: Array(found.prefix(2)))),
        ]
    }

    private static let layerFill = PieceEntry(
        name: "layer-fill", title: "Layer Fill",
        summary: "The day's blob filling in bands, one colour per drink, each as tall as its share.", apps: [.water]
    ) {
        let day = [LayerFill.Band(750, .water.water), .init(250, .water.coffee), .init(300, .water.tea), .init(150, .water.juice)]
        return [
            PieceSample("1,450 of 2,000 ml", LayerFill(bands: day, goal: 2_000, glass: .water.water)),
            PieceSample("Wave · phase 0.5", LayerFill(bands: day, goal: 2_000, wave: 0.5, glass: .water.water)),
            PieceSample("Morning · water only · empty", HStack(spacing: Space.lg) {
                LayerFill(bands: [.init(500, .water.water)], goal: 2_000, size: Size(width: 120, height: 132), glass: .water.water)
                LayerFill(bands: [], goal: 2_000, size: Size(width: 120, height: 132), glass: .water.water)
            }),
            PieceSample("Past the goal", LayerFill(bands: day + [.init(400, .water.milk), .init(330, .water.soda)], goal: 2_000,
                                                   size: Size(width: 160, height: 176), glass: .water.water)),
        ]
    }

    private static let motionCard = PieceEntry(
        name: "motion-card", title: "Motion Card",
        summary: "A share card tilted in perspective, its sheen and shadow following the tilt.", apps: [.water]
    ) {
        let size = Size(width: 220, height: 288)
        return [
            PieceSample("Flat · 0°, 0°", MotionCard(cardSize: size) { DrawingSamples.share }),
            PieceSample("Tilted · pitch 8° · yaw −14°", MotionCard(pitch: 8, yaw: -14, cardSize: size) { DrawingSamples.share }),
            PieceSample("Tilted · pitch −10° · yaw 18°", MotionCard(pitch: -10, yaw: 18, cardSize: size) { DrawingSamples.share }),
        ]
    }
}
