import FolioCodecs
import FolioCore
import FolioGoldens
import FolioTargets
import FolioGraphics
import FolioKit
import Foundation

/// One subject rendered for a strategy: its golden entry as it is now (pixels' and text's hashes),
/// the picture and the text the entry names, for the store and the review.
struct SnapshotCapture {
    /// The entry this render would record.
    let entry: GoldenEntry
    /// The render's pixels.
    let image: RasterImage
    /// The text whose SHA-256 is `entry.tree`: the frame tree's (`FrameTreeText`), or the PDF's.
    let text: String

    /// Renders `subject` with `renderer` for `strategy`, its entry keyed `story`.
    /// - Throws: what rendering throws; `PDFTextReader.Failure` when the PDF's text cannot be read.
    init(_ subject: FolioSubject, story: String, strategy: Snapshotting, renderer: FolioRenderer) throws {
        let laidOut = try renderer.layout(subject, strategy.request)
        let scale = laidOut.request.device.scale
        image = try renderRaster(laidOut.frame, options: RenderOptions(scale: scale, effectsRasterScale: max(2, scale)))
        switch strategy.kind {
        case .png, .frameTree: text = FrameTreeText.text(laidOut.frame.json)
        case .pdfText: text = try PDFTextReader.text(of: OutputFormat.pdf.bytes(laidOut.frame, scale: scale, title: laidOut.target.name))
        }
        entry = GoldenEntry(story: story, mode: strategy.mode, width: image.width, height: image.height, pixels: image.pixelDigest,
                            tree: SHA256.hex(Array(text.utf8)))
    }

    /// The render as a PNG.
    func png() throws -> [UInt8] { try image.png() }

    /// Puts the picture and the text the entry names into `store`.
    func keep(in store: GoldenStore) throws {
        if store.picture(entry.pixels) == nil { try store.put(picture: try png(), pixels: entry.pixels) }
        try store.put(tree: text, digest: entry.tree)
    }
}
