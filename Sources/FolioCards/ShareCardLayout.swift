import FolioLayout

/// Where the card and its words go on an image of a given size, in points, and how many pixels a
/// point is. The card keeps its own size in points (its text and mascot are laid out as designed);
/// the scale is chosen so the card fills most of the image:
///
/// - square-ish images (between 5 : 7 and 4 : 3) hold the card alone, a little above the middle;
/// - tall images (a story) put the headline above the card;
/// - wide images (a link preview) put the headline on the left and the card on the right.
struct ShareCardLayout: Hashable, Sendable {
    /// How the image is arranged.
    enum Arrangement: String, Sendable {
        /// The card alone, a little above the middle.
        case centered
        /// The words above the card.
        case tall
        /// The words on the left, the card on the right.
        case wide
    }

    /// The image's size in pixels.
    let pixels: ShareCardSize
    /// Pixels per point.
    let scale: Double
    /// The image in points (`pixels / scale`).
    let canvas: Size
    /// Card alone, under its words or beside them.
    let arrangement: Arrangement
    /// The flat card's place, in points, its corner on a whole pixel.
    let card: Rect
    /// The box of the headline and detail, in points; nil when the card stands alone.
    let words: Rect?

    /// The arrangement of a card of `cardSize` points on an image of `pixels`.
    init(pixels: ShareCardSize, cardSize: Size) {
        self.pixels = pixels
        let (w, h) = (Double(pixels.width), Double(pixels.height))
        let arrangement: Arrangement = pixels.aspect >= 4.0 / 3 ? .wide : pixels.aspect <= 5.0 / 7 ? .tall : .centered
        self.arrangement = arrangement
        // The card's share of the image (in pixels), and where its centre goes (fractions of the image).
        let (widthShare, heightShare, center): (Double, Double, Point)
        switch arrangement {
        case .centered: (widthShare, heightShare, center) = (0.70, 0.74, Point(x: 0.5, y: 0.48))
        case .tall: (widthShare, heightShare, center) = (0.8, 0.6, Point(x: 0.5, y: 0.6))
        case .wide: (widthShare, heightShare, center) = (0.4, 0.78, Point(x: 0.72, y: 0.49))
        }
        let scale = min(w * widthShare / cardSize.width, h * heightShare / cardSize.height)
        self.scale = scale
        canvas = Self.canvas(pixels, scale: scale)
        let origin = Point(x: (w * center.x / scale - cardSize.width / 2), y: (h * center.y / scale - cardSize.height / 2))
        card = Rect(origin: Point(x: (origin.x * scale).rounded() / scale, y: (origin.y * scale).rounded() / scale), size: cardSize)
        switch arrangement {
        case .centered:
            words = nil
        case .tall:
            // Room for the name, a headline of two lines and the detail; the words sit at the bottom of it.
            let top = canvas.height * 0.05
            words = Rect(x: canvas.width * 0.07, y: top, width: canvas.width * 0.86, height: card.minY - top - cardSize.height * 0.08)
        case .wide:
            let left = canvas.width * 0.08
            words = Rect(x: left, y: canvas.height * 0.12, width: card.minX - left - cardSize.width * 0.16,
                         height: canvas.height * 0.76)
        }
    }

    /// The canvas of `pixels` at `scale`, a hair smaller where rounding would otherwise draw one
    /// pixel too many (the renderer rounds `points × scale` up).
    static func canvas(_ pixels: ShareCardSize, scale: Double) -> Size {
        func fit(_ count: Int) -> Double {
            var points = Double(count) / scale
            while (points * scale).rounded(.up) > Double(count) { points = points.nextDown }
            return points
        }
        return Size(width: fit(pixels.width), height: fit(pixels.height))
    }
}
