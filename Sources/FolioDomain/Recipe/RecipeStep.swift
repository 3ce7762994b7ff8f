/// One step of a recipe's method, with the timer and oven setting it calls for, if any.
public struct RecipeStep: Hashable, Sendable {
    /// The longest timer a step may set, in minutes (eight hours).
    public static let maxTimerMinutes = 480

    /// What to do.
    public var text: String
    /// How long to set the timer for, in minutes.
    public var timerMinutes: Int?
    /// The oven's setting during the step.
    public var oven: OvenTemperature?

    /// A step from its parts.
    public init(text: String, timerMinutes: Int? = nil, oven: OvenTemperature? = nil) {
        self.text = text
        self.timerMinutes = timerMinutes
        self.oven = oven
    }

    static func read(_ node: JSONNode) -> RecipeStep? {
        node.object { o in
            let text = o["text"].text(.message)
            let timer = o.optional("timerMinutes").map { $0.integer(1...maxTimerMinutes, "a timer in minutes") }
            let oven = o.optional("ovenC").map { $0.integer(OvenTemperature.celsiusRange, "an oven temperature in °C") }
            guard let text, timer ?? 0 != nil, oven ?? 0 != nil else { return nil }
            return RecipeStep(text: text, timerMinutes: timer ?? nil, oven: (oven ?? nil).map(OvenTemperature.init(celsius:)))
        }
    }
}
