import FolioApps
import FolioCodecs
import FolioDomain
import FolioGraphics
import FolioLayout
import FolioTargets

/// One share card image: an app's card for a snapshot, tilted, on its backdrop, at a size in pixels.
/// Rendering is a pure function of these values (and the pinned fonts): the same card twice gives
/// the same bytes.
///
/// ```swift
/// let card = try ShareCard(entry: ShareCardCatalog.entry(for: "water")!, snapshot: water, size: .portrait)
/// try card.write(to: "card.png", measurer: PangoTextMeasurer())
/// ```
public struct ShareCard: Sendable {
    /// The app's card.
    public var entry: ShareCardEntry
    /// What the card shows, built from the snapshot.
    public var face: ShareCardFace
    /// The image's size in pixels.
    public var size: ShareCardSize
    /// How the card is turned.
    public var tilt: CardTilt
    /// Light or dark.
    public var appearance: Appearance

    /// The card of `entry` for `snapshot`, showing what `options` allow (nothing private by default).
    /// - Throws: `TargetError.wrongSnapshot` when the snapshot is of another app.
    public init(entry: ShareCardEntry, snapshot: any AppSnapshot, size: ShareCardSize = .portrait,
                tilt: CardTilt = .standard, appearance: Appearance = .light, options: ShareCardOptions = ShareCardOptions()) throws {
        guard let face = entry.face(for: snapshot, options: options) else {
            throw TargetError.wrongSnapshot(target: "card \(entry.app.rawValue)", expected: entry.snapshotType.schemaID)
        }
        self.entry = entry
        self.face = face
        self.size = size
        self.tilt = tilt
        self.appearance = appearance
    }

    /// The card's file name when nothing else names it: `water-1080x1350-light.png`.
    public var fileName: String { "\(entry.app.rawValue)-\(size)-\(appearance.rawValue).png" }

    /// Where the card and its words go.
    var layout: ShareCardLayout { ShareCardLayout(pixels: size, cardSize: entry.cardSize) }

    /// The card's warp in its own points (about its centre).
    public var perspective: ProjectiveTransform { tilt.perspective(for: entry.cardSize) }

    /// The tilted card's corners in the image's pixels: top-left, top-right, bottom-right, bottom-left.
    var cornerPixels: [Point] {
        let layout = self.layout
        return Rect(size: entry.cardSize).cornerPoints.map { corner in
            let p = perspective.apply(corner)
            return Point(x: (layout.card.minX + p.x) * layout.scale, y: (layout.card.minY + p.y) * layout.scale)
        }
    }

    /// The frame tree of the whole image, in points (see ``layout`` for the scale).
    public func frame(measurer: any TextMeasuring) -> Frame {
        ShareCardScene(card: self, layout: layout, measurer: measurer).frame()
    }

    /// The image as pixels, drawn with the caches of `session` (a batch passes one to all its cards).
    public func raster(measurer: any TextMeasuring, session: RenderSession = RenderSession()) throws -> RasterImage {
        try renderRaster(frame(measurer: measurer), options: options, session: session)
    }

    /// The image as PNG bytes, drawn with the caches of `session` (a batch passes one to all its cards).
    public func png(measurer: any TextMeasuring, session: RenderSession = RenderSession()) throws -> [UInt8] {
        try renderPNG(frame(measurer: measurer), options: options, session: session)
    }

    /// The image in `format`: a PNG as ``png(measurer:session:)`` writes it (what a batch, `folio card -o` and
    /// `folio serve` all give), JPEG or WebP at `quality`; nil for a vector format.
    public func encoded(as format: OutputFormat, quality: Int = LossyEncoder.defaultQuality,
                        measurer: any TextMeasuring, session: RenderSession = RenderSession()) throws -> [UInt8]? {
        if format == .png { return try png(measurer: measurer, session: session) }
        return try format.encode(raster(measurer: measurer, session: session), quality: quality)
    }

    /// How the card is drawn and written: at the layout's scale, its rows filtered Up at libdeflate's
    /// level 2 (a card is gradients and soft light, where Up is both faster and smaller than unfiltered
    /// rows; level 2 compresses a 1080 × 1350 card in 14 ms of CPU where 4 took 18, for 4.6 % more
    /// bytes, and a card made on request waits for it: `folio bench` measures every option on a card).
    public var options: RenderOptions {
        RenderOptions(scale: layout.scale, pngCompressionLevel: 2, pngRowFilter: .up, reusesGradients: true)
    }
}

extension Rect {
    /// Top-left, top-right, bottom-right, bottom-left.
    var cornerPoints: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}
