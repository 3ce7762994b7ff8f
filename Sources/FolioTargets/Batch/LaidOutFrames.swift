import FolioLayout
import Foundation

/// The frame trees a batch laid out, kept by story (target and appearance) so what comes after it can
/// use them instead of laying every story out again: the storybook's contact sheets are the same
/// frames drawn small, and laying them out again was a third of writing `storybook.pdf`. Safe to fill
/// from the batch's threads.
// Unchecked: `frames` is read and written only under `lock`.
public final class LaidOutFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [String: Frame] = [:]

    /// An empty shelf.
    public init() {}

    /// Keeps `frame` as `target`'s in `appearance`.
    public func keep(_ frame: Frame, of target: RenderTarget, _ appearance: Appearance) {
        lock.withLock { frames[Self.key(target, appearance)] = frame }
    }

    /// The frame kept for `target` in `appearance`, if the batch drew it.
    public func frame(of target: RenderTarget, _ appearance: Appearance) -> Frame? {
        lock.withLock { frames[Self.key(target, appearance)] }
    }

    /// How many frames are kept.
    public var count: Int { lock.withLock { frames.count } }

    private static func key(_ target: RenderTarget, _ appearance: Appearance) -> String { "\(target.name)\u{0}\(appearance.rawValue)" }
}
