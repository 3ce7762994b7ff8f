import Foundation
import FolioDomain
import FolioLayout
import FolioPieces

/// Biscuit's home on a pastel card like a page of a storybook: a sky with the sun (the moon and
/// stars in dark), soft hills, a little house and a tree, and Biscuit in front of them filled with
/// its energy, wearing the face of the week's last check-in. The card is as tall as the page allows
/// once the cover's heading, highlights and copy have their room (shorter on US letter than on A4).
enum CoverScene {
    /// The room the rest of a cover takes (heading, dates, two rows of highlights, the copy); the
    /// scene gets the remainder of the content height.
    static let coverBudget = 410.0
    static let heights = 260.0...420.0

    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let pet = data.pet, let week = data.petWeek else { return nil }
        let fill = Double(pet.energy) / Double(max(1, pet.companion.capacity))
        let face = week.mood.checkIns.last.map { MascotFace(mood: MoodFace(score: $0.mood.score) ?? .okay) } ?? .happy
        let view = EnvironmentReader { env in
            let height = min(heights.upperBound, max(heights.lowerBound, env[ReportContentHeight.self] - coverBudget))
            ZStack(alignment: .bottom) {
                Draw(idealSize: Size(width: 480, height: height)) { size, env in scene(size, env: env) }
                Mascot(.biscuit, fill: fill, face: face, accessory: pet.biscuitGear, size: height * 0.42).padding(.bottom, height * 0.085)
            }
            .frame(height: height)
            .clipShape(.card)
            .role(.scene, name: "home scene")
        }
        let energy = Format.locale.percent(fill)
        let alt = pet.isCompanionAway
            ? petStrings("%1$@ with its backpack on, off on its adventure from a little house and a tree, %2$@ full of energy.",
                         .text(pet.companion.name), .text(energy))
            : petStrings("%1$@ at home in front of a little house and a tree, %2$@ full of energy.", .text(pet.companion.name), .text(energy))
        return ReportFigure(view: view, reading: .figure(alt: alt), isOnCard: false)
    }

    private static func scene(_ size: Size, env: Environment) -> [Frame] {
        let dark = env.theme.appearance == .dark
        let (w, h) = (size.width, size.height)
        var frames: [Frame] = []
        func add(_ path: Path, _ color: ThemeColor) {
            frames.append(Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(path), fill: .solid(env.resolve(color))))))
        }
        let sky = Paint.linear(LinearGradient(start: .zero, end: Point(x: 0, y: h), stops: [
            GradientStop(0, env.resolve(Ink.skyTop)), GradientStop(0.75, env.resolve(.pet.sky)),
        ]))
        frames.append(Frame(size: size, role: .background, item: .shape(ShapeItem(.rect, fill: sky))))
        let light = Point(x: w * 0.8, y: h * 0.2)
        add(.circle(center: light, radius: 58), Ink.halo.opacity(0.45))
        add(.circle(center: light, radius: 44), Ink.halo)
        add(.circle(center: light, radius: 30), Ink.sun)
        if dark {
            add(.circle(center: Point(x: light.x + 11, y: light.y - 6), radius: 25), Ink.skyTop)
            for (x, y, r) in [(0.12, 0.12, 1.6), (0.3, 0.22, 1.2), (0.46, 0.09, 1.8), (0.62, 0.27, 1.1), (0.92, 0.4, 1.4), (0.07, 0.38, 1.1)] {
                add(.circle(center: Point(x: w * x, y: h * y), radius: r), Ink.star)
            }
        } else {
            cloud(at: Point(x: w * 0.2, y: h * 0.2), scale: 1, add: add)
            cloud(at: Point(x: w * 0.55, y: h * 0.13), scale: 0.7, add: add)
        }
        add(hill(w: w, h: h, top: 0.58, left: 0.72, right: 0.6), Ink.farHill)
        house(at: Point(x: w * 0.78, y: h * 0.74), add: add)
        tree(at: Point(x: w * 0.15, y: h * 0.78), add: add)
        add(hill(w: w, h: h, top: 0.74, left: 0.8, right: 0.84), .pet.mint)
        add(path(from: Point(x: w * 0.8, y: h * 0.8), to: Point(x: w * 0.62, y: h), width: 18), Ink.path)
        for (i, x) in [0.06, 0.27, 0.34, 0.93, 0.72, 0.88].enumerated() {
            let centre = Point(x: w * x, y: h * (0.87 + 0.04 * Double(i % 2)))
            for petal in 0..<5 {
                let a = Double(petal) * 2 * .pi / 5
                add(.circle(center: Point(x: centre.x + 4 * cos(a), y: centre.y + 4 * sin(a)), radius: 3.2),
                    [ThemeColor.pet.peach, Ink.petal, .pet.lilac][i % 3])
            }
            add(.circle(center: centre, radius: 2.4), Ink.sun)
        }
        return frames
    }

    /// Rolling ground across the card: a curve from the left edge up to `top` (fractions of the
    /// height) and down again, filled to the bottom.
    private static func hill(w: Double, h: Double, top: Double, left: Double, right: Double) -> Path {
        var p = Path()
        p.move(to: Point(x: 0, y: h * left))
        p.curve(to: Point(x: w, y: h * right), control1: Point(x: w * 0.3, y: h * (top - 0.08)),
                control2: Point(x: w * 0.65, y: h * (top - 0.02)))
        p.line(to: Point(x: w, y: h))
        p.line(to: Point(x: 0, y: h))
        p.close()
        return p
    }

    /// A footpath that widens towards the viewer, from `start` down to `end`.
    private static func path(from start: Point, to end: Point, width: Double) -> Path {
        var p = Path()
        p.move(to: Point(x: start.x - width * 0.3, y: start.y))
        p.curve(to: Point(x: end.x - width * 1.6, y: end.y), control1: Point(x: start.x - width, y: start.y + 30),
                control2: Point(x: end.x + width, y: end.y - 40))
        p.line(to: Point(x: end.x + width * 1.6, y: end.y))
        p.curve(to: Point(x: start.x + width * 0.3, y: start.y), control1: Point(x: end.x + width * 3, y: end.y - 40),
                control2: Point(x: start.x + width, y: start.y + 30))
        p.close()
        return p
    }

    private static func cloud(at c: Point, scale k: Double, add: (Path, ThemeColor) -> Void) {
        add(.capsule(in: Rect(x: c.x - 44 * k, y: c.y, width: 88 * k, height: 24 * k)), Ink.cloud)
        add(.circle(center: Point(x: c.x - 12 * k, y: c.y + 2 * k), radius: 18 * k), Ink.cloud)
        add(.circle(center: Point(x: c.x + 14 * k, y: c.y + 4 * k), radius: 13 * k), Ink.cloud)
    }

    /// A little house standing on `base` (the middle of its floor): walls, a roof, a door and a
    /// round lit window.
    private static func house(at base: Point, add: (Path, ThemeColor) -> Void) {
        let (wallW, wallH) = (88.0, 62.0)
        let wall = Rect(x: base.x - wallW / 2, y: base.y - wallH, width: wallW, height: wallH)
        add(.roundedRect(Rect(x: base.x + 18, y: wall.minY - 36, width: 14, height: 30), radius: 3), Ink.chimney)
        add(.roundedRect(wall, radius: 6), .pet.peach)
        var roof = Path()
        roof.move(to: Point(x: wall.minX - 12, y: wall.minY + 4))
        roof.line(to: Point(x: base.x, y: wall.minY - 40))
        roof.line(to: Point(x: wall.maxX + 12, y: wall.minY + 4))
        roof.close()
        add(roof, .pet.adventureLilac)
        add(.roundedRect(Rect(x: base.x + 8, y: base.y - 36, width: 22, height: 36), radius: 11), Ink.door)
        let window = Point(x: base.x - 18, y: base.y - 34)
        add(.circle(center: window, radius: 12), Ink.frame)
        add(.circle(center: window, radius: 10), Ink.window)
        add(.rect(Rect(x: window.x - 0.75, y: window.y - 10, width: 1.5, height: 20)), Ink.frame)
        add(.rect(Rect(x: window.x - 10, y: window.y - 0.75, width: 20, height: 1.5)), Ink.frame)
        add(.circle(center: Point(x: base.x + 25, y: base.y - 18), radius: 1.8), Ink.window)
    }

    private static func tree(at base: Point, add: (Path, ThemeColor) -> Void) {
        add(.roundedRect(Rect(x: base.x - 6, y: base.y - 64, width: 12, height: 64), radius: 5), Ink.trunk)
        add(.circle(center: Point(x: base.x, y: base.y - 86), radius: 34), Ink.leaves)
        add(.circle(center: Point(x: base.x - 22, y: base.y - 66), radius: 22), Ink.leaves)
        add(.circle(center: Point(x: base.x + 22, y: base.y - 68), radius: 24), Ink.leaves)
    }

    /// The scene's own inks, designed for light and dark like the app's pastels.
    private enum Ink {
        static let skyTop = ThemeColor(light: 0xC7E6FF, dark: 0x121C28)
        static let sun = ThemeColor(light: 0xFFE58A, dark: 0xF1EAD0)
        static let halo = ThemeColor(light: 0xFFF1C2, dark: 0x2A3442)
        static let star = ThemeColor(light: 0xFFFFFF, dark: 0xE8E6F5)
        static let cloud = ThemeColor(light: 0xFFFFFF, dark: 0x2A3748)
        static let farHill = ThemeColor(light: 0xBFE6CF, dark: 0x1A2B22)
        static let door = ThemeColor(light: 0x9B82F0, dark: 0x5A4A8C)
        static let frame = ThemeColor(light: 0xFFFFFF, dark: 0x4A3A34)
        static let chimney = ThemeColor(light: 0xF2C6B0, dark: 0x4A342C)
        static let path = ThemeColor(light: 0xFFF4D6, dark: 0x2E3A2C)
        static let petal = ThemeColor(light: 0xFFFFFF, dark: 0xD8D2EC)
        static let window = ThemeColor(light: 0xFFF1C2, dark: 0xFFD98A)
        static let trunk = ThemeColor(light: 0xC9A27E, dark: 0x5A4636)
        static let leaves = ThemeColor(light: 0x9ED8B4, dark: 0x2C4A39)
    }
}
