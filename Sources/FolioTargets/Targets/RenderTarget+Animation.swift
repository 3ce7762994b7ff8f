import FolioCodecs
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
        let environment = request.environment(look, measurer: measurer)
        return try clip(request, environment)
    }

    /// The target played at `fps` as an animated PNG at the request's scale: each frame time's tree
    /// drawn once (a tree equal to the one before is not drawn again, only shown longer) and encoded
    /// as it is drawn (peak memory does not grow with the frame count), the first frame the clip's
    /// start, through the same fast PNG path as a still.
    /// - Throws: `TargetError.notAnimated` for a still-only target, and what drawing throws.
    public func animate(_ request: RenderRequest, fps: Int, measurer: any TextMeasuring) throws -> Animation {
        try request.inLocale { try played(request, fps: fps, measurer: measurer) }
    }

    /// The animation of `animate(_:fps:measurer:)`, inside the request's locale.
    private func played(_ request: RenderRequest, fps: Int, measurer: any TextMeasuring) throws -> Animation {
        guard let clip = try clip(request, measurer: measurer) else { throw TargetError.notAnimated(target: name) }
        let options = RenderOptions(scale: request.device.scale, effectsRasterScale: max(2, request.device.scale))
        let step = 1000 / Double(fps)
        let count = Int((clip.duration / step).rounded(.up)) + 1
        // Each frame is encoded as it is drawn, so memory holds two pictures, not the clip.
        var stream = try APNGStream(fps: fps)
        var last: Frame?
        let clock = ContinuousClock()
        let started = clock.now
        var encoding = Duration.zero
        for i in 0..<count {
            let tree = clip.frame(at: min(clip.duration, Double(i) * step))
            if tree == last {
                stream.repeatLast()
                continue
            }
            let image = try renderRaster(tree, options: options)
            let encodeStart = clock.now
            try stream.append(image)
            encoding += clock.now - encodeStart
            last = tree
        }
        let finishStart = clock.now
        let (bytes, summary) = try stream.finish()
        encoding += clock.now - finishStart
        let drawn = clock.now - started - encoding
        let seconds = { (d: Duration) in Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        return Animation(bytes: bytes, fps: fps, sampled: count, frames: summary.frames, partial: summary.partial,
                         drawSeconds: seconds(drawn), encodeSeconds: seconds(encoding))
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
