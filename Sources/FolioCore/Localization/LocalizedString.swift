/// A catalog string as drawn, and whether it is the source language's for want of a translation.
public struct LocalizedString: Hashable, Sendable {
    /// The text, formatted with its arguments.
    public var text: String
    /// Whether the key or its translation was missing and the source (or the key) was used:
    /// what `folio lint` reports.
    public var isFallback: Bool

    public init(text: String, isFallback: Bool) {
        self.text = text
        self.isFallback = isFallback
    }
}
