/// Drawing a box's content mirrored left for right, for right-to-left layouts.
extension AffineTransform {
    /// The mirror of a box `width` wide about its vertical centre line: x becomes `width − x`.
    public static func horizontalMirror(width: Double) -> AffineTransform {
        AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }
}

extension Frame {
    /// `frames` (in a box of `size`) drawn mirrored left for right: one group of that size whose
    /// transform is the box's horizontal mirror.
    public static func mirrored(_ frames: [Frame], size: Size) -> Frame {
        .group(frames, size: size, group: Group(transform: .horizontalMirror(width: size.width)))
    }
}
