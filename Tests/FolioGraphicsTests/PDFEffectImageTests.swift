import CCairo
import FolioCodecs
import FolioCore
import Foundation
import XCTest
@testable import FolioGraphics

/// A PDF's wide blurs: cairo is given the reduced image and the finishing pass writes the
/// full-resolution one in its place, so the page is the one cairo would have written with the full
/// image, at the resolution the document promises.
final class PDFEffectImageTests: XCTestCase {
    /// A number in two colours glowing wide (its own colours, as the report's streak does).
    func glowingNumber() -> Frame {
        let number = Fixtures.text("30", TextStyle(size: 60, weight: .bold), color: Color(rgb: 0xFF7A3D))
        let accent = Fixtures.shape(Rect(x: 0, y: 50, width: 70, height: 12), .capsule, Color(rgb: 0xFFC93D))
        let glow = Frame.group([number, accent], origin: Point(x: 60, y: 50), size: Size(width: 80, height: 72),
                               group: Group(effects: [.glow(color: Color(rgb: 0, alpha: 0), radius: 30)]))
        return .group([Fixtures.shape(Rect(x: 0, y: 0, width: 200, height: 170), .rect, Color(rgb: 0xF4F2FB)), glow],
                      size: Size(width: 200, height: 170), role: .screen)
    }

    /// The page drawn and finished as a document is, its wide blurs taken by `deferred` (nil: cairo
    /// embeds the full images itself).
    func pdf(_ frame: Frame, options: RenderOptions, deferring deferred: PDFEffectImages?) throws -> [UInt8] {
        let output = try VectorSurface(.pdf, size: frame.size, options: options)
        let structure = PDFStructure(cr: output.canvas.cr)
        try output.draw(frame, fonts: FontSession.current(try FontLibrary.shared()), session: RenderSession(), options: options,
                        structure: structure,
                        deferredEffects: deferred)
        cairo_show_page(output.canvas.cr)
        structure.finish()
        return try PDFFinishing.finish(output.finish(), language: "en-GB", figureAlts: structure.figureAlts,
                                       effects: deferred ?? PDFEffectImages())
    }

    func testTheFinishedImageIsTheFullOneAtTheDocumentsResolution() throws {
        let dir = try Fixtures.temporaryDirectory()
        let options = RenderOptions(effectsRasterScale: 3)
        let frame = glowingNumber()
        let deferred = PDFEffectImages()
        try AtomicFile.write(try pdf(frame, options: options, deferring: deferred), to: dir + "/ours.pdf")
        XCTAssertFalse(deferred.isEmpty, "the glow was taken to be embedded when the document is finished")
        try AtomicFile.write(try pdf(frame, options: options, deferring: nil), to: dir + "/cairo.pdf")
        for name in ["ours", "cairo"] {
            let rows = try Fixtures.run("pdfimages", ["-list", "\(dir)/\(name).pdf"]).split(separator: "\n").dropFirst(2)
            XCTAssertEqual(rows.count, 2, "an image and its soft mask in \(name).pdf")
            for row in rows { XCTAssertEqual(row.split(separator: " ")[12], "216", "\(name): \(row)") }
            XCTAssertTrue(try Fixtures.run("qpdf", ["--check", "\(dir)/\(name).pdf"]).contains("No syntax or stream encoding errors"))
            _ = try Fixtures.run("pdftoppm", ["-png", "-r", "144", "-singlefile", "\(dir)/\(name).pdf", "\(dir)/\(name)"])
        }
        let ours = try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/ours.png"))))
        let cairos = try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/cairo.png"))))
        XCTAssertEqual(ours.pixels, cairos.pixels, "the page looks as it does with cairo's own image")
        XCTAssertEqual(try renderPDF(pages: [frame], metadata: Fixtures.pdfMetadata(), options: options),
                       try renderPDF(pages: [frame], metadata: Fixtures.pdfMetadata(), options: options), "deterministic")
    }

    /// Only what cairo writes as an 8-bit RGB image with an 8-bit soft mask stands in: a grey shadow
    /// (written as grey samples) or an opaque image (no mask) goes to cairo as it is.
    func testOnlyColouredPartlyTransparentImagesStandIn() throws {
        func image(_ pixel: UInt32) throws -> ImageSurface {
            let surface = try ImageSurface(width: 4, height: 4)
            try surface.withPixels { data in
                for y in 0..<4 {
                    let row = UnsafeMutableRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<4 { row[x] = x == 0 ? 0 : pixel }
                }
            }
            return surface
        }
        let deferred = PDFEffectImages()
        let full = try image(0x8080_4020)
        XCTAssertTrue(try deferred.take(full, standingIn: try image(0x8080_4020)), "half-transparent orange")
        XCTAssertFalse(try deferred.take(full, standingIn: try image(0x8040_4040)), "half-transparent grey")
        XCTAssertFalse(try deferred.take(full, standingIn: try image(0xFFFF_8040)), "opaque where not transparent")
    }
}
