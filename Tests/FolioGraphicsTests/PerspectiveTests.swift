import FolioCodecs
import FolioCore
import Foundation
import XCTest
@testable import FolioGraphics

final class PerspectiveTests: XCTestCase {
    let cardColor = Color(rgb: 0x4FA8FF)
    let cardSize = Size(width: 100, height: 80)
    let cardOrigin = Point(x: 50, y: 40)

    /// A page with a solid card (100 × 80 unless `card`) at (50, 40) warped by `warp`, 100 pt wider and
    /// 80 pt taller than the card; transparent unless `background`.
    func page(_ warp: ProjectiveTransform, card: Size? = nil, background: Color? = .white) -> Frame {
        let size = card ?? cardSize
        let page = Size(width: size.width + 100, height: size.height + 80)
        let card = Frame.group([Fixtures.shape(Rect(size: size), .rect, cardColor)], origin: cardOrigin, size: size,
                               group: Group(effects: [.perspective(warp)]))
        var children = [card]
        if let background { children.insert(Fixtures.shape(Rect(size: page), .rect, background), at: 0) }
        return .group(children, size: page)
    }

    func distance(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: Color) -> Int {
        let c = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        return max(abs(Int(pixel.red) - c[0]), abs(Int(pixel.green) - c[1]), abs(Int(pixel.blue) - c[2]))
    }

    func testCornersLandWhereTheHomographySays() throws {
        let quad = [Point(x: 12, y: -20), Point(x: 96, y: 6), Point(x: 110, y: 90), Point(x: -16, y: 70)]
        let warp = try XCTUnwrap(ProjectiveTransform(mapping: Rect(size: cardSize), to: quad))
        for (corner, expected) in zip(Rect(size: cardSize).corners.map(warp.apply), quad) {
            XCTAssertEqual(corner.x, expected.x, accuracy: 1e-6)
            XCTAssertEqual(corner.y, expected.y, accuracy: 1e-6)
        }
        try assertCorners(warp, card: cardSize, scale: 2)
        // A share-card-sized card: 1100 × 1400 pixels, where fixed-point precision would show.
        let big = Size(width: 550, height: 700)
        try assertCorners(.tilt(size: big, pitch: 14, yaw: -22), card: big, scale: 2)
    }

    /// Three pixels from each warped corner towards the quad's centre is card; three pixels away is background.
    func assertCorners(_ warp: ProjectiveTransform, card: Size, scale: Double, line: UInt = #line) throws {
        let image = try renderRaster(page(warp, card: card), options: RenderOptions(scale: scale))
        let corners = Rect(size: card).corners.map { warp.apply($0) }
        let centre = Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
        for corner in corners {
            let (dx, dy) = (centre.x - corner.x, centre.y - corner.y)
            let length = (dx * dx + dy * dy).squareRoot()
            for (step, color) in [(3.0, cardColor), (-3.0, Color.white)] {
                let x = (cardOrigin.x + corner.x) * scale + dx / length * step
                let y = (cardOrigin.y + corner.y) * scale + dy / length * step
                let pixel = image.rgba(x: Int(x), y: Int(y))
                XCTAssertLessThanOrEqual(distance(pixel, color), 2, "at \(x), \(y) near corner \(corner): \(pixel)", line: line)
            }
        }
    }

    func testIdentityWarpEqualsTheFlatRender() throws {
        // The whole card scene (shadow, glow, glass, text) inside a group warped by the identity.
        let scene = Fixtures.card()
        let warped = Frame.group([scene], size: scene.size, group: Group(effects: [.perspective(.identity)]))
        let plain = Frame.group([scene], size: scene.size)
        for scale in [1.0, 2.0] {
            let a = try renderRaster(warped, options: RenderOptions(scale: scale))
            let b = try renderRaster(plain, options: RenderOptions(scale: scale))
            XCTAssertEqual(a.width, b.width)
            let worst = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(worst, 1, "largest channel difference at @\(Int(scale))x")
        }
    }

    func testASlantedEdgeIsAntialiased() throws {
        let warp = ProjectiveTransform.tilt(size: cardSize, pitch: 10, yaw: -18)
        let image = try renderRaster(page(warp, background: nil), options: RenderOptions(scale: 2))
        // Every row through the card's middle crosses its left and right edges with partial coverage.
        for y in stride(from: 100, to: 200, by: 7) {
            let alphas = (0..<image.width).map { Int(image.rgba(x: $0, y: y).alpha) }
            guard let first = alphas.firstIndex(where: { $0 > 0 }), let last = alphas.lastIndex(where: { $0 > 0 }) else {
                return XCTFail("row \(y) is empty")
            }
            let partial = alphas.filter { $0 > 0 && $0 < 255 }
            XCTAssert(alphas[first] < 255 && alphas[last] < 255, "row \(y) has hard edges")
            XCTAssert(!partial.isEmpty && partial.count <= 6, "row \(y): \(partial.count) partially covered pixels")
            XCTAssertEqual(alphas[first + 3], 255, "row \(y) is solid inside")
        }
    }

    func testWarpedRenderingIsDeterministicSerialAndParallel() throws {
        let frame = page(ProjectiveTransform.tilt(size: cardSize, pitch: 12, yaw: 20))
        let serial = try renderPNG(frame)
        XCTAssert(try renderPNG(frame) == serial, "two renders differ")
        for png in Fixtures.inParallel({ try renderPNG(frame) }) {
            XCTAssert(png == serial, "a parallel render differs from the serial one")
        }
    }

    func testVisualBoundsHoldTheWarpedQuad() throws {
        let quad = [Point(x: -30, y: -10), Point(x: 120, y: 0), Point(x: 100, y: 95), Point(x: 0, y: 80)]
        let warp = try XCTUnwrap(ProjectiveTransform(mapping: Rect(size: cardSize), to: quad))
        let card = page(warp).children[1]
        let bounds = card.visualBounds
        for p in quad { XCTAssert(bounds.contains(Point(x: p.x + cardOrigin.x, y: p.y + cardOrigin.y)), "\(p) outside \(bounds)") }
        // A shadow under the warped card is made from the warped silhouette: it reaches the far corner.
        let shadowed = Frame.group([card], size: Size(width: 200, height: 160),
                                   group: Group(effects: [.shadow(color: .black, radius: 2, offset: .zero)]))
        let image = try renderRaster(.group([shadowed], size: Size(width: 200, height: 160)), options: RenderOptions(scale: 1))
        XCTAssertGreaterThan(image.rgba(x: Int(cardOrigin.x - 30 + 2), y: Int(cardOrigin.y - 10 + 2)).alpha, 0)
    }

    func testAWarpBehindTheViewerDrawsNothing() throws {
        // w = 1 - x / 50 turns negative across the card.
        let image = try renderRaster(page(ProjectiveTransform([1, 0, 0, 0, 1, 0, -0.02, 0, 1]), background: nil),
                                     options: RenderOptions(scale: 1))
        XCTAssert(image.pixels.allSatisfy { $0 == 0 })
    }

    func testPDFEmbedsTheWarpedCardAsAnImage() throws {
        let frame = page(ProjectiveTransform.tilt(size: cardSize, pitch: 10, yaw: -18))
        let dir = try Fixtures.temporaryDirectory()
        try writePDF(pages: [frame], metadata: Fixtures.pdfMetadata(), to: dir + "/tilt.pdf")
        let images = try Fixtures.run("pdfimages", ["-list", dir + "/tilt.pdf"])
        XCTAssert(images.contains("image"), images)
        _ = try Fixtures.run("pdftoppm", ["-png", "-r", "144", "-singlefile", dir + "/tilt.pdf", dir + "/tilt"])
        let poppler = try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/tilt.png"))))
        let ours = try renderRaster(frame)
        var total = 0
        for i in stride(from: 0, to: ours.pixels.count, by: 4) {
            total += (0..<3).map { abs(Int(ours.pixels[i + $0]) - Int(poppler.pixels[i + $0])) }.max() ?? 0
        }
        XCTAssertLessThan(Double(total) / Double(ours.width * ours.height), 3, "mean channel difference between PDF and PNG")
    }
}
