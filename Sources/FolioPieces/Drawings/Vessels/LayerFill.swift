import FolioLayout

/// The day's blob: a soft rounded vessel that fills from the bottom in bands, one colour per drink,
/// each band as tall as its share of the goal, under a gentle wave and a glossy highlight; the
/// vessel's outline shows its whole capacity. Past the goal the blob is simply full.
///
/// ```swift
/// LayerFill(bands: [.init(500, water), .init(250, coffee)], goal: 2000, glass: water)
/// ```
public struct LayerFill: View {
    /// One layer: a volume (any unit, the goal's) and its colour.
    public struct Band: Hashable, Sendable {
        public var amount: Double
        public var color: ThemeColor

        public init(_ amount: Double, _ color: ThemeColor) {
            self.amount = amount
            self.color = color
        }
    }

    /// Bottom first.
    public var bands: [Band]
    /// The volume that fills the blob.
    public var goal: Double
    public var size: Size
    /// The wave's phase, 0…1 (one wavelength): the liquid's motion.
    public var wave: Double
    /// The hint of colour in the empty glass (the app's own liquid; its accent unless given).
    public var glass: ThemeColor

    public init(bands: [Band], goal: Double, size: Size = Size(width: 220, height: 240), wave: Double = 0,
                glass: ThemeColor = .accent) {
        self.bands = bands
        self.goal = goal
        self.size = size
        self.wave = wave
        self.glass = glass
    }

    /// The share of the goal drunk, capped at 1.
    public var fillFraction: Double {
        let total = bands.map { max(0, $0.amount) }.reduce(0, +)
        return goal > 0 ? min(1, total / goal) : (total > 0 ? 1 : 0)
    }

    /// Each band's (top, bottom) in the vessel's box, bottom band first: heights in proportion to the
    /// amounts, the whole as tall as the share of the goal (of the height from `top` to `bottom`).
    func levels(top: Double, bottom: Double) -> [(top: Double, bottom: Double)] {
        let amounts = bands.map { max(0, $0.amount) }
        let total = amounts.reduce(0, +)
        guard total > 0 else { return amounts.map { _ in (bottom, bottom) } }
        let perUnit = (bottom - top) * fillFraction / total
        var y = bottom
        return amounts.map { amount in
            let band = (top: y - amount * perUnit, bottom: y)
            y = band.top
            return band
        }
    }

    public var body: any View {
        Draw(idealSize: size) { box, env in [self.art(box, env: env)] }
            .frame(width: size.width, height: size.height)
            .role(.chart, name: "layer fill")
    }

    /// The vessel in a 100 × 110 box, scaled to fit and centred.
    private func art(_ box: Size, env: Environment) -> Frame {
        let unit = LayerFillVessel.unit
        let k = min(box.width / unit.width, box.height / unit.height)
        let place = AffineTransform.scale(x: k, y: k)
            .concatenating(.translation(x: (box.width - unit.width * k) / 2, y: (box.height - unit.height * k) / 2))
        let children = LayerFillVessel.frames(bands: bands.map { env.resolve($0.color) },
                                              levels: levels(top: LayerFillVessel.top, bottom: LayerFillVessel.bottom),
                                              full: fillFraction >= 0.999, wave: wave, glass: env.resolve(glass), env: env)
        return .group(children, size: box, group: Group(transform: place))
    }
}
