import FolioDomain
import FolioGraphics
import FolioLayout

/// Something that plays: a length in ms and the frame tree at any time of it (a flow played on one
/// phone, a motion sheet's behaviours one after another).
public protocol Clip {
    /// How long it plays, in ms.
    var duration: Double { get }
    /// The frame tree at `ms` from the start.
    func frame(at ms: Double) -> Frame
}

extension FlowPlayer: Clip {}

/// An animated render and what it took: the APNG's bytes, the frame rate, frames sampled, frames
/// written after merging the ones that did not change, and how many went in as a changed rectangle.
public struct Animation: Sendable {
    public var bytes: [UInt8]
    public var fps: Int
    /// Frame times sampled over the clip.
    public var sampled: Int
    /// Frames in the file (runs of equal ones merged).
    public var frames: Int
    /// Of those, written as the rectangle that changed.
    public var partial: Int
    /// Time spent laying out and drawing the frames, and encoding them, in seconds (for the
    /// command's closing line; never part of the bytes).
    public var drawSeconds: Double, encodeSeconds: Double
}

extension RenderTarget {
    /// The frame rates an animation may be drawn at.
    public static let frameRates = [30, 60]

    /// Whether the target plays (a flow, a motion sheet): it has a clip as well as a still.
    public var isAnimated: Bool { clip != nil }

    /// The target's clip for `request`, laid out with `measurer`, or nil for a still-only target.
    public func clip(_ request: RenderRequest, measurer: any TextMeasuring) throws -> (any Clip)? {
        guard let clip else { return nil }
        let environment = Environment(theme: Theme(app: look, appearance: request.appearance), measurer: measurer, device: request.device)
        return try clip(request, environment)
    }

    /// The target played at `fps` as an animated PNG at the request's scale: each frame time's tree
    /// drawn once (a tree equal to the one before is not drawn again, only shown longer), the first
    /// frame the clip's start, encoded through the same fast PNG path as a still.
    /// - Throws: `TargetError.notAnimated` for a still-only target, and what drawing throws.
    public func animate(_ request: RenderRequest, fps: Int, measurer: any TextMeasuring) throws -> Animation {
        guard let clip = try clip(request, measurer: measurer) else { throw TargetError.notAnimated(target: name) }
        let options = RenderOptions(scale: request.device.scale, effectsRasterScale: max(2, request.device.scale))
        let step = 1000 / Double(fps)
        let count = Int((clip.duration / step).rounded(.up)) + 1
        var frames: [APNGEncoder.Frame] = []
        var last: Frame?
        let clock = ContinuousClock()
        let started = clock.now
        for i in 0..<count {
            let tree = clip.frame(at: min(clip.duration, Double(i) * step))
            if tree == last, !frames.isEmpty {
                frames[frames.count - 1].count += 1
                continue
            }
            frames.append(APNGEncoder.Frame(try renderRaster(tree, options: options)))
            last = tree
        }
        let drawn = clock.now
        let (bytes, summary) = try APNGEncoder.encodeWithSummary(frames, fps: fps)
        let seconds = { (d: Duration) in Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        return Animation(bytes: bytes, fps: fps, sampled: count, frames: summary.frames, partial: summary.partial,
                         drawSeconds: seconds(drawn - started), encodeSeconds: seconds(clock.now - drawn))
    }
}

extension RenderRequest {
    /// What `build` makes of the request's snapshot of `format` for `target` (a flow's steps, a
    /// motion sheet's behaviours).
    /// - Throws: `TargetError.wrongSnapshot` when `build` gives nil (a snapshot of another app).
    func built<T>(_ format: any AppSnapshot.Type, for target: String, _ build: (any AppSnapshot) throws -> T?) throws -> T {
        guard let built = try build(try snapshot(format)) else {
            throw TargetError.wrongSnapshot(target: target, expected: format.schemaID)
        }
        return built
    }
}
