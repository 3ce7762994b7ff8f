import FolioDomain
import FolioLayout

/// One app's share card, registered once in its app's ``AppDefinition``: the snapshot it is drawn from,
/// the flat card's size, the scene it stands in, and how its face is built from a snapshot.
///
/// ```swift
/// ShareCardEntry(.water, snapshot: WaterSnapshot.self, style: style) { snapshot in
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
    private let build: @Sendable (any AppSnapshot, ShareCardOptions) -> ShareCardFace?

    /// A card drawn from snapshots of type `S` and the sharer's options, 300 × 375 pt (4 : 5)
    /// unless `cardSize` says otherwise.
    public init<S: AppSnapshot>(_ app: AppID, snapshot: S.Type, cardSize: Size = Size(width: 300, height: 375),
                                style: ShareCardStyle, face: @escaping @Sendable (S, ShareCardOptions) -> ShareCardFace) {
        self.app = app
        self.snapshotType = snapshot
        self.cardSize = cardSize
        self.style = style
        self.build = { snapshot, options in (snapshot as? S).map { face($0, options) } }
    }

    /// A card drawn from snapshots of type `S` alone (it has nothing private to hide).
    public init<S: AppSnapshot>(_ app: AppID, snapshot: S.Type, cardSize: Size = Size(width: 300, height: 375),
                                style: ShareCardStyle, face: @escaping @Sendable (S) -> ShareCardFace) {
        self.init(app, snapshot: snapshot, cardSize: cardSize, style: style) { snapshot, _ in face(snapshot) }
    }

    /// The face for `snapshot` with `options`, or nil when the snapshot is of another app.
    public func face(for snapshot: any AppSnapshot, options: ShareCardOptions = ShareCardOptions()) -> ShareCardFace? {
        build(snapshot, options)
    }
}
