import FolioLayout

/// What one app puts on its share card for one snapshot: the flat card's content and the words
/// that stand beside it on the wide and tall images.
///
/// Sendable without a promise of the compiler: it holds views (`any View`, which is not Sendable), and
/// views are immutable values built once by the app's definition and only read while laid out.
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
