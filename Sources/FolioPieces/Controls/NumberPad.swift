import FolioLayout

/// A 3 × 4 keypad for amounts: digits 1–9, then the decimal point, 0 and delete (the backspace
/// glyph). Digits sit on quiet capsules, the two other keys on nothing; the key under a finger dips
/// and takes a wash of the accent, `press` of the way.
public struct NumberPad: View {
    /// A key of the pad.
    public enum Key: Hashable, Sendable {
        case digit(Int)
        case decimal
        case delete

        /// What the key is called in the frame tree ("7", "decimal", "delete").
        public var name: String {
            switch self {
            case .digit(let d): String(d)
            case .decimal: "decimal"
            case .delete: "delete"
            }
        }
    }

    /// The key a finger is on, if any.
    public var pressed: Key?
    /// How far the pressed key has dipped: 0 at rest, 1 fully down.
    public var press: Double
    /// Whether the bottom-left key types a decimal point (amounts in whole units leave it empty).
    public var showsDecimal: Bool
    /// What the decimal key shows: the locale's decimal mark ("." or ",").
    public var decimalMark: String
    /// The height of a key (at least 44 pt, a finger's), 56 by default.
    public var keyHeight: Double

    /// A keypad, `pressed` held down `press` of the way, its decimal key marked `decimalMark`, its
    /// keys `keyHeight` tall.
    public init(pressed: Key? = nil, press: Double = 1, showsDecimal: Bool = true, decimalMark: String = ".", keyHeight: Double = 56) {
        self.pressed = pressed
        self.press = press
        self.showsDecimal = showsDecimal
        self.decimalMark = decimalMark
        self.keyHeight = max(44, keyHeight)
    }

    /// The keys row by row; nil is an empty place.
    public var rows: [[Key?]] {
        [[.digit(1), .digit(2), .digit(3)], [.digit(4), .digit(5), .digit(6)], [.digit(7), .digit(8), .digit(9)],
         [showsDecimal ? .decimal : nil, .digit(0), .delete]]
    }

    public var body: any View {
        VStack(spacing: Space.xs, children: rows.map { row in
            HStack(spacing: Space.xs, children: row.map { key in
                key.map { keyView($0) } ?? Spacer().frame(maxWidth: .infinity, minHeight: keyHeight)
            })
        })
        .role(.group, name: "number pad")
    }

    private func keyView(_ key: Key) -> any View {
        let down = key == pressed ? Motion.clamp(press) : 0
        let face: any View
        var isDigit = false
        switch key {
        case .digit(let d):
            face = Text(String(d), style: TextStyle.title.weight(.medium).tabular())
            isDigit = true
        case .decimal: face = Text(decimalMark, style: TextStyle.title.weight(.medium))
        case .delete: face = IconView(.backspace, size: 24)
        }
        let digit = isDigit
        return face.scaleEffect(1 - 0.08 * down)
            .frame(maxWidth: .infinity, minHeight: keyHeight)
            .background(PaintedSurface(token: .pill) { env, _ in
                // Digits sit on a quiet capsule, the decimal point and delete on nothing; a press
                // washes either with the accent.
                let base = digit ? env.resolve(.fill) : env.resolve(.fill).opacity(0)
                let wash = env.resolve(.accent).opacity(env.theme.appearance == .light ? 0.16 : 0.28)
                return .solid(base.mix(with: wash, amount: down))
            })
            .role(.button, name: key.name)
            .tapTarget()
            .scaleEffect(1 - 0.04 * down)
    }
}
