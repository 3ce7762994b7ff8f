import FolioLayout

/// Eyes, brows and mouths drawn as paths, shared by the mascots and the mood faces so a face means
/// the same thing wherever it appears.
public enum FaceArt {
    /// How the eyes look.
    enum Eyes { case open, dot, squint, closed, drowsy }
    /// How the mouth looks.
    enum Mouth { case open, grin, smile, flat, frown, deepFrown, yawn }

    /// Where the features of one face go, in the frame's coordinates.
    public struct Layout: Sendable {
        public var leftEye: Point
        public var rightEye: Point
        /// The size of an open eye.
        public var eye: Size
        public var mouth: Point
        public var mouthWidth: Double
        /// The width of drawn lines (closed eyes, smiles, brows).
        public var line: Double

        public init(leftEye: Point, rightEye: Point, eye: Size, mouth: Point, mouthWidth: Double, line: Double) {
            self.leftEye = leftEye
            self.rightEye = rightEye
            self.eye = eye
            self.mouth = mouth
            self.mouthWidth = mouthWidth
            self.line = line
        }
    }

    /// The features of a face: eyes, optional worried brows, mouth (and a tongue in open mouths).
    static func features(eyes: Eyes, mouth: Mouth, brows: Bool = false, layout g: Layout, ink: Color,
                         tongue: Color, shine: Color, size: Size) -> [Frame] {
        var frames: [Frame] = []
        for (i, c) in [g.leftEye, g.rightEye].enumerated() {
            frames += eye(eyes, at: c, g: g, ink: ink, shine: shine, size: size)
            if brows { frames.append(brow(at: c, mirrored: i == 1, g: g, ink: ink, size: size)) }
        }
        frames += self.mouth(mouth, g: g, ink: ink, tongue: tongue, size: size)
        return frames
    }

    private static func line(_ path: Path, _ ink: Color, _ width: Double, _ size: Size) -> Frame {
        DrawingArt.shape(path, size: size, stroke: Stroke(.solid(ink), width: width, cap: .round, join: .round))
    }

    private static func eye(_ kind: Eyes, at c: Point, g: Layout, ink: Color, shine: Color, size: Size) -> [Frame] {
        let (w, h) = (g.eye.width, g.eye.height)
        switch kind {
        case .open:
            let ball = DrawingArt.shape(DrawingArt.ellipse(center: c, width: w, height: h), size: size, fill: .solid(ink))
            let catchlight = Path.circle(center: Point(x: c.x + w * 0.2, y: c.y - h * 0.22), radius: w * 0.2)
            let small = Path.circle(center: Point(x: c.x - w * 0.18, y: c.y + h * 0.24), radius: w * 0.09)
            return [ball, DrawingArt.shape(catchlight, size: size, fill: .solid(shine)),
                    DrawingArt.shape(small, size: size, fill: .solid(shine.opacity(0.7)))]
        case .dot:
            return [DrawingArt.shape(DrawingArt.ellipse(center: c, width: w * 0.8, height: h * 0.8), size: size, fill: .solid(ink))]
        case .squint, .closed:
            // ∩ for a happy squint, ◡ for peaceful closed eyes.
            let lift = kind == .squint ? -h * 0.55 : h * 0.45
            var p = Path()
            p.move(to: Point(x: c.x - w * 0.62, y: c.y + (kind == .squint ? h * 0.18 : -h * 0.1)))
            p.curve(to: Point(x: c.x + w * 0.62, y: c.y + (kind == .squint ? h * 0.18 : -h * 0.1)),
                    control1: Point(x: c.x - w * 0.4, y: c.y + lift), control2: Point(x: c.x + w * 0.4, y: c.y + lift))
            return [line(p, ink, g.line, size)]
        case .drowsy:
            // Lids half down: the lower half of the eye under a flat lid line.
            var p = Path()
            p.move(to: Point(x: c.x - w * 0.55, y: c.y))
            p.curve(to: Point(x: c.x + w * 0.55, y: c.y), control1: Point(x: c.x - w * 0.5, y: c.y + h * 0.62),
                    control2: Point(x: c.x + w * 0.5, y: c.y + h * 0.62))
            p.close()
            var lid = Path()
            lid.move(to: Point(x: c.x - w * 0.7, y: c.y - h * 0.02))
            lid.line(to: Point(x: c.x + w * 0.7, y: c.y - h * 0.02))
            return [DrawingArt.shape(p, size: size, fill: .solid(ink)), line(lid, ink, g.line * 0.8, size)]
        }
    }

    /// A worried brow over an eye: its inner end raised.
    private static func brow(at c: Point, mirrored: Bool, g: Layout, ink: Color, size: Size) -> Frame {
        let s: Double = mirrored ? -1 : 1
        let (w, h) = (g.eye.width, g.eye.height)
        var p = Path()
        p.move(to: Point(x: c.x - s * w * 0.7, y: c.y - h * 0.78))
        p.curve(to: Point(x: c.x + s * w * 0.55, y: c.y - h * 1.18),
                control1: Point(x: c.x - s * w * 0.2, y: c.y - h * 0.88), control2: Point(x: c.x + s * w * 0.2, y: c.y - h * 1.02))
        return line(p, ink, g.line * 0.85, size)
    }

    private static func mouth(_ kind: Mouth, g: Layout, ink: Color, tongue: Color, size: Size) -> [Frame] {
        let (m, w) = (g.mouth, g.mouthWidth)
        switch kind {
        case .open, .grin:
            let half = kind == .grin ? w * 0.7 : w * 0.5
            let depth = kind == .grin ? w * 0.78 : w * 0.6
            var p = Path()
            p.move(to: Point(x: m.x - half, y: m.y - depth * 0.12))
            p.curve(to: Point(x: m.x + half, y: m.y - depth * 0.12), control1: Point(x: m.x - half * 0.4, y: m.y + depth * 0.02),
                    control2: Point(x: m.x + half * 0.4, y: m.y + depth * 0.02))
            p.curve(to: Point(x: m.x - half, y: m.y - depth * 0.12), control1: Point(x: m.x + half * 0.95, y: m.y + depth * 0.95),
                    control2: Point(x: m.x - half * 0.95, y: m.y + depth * 0.95))
            p.close()
            let tongueSpot = DrawingArt.ellipse(center: Point(x: m.x, y: m.y + depth * 0.66), width: half * 1.1, height: depth * 0.55)
            let mouth = DrawingArt.shape(p, size: size, fill: .solid(ink))
            let inner = DrawingArt.group([DrawingArt.shape(tongueSpot, size: size, fill: .solid(tongue))], size: size, clip: p)
            return [mouth, inner]
        case .smile, .frown, .deepFrown:
            let bend = kind == .smile ? w * 0.34 : (kind == .frown ? -w * 0.22 : -w * 0.4)
            let y = m.y - bend * 0.3
            var p = Path()
            p.move(to: Point(x: m.x - w * 0.45, y: y))
            p.curve(to: Point(x: m.x + w * 0.45, y: y), control1: Point(x: m.x - w * 0.2, y: y + bend),
                    control2: Point(x: m.x + w * 0.2, y: y + bend))
            return [line(p, ink, g.line, size)]
        case .flat:
            var p = Path()
            p.move(to: Point(x: m.x - w * 0.36, y: m.y))
            p.line(to: Point(x: m.x + w * 0.36, y: m.y))
            return [line(p, ink, g.line, size)]
        case .yawn:
            let o = DrawingArt.ellipse(center: Point(x: m.x, y: m.y + w * 0.06), width: w * 0.34, height: w * 0.28)
            return [DrawingArt.shape(o, size: size, fill: .solid(ink))]
        }
    }
}
