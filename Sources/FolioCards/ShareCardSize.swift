/// The size of a share card image in pixels, within 200…4096 on each side, as social networks take
/// them: square 1080 × 1080, portrait 1080 × 1350, story 1080 × 1920 and landscape 1200 × 630.
public struct ShareCardSize: Hashable, Sendable, CustomStringConvertible {
    /// The smallest and largest side accepted, in pixels.
    public static let limits = 200...4096

    /// 1080 × 1080.
    public static let square = ShareCardSize(checkedWidth: 1080, height: 1080)
    /// 1080 × 1350, a 4 : 5 post: the default.
    public static let portrait = ShareCardSize(checkedWidth: 1080, height: 1350)
    /// 1080 × 1920, a 9 : 16 story.
    public static let story = ShareCardSize(checkedWidth: 1080, height: 1920)
    /// 1200 × 630, a link preview.
    static let landscape = ShareCardSize(checkedWidth: 1200, height: 630)

    /// The four sizes social networks take, with their names.
    public static let presets: [(name: String, size: ShareCardSize)] = [
        ("square", .square), ("portrait", .portrait), ("story", .story), ("landscape", .landscape),
    ]

    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int

    /// A size of `width` × `height` pixels, or nil when a side is outside ``limits``.
    public init?(width: Int, height: Int) {
        guard Self.limits.contains(width), Self.limits.contains(height) else { return nil }
        self.init(checkedWidth: width, height: height)
    }

    private init(checkedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `1080x1350` (or `1080×1350`) or a preset's name (`story`); nil for anything else or a
    /// side outside ``limits``.
    public init?(_ text: String) {
        if let preset = Self.presets.first(where: { $0.name == text.lowercased() }) {
            self = preset.size
            return
        }
        guard let (width, height): (Int, Int) = NumberPair.parse(text.lowercased(), separators: ["x", "×"]) else { return nil }
        self.init(width: width, height: height)
    }

    /// Width over height.
    var aspect: Double { Double(width) / Double(height) }

    /// "1080x1350".
    public var description: String { "\(width)x\(height)" }
}
