/// Which icons mirror when a layout runs right to left, as SF Symbols' directional symbols do: those
/// that point along the reading direction or stand for text (Apple's right-to-left guidance: "flip
/// interface icons that represent text or reading direction" and "that show forward or backward
/// motion"). Everything else — real-world objects, clocks, checkmarks, universal signs, the up and
/// down arrows — is drawn as it is.
extension Icon {
    /// The icons drawn mirrored right to left: back and forward chevrons, the arrow that leads on, undo,
    /// send, the list and checklist (bullets at the line's start), and backspace (it deletes toward
    /// the line's start).
    public static let mirroredRightToLeft: Set<Icon> = [
        .chevronLeft, .chevronRight, .arrowRight, .undo, .send, .list, .checklist, .backspace,
    ]

    /// Whether the icon is drawn mirrored in a right-to-left layout.
    public var mirrorsRightToLeft: Bool { Self.mirroredRightToLeft.contains(self) }
}
