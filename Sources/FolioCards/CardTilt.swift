import FolioCore

/// How a share card is turned, in degrees: positive pitch tips the top edge away from the viewer,
/// positive yaw the right edge. Within ±40° each way, where a card still reads.
public struct CardTilt: Hashable, Sendable, CustomStringConvertible {
    /// The largest turn accepted either way, in degrees.
    public static let limit = 40.0

    /// The tilt cards get unless asked otherwise: top tipped back a little, the left edge toward
    /// the viewer, as a hand holds a card up to show it.
    public static let standard = CardTilt(checkedPitch: 10, yaw: -16)
    /// No tilt: the card lies flat, facing the viewer.
    public static let flat = CardTilt(checkedPitch: 0, yaw: 0)

    /// Degrees about the horizontal axis; positive tips the top edge away.
    public let pitch: Double
    /// Degrees about the vertical axis; positive turns the right edge away.
    public let yaw: Double

    /// A tilt of `pitch` and `yaw` degrees, or nil when either is not a number within ±``limit``.
    public init?(pitch: Double, yaw: Double) {
        guard pitch.isFinite, yaw.isFinite, abs(pitch) <= Self.limit, abs(yaw) <= Self.limit else { return nil }
        self.init(checkedPitch: pitch, yaw: yaw)
    }

    private init(checkedPitch pitch: Double, yaw: Double) {
        self.pitch = pitch
        self.yaw = yaw
    }

    /// Parses `PITCH,YAW` (`8,-14`); nil for anything else or a turn beyond ±``limit``.
    public init?(_ text: String) {
        guard let (pitch, yaw): (Double, Double) = NumberPair.parse(text, separators: [","]) else { return nil }
        self.init(pitch: pitch, yaw: yaw)
    }

    /// Whether the card lies flat.
    var isFlat: Bool { pitch == 0 && yaw == 0 }

    /// How far the card is turned, 0 (flat) to 1 (25° or more in all).
    public var strength: Double { min(1, (pitch * pitch + yaw * yaw).squareRoot() / 25) }

    /// The warp of a card of `size` points about its centre: exactly the identity when flat.
    public func perspective(for size: Size) -> ProjectiveTransform {
        isFlat ? .identity : .tilt(size: size, pitch: pitch, yaw: yaw)
    }

    /// "8,-14".
    public var description: String { "\(JSONValue.format(pitch)),\(JSONValue.format(yaw))" }
}
