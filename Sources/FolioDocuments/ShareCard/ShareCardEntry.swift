import FolioDomain
import FolioLayout

/// What one app puts on its share card for one snapshot: the flat card's content and the words
/// that stand beside it on the wide and tall images.
public struct ShareCardFace: @unchecked Sendable {
    /// The card's face, flat: it fills the card's box (the card's surface, rounding, sheen and
    /// tilt are added around it).
    public var content: any View
    /// The card's surface colour under the content.
    public var fill: ThemeColor
    /// One bold line beside the card on wide and tall images ("30-day streak").
    public var headline: String
    /// A quieter line under the headline.
    public var detail: String

    /// A face showing `content` on a `fill` surface, with its words.
    public init(content: any View, fill: ThemeColor = .card, headline: String, detail: String) {
        self.content = content
        self.fill = fill
        self.headline = headline
        self.detail = detail
    }
}

/// One app's share card, registered once in ``ShareCardCatalog``: the snapshot it is drawn from,
/// the flat card's size, the scene it stands in, and how its face is built from a snapshot.
///
/// ```swift
/// ShareCardEntry(.water, snapshot: WaterSnapshot.self, style: .water) { snapshot in
///     ShareCardFace(content: WaterShareCardContent(snapshot), headline: "Goal met", detail: "Water and Streaks")
/// }
/// ```
public struct ShareCardEntry: Sendable {
    /// The app, whose theme draws the card and names it on the command line (`folio card water`).
    public let app: AppID
    /// The snapshot format the card is drawn from.
    public let snapshotType: any AppSnapshot.Type
    /// The flat card's size in points, before it is tilted and scaled to the image.
    public let cardSize: Size
    /// The backdrop, the shadow's tint and the ink of the words beside the card.
    public let style: ShareCardStyle
    private let build: @Sendable (any AppSnapshot) -> ShareCardFace?

    /// A card drawn from snapshots of type `S`, 300 × 375 pt (4 : 5) unless `cardSize` says otherwise.
    public init<S: AppSnapshot>(_ app: AppID, snapshot: S.Type, cardSize: Size = Size(width: 300, height: 375),
                                style: ShareCardStyle, face: @escaping @Sendable (S) -> ShareCardFace) {
        self.app = app
        self.snapshotType = snapshot
        self.cardSize = cardSize
        self.style = style
        self.build = { ($0 as? S).map(face) }
    }

    /// The face for `snapshot`, or nil when the snapshot is of another app.
    public func face(for snapshot: any AppSnapshot) -> ShareCardFace? {
        build(snapshot)
    }
}

/// The app's share cards by app id: `folio card APP` and the batch find them here, so a new app's
/// card is one more entry in `all`.
public enum ShareCardCatalog {
    /// Every app with a share card, in the order `folio card --help` lists them.
    public static let all: [ShareCardEntry] = [water, pet]

    /// The card of the app `id` ("water"), or nil.
    public static func entry(for id: String) -> ShareCardEntry? {
        all.first { $0.app.rawValue == id }
    }
}
