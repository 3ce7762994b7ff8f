import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics

final class DrawingTests: XCTestCase {
    let options = RenderOptions(scale: 1)

    func alpha(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt8 { image.rgba(x: x, y: y).alpha }

    /// The bounding box of pixels with any alpha, as (minX, minY, maxX, maxY).
    func inkBox(_ image: RasterImage) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where alpha(image, x, y) > 0 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    func canvas(_ children: [Frame], _ size: Size = Size(width: 100, height: 100)) -> Frame {
        .group(children, size: size)
    }

    func testContinuousRoundedRectStaysInsideItsRectAndDiffersFromCircular() throws {
        let rect = Rect(x: 20, y: 20, width: 60, height: 60)
        let continuous = try renderRaster(canvas([Fixtures.shape(rect, .roundedRect(radius: 16, style: .continuous), .black)]), options: options)
        let circular = try renderRaster(canvas([Fixtures.shape(rect, .roundedRect(radius: 16, style: .circular), .black)]), options: options)
        let box = try XCTUnwrap(inkBox(continuous))
        XCTAssert(box.0 >= 20 && box.1 >= 20 && box.2 < 80 && box.3 < 80, "ink \(box) outside the rect")
        XCTAssertEqual(alpha(continuous, 50, 50), 255)
        // Near the corner the squircle is further in than the arc; mid-edge both are full.
        let near = (0..<12).flatMap { d in [(20 + d, 20 + 3), (20 + 3, 20 + d)] }
        let differing = near.filter { alpha(continuous, $0.0, $0.1) != alpha(circular, $0.0, $0.1) }
        XCTAssertFalse(differing.isEmpty)
        XCTAssertLessThan(Int(alpha(continuous, 24, 24)), Int(alpha(circular, 24, 24)))
        XCTAssertEqual(alpha(continuous, 50, 20), alpha(circular, 50, 20))
    }

    func testGroupTransformComposesAsFrameWalk() throws {
        // A 10 × 10 square at (5, 0) inside a group at (40, 30) scaled ×2: Frame.walk puts it at (50, 30, 20, 20).
        let square = Fixtures.shape(Rect(x: 5, y: 0, width: 10, height: 10), .rect, .black)
        let group = Frame.group([square], origin: Point(x: 40, y: 30), size: Size(width: 30, height: 10),
                                group: Group(transform: .scale(x: 2, y: 2)))
        var walked: Rect?
        group.walk { frame, rect, depth in if depth == 1 { walked = rect } }
        XCTAssertEqual(walked, Rect(x: 50, y: 30, width: 20, height: 20))
        let image = try renderRaster(canvas([group]), options: options)
        let box = try XCTUnwrap(inkBox(image))
        XCTAssert(box == (50, 30, 69, 49), "drawn at \(box)")
    }

    func testADrawnIconInksInsideItsBoxCentredAndTheDrinksDiffer() throws {
        var images: [[UInt8]] = []
        for icon: Icon in [.glass, .juice, .tea, .coffee, .milk, .soda] {
            let item = Frame(origin: Point(x: 26, y: 26), size: Size(width: 48, height: 48), role: .icon,
                             item: .icon(IconItem(icon, size: 48, color: .solid(.black))))
            let image = try renderRaster(canvas([item]), options: options)
            let box = try XCTUnwrap(inkBox(image), "\(icon.rawValue) draws something")
            XCTAssert(box.0 >= 26 && box.1 >= 26 && box.2 < 74 && box.3 < 74, "\(icon.rawValue) ink \(box) outside its box")
            XCTAssertLessThan(abs(Double(box.0 + box.2) / 2 - 50), 4, "\(icon.rawValue) centred across its box")
            images.append((0..<100).flatMap { y in (0..<100).map { x in alpha(image, x, y) } })
        }
        XCTAssertEqual(Set(images).count, images.count, "every drink its own vessel")
    }

    func testACollapsedGroupDrawsNothingAndDoesNotFail() throws {
        let square = Fixtures.shape(Rect(x: 0, y: 0, width: 10, height: 10), .rect, .black)
        let collapsed = Frame.group([square], origin: Point(x: 40, y: 30), size: Size(width: 10, height: 10),
                                    group: Group(transform: .scale(x: 0, y: 0), effects: [.shadow(color: .black, radius: 4, offset: .zero)]))
        XCTAssertNil(inkBox(try renderRaster(canvas([collapsed]), options: options)))
    }

    func testClipIsInTheGroupsOwnBoundsAndScaleMultipliesPixels() throws {
        let big = Fixtures.shape(Rect(x: -20, y: -20, width: 100, height: 100), .rect, .black)
        let clipped = Frame.group([big], origin: Point(x: 10, y: 10), size: Size(width: 30, height: 20),
                                  group: Group(clip: .rect))
        let image = try renderRaster(canvas([clipped]), options: RenderOptions(scale: 2))
        XCTAssertEqual(image.width, 200)
        let box = try XCTUnwrap(inkBox(image))
        XCTAssert(box == (20, 20, 79, 59), "clipped ink at \(box)")
    }

    func testOpacityAppliesToTheGroupAsOneLayer() throws {
        // Two overlapping opaque squares at 50 %: the overlap is as light as the rest (one layer, not two).
        let a = Fixtures.shape(Rect(x: 10, y: 10, width: 40, height: 40), .rect, .black)
        let b = Fixtures.shape(Rect(x: 30, y: 30, width: 40, height: 40), .rect, .black)
        let group = Frame.group([a, b], size: Size(width: 100, height: 100), group: Group(opacity: 0.5))
        let image = try renderRaster(canvas([group]), options: options)
        XCTAssertEqual(Double(alpha(image, 40, 40)), 128, accuracy: 1)
        XCTAssertEqual(alpha(image, 40, 40), alpha(image, 15, 15))
    }

    func testShadowFallsUnderAndBelowTheGroupWithoutBeingCut() throws {
        // Radius 10 is blurred at full resolution, radius 24 at a quarter of it: both must look right.
        for radius in [10.0, 24.0] {
            let card = Frame.group([Fixtures.shape(Rect(x: 0, y: 0, width: 40, height: 40), .rect, .white)],
                                   origin: Point(x: 50, y: 30), size: Size(width: 40, height: 40),
                                   group: Group(effects: [.shadow(color: .black, radius: radius, offset: Point(x: 0, y: 10))]))
            let image = try renderRaster(canvas([card], Size(width: 140, height: 140)), options: options)
            XCTAssertEqual(image.rgba(x: 70, y: 50).red, 255, "the card itself stays white")
            let below = alpha(image, 70, 72), above = alpha(image, 70, 28)
            XCTAssertGreaterThan(below, 80, "shadow below the card, radius \(radius)")
            XCTAssertGreaterThan(below, above, "offset moves the shadow down, radius \(radius)")
            XCTAssertEqual(Double(alpha(image, 40, 60)), Double(alpha(image, 99, 60)), accuracy: 2, "symmetric about x = 70")
            // The halo fades out smoothly and is not cut off at its own surface's edge.
            let column = (72..<140).map { Int(alpha(image, 70, $0)) }
            XCTAssertEqual(column.last, 0)
            XCTAssertEqual(column, column.sorted(by: >), "monotonic fade at radius \(radius): \(column)")
        }
    }

    func testGlassBlursWhatIsBehindItOnlyInsideItsShape() throws {
        var stripes: [Frame] = []
        for i in 0..<10 { stripes.append(Fixtures.shape(Rect(x: Double(i) * 10, y: 0, width: 5, height: 100), .rect, .black)) }
        let glass = Frame.group([], origin: Point(x: 20, y: 20), size: Size(width: 60, height: 40),
                                group: Group(effects: [.backdropBlur(radius: 8, shape: .rect)]))
        let background = Fixtures.shape(Rect(x: 0, y: 0, width: 100, height: 100), .rect, .white)
        let image = try renderRaster(canvas([background] + stripes + [glass]), options: options)
        let inside = (20..<80).map { Int(image.rgba(x: $0, y: 40).red) }
        let outside = (20..<80).map { Int(image.rgba(x: $0, y: 90).red) }
        XCTAssertEqual(Set(outside), [0, 255], "stripes untouched outside the glass")
        XCTAssert(inside.allSatisfy { (60...200).contains($0) }, "stripes blurred to grey inside: \(inside)")
    }

    func testGlassRedrawnBehindLooksLikeGlassReadBack() throws {
        // Vector output redraws the tree behind the glass instead of reading pixels back.
        let frame = Fixtures.card()
        let direct = try renderRaster(frame, options: RenderOptions(scale: 2))
        let target = RenderTarget(root: frame, rootTransform: .scale(x: 2, y: 2),
                                  deviceBounds: Rect(x: 0, y: 0, width: 400, height: 340), output: .offscreen)
        let surface = try ImageSurface(width: 400, height: 340)
        try FrameRenderer(canvas: try surface.makeCanvas(), target: target, options: RenderOptions(),
                          fonts: FontSession.current(try FontLibrary.shared()), session: RenderSession()).drawRoot()
        let redrawn = try surface.rasterImage()
        // Read back and downscaled by Cairo vs. redrawn at the effect's resolution: alike, not identical.
        let differences = zip(redrawn.pixels, direct.pixels).map { abs(Int($0) - Int($1)) }
        XCTAssertLessThan(Double(differences.reduce(0, +)) / Double(differences.count), 0.5)
        XCTAssertLessThanOrEqual(differences.max() ?? 0, 24)
    }

    func testTextIsDrawnInsideItsMeasuredBoxAndIconsAreCentred() throws {
        let text = Fixtures.text("Hg", TextStyle(size: 40), at: Point(x: 10, y: 10))
        let image = try renderRaster(canvas([text]), options: options)
        let box = try XCTUnwrap(inkBox(image))
        XCTAssert(box.0 >= 10 && box.1 >= 10 && Double(box.2) < 10 + text.size.width && Double(box.3) < 10 + text.size.height,
                  "ink \(box) outside \(text.rect)")
        if case .text(let item) = text.item {
            XCTAssert(Double(box.3) > 10 + item.metrics.baseline, "the g descends below the baseline")
        }
        let plus = Frame(origin: Point(x: 20, y: 20), size: Size(width: 60, height: 60), role: .icon,
                         item: .icon(IconItem(.plus, size: 48, color: .solid(.black))))
        let iconBox = try XCTUnwrap(inkBox(try renderRaster(canvas([plus]), options: options)))
        XCTAssertEqual(Double(iconBox.0 + iconBox.2) / 2, 50, accuracy: 1, "horizontally centred \(iconBox)")
        XCTAssertEqual(Double(iconBox.1 + iconBox.3) / 2, 50, accuracy: 1, "vertically centred \(iconBox)")
    }

    func testImagesFillTheirFrame() throws {
        let red = try RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16).enumerated()
            .map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0 }).png()
        let frame = Frame(origin: Point(x: 10, y: 10), size: Size(width: 50, height: 30), role: .image,
                          item: .image(ImageItem(png: red, pixelSize: Size(width: 2, height: 2))))
        let image = try renderRaster(canvas([frame]), options: options)
        XCTAssert(try XCTUnwrap(inkBox(image)) == (10, 10, 59, 39))
        XCTAssertEqual(image.rgba(x: 10, y: 10).red, 255)
        XCTAssertEqual(image.rgba(x: 59, y: 39).alpha, 255)
        let broken = Frame(size: Size(width: 5, height: 5), role: .image, item: .image(ImageItem(png: [1, 2, 3], pixelSize: .zero)))
        XCTAssertThrowsError(try renderPNG(canvas([broken])))
    }

    func testBackgroundAndInvalidOptions() throws {
        let image = try renderRaster(canvas([]), options: RenderOptions(scale: 1, background: Color(rgb: 0x336699)))
        XCTAssert(image.rgba(x: 0, y: 0) == (0x33, 0x66, 0x99, 255))
        XCTAssertThrowsError(try renderPNG(canvas([]), options: RenderOptions(scale: 0)))
        XCTAssertThrowsError(try renderPNG(canvas([], Size(width: 0, height: 10))))
    }

    func testGlassCastsAFullShadowThoughItsFillIsFaint() throws {
        let faint = Fixtures.shape(Rect(x: 0, y: 0, width: 40, height: 20), .capsule, Color.white.opacity(0.2))
        func shadowBelow(glass: Bool) throws -> UInt8 {
            var effects: [Effect] = [.shadow(color: .black, radius: 4, offset: Point(x: 0, y: 8))]
            if glass { effects.append(.backdropBlur(radius: 6, shape: .capsule)) }
            let pill = Frame.group([faint], origin: Point(x: 30, y: 30), size: Size(width: 40, height: 20),
                                   group: Group(effects: effects))
            return alpha(try renderRaster(canvas([pill]), options: options), 50, 56)
        }
        XCTAssertGreaterThan(try shadowBelow(glass: true), 150)
        XCTAssertLessThan(try shadowBelow(glass: false), 80)
    }
}
