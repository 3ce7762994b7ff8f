import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics

/// Every icon is drawn from a drawing of the pinned icon set, in vectors, with lines as heavy as the
/// text beside it and thinner relative to a large icon; a missing drawing is named, never a crash.
final class IconDrawingTests: XCTestCase {
    /// `icons` side by side on a transparent strip, each 24 points at `weight`.
    func strip(_ icons: [Icon], weight: FontWeight, color: Paint = .solid(Color(rgb: 0x1C1C1E))) -> Frame {
        Frame.group(icons.enumerated().map { i, icon in
            Frame(origin: Point(x: Double(i) * 28, y: 2), size: Size(width: 28, height: 28), role: .icon,
                  item: .icon(IconItem(icon, size: 24, color: color, weight: weight)))
        }, size: Size(width: Double(icons.count) * 28, height: 32), role: .screen)
    }

    /// The summed alpha of an image's pixels: how much ink it holds.
    func ink(_ image: RasterImage) -> Int {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
    }

    func testEveryIconResolvesToADrawingThatDraws() throws {
        XCTAssertEqual(IconSet.missingFiles(), [])
        for icon in Icon.allCases {
            let image = try renderRaster(strip([icon], weight: .regular), options: RenderOptions(scale: 1))
            XCTAssertGreaterThan(ink(image), 255 * 20, "\(icon.rawValue) (\(icon.symbol.name)) draws next to nothing")
        }
    }

    func testOnlyTheIconsThatMeanTheSameThingShareADrawing() {
        let shared = Dictionary(grouping: Icon.allCases, by: \.symbol).values.filter { $0.count > 1 }.map { Set($0) }
        XCTAssertEqual(Set(shared), [[.leaf, .tea], [.smile, .tooth]],
                       "a tea leaf for tea; a clean smile for brushing teeth")
    }

    /// The pixels of four icons (a filled heart, the iOS share, a disclosure chevron, a flame) at regular
    /// and bold, pinned: a change of drawing, stroke rule or librsvg shows here.
    func testIconsDrawThePinnedPixelsAtTwoWeights() throws {
        let icons: [Icon] = [.heart, .share, .chevronRight, .flame]
        let regular = try renderRaster(strip(icons, weight: .regular), options: RenderOptions(scale: 2))
        let bold = try renderRaster(strip(icons, weight: .bold), options: RenderOptions(scale: 2))
        XCTAssertEqual(regular.pixelDigest, "832487fcb45f6e7505a29e1b7a8ca33c4c2df42c931127c00f1afb46a4ede667")
        XCTAssertEqual(bold.pixelDigest, "f2caad9461acd15b50e6262185a900c96c6697685a90ad700d56856bf8a81841")
        XCTAssertGreaterThan(Double(ink(bold)), Double(ink(regular)) * 1.2, "bold lines are heavier")
        XCTAssertEqual(try renderRaster(strip(icons, weight: .regular), options: RenderOptions(scale: 2)), regular, "same pixels each run")
    }

    func testATranslucentIconIsOnePieceAndAGradientFillsItsShape() throws {
        let half = try renderRaster(strip([.check], weight: .regular, color: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.5))))
        let alphas = Set(stride(from: 3, to: half.pixels.count, by: 4).map { half.pixels[$0] })
        XCTAssertLessThanOrEqual(alphas.max() ?? 0, 128, "overlapping lines do not darken a translucent icon")
        let gradient = Paint.linear(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 28, y: 0),
                                                   stops: [GradientStop(0, .black), GradientStop(1, .white)]))
        let solid = try renderRaster(strip([.heart], weight: .regular), options: RenderOptions(scale: 2))
        let shaded = try renderRaster(strip([.heart], weight: .regular, color: gradient), options: RenderOptions(scale: 2))
        XCTAssertEqual(ink(shaded), ink(solid), "the gradient paints the heart's shape")
        XCTAssertNotEqual(shaded.pixels, solid.pixels)
    }

    /// A chevron turned half way round, as a row's disclosure chevron turns while the row opens: librsvg
    /// 2.54 refuses that matrix and leaves Cairo's saved states behind, which once broke every frame
    /// after it. It draws as the upright chevron turned (pixel for pixel at whole-pixel placement), and
    /// a square drawn after it lands where it belongs, also in a translucent group and on PDF.
    func testATurnedIconDrawsTurnedAndWhatFollowsStaysInPlace() throws {
        func scene(turn: Double, opacity: Double = 1) -> Frame {
            let icon = Frame(size: Size(width: 32, height: 32), role: .icon,
                             item: .icon(IconItem(.chevronDown, size: 24, color: .solid(Color(rgb: 0x1C1C1E)))))
            let turned = Frame.group([icon], size: icon.size, group: Group(transform: AffineTransform.rotation(turn).around(Point(x: 16, y: 16))))
            let mark = Frame(origin: Point(x: 28, y: 28), size: Size(width: 4, height: 4), role: .shape,
                             item: .shape(ShapeItem(.rect, fill: .solid(Color(rgb: 0xFF0000)))))
            return .group([.group([turned], size: icon.size, group: Group(opacity: opacity)), mark], size: icon.size, role: .screen)
        }
        let upright = try renderRaster(scene(turn: 0), options: RenderOptions(scale: 2))
        let turned = try renderRaster(scene(turn: .pi), options: RenderOptions(scale: 2))
        // The pixel at (x, y) of the turned picture is the upright one's at (w-1-x, h-1-y), away from the corners.
        let w = upright.width
        for y in 8..<(w - 8) {
            for x in 8..<(w - 8) {
                let a = (y * w + x) * 4, b = ((w - 1 - y) * w + (w - 1 - x)) * 4
                XCTAssertEqual(Array(turned.pixels[a..<a + 4]), Array(upright.pixels[b..<b + 4]), "pixel \(x), \(y)")
                if turned.pixels[a..<a + 4] != upright.pixels[b..<b + 4] { return }
            }
        }
        XCTAssertNotEqual(turned.pixels, upright.pixels)
        let corner = ((w - 1) * w + (w - 1)) * 4
        XCTAssertEqual(Array(turned.pixels[corner..<corner + 4]), [255, 0, 0, 255], "the square after the icon is at the bottom right")
        let faded = try renderRaster(scene(turn: .pi, opacity: 0.5), options: RenderOptions(scale: 2))
        XCTAssertEqual(Array(faded.pixels[corner..<corner + 4]), [255, 0, 0, 255], "and after a translucent group")
        XCTAssertGreaterThan(ink(faded), 0)
        for turn in [0.3, .pi / 2, 2.5] {
            let pdf = try renderPDF(pages: [scene(turn: turn, opacity: 0.5)], metadata: Fixtures.pdfMetadata())
            XCTAssertEqual(Array(pdf.prefix(5)), Array("%PDF-".utf8), "turned by \(turn)")
        }
    }

    func testTheStrokeFollowsTheWeightAndThinsAsTheIconGrows() {
        XCTAssertEqual(IconStroke.width(weight: .regular, size: 20), 1.75)
        let weights: [FontWeight] = [.regular, .medium, .semibold, .bold]
        let widths = weights.map { IconStroke.width(weight: $0, size: 17) }
        XCTAssertEqual(widths, widths.sorted(), "each heavier weight a step bolder")
        XCTAssertEqual(Set(widths).count, 4)
        // Relative to the box: thinner when large, though the line itself still grows in points.
        XCTAssertLessThan(IconStroke.width(weight: .regular, size: 40), IconStroke.width(weight: .regular, size: 13))
        XCTAssertGreaterThan(IconStroke.width(weight: .regular, size: 40) * 40, IconStroke.width(weight: .regular, size: 13) * 13)
        XCTAssertEqual(IconStroke.width(weight: .regular, size: 2), 6, "never thinner than half a point")
    }

    func testAMissingDrawingIsNamedAsFolioDrawsNone() throws {
        let path = IconSet.folder + "/no-such-icon.svg"
        XCTAssertThrowsError(try IconSet.svg(IconSymbol("no-such-icon"), stroke: 2, color: .black)) { error in
            XCTAssertEqual(error as? GraphicsError, .iconMissing(paths: [path]))
            XCTAssertEqual((error as? GraphicsError)?.failureKind, .internal, "exit 70")
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }

    func testTheSetsStrokeAndColourAreSubstitutedBeforeParsing() throws {
        let svg = String(decoding: try IconSet.svg(Icon.heart.symbol, stroke: 2.25, color: Color(rgb: 0x7C5CF0, alpha: 0.5)), as: UTF8.self)
        XCTAssertTrue(svg.contains("stroke-width=\"2.25\""), svg)
        XCTAssertTrue(svg.contains("fill=\"currentColor\" color=\"#7C5CF0\" opacity=\"0.5\""), svg)
        XCTAssertFalse(svg.contains("stroke-width=\"2\""), svg)
    }

    func testDrawingIconsCreatesNoLayoutAndShapesNoGlyph() throws {
        try TextShapingStatistics.forgetLayouts()
        let layouts = try TextShapingStatistics.layoutsCreated(), runs = try TextShapingStatistics.glyphRunsShaped()
        _ = try renderRaster(strip([.drop, .drop, .heart, .glass], weight: .semibold), options: RenderOptions(scale: 3))
        XCTAssertEqual(try TextShapingStatistics.layoutsCreated() - layouts, 0)
        XCTAssertEqual(try TextShapingStatistics.glyphRunsShaped() - runs, 0, "icons are drawings, not glyphs")
    }

    func testAnIconIsVectorsInAPDF() throws {
        let pdf = try renderPDF(pages: [strip([.share, .heart], weight: .regular)], metadata: Fixtures.pdfMetadata())
        let path = try Fixtures.temporaryDirectory() + "/icons.pdf"
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try Fixtures.run("pdfimages", ["-list", path]).split(separator: "\n").count, 2, "no image, only the listing's header")
        XCTAssertEqual(try Fixtures.run("pdffonts", [path]).split(separator: "\n").count, 2, "no font, only the listing's header")
    }
}
