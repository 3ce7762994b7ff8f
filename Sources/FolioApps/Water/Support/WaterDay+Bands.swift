import FolioDomain
import FolioPieces

extension WaterDay {
    /// The blob's bands, one per kind drunk, bottom first in the order of each kind's first drink:
    /// each band as tall as its kind's share of the volume poured, the whole scaled so the blob
    /// fills to the share of the goal reached (hydration, after each kind's factor).
    var bands: [LayerFill.Band] {
        let volume = volumeMl
        guard volume > 0 else { return [] }
        let scale = Double(hydrationMl) / Double(volume)
        return volumeByKind.map { LayerFill.Band(Double($0.ml) * scale, $0.kind.color) }
    }

    /// The mascot's face for the day: grinning once the goal is met, happy past half of it,
    /// calm below, sleepy before the first drink.
    var face: MascotFace {
        if goalMet { return .grinning }
        if hydrationMl == 0 { return .sleepy }
        return fractionOfGoal >= 0.5 ? .happy : .calm
    }

    /// What is left to drink, in ml (0 once the goal is met).
    var remainingMl: Int { max(0, goalMl - hydrationMl) }
}
