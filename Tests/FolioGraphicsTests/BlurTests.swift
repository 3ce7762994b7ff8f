import CCairo
import FolioCore
import XCTest
@testable import FolioGraphics

final class BlurTests: XCTestCase {
    /// A transparent A8 or ARGB32 surface with one white pixel in the middle.
    func dot(size: Int = 41, alphaOnly: Bool) throws -> ImageSurface {
        let surface = try ImageSurface(width: size, height: size, alphaOnly: alphaOnly)
        try surface.withPixels { data in
            let at = data + (size / 2) * surface.stride + (size / 2) * surface.bytesPerPixel
            for i in 0..<surface.bytesPerPixel { at[i] = 255 }
        }
        return surface
    }

    func bytes(_ s: ImageSurface) throws -> [[Int]] {
        try s.withPixels { data in
            (0..<s.height).map { y in (0..<s.width * s.bytesPerPixel).map { Int(data[y * s.stride + $0]) } }
        }
    }

    func testAWhitePixelSpreadsSymmetrically() throws {
        for sigma in [2.0, 2.5, 3.3] {
            let surface = try dot(alphaOnly: true)
            try Blur.apply(to: surface, sigma: sigma)
            let b = try bytes(surface)
            let n = surface.width, c = n / 2
            for y in 0..<n {
                for x in 0..<n {
                    XCTAssertEqual(b[y][x], b[n - 1 - y][x], "vertical symmetry at \(x),\(y) sigma \(sigma)")
                    XCTAssertEqual(b[y][x], b[y][n - 1 - x], "horizontal symmetry at \(x),\(y) sigma \(sigma)")
                    // Rows are blurred before columns, each pass rounding: the diagonal may differ by one.
                    XCTAssertEqual(Double(b[y][x]), Double(b[x][y]), accuracy: 1, "diagonal at \(x),\(y) sigma \(sigma)")
                }
            }
            XCTAssertLessThan(b[c][c], 255)
            XCTAssertGreaterThan(b[c][c], b[c][c + 2])
            // A lone pixel's faint tails round to zero in 8 bits: a few percent of its 255 may go.
            XCTAssertEqual(Double(b.joined().reduce(0, +)), 255, accuracy: 255 * 0.06, "energy at sigma \(sigma)")
        }
    }

    func testABlockKeepsItsEnergyWithinRounding() throws {
        // A 4 × 4 white block: 4080 units; only the final rounding to 8 bits can lose any (faint tails).
        let surface = try ImageSurface(width: 48, height: 48, alphaOnly: true)
        try surface.withPixels { data in
            for y in 22..<26 { for x in 22..<26 { data[y * surface.stride + x] = 255 } }
        }
        try Blur.apply(to: surface, sigma: 4)
        let total = try bytes(surface).joined().reduce(0, +)
        XCTAssertEqual(Double(total), 4080, accuracy: 4080 * 0.02)
    }

    func testEveryChannelOfARGB32IsBlurredAlike() throws {
        let surface = try dot(alphaOnly: false)
        try Blur.apply(to: surface, sigma: 3)
        for row in try bytes(surface) {
            for x in stride(from: 0, to: row.count, by: 4) {
                XCTAssert(row[x] == row[x + 1] && row[x + 1] == row[x + 2] && row[x + 2] == row[x + 3])
            }
        }
    }

    func testRadiusZeroIsTheIdentity() throws {
        let surface = try dot(alphaOnly: false)
        let before = try bytes(surface)
        try Blur.apply(to: surface, sigma: Blur.sigma(radius: 0))
        XCTAssertEqual(try bytes(surface), before)
        XCTAssertEqual(Blur.reach(sigma: 0), 0)
    }

    func testReachCoversThreeSigmaAndNoMore() {
        for sigma in [1.5, 4.0, 10.0, 24.0] {
            let reach = Double(Blur.reach(sigma: sigma))
            XCTAssert(reach <= 3 * sigma + 3 && reach >= 2.5 * sigma - 1, "reach \(reach) for sigma \(sigma)")
        }
    }
}

final class BlurEdgeTests: XCTestCase {
    func testExtendedEdgesKeepAnEvenColourEvenAndTransparentEdgesFade() throws {
        for extend in [true, false] {
            let surface = try ImageSurface(width: 30, height: 20)
            try surface.withPixels { data in
                for y in 0..<20 { for i in 0..<(30 * 4) { data[y * surface.stride + i] = 200 } }
            }
            try Blur.apply(to: surface, sigma: 4, extendEdges: extend)
            let (corner, middle) = try surface.withPixels { data in (data[0], data[10 * surface.stride + 60]) }
            XCTAssertEqual(middle, extend ? 200 : middle)
            if extend { XCTAssertEqual(corner, 200) } else { XCTAssertLessThan(corner, 100) }
        }
    }

    func testWideBlursAreMadeAtReducedResolution() {
        let wide = EffectResolution(radius: 40, transform: .scale(x: 3, y: 3), fullPixelsPerUnit: 1)
        XCTAssertEqual(wide.pixelsPerUnit, 1.0 / 8)
        XCTAssert((4..<8).contains(wide.sigma), "\(wide.sigma)")
        let narrow = EffectResolution(radius: 4, transform: .identity, fullPixelsPerUnit: 2)
        XCTAssertEqual(narrow.pixelsPerUnit, 2)
        XCTAssertEqual(narrow.sigma, 4)
        XCTAssertGreaterThanOrEqual(narrow.reach * 2, Double(Blur.reach(sigma: 4)))
    }

    /// PDF and SVG embed a blur made at a quarter of `effectsRasterScale` scaled back up to it, so the
    /// image keeps the resolution the document promises; raster output paints the reduced image as it is.
    func testVectorOutputEmbedsReducedBlursAtFullResolution() throws {
        let small = try ImageSurface(width: 10, height: 5, alphaOnly: true)
        try small.withPixels { data in for i in 0..<small.stride * 5 { data[i] = 255 } }
        let image = EffectImage(surface: small, region: Rect(x: 0, y: 0, width: 40, height: 20), pixelsPerUnit: 0.25)
        func renderer(embedsFull: Bool) throws -> FrameRenderer {
            let target = RenderTarget(root: Frame.group([], size: Size(width: 40, height: 20)), rootTransform: .identity,
                                      deviceBounds: Rect(x: 0, y: 0, width: 40, height: 20),
                                      output: embedsFull ? .vector(effectPixelsPerUnit: 1, structure: nil, deferred: nil) : .offscreen)
            return FrameRenderer(canvas: try ImageSurface(width: 40, height: 20).makeCanvas(), target: target, options: RenderOptions(),
                                 fonts: FontSession.current(try FontLibrary.shared()), session: RenderSession())
        }
        let full = try renderer(embedsFull: true).embedded(image)
        XCTAssertEqual([full.surface.width, full.surface.height], [40, 20])
        XCTAssertEqual(full.pixelsPerUnit, 1)
        XCTAssertEqual(cairo_image_surface_get_format(full.surface.surface), CAIRO_FORMAT_A8)
        let inside = try full.surface.withPixels { data in
            (4..<16).flatMap { y in (4..<36).map { data[y * full.surface.stride + $0] } }
        }
        XCTAssertEqual(Set(inside), [255], "a solid image stays solid inside when scaled up, as raster output paints it")
        let kept = try renderer(embedsFull: false).embedded(image)
        XCTAssertTrue(kept.surface === small)
    }
}
