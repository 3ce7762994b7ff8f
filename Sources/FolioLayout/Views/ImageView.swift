/// A PNG picture. `.fit` (the default) keeps its aspect ratio inside the space offered; `.fill`
/// takes all of it and crops the overflow; unspecified dimensions use the pixel size as points.
public struct ImageView: PrimitiveView {
    /// How the picture meets the space offered.
    public enum ContentMode: Hashable, Sendable { case fit, fill }

    public var png: [UInt8]
    /// The picture's size in pixels; zero when the bytes are not a PNG (the view then takes no space).
    public var pixelSize: Size
    public var contentMode: ContentMode

    public init(png: [UInt8], pixelSize: Size? = nil, contentMode: ContentMode = .fit) {
        self.png = png
        self.pixelSize = pixelSize ?? ImageView.pngSize(png) ?? .zero
        self.contentMode = contentMode
    }

    /// The width and height in a PNG's header, or nil when the bytes are not a PNG.
    public static func pngSize(_ png: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 24, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Double { Double(png[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return Size(width: word(16), height: word(20))
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        guard pixelSize.width > 0, pixelSize.height > 0 else { return .zero }
        let box = proposal.replacingUnspecified(with: pixelSize)
        guard contentMode == .fit else { return box }
        let scale = min(box.width / pixelSize.width, box.height / pixelSize.height)
        return scale.isFinite ? pixelSize * scale : pixelSize
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        guard pixelSize.width > 0, pixelSize.height > 0 else { return [] }
        let image = ImageItem(png: png, pixelSize: pixelSize)
        guard contentMode == .fill else { return [Frame(size: size, role: .image, item: .image(image))] }
        let scale = max(size.width / pixelSize.width, size.height / pixelSize.height)
        let cover = pixelSize * scale
        let picture = Frame(origin: Alignment.center.origin(of: cover, in: size), size: cover, role: .image, item: .image(image))
        return [.group([picture], size: size, role: .image, group: Group(clip: .rect))]
    }
}
