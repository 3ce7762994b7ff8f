import Foundation
import FolioLayout
import FolioPieces

/// The streak's page behind the glowing number: a warm butter-to-peach sky (deep violet to plum in
/// dark, where the number glows brightest), soft rays fanning out from the number, a few
/// sparkles, and a low hill along the bottom where Biscuit sits.
enum StreakBackdrop {
    static func frames(in size: Size, dark: Bool) -> [Frame] {
        let (w, h) = (size.width, size.height)
        let top = Color(rgb: dark ? 0x231C38 : 0xFFF4CF), bottom = Color(rgb: dark ? 0x3F2A3C : 0xFFDCC8)
        let ray = Color(rgb: dark ? 0xFFC36B : 0xFFFFFF).opacity(dark ? 0.09 : 0.42)
        var frames = [DrawingArt.shape(.rect(Rect(size: size)), size: size,
                                     fill: DrawingArt.vertical(Rect(size: size), [(0, top), (1, bottom)]), name: "sky")]
        let center = Point(x: w / 2, y: h * 0.52)
        var rays = Path()
        for i in 0..<12 {
            let a = Double(i) / 12 * 2 * .pi
            let spread = 0.09
            rays.move(to: center)
            rays.line(to: Point(x: center.x + cos(a - spread) * w, y: center.y + sin(a - spread) * w))
            rays.line(to: Point(x: center.x + cos(a + spread) * w, y: center.y + sin(a + spread) * w))
            rays.close()
        }
        frames.append(DrawingArt.shape(rays, size: size, fill: DrawingArt.radial(center, w * 0.7, [(0, ray), (1, ray.opacity(0))]),
                                     name: "rays"))
        let sparkle = Color(rgb: dark ? 0xFFD25E : 0xFFB33D).opacity(dark ? 0.55 : 0.6)
        frames += Scenery.stars(in: Rect(x: w * 0.06, y: h * 0.12, width: w * 0.88, height: h * 0.55), count: 9, seed: 30,
                                color: sparkle, in: size)
        let hill = Color(rgb: dark ? 0x27423A : 0xCFEBD2)
        frames.append(DrawingArt.shape(SceneArt.ridge([Point(x: -10, y: h * 0.95), Point(x: w * 0.45, y: h * 0.93),
                                                     Point(x: w * 0.8, y: h * 0.84), Point(x: w + 10, y: h * 0.86)], bottom: h + 2),
                                     size: size, color: hill, name: "hill"))
        return frames
    }
}
