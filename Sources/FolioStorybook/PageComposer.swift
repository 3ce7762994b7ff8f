import FolioLayout

/// Builds one page of a document (contact sheet, review) as a frame tree by placing things at
/// positions: text laid out by FolioLayout, other frame trees scaled down as thumbnails, rectangles.
package struct PageComposer {
    /// A4 landscape, in points.
    package static let a4Landscape = Size(width: 842, height: 595)

    package let size: Size
    package let environment: Environment
    package private(set) var frames: [Frame] = []

    /// An empty page of `size` in Folio's own light theme, with a background of `background`.
    package init(size: Size = PageComposer.a4Landscape, measurer: any TextMeasuring, background: Color = .white) {
        self.size = size
        environment = Environment(theme: Theme(app: .folio, appearance: .light), measurer: measurer)
        frames = [Frame(size: size, role: .background, item: .shape(ShapeItem(.rect, fill: .solid(background))))]
    }

    /// Lays `text` out at most `width` wide from `origin` (its top-left corner, or its top-right one
    /// when `trailing`); returns its height.
    @discardableResult
    package mutating func text(_ text: String, style: TextStyle, color: ThemeColor = .label, at origin: Point, width: Double,
                       lines: Int? = 1, trailing: Bool = false) -> Double {
        var view: any View = Text(text, style: style, color: color)
        if let lines { view = view.lineLimit(lines) }
        let laidOut = layout(view, width: width, environment: environment, role: .group)
        let used = laidOut.children.map(\.rect.maxX).max() ?? 0
        let at = trailing ? Point(x: origin.x - used, y: origin.y) : origin
        frames.append(Frame.group(laidOut.children, origin: at, size: laidOut.size, role: .text))
        return laidOut.size.height
    }

    /// Places `frame` scaled by `scale` with its top-left corner at `origin`, framed by a hairline.
    package mutating func thumbnail(_ frame: Frame, scale: Double, at origin: Point, name: String) {
        let size = Size(width: frame.size.width * scale, height: frame.size.height * scale)
        var root = frame
        root.origin = .zero
        frames.append(.group([root], origin: origin, size: size, role: .image, name: name,
                             group: Group(transform: .scale(x: scale, y: scale))))
        frames.append(Frame(origin: origin, size: size, role: .separator, item: .shape(ShapeItem(
            .rect, stroke: Stroke(Color(rgb: 0x3C3C43, alpha: 0.29), width: 0.5)))))
    }

    /// A PNG picture fitted into `box` (keeping its aspect ratio, at the box's top-left), framed by a
    /// hairline; returns the rectangle it took.
    @discardableResult
    package mutating func image(_ png: [UInt8], fittingIn box: Rect, name: String) -> Rect {
        guard let pixels = ImageView.pngSize(png), pixels.width > 0, pixels.height > 0 else { return Rect(origin: box.origin, size: .zero) }
        let scale = min(box.size.width / pixels.width, box.size.height / pixels.height)
        let rect = Rect(origin: box.origin, size: Size(width: pixels.width * scale, height: pixels.height * scale))
        frames.append(Frame(origin: rect.origin, size: rect.size, role: .image, name: name,
                            item: .image(ImageItem(png: png, pixelSize: pixels))))
        frames.append(Frame(origin: rect.origin, size: rect.size, role: .separator, item: .shape(ShapeItem(
            .rect, stroke: Stroke(Color(rgb: 0x3C3C43, alpha: 0.29), width: 0.5)))))
        return rect
    }

    /// A filled rectangle.
    package mutating func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
        frames.append(Frame(origin: rect.origin, size: rect.size, role: .shape,
                            item: .shape(ShapeItem(radius > 0 ? .rounded(radius) : .rect, fill: .solid(color)))))
    }

    /// The page as one frame tree.
    package func page(name: String) -> Frame {
        .group(frames, size: size, role: .screen, name: name)
    }
}
